import { formatBaht } from '@talad/domain';
import type { DeliveryEstimate, InstallmentPlan, PromotionRef } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { formatCalendarDay } from '../../lib/dates.ts';
import { useLocale, useLocalHref } from '../../lib/use-locale.ts';

/** Delivery in 1-3 or 3-5 working days, with the dates that makes in Bangkok. */
export function Delivery({ delivery }: { delivery: DeliveryEstimate }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = (isoDate: string) => formatCalendarDay(isoDate, locale, 'dayMonth');
  return (
    <section aria-labelledby="delivery-title" className="rounded-lg bg-gray-50 p-3 text-sm">
      <h2 id="delivery-title" className="font-semibold text-gray-900">
        {t('product.delivery')}
      </h2>
      <p className="mt-1 text-gray-700">
        {delivery.label} · {t('product.deliveryDates', { from: format(delivery.earliest), to: format(delivery.latest) })}
      </p>
    </section>
  );
}

export function Promotions({ promotions }: { promotions: PromotionRef[] }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="promotions-title">
      <h2 id="promotions-title" className="text-sm font-semibold text-gray-900">
        {t('product.promotions')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {promotions.map((promotion) => (
          <li
            key={promotion.promotion_id}
            className="flex items-start gap-2 rounded-lg border border-secondary/30 bg-secondary/5 p-2.5 text-sm"
          >
            <span className="shrink-0 rounded bg-secondary px-1.5 py-0.5 text-xs font-semibold text-white">
              {t(`filter.selection.${promotion.kind}`)}
            </span>
            <span>
              <Link to={localHref('/promotion')} className="font-semibold text-gray-900 hover:underline">
                {promotion.title}
              </Link>
              <span className="block text-gray-600">{promotion.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function InstallmentPlans({ plans }: { plans: InstallmentPlan[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (plans.length === 0) return null;
  return (
    <details className="rounded-lg border border-gray-200 p-3 text-sm">
      <summary className="cursor-pointer font-semibold text-gray-900">
        {t('product.installments', { amount: formatBaht(Math.min(...plans.map((plan) => plan.monthly_amount)), locale) })}
      </summary>
      <table className="mt-2 w-full text-left">
        <thead className="text-xs text-gray-500">
          <tr>
            <th scope="col" className="py-1">
              {t('product.bank')}
            </th>
            <th scope="col">{t('product.months')}</th>
            <th scope="col">{t('product.interest')}</th>
            <th scope="col" className="text-right">
              {t('product.perMonth')}
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => (
            <tr key={`${plan.bank}-${plan.months}`} className="border-t border-gray-100">
              <td className="py-1.5">{plan.bank_name}</td>
              <td>{plan.months}</td>
              <td>{plan.interest_rate === 0 ? t('product.zeroInterest') : `${plan.interest_rate}%`}</td>
              <td className="text-right font-semibold">{formatBaht(plan.monthly_amount, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
