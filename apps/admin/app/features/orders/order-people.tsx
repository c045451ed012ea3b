import type { AdminOrderDetail } from '@talad/contract';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';

/** Who ordered (a link to the customer for a member who may open customers) and where the parcel goes. */
export function OrderPeople({ order, customerLink }: { order: AdminOrderDetail; customerLink: boolean }) {
  const { t } = useT();
  const { delivery } = order;
  const address = delivery.address;
  return (
    <dl className="flex flex-col gap-3">
      <div>
        <dt className="text-sm text-muted">{t('orders.people.customer')}</dt>
        <dd>
          {customerLink ? (
            <Link to={`/customers/${order.customer.id}`} className="font-semibold text-accent underline">
              {order.customer.name || t('orders.people.noName')}
            </Link>
          ) : (
            <span className="font-semibold">{order.customer.name || t('orders.people.noName')}</span>
          )}
          <div className="text-sm">{[order.customer.phone, order.customer.email].filter(Boolean).join(' · ')}</div>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted">{t(delivery.type === 'home' ? 'orders.people.home' : 'orders.people.store')}</dt>
        <dd>
          {delivery.recipient && (
            <div className="font-semibold">
              {delivery.recipient.name} · {delivery.recipient.phone}
            </div>
          )}
          {address && <div className="text-sm">{address.full_address}</div>}
          {delivery.store && (
            <div className="text-sm">
              {delivery.store.name} ({delivery.store.store_id}) · {delivery.store.address}
            </div>
          )}
        </dd>
      </div>
      {order.note && (
        <div>
          <dt className="text-sm text-muted">{t('orders.people.shopperNote')}</dt>
          <dd className="whitespace-pre-line">{order.note}</dd>
        </div>
      )}
      {order.cancel_reason && (
        <div>
          <dt className="text-sm text-muted">{t('orders.people.cancelReason')}</dt>
          <dd>{order.cancel_reason}</dd>
        </div>
      )}
    </dl>
  );
}
