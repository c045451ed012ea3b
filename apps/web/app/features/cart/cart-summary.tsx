import { formatBaht } from '@talad/domain';
import type { CartExtra, CartSummary as Summary, CouponCartPricing } from '@talad/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';

function Row({ label, value, strong = false, tone }: { label: ReactNode; value: string; strong?: boolean; tone?: 'saving' }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-gray-200 pt-2 text-base font-bold text-gray-900' : 'text-sm text-gray-700'}`}
    >
      <dt>{label}</dt>
      <dd className={tone === 'saving' ? 'font-semibold text-success-strong' : ''}>{value}</dd>
    </div>
  );
}

/**
 * The selected lines' totals, every number from the API: the cart's own summary (promotions), or — with coupons
 * chosen — the coupon pricing of the same engine (POST coupons/shopping-cart). Each discount is named.
 */
export function CartSummaryView({ summary, pricing }: { summary: Summary; pricing: CouponCartPricing | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const baht = (amount: number) => formatBaht(amount, locale);
  const totals = pricing ?? summary;
  const promotionDiscounts = summary.adjustments.filter((adjustment) => adjustment.amount > 0 && adjustment.target !== 'cashback');
  const couponDiscounts = (pricing?.applied ?? []).filter((applied) => applied.amount > 0 && applied.target !== 'cashback');
  const deliveryToPay = totals.delivery_fee - totals.delivery_discount;
  return (
    <section aria-labelledby="cart-summary" data-testid="cart-summary">
      <h2 id="cart-summary" className="font-bold text-gray-900">
        {t('cart.summary')}
      </h2>
      <dl className="mt-3 space-y-2">
        <Row label={t('cart.subtotal', { count: summary.selected_units })} value={baht(totals.subtotal)} />
        {promotionDiscounts.map((adjustment) => (
          <Row key={`p${adjustment.id}`} label={adjustment.title} value={`−${baht(adjustment.amount)}`} tone="saving" />
        ))}
        {couponDiscounts.map((applied) => (
          <Row key={`c${applied.coupon_id}`} label={applied.title} value={`−${baht(applied.amount)}`} tone="saving" />
        ))}
        <Row label={t('cart.delivery')} value={deliveryToPay <= 0 ? t('cart.deliveryFree') : baht(deliveryToPay)} />
        <Row label={t('cart.total')} value={baht(totals.total)} strong />
      </dl>
      <p className="mt-1 text-right text-xs text-gray-500">{t('cart.vat', { amount: baht(totals.vat_included) })}</p>
      {totals.cashback_earned > 0 && (
        <p className="mt-1 text-right text-xs text-success-strong">{t('cart.cashbackEarned', { amount: baht(totals.cashback_earned) })}</p>
      )}
    </section>
  );
}

/** Free gifts and add-on deals the cart's promotions give, shown as lines of their own. */
export function CartExtras({ extras }: { extras: CartExtra[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (extras.length === 0) return null;
  return (
    <section aria-labelledby="cart-extras" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="cart-extras" className="font-bold text-gray-900">
        {t('cart.extras')}
      </h2>
      <ul className="mt-2 divide-y divide-gray-100">
        {extras.map((extra) => (
          <li key={`${extra.promotion_id}-${extra.variant_id}`} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span className="flex min-w-0 items-center gap-2">
              <span
                className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold ${extra.is_gift ? 'bg-success/15 text-success-strong' : 'bg-primary/10 text-primary'}`}
              >
                {extra.is_gift ? t('cart.gift') : t('cart.addOn')}
              </span>
              <span className="truncate text-gray-900">{extra.product?.name ?? `#${extra.variant_id}`}</span>
              <span className="shrink-0 text-gray-500">× {extra.quantity}</span>
            </span>
            <span className="shrink-0 font-semibold">{extra.is_gift ? t('cart.giftFree') : formatBaht(extra.unit_price, locale)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
