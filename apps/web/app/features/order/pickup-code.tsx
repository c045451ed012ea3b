import type { OrderDetail } from '@talad/sdk';
import { formatMoment } from '../../lib/dates.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';

/**
 * The parcel waiting at its 7-Eleven store (decision 0070): the code to show at the counter, large enough to read out,
 * the store with its hours and a map, and the last day the store keeps it.
 */
export function PickupCode({ pickup }: { pickup: NonNullable<OrderDetail['pickup']> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { store } = pickup;
  return (
    <section aria-labelledby="pickup-ready" className="rounded-lg border-2 border-success bg-success/5 p-4" data-testid="order-pickup">
      <h2 id="pickup-ready" className="text-base font-bold text-gray-900">
        {t('order.pickup.ready')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('order.pickup.showCode')}</p>
      <p className="mt-2 font-mono text-3xl font-bold tracking-widest text-gray-900 tabular-nums" data-testid="pickup-code">
        {pickup.code}
      </p>
      <div className="mt-3 text-sm text-gray-700">
        <p className="font-semibold text-gray-900" data-testid="pickup-store">
          {store.name}
        </p>
        <p>{store.address}</p>
        <p>{store.open_24_hours ? t('order.pickup.open24') : t('order.pickup.hours', { opens: store.opens, closes: store.closes })}</p>
        <a
          href={store.map_url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-block font-semibold text-primary hover:underline"
        >
          {t('order.pickup.map')}
        </a>
      </div>
      <p className="mt-3 text-sm font-semibold text-gray-900" data-testid="pickup-deadline">
        {t('order.pickup.until', { date: formatMoment(pickup.collect_by, locale, 'day') })}
      </p>
    </section>
  );
}
