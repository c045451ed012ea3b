import { formatBaht, INSTALLMENT_BANKS, INSTALLMENT_MONTHS, type InstallmentMonths } from '@talad/domain';
import type { OrderPayment } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { ChoiceCard } from '../checkout/choice-card.tsx';
import { BankTitle } from './counter-partners.tsx';

export type InstallmentPlan = OrderPayment['installment_plans'][number];
export type PlanChoice = { bank: InstallmentPlan['bank']; months: InstallmentMonths };

/** The API lists plans of the domain's months only; a plan of any other length is not offered. */
function monthsOf(plan: InstallmentPlan): InstallmentMonths | undefined {
  return INSTALLMENT_MONTHS.find((months) => months === plan.months);
}

/**
 * Installments: the bank, then the number of months, each plan with its monthly amount as the API computed it for
 * this order (0 %, the first month carrying the satang left over). Only the plans the order's amount allows are listed.
 */
export function InstallmentPlans({
  plans,
  value,
  onChange,
  showProblem,
}: {
  plans: InstallmentPlan[];
  value: PlanChoice | null;
  onChange: (plan: PlanChoice) => void;
  showProblem: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const offered = plans.flatMap((plan) => {
    const months = monthsOf(plan);
    return months ? [{ ...plan, months }] : [];
  });
  const banks = INSTALLMENT_BANKS.filter((bank) => offered.some((plan) => plan.bank === bank));
  const months = offered.filter((plan) => plan.bank === value?.bank);

  return (
    <div className="space-y-3" data-testid="installment-plans">
      <fieldset>
        <legend className="text-sm font-semibold text-gray-800">{t('payment.installment.bank')}</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {banks.map((code) => (
            <ChoiceCard
              key={code}
              name="installment-bank"
              value={code}
              checked={code === value?.bank}
              onChoose={() => {
                const first = offered.find((plan) => plan.bank === code);
                if (first) onChange({ bank: code, months: first.months });
              }}
              title={<BankTitle code={code} name={t(`payment.banks.${code}`)} />}
            />
          ))}
        </div>
        {showProblem && !value && (
          <p role="alert" className="mt-2 text-sm text-error-strong">
            {t('payment.installment.choose')}
          </p>
        )}
      </fieldset>
      {value && (
        <fieldset>
          <legend className="text-sm font-semibold text-gray-800">{t('payment.installment.months')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {months.map((plan) => (
              <ChoiceCard
                key={plan.months}
                name="installment-months"
                value={String(plan.months)}
                checked={value?.bank === plan.bank && value.months === plan.months}
                onChoose={() => onChange({ bank: plan.bank, months: plan.months })}
                title={t('payment.installment.monthsCount', { count: plan.months })}
              >
                <span className="text-primary tabular-nums" data-testid="installment-monthly">
                  {t('payment.installment.perMonth', { amount: formatBaht(plan.monthly, locale) })}
                </span>
              </ChoiceCard>
            ))}
          </div>
          <p className="mt-2 text-xs text-gray-500">{t('payment.installment.zeroInterest')}</p>
        </fieldset>
      )}
    </div>
  );
}
