import { TrackingForm } from '../features/order/tracking.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { privateMeta } from '../lib/private-meta.ts';

export const meta = privateMeta('tracking.title', 'tracking.intro');

/** /order-tracking (spec §2): for guests and members alike. */
export default function OrderTracking() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tracking-title" className="mx-auto max-w-md px-4 py-8 md:py-12" data-testid="order-tracking">
      <h1 id="tracking-title" className="text-xl font-bold text-gray-900 md:text-2xl">
        {t('tracking.title')}
      </h1>
      <p className="mt-1 mb-5 text-sm text-gray-600">{t('tracking.intro')}</p>
      <TrackingForm />
    </section>
  );
}
