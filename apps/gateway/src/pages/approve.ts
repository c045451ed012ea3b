import type { Locale } from '../codes.ts';
import type { TokenRecord } from '../store.ts';
import { html, type Html } from './html.ts';
import { textsOf } from './texts.ts';

/** A wallet's or bank's "app" (TRUEMONEY, LINEPAY, MOBILEBANKING, WEBPAY): the shopper approves, or does not. */
export function approvePage(token: TokenRecord, locale: Locale, error: string | null): Html {
  const texts = textsOf(locale);
  const channel = (token.channels[0] ?? 'TRUEMONEY') as keyof typeof texts.walletTitle;
  return html`<section class="sheet">
    <h1>${texts.walletTitle[channel] ?? channel}</h1>
    ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
    <p class="muted">${texts.walletHelp}</p>
    <form method="post" action="/payment/4.3/pay/${token.paymentToken}?locale=${locale}">
      <button type="submit" name="action" value="0000">${texts.approve}</button>
      <button type="submit" name="action" value="4051" class="secondary">${texts.insufficient}</button>
      <button type="submit" name="action" value="0003" class="danger">${texts.decline}</button>
    </form>
  </section>`;
}
