import type { Slip, TokenRecord, TransactionRecord } from '../store.ts';
import { html, type Html } from './html.ts';
import { baht } from './money.ts';
import { bangkokTime } from './slip.ts';
import { PARTNER_NAMES } from './texts.ts';

const KIND: Record<string, string> = { ATM: 'ATM', OTCTR: 'Counter', THQR: 'PromptPay QR' };

/** The simulator: every slip and QR waiting to be paid, each with "pay now" (as the bank or the counter would). */
export function sandboxPage(slips: Array<{ transaction: TransactionRecord; token: TokenRecord; slip: Slip }>, notice: string | null): Html {
  return html`<header class="gw">
      <span class="mark">Sandbox simulator <span class="sandbox">2C2P PGW 4.3</span></span>
    </header>
    <main>
      <section class="sheet">
        <h1>Slips and QR codes waiting to be paid</h1>
        ${notice ? html`<p class="ok" role="status">${notice}</p>` : ''}
        ${slips.length === 0 ? html`<p class="muted">None. Pay by ATM, counter or PromptPay on a shop to see one here.</p>` : ''}
        <ul class="slips">
          ${slips.map(
            ({ transaction, token, slip }) =>
              html`<li data-payment-code="${slip.paymentCode}">
                <div>
                  <code>${slip.paymentCode}</code> ·
                  ${KIND[transaction.channelCode] ?? transaction.channelCode}${transaction.agentCode ? html` · ${PARTNER_NAMES[transaction.agentCode] ?? transaction.agentCode}` : ''}
                  <br /><span class="muted"
                    >${token.invoiceNo} · <strong>${baht(transaction.amount)}</strong> · before ${bangkokTime(slip.deadline, 'en')}</span
                  >
                </div>
                <form method="post" action="/sandbox/pay/${slip.paymentCode}"><button type="submit">Pay now</button></form>
              </li>`,
          )}
        </ul>
        <p class="muted">Scripts: <code>POST /sandbox/pay/{paymentCode}</code> answers <code>{ respCode, respDesc }</code>.</p>
      </section>
    </main>`;
}
