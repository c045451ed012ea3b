import type { PaymentMethodOption } from '@talad/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { MethodIcon } from './method-icon.tsx';
import type { PayableMethod } from './payment-state.ts';

/** A method the order may be paid with on /payment (cash on delivery is chosen at checkout). */
export type PayableOption = PaymentMethodOption & { method: PayableMethod };

/** The order Thai shoppers look for them in: cards first, then QR and bank apps, wallets, and the pay-later slips. */
const DISPLAY_ORDER: PayableMethod[] = [
  'CREDITCARD',
  'INSTALLMENT',
  'PROMPTPAY',
  'APP_TO_APP',
  'TRUEWALLET',
  'LINEPAY',
  'BANK_ONLINE',
  'ATM',
  'COUNTER',
];

/** Usable methods first (on a phone the choice is not below greyed ones), each group in display order. */
export function displayOrder(methods: PayableOption[]): PayableOption[] {
  const rank = (option: PayableOption) => (option.eligible ? 0 : 100) + DISPLAY_ORDER.indexOf(option.method);
  return [...methods].sort((a, b) => rank(a) - rank(b));
}

/**
 * The order's payment methods as one radio group, the chosen one opened in place with its own part of the form
 * (`panel`). A method the order cannot use stays listed, greyed, with the API's reason (in the page's language).
 */
export function MethodList({
  methods,
  value,
  onChange,
  panel,
}: {
  methods: PayableOption[];
  value: PayableMethod | null;
  onChange: (method: PayableMethod) => void;
  panel: (method: PayableMethod) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="payment-methods-title"
      className="rounded-xl border border-gray-200 bg-white shadow-sm"
      data-testid="payment-methods"
    >
      <h2 id="payment-methods-title" className="border-b border-gray-100 px-4 py-3 text-base font-bold text-gray-900 md:px-5">
        {t('payment.chooseMethod')}
      </h2>
      <div role="radiogroup" aria-labelledby="payment-methods-title" className="divide-y divide-gray-100">
        {displayOrder(methods).map((option) => {
          const checked = option.method === value;
          return (
            <div key={option.method} className={checked ? 'bg-primary/[0.03]' : undefined} data-testid={`method-${option.method}`}>
              <label
                className={`flex items-center gap-3 px-4 py-3.5 md:px-5 ${option.eligible ? 'cursor-pointer' : 'cursor-not-allowed opacity-55'}`}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={option.method}
                  checked={checked}
                  disabled={!option.eligible}
                  onChange={() => onChange(option.method)}
                  className="size-4 shrink-0 accent-primary"
                />
                <span
                  className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${checked ? 'bg-primary text-white' : 'bg-gray-100 text-gray-700'}`}
                >
                  <MethodIcon method={option.method} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-gray-900">{t(`checkout.methods.${option.method}`)}</span>
                  <span className="block text-xs text-gray-500">{option.reason?.message ?? t(`payment.hints.${option.method}`)}</span>
                </span>
              </label>
              {checked && <div className="px-4 pb-4 md:px-5 md:pl-[4.25rem]">{panel(option.method)}</div>}
            </div>
          );
        })}
      </div>
    </section>
  );
}
