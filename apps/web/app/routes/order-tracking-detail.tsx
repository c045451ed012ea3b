import { useLocation, useParams } from 'react-router';
import { TrackedOrder, TrackingForm, type TrackingState } from '../features/order/tracking.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { privateMeta } from '../lib/private-meta.ts';

export const meta = privateMeta('tracking.title', 'tracking.intro');

/**
 * /order-tracking/:id (spec §2), :id being the order number. The phone comes from the tracking form through the
 * history entry; opened without it (a shared link), the page asks for it first.
 */
export default function OrderTrackingDetail() {
  const { t } = useTranslation();
  const orderNo = useParams().id ?? '';
  const phone = (useLocation().state as TrackingState | null)?.phone;
  return (
    <section aria-labelledby="tracking-title" className="mx-auto max-w-3xl px-4 py-8" data-testid="order-tracking">
      <h1 id="tracking-title" className="mb-5 text-xl font-bold text-gray-900 md:text-2xl">
        {t('tracking.title')}
      </h1>
      {phone ? (
        <TrackedOrder orderNo={orderNo} phone={phone} />
      ) : (
        <div className="max-w-md">
          <p className="mb-4 text-sm text-gray-600">{t('tracking.askPhone')}</p>
          <TrackingForm key={orderNo} orderNo={orderNo} />
        </div>
      )}
    </section>
  );
}
