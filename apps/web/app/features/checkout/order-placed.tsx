import { formatBaht } from '@talad/domain';
import type { PlacedOrder } from '@talad/sdk';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale, useLocalHref } from '../../lib/use-locale.ts';

/** The order just placed: its number, what is due, and the way to it. */
export function OrderPlaced({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  const language = useLocale();
  const localHref = useLocalHref();
  return (
    <section
      aria-labelledby="order-placed-title"
      data-testid="order-placed"
      className="mx-auto max-w-lg rounded-xl border border-gray-200 bg-white p-6 text-center md:p-8"
    >
      <div
        aria-hidden="true"
        className="mx-auto mb-3 flex size-14 items-center justify-center rounded-full bg-success/10 text-3xl text-success-strong"
      >
        ✓
      </div>
      <h1 id="order-placed-title" className="text-2xl font-bold text-gray-900">
        {t('orderPlaced.title')}
      </h1>
      <p className="mt-1 text-sm text-gray-600">{t('orderPlaced.thanks')}</p>
      {order.confirmation && (
        <p className="mt-2 text-sm text-gray-700" data-testid="placed-confirmation">
          {t(`orderPlaced.confirmationBy.${order.confirmation.channel}`, { to: order.confirmation.to })}
        </p>
      )}
      <dl className="mt-6 space-y-3 rounded-lg bg-gray-50 p-4 text-left text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">{t('orderPlaced.orderNo')}</dt>
          <dd className="font-semibold text-gray-900" data-testid="placed-order-no">
            {order.order_no}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">{t('orderPlaced.amountDue')}</dt>
          <dd className="text-lg font-bold text-primary tabular-nums" data-testid="placed-amount-due">
            {formatBaht(order.amount_due, language)}
          </dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-gray-600">{t('order.paymentMethod')}</dt>
          <dd className="text-gray-900">{t(`checkout.methods.${order.payment_method}`)}</dd>
        </div>
      </dl>
      {order.payment_method === 'COD' && <p className="mt-3 text-sm text-gray-600">{t('orderPlaced.codNote')}</p>}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={localHref(`/account/my-order/${order.order_id}`)} className="btn btn-primary">
          {t('orderPlaced.viewOrder')}
        </Link>
        <Link to={localHref('/')} className="btn btn-outline">
          {t('orderPlaced.continue')}
        </Link>
      </div>
    </section>
  );
}
