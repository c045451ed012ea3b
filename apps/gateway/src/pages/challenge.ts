import type { Locale } from '../codes.ts';
import type { TransactionRecord } from '../store.ts';
import { html, type Html } from './html.ts';
import { baht } from './money.ts';
import { textsOf } from './texts.ts';

/**
 * The issuer's 3-D Secure challenge: a one-time code. The shop's /payment/card-verifying frames this page; the form
 * posts in the top window, so the answer (the frontend return) leaves the frame with the shopper's own click.
 */
export function challengePage(locale: Locale, transaction: TransactionRecord, merchantName: string): Html {
  const texts = textsOf(locale);
  const last4 = transaction.card?.masked.slice(-4) ?? '';
  return html`<main>
    <section class="sheet">
      <p class="muted">3-D Secure · ${transaction.card?.brand ?? ''} · ${texts.sandbox}</p>
      <h1>${texts.challengeTitle}</h1>
      <dl>
        <dt>${texts.payTo}</dt>
        <dd>${merchantName}</dd>
        <dt>${texts.amount}</dt>
        <dd>${baht(transaction.amount)}</dd>
        <dt>${texts.cardNumber}</dt>
        <dd>${transaction.card?.masked ?? ''}</dd>
      </dl>
      <p class="muted">${texts.challengeHelp(last4)}</p>
      <form method="post" action="/payment/4.3/3ds/${transaction.tranRef}?locale=${locale}" target="_top">
        <label for="otp">${texts.otp}</label>
        <input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required autofocus />
        <button type="submit">${texts.confirm}</button>
      </form>
    </section>
  </main>`;
}
