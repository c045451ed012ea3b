import {
  BRAND_PATTERNS,
  installmentAllowed,
  installmentSchedule,
  INSTALLMENT_BANKS,
  INSTALLMENT_MIN_MONTHLY,
  INSTALLMENT_MONTHS,
} from '@talad/domain';
import type { Locale } from '../codes.ts';
import type { Payments } from '../payments.ts';
import { SANDBOX_CARDS } from '../sandbox-cards.ts';
import type { TokenRecord } from '../store.ts';
import { baht } from './money.ts';
import { html, type Html } from './html.ts';
import { BANK_NAMES, textsOf } from './texts.ts';

/** The card page (CC) and the installment page (IPP): saved cards offered, or a new card; plans for IPP. */
export function cardPage(payments: Payments, token: TokenRecord, locale: Locale, error: string | null): { body: Html; script: string } {
  const texts = textsOf(locale);
  const installment = token.channels[0] === 'IPP';
  const saved = payments.offeredCards(token);
  const amount = baht(token.amount);
  return {
    body: html`<section class="sheet">
        <h1>${installment ? texts.installmentTitle : texts.cardTitle}</h1>
        ${error ? html`<p class="error" role="alert">${error}</p>` : ''}
        <form method="post" action="/payment/4.3/pay/${token.paymentToken}?locale=${locale}" autocomplete="on">
          ${installment ? plans(token, locale) : ''}
          ${
            saved.length
              ? html`<fieldset class="plain">
                  <legend><h2>${texts.savedCards}</h2></legend>
                  ${saved.map(
                    (card, index) =>
                      html`<label class="card-option"
                        ><input type="radio" name="cardChoice" value="${card.cardToken}" ${index === 0 ? html`checked` : ''} />
                        ${card.brand} ${card.masked} · ${card.expiry}</label
                      >`,
                  )}
                  <label class="card-option"><input type="radio" name="cardChoice" value="new" /> ${texts.newCard}</label>
                </fieldset>`
              : html`<input type="hidden" name="cardChoice" value="new" />`
          }
          <div id="new-card" ${saved.length ? html`hidden` : ''}>
            <label for="cardNo">${texts.cardNumber}</label>
            <input
              id="cardNo"
              name="cardNo"
              inputmode="numeric"
              autocomplete="cc-number"
              maxlength="23"
              placeholder="0000 0000 0000 0000"
              aria-describedby="brand"
            />
            <div id="brand" class="brand" aria-live="polite"></div>
            <div class="row">
              <div>
                <label for="expiry">${texts.expiry}</label
                ><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" />
              </div>
              <div>
                <label for="cvv-new">${texts.cvv}</label
                ><input id="cvv-new" name="securityCode" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" />
              </div>
            </div>
            <label for="name">${texts.holder}</label>
            <input id="name" name="name" autocomplete="cc-name" maxlength="100" />
            ${token.tokenize ? html`<label class="check"><input type="checkbox" name="saveCard" checked /> ${texts.saveCard}</label>` : ''}
          </div>
          ${
            saved.length
              ? html`<div id="saved-cvv">
                  <label for="cvv-saved">${texts.cvvAgain}</label
                  ><input id="cvv-saved" name="securityCode" inputmode="numeric" autocomplete="cc-csc" maxlength="4" placeholder="123" />
                </div>`
              : ''
          }
          <button type="submit" name="action" value="pay">${texts.pay(amount)}</button>
          <button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${texts.cancel}</button>
        </form>
      </section>
      <details class="sheet">
        <summary>${texts.testCards}</summary>
        <table>
          ${SANDBOX_CARDS.map(
            (card) =>
              html`<tr>
                <td><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td>
                <td>${card.what}</td>
              </tr>`,
          )}
        </table>
        <p class="muted">3-D Secure OTP: 123456</p>
      </details>`,
    script: cardScript(),
  };
}

function plans(token: TokenRecord, locale: Locale): Html {
  const texts = textsOf(locale);
  const banks = token.installmentBank ? [token.installmentBank] : INSTALLMENT_BANKS;
  const months = INSTALLMENT_MONTHS.filter((each) => !token.installmentPeriods || token.installmentPeriods.includes(each));
  const firstAllowed = months.find((each) => installmentAllowed(token.amount, each));
  return html`<label for="bankCode">${texts.bank}</label>
    <select id="bankCode" name="bankCode">
      ${banks.map((bank) => html`<option value="${bank}">${BANK_NAMES[bank]?.[locale] ?? bank}</option>`)}
    </select>
    <fieldset class="plain">
      <legend><h2>${texts.plan}</h2></legend>
      ${firstAllowed === undefined ? html`<p class="error">${texts.noPlan}</p>` : ''}
      ${months.map((each) => {
        const allowed = installmentAllowed(token.amount, each);
        const { first, monthly } = installmentSchedule(token.amount, each);
        const detail = allowed
          ? html`${texts.monthly(baht(monthly))}${first !== monthly ? html` (${texts.firstMonth(baht(first))})` : ''}`
          : texts.minimum(baht(INSTALLMENT_MIN_MONTHLY * each));
        return html`<label class="card-option"
          ><input
            type="radio"
            name="installmentPeriod"
            value="${each}"
            ${allowed ? '' : html`disabled`}
            ${each === firstAllowed ? html`checked` : ''}
          />
          <strong>${texts.months(each)}</strong> <span class="muted">${detail}</span></label
        >`;
      })}
    </fieldset>`;
}

/**
 * In the browser: the brand from the domain's own patterns as the number is typed, the number in groups of four,
 * and the new-card fields shown only when "new card" is chosen (each CVV field enabled only with its choice).
 */
function cardScript(): string {
  const patterns = JSON.stringify(BRAND_PATTERNS.map(([brand, pattern]) => [brand.replace(/_/g, ' '), pattern.source]));
  return `(() => {
  const patterns = ${patterns}.map(([brand, source]) => [brand, new RegExp(source)]);
  const number = document.getElementById('cardNo'), brand = document.getElementById('brand');
  number.addEventListener('input', () => {
    const digits = number.value.replace(/\\D/g, '').slice(0, 19);
    number.value = digits.replace(/(\\d{4})(?=\\d)/g, '$1 ');
    const found = digits ? patterns.find(([, pattern]) => pattern.test(digits)) : null;
    brand.textContent = digits ? (found ? found[0] : 'Unknown') : '';
  });
  const expiry = document.getElementById('expiry');
  expiry.addEventListener('input', () => {
    const digits = expiry.value.replace(/\\D/g, '').slice(0, 4);
    expiry.value = digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2) : digits;
  });
  const fresh = document.getElementById('new-card'), saved = document.getElementById('saved-cvv');
  const sync = () => {
    const choice = document.querySelector('input[name=cardChoice]:checked');
    const isNew = !choice || choice.value === 'new';
    fresh.hidden = !isNew;
    fresh.querySelectorAll('input').forEach((input) => { input.disabled = !isNew; });
    if (saved) { saved.hidden = isNew; saved.querySelector('input').disabled = isNew; }
  };
  document.querySelectorAll('input[name=cardChoice]').forEach((input) => input.addEventListener('change', sync));
  sync();
})();`;
}
