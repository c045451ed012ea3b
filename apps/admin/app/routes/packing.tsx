import type { AdminOrderPage } from '@talad/contract';
import { useCallback } from 'react';
import { Link, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PaymentAndShipment } from '../features/orders/order-badges.tsx';
import { moveOrder } from '../features/orders/order-moves.server.ts';
import { allowedActions } from '../features/orders/order-permissions.ts';
import { loadOrder, orderNoOf } from '../features/orders/orders.server.ts';
import { PackingOrder } from '../features/orders/packing-order.tsx';
import { ScanField } from '../features/orders/scan-field.tsx';
import { useFormat } from '../lib/format.ts';
import { translatorOf, useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { preferencesOf } from '../lib/preferences.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { Notice } from '../ui/form-parts.tsx';
import type { Route } from './+types/packing';

/**
 * The packing queue, made for a phone (issue #26): scan or type an order number, see its lines, pack it, ship it with
 * the carrier and tracking number; then the field is empty and focused for the next parcel. Below, the paid orders
 * waiting to leave (state SHIPMENT), newest first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'orders.fulfil');
  const search = new URL(request.url).searchParams;
  const typed = search.get('order')?.trim() ?? '';
  const queue = await api.request<AdminOrderPage>('GET', 'admin/orders', { query: { status: 'SHIPMENT', size: 50 } });
  const base = {
    typed,
    shipped: orderNoOf(search.get('shipped')),
    queue: queue.data,
    queueMessage: queue.is_success ? null : queue.message,
  };
  const none = { order: null, actions: [], problem: null, message: null };
  if (!typed) return { ...base, ...none };
  const orderNo = orderNoOf(typed);
  if (!orderNo) return { ...base, ...none, problem: 'packing.notAnOrderNo' };
  const { order, missing, message } = await loadOrder(api, orderNo);
  if (!order) return { ...base, ...none, problem: missing ? 'packing.notFound' : null, message };
  return { ...base, ...none, order, actions: allowedActions(order, me.permissions) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'packing.title');

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'orders.fulfil');
  const form = await request.formData();
  if (form.get('intent') !== 'move') throw new Response('Unknown intent', { status: 400 });
  return moveOrder(api, form, translatorOf(preferencesOf(request).language).t('orders.action.invalid'));
}

/** A parcel shipped is left on screen until the queue empties itself for the next one (onShipped): no reload between. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const moved = actionResult as Awaited<ReturnType<typeof action>> | undefined;
  return moved?.ok && moved.action === 'ship' ? false : defaultShouldRevalidate;
}

export default function Packing({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { typed, shipped, order, actions, problem, message, queue, queueMessage } = loaderData;
  const navigate = useNavigate();
  // Shipped: the parcel is gone; the field is empty and focused for the next one, with a word of what was done.
  const next = useCallback((orderNo: string) => void navigate(`/packing?shipped=${orderNo}`), [navigate]);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('packing.title')}</h1>
      {shipped && !typed && <Notice tone="ok">{t('packing.shipped', { orderNo: shipped })}</Notice>}
      <ScanField key={order?.order_no ?? typed} value={order ? '' : typed} focused={!order} />
      {problem && <Notice tone="error">{t(problem, { typed })}</Notice>}
      {!problem && message && <Notice tone="error">{message}</Notice>}
      {order && <PackingOrder order={order} actions={actions} onShipped={next} />}
      <section aria-labelledby="packing-queue">
        <h2 id="packing-queue" className="text-lg font-bold">
          {t('packing.queue')}
        </h2>
        {queueMessage && <Notice tone="error">{queueMessage}</Notice>}
        {queue && <PackingQueue orders={queue.items} />}
      </section>
    </div>
  );
}

function PackingQueue({ orders }: { orders: AdminOrderPage['items'] }) {
  const { t } = useT();
  const format = useFormat();
  if (orders.length === 0) return <p className="mt-2 text-muted">{t('packing.queueEmpty')}</p>;
  return (
    <ul className="mt-2 flex flex-col gap-2">
      {orders.map((order) => (
        <li key={order.id}>
          <Link
            to={`?order=${order.order_no}`}
            className="card flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-1 p-3 hover:border-accent"
          >
            <span>
              <span className="block font-semibold text-accent">{order.order_no}</span>
              <PaymentAndShipment payment={order.payment_status} shipment={order.shipment_status} />
            </span>
            <span className="text-sm text-muted">
              {t('orders.list.units', { count: order.item_count })} · {format.moment(order.placed_at)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
