import { code128Bars, COUNTER_PARTNERS } from '@talad/domain';
import { baht } from './money.ts';
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';
import type { Locale } from '../codes.ts';
import type { TokenRecord, TransactionRecord } from '../store.ts';
import { html, Html } from './html.ts';
import { PARTNER_NAMES, textsOf } from './texts.ts';

type SlipChannel = 'ATM' | 'OTCTR' | 'THQR';

/**
 * ATM and counter slips and the PromptPay QR: before one is issued, the button that issues it (a counter slip asks
 * where first); after, the payment code, its barcode or QR, the deadline and where to pay. Paid later through the
 * bank, the counter, or the sandbox simulator.
 */
export function slipPage(input: {
  token: TokenRecord;
  slip: TransactionRecord | undefined;
  locale: Locale;
  error: string | null;
  backToShop: string | null;
}): { body: Html; script: string } {
  const { token, slip, locale, error } = input;
  const texts = textsOf(locale);
  const channel = (slip?.channelCode ?? token.channels[0] ?? 'ATM') as SlipChannel;
  const title = texts.slipTitle[channel];
  if (!slip?.slip)
    return {
      body: html`<section class="sheet">
        <h1>${title}</h1>
        ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
        <form method="post" action="/payment/4.3/pay/${token.paymentToken}?locale=${locale}">
          ${
            channel === 'OTCTR'
              ? html`<label for="agentCode">${texts.choosePartner}</label>
                  <select id="agentCode" name="agentCode">
                    ${COUNTER_PARTNERS.map((partner) => html`<option value="${partner}" ${partner === token.agentCode ? html`selected` : ''}>${PARTNER_NAMES[partner]}</option>`)}
                  </select>`
              : ''
          }
          <button type="submit" name="action" value="pay">${texts.getSlip}</button>
          <button type="submit" name="action" value="cancel" class="secondary">${texts.cancel}</button>
        </form>
      </section>`,
      script: '',
    };
  const { paymentCode, deadline, qrPayload } = slip.slip;
  const help = channel === 'ATM' ? texts.atmHelp : channel === 'OTCTR' ? texts.counterHelp : texts.qrHelp;
  return {
    body: html`<section class="sheet">
      <h1>${title}</h1>
      <p class="muted">${help}</p>
      ${
        qrPayload
          ? qr(qrPayload, texts.slipTitle.THQR)
          : html`<p class="code" data-testid="payment-code">${paymentCode.replace(/(\d{4})(?=\d)/g, '$1 ')}</p>
              ${barcode(paymentCode, texts.paymentCode)}`
      }
      <dl>
        <dt>${texts.paymentCode}</dt>
        <dd data-testid="slip-payment-code">${paymentCode}</dd>
        <dt>${texts.amount}</dt>
        <dd>${baht(slip.amount)}</dd>
        <dt>${texts.deadline}</dt>
        <dd>${bangkokTime(deadline, locale)}</dd>
        ${
          slip.agentCode
            ? html`<dt>${texts.partner}</dt>
                <dd>${PARTNER_NAMES[slip.agentCode] ?? slip.agentCode}</dd>`
            : ''
        }
      </dl>
      ${
        channel === 'OTCTR' && !slip.agentCode
          ? html`<p class="muted">${texts.partners}</p>
              <ul class="partners">
                ${COUNTER_PARTNERS.map((partner) => html`<li>${PARTNER_NAMES[partner]}</li>`)}
              </ul>`
          : ''
      }
      <button type="button" id="print" class="secondary">${texts.print}</button>
      ${input.backToShop ? html`<a class="button" href="${input.backToShop}">${texts.backToShop}</a>` : ''}
    </section>`,
    script: "document.getElementById('print').addEventListener('click', () => window.print());",
  };
}

/** Code 128 of the payment code, with quiet zones, as the cashier's scanner reads it. */
function barcode(value: string, label: string): Html {
  const { bars, modules } = code128Bars(value);
  const quiet = 10;
  const rects = bars.map(([x, width]) => `<rect x="${x + quiet}" y="0" width="${width}" height="50"/>`).join('');
  return html`<svg
    class="barcode"
    role="img"
    aria-label="${label}"
    data-testid="slip-barcode"
    viewBox="0 0 ${modules + quiet * 2} 50"
    width="${(modules + quiet * 2) * 2}"
    height="80"
    preserveAspectRatio="none"
    shape-rendering="crispEdges"
  >
    <rect width="100%" height="100%" fill="#fff" />
    <g fill="#000">${new Html(rects)}</g>
  </svg>`;
}

function qr(payload: string, label: string): Html {
  const code = generate(payload);
  const margin = 3;
  const size = code.size + margin * 2;
  return html`<svg
    class="qr"
    role="img"
    aria-label="${label}"
    data-testid="promptpay-qr"
    data-payload="${payload}"
    viewBox="${-margin} ${-margin} ${size} ${size}"
    shape-rendering="crispEdges"
  >
    <rect x="${-margin}" y="${-margin}" width="${size}" height="${size}" fill="#fff" />
    <path d="${toSvgPath(code)}" fill="#000" />
  </svg>`;
}

export function bangkokTime(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    timeZone: 'Asia/Bangkok',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(at);
}
