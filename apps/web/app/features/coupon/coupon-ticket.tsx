import { formatBaht } from '@talad/domain';
import type { Coupon } from '@talad/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useFormatDate } from '../../lib/dates.ts';

const TYPE_COLOURS: Record<Coupon['type'], string> = {
  DISCOUNTCODE: 'bg-primary text-white',
  DELIVERYFEE: 'bg-success-strong text-white',
  CASHBACK: 'bg-secondary text-white',
};

/**
 * One coupon as a ticket: its value and type on the left, its title, conditions and validity on the right, and the
 * action of the page (collect, use, status) at the end. The article is named by the coupon's title.
 */
export function CouponTicket({ coupon, action, muted = false }: { coupon: Coupon; action?: ReactNode; muted?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formatDate = useFormatDate();
  const titleId = `coupon-${coupon.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex overflow-hidden rounded-xl border border-gray-200 bg-white ${muted ? 'opacity-70' : ''}`}
      data-coupon-code={coupon.code}
    >
      <div
        className={`flex w-24 shrink-0 flex-col items-center justify-center gap-1 border-r-2 border-dashed border-white px-2 py-3 text-center sm:w-28 ${muted ? 'bg-gray-400 text-white' : TYPE_COLOURS[coupon.type]}`}
      >
        <span className="text-xl leading-tight font-bold">{coupon.value_text}</span>
        <span className="text-xs font-semibold">{t(`coupon.type.${coupon.type}`)}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-3">
        <h3 id={titleId} className="line-clamp-2 font-bold text-gray-900">
          {coupon.title}
        </h3>
        {coupon.description && <p className="line-clamp-2 text-xs text-gray-600">{coupon.description}</p>}
        <p className="text-xs text-gray-700">
          {coupon.min_spend > 0 ? t('coupon.minSpend', { amount: formatBaht(coupon.min_spend, locale) }) : t('coupon.noMinSpend')}
          {coupon.max_discount !== null && <> · {t('coupon.maxDiscount', { amount: formatBaht(coupon.max_discount, locale) })}</>}
        </p>
        <p className="text-xs text-gray-500">
          <time dateTime={coupon.ends_at}>{t('coupon.validUntil', { date: formatDate(coupon.ends_at) })}</time>
          {coupon.uses_left !== null && <> · {t('coupon.usesLeft', { count: coupon.uses_left })}</>}
        </p>
        {action && <div className="mt-1 flex flex-wrap items-center justify-end gap-2">{action}</div>}
      </div>
    </article>
  );
}
