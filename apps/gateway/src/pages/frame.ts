import { baht } from './money.ts';
import type { Locale } from '../codes.ts';
import type { TokenRecord } from '../store.ts';
import { html, Html } from './html.ts';
import { textsOf } from './texts.ts';

/** The gateway's page frame: its mark, the language switch, then what is being paid (shop, amount, order). */
export function frame(options: { locale: Locale; path: string; token?: TokenRecord; merchantName?: string; content: Html }): Html {
  const texts = textsOf(options.locale);
  const { token } = options;
  return html`<header class="gw">
      <span class="mark">${LOCK}${texts.gateway} <span class="sandbox">${texts.sandbox}</span></span>
      <nav class="lang">
        ${languageLink(options.path, 'th', 'ไทย', options.locale)}${languageLink(options.path, 'en', 'English', options.locale)}
      </nav>
    </header>
    <main>
      ${
        token
          ? html`<section class="sheet" aria-label="${texts.amount}">
              <p class="merchant">${texts.payTo} <strong>${options.merchantName ?? token.merchantID}</strong></p>
              <p class="amount">${baht(token.amount)}</p>
              <p class="invoice">${texts.invoice} ${token.invoiceNo}${token.description ? html` · ${token.description}` : ''}</p>
            </section>`
          : ''
      }
      ${options.content}
      <footer>Talad sandbox gateway · 2C2P PGW 4.3</footer>
    </main>`;
}

const LOCK = new Html(
  '<svg class="lock" viewBox="0 0 16 16" aria-hidden="true"><path fill="currentColor" d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z"/></svg>',
);

function languageLink(path: string, locale: Locale, label: string, current: Locale): Html {
  return html`<a href="${path}?locale=${locale}" lang="${locale}" ${locale === current ? html`aria-current="true"` : ''}>${label}</a>`;
}
