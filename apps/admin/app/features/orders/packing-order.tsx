import type { AdminOrderAction, AdminOrderDetail } from '@talad/contract';
import { useFetcher } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { Notice } from '../../ui/form-parts.tsx';
import { OrderStateBadge } from './order-badges.tsx';
import { LineIdentity } from './order-lines.tsx';
import type { MoveAnswer } from './order-moves.server.ts';
import { SeenState } from './seen-state.tsx';
import { ShipForm } from './ship-form.tsx';

/**
 * The order a packer scanned: who it goes to, each line with its picture and a large "× N", then the one step it
 * needs — pack it, or ship it with the carrier and the tracking number. Buttons are thumb-sized (56 px tall).
 */
export function PackingOrder({
  order,
  actions,
  onShipped,
}: {
  order: AdminOrderDetail;
  actions: AdminOrderAction[];
  onShipped: (orderNo: string) => void;
}) {
  const { t } = useT();
  const pack = useFetcher<MoveAnswer>();
  const recipient = order.delivery.recipient;
  return (
    <section aria-labelledby="packing-order" className="card flex flex-col gap-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="packing-order" className="text-xl font-bold">
          {order.order_no}
        </h2>
        <OrderStateBadge state={order.status} />
      </div>
      <p>
        {recipient ? `${recipient.name} · ` : ''}
        {t(order.delivery.type === 'home' ? 'orders.people.home' : 'orders.people.store')}
        {order.shipment_status ? ` · ${t(`orders.shipment.${order.shipment_status}`)}` : ''}
      </p>
      <ul className="flex flex-col divide-y divide-line" aria-label={t('packing.lines')}>
        {order.lines.map((line) => (
          <li key={line.id} className="flex items-center justify-between gap-3 py-3">
            <LineIdentity line={line} large />
            <span className="shrink-0 text-2xl font-bold" aria-label={t('packing.units', { count: line.quantity })}>
              × {line.quantity}
            </span>
          </li>
        ))}
      </ul>
      {order.note && <Notice tone="info">{t('packing.shopperNote', { note: order.note })}</Notice>}
      {actions.includes('pack') && (
        <pack.Form method="post">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="order_no" value={order.order_no} />
          <SeenState seen={order} />
          <button
            type="submit"
            name="action"
            value="pack"
            className="btn btn-primary min-h-14 w-full text-lg"
            disabled={pack.state !== 'idle'}
          >
            {t('orders.action.pack')}
          </button>
          {pack.state === 'idle' && pack.data && !pack.data.ok && <Notice tone="error">{pack.data.message}</Notice>}
        </pack.Form>
      )}
      {actions.includes('ship') && <ShipForm orderNo={order.order_no} seen={order} large idPrefix="packing-ship" onShipped={onShipped} />}
      {!actions.includes('pack') && !actions.includes('ship') && <Notice tone="info">{t('packing.nothingToDo')}</Notice>}
    </section>
  );
}
