import type { AdminOrderDetail } from '@talad/contract';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/** The order's parcels (a cancelled one and its replacement both show) with carrier and tracking number; one at its store, since and until when. */
export function OrderShipments({ shipments, pickup }: { shipments: AdminOrderDetail['shipments']; pickup?: AdminOrderDetail['pickup'] }) {
  const { t } = useT();
  const format = useFormat();
  if (shipments.length === 0) return <p className="text-muted">{t('orders.shipments.none')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {pickup && (
        <li className="rounded-lg border border-line p-3" data-testid="desk-pickup">
          {t('orders.action.waiting', {
            store: pickup.store_name,
            since: format.moment(pickup.arrived_at),
            until: format.moment(pickup.collect_by),
          })}
        </li>
      )}
      {shipments.map((shipment) => (
        <li key={shipment.id} className="rounded-lg border border-line p-3">
          <p className="font-semibold">{t(`orders.shipment.${shipment.status}`)}</p>
          {shipment.carrier && <p>{t('orders.shipments.carrier', { carrier: shipment.carrier, tracking: shipment.tracking_no ?? '—' })}</p>}
          <p className="text-sm text-muted">{format.moment(shipment.updated_at)}</p>
        </li>
      ))}
    </ul>
  );
}
