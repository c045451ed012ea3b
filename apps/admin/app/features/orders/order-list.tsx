import type { AdminOrderListItem } from '@talad/contract';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { OrderStateBadge, PaymentAndShipment } from './order-badges.tsx';

/**
 * One page of the orders list: a table on a desktop, a card per order on a phone (the same rows; CSS decides which
 * shows, so a page is one render whatever the width). A plain table: the API orders and pages the rows (keyset), so
 * a client-side table library would have nothing to sort, filter or page.
 */
export function OrderList({ orders }: { orders: AdminOrderListItem[] }) {
  const { t } = useT();
  if (orders.length === 0) return <p className="card p-6 text-center text-muted">{t('orders.list.empty')}</p>;
  return (
    <>
      <OrderTable orders={orders} />
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('orders.list.title')}>
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    </>
  );
}

function OrderTable({ orders }: { orders: AdminOrderListItem[] }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <div className="card hidden overflow-hidden md:block">
      <table className="w-full text-left">
        <caption className="sr-only">{t('orders.list.title')}</caption>
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('orders.list.order')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('orders.list.customer')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('orders.list.state')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('orders.list.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-b border-line last:border-b-0 hover:bg-accent-soft">
              <td className="px-4 py-3 align-top">
                <Link to={`/orders/${order.order_no}`} className="font-semibold text-accent underline-offset-2 hover:underline">
                  {order.order_no}
                </Link>
                <div className="text-sm text-muted">{format.moment(order.placed_at)}</div>
              </td>
              <td className="px-4 py-3 align-top">
                <div>{order.customer.name || order.recipient_name || '—'}</div>
                <div className="text-sm text-muted">{order.contact_phone}</div>
              </td>
              <td className="px-4 py-3 align-top">
                <OrderStateBadge state={order.status} />
                <div>
                  <PaymentAndShipment payment={order.payment_status} shipment={order.shipment_status} />
                </div>
              </td>
              <td className="px-4 py-3 text-right align-top">
                <div className="font-semibold">{format.money(order.total)}</div>
                <div className="text-sm text-muted">
                  {t(`orders.method.${order.payment_method}`)} · {t('orders.list.units', { count: order.item_count })}
                </div>
                {order.refunded_total > 0 && (
                  <div className="text-sm text-danger">{t('orders.list.refunded', { amount: format.money(order.refunded_total) })}</div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderCard({ order }: { order: AdminOrderListItem }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <Link to={`/orders/${order.order_no}`} className="card block p-4 hover:border-accent">
      <div className="flex items-start justify-between gap-3">
        <span className="font-semibold text-accent">{order.order_no}</span>
        <OrderStateBadge state={order.status} />
      </div>
      <div className="mt-1 text-sm text-muted">{format.moment(order.placed_at)}</div>
      <div className="mt-2">{order.customer.name || order.recipient_name || '—'}</div>
      <PaymentAndShipment payment={order.payment_status} shipment={order.shipment_status} />
      <div className="mt-2 flex items-baseline justify-between gap-3">
        <span className="text-sm text-muted">{t('orders.list.units', { count: order.item_count })}</span>
        <span className="font-semibold">{format.money(order.total)}</span>
      </div>
      {order.refunded_total > 0 && (
        <div className="text-right text-sm text-danger">{t('orders.list.refunded', { amount: format.money(order.refunded_total) })}</div>
      )}
    </Link>
  );
}
