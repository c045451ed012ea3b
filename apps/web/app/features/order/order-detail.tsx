import { formatBaht } from '@talad/domain';
import type { OrderDetail as Order, OrderEvent } from '@talad/sdk';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref, useLocale } from '../../lib/use-locale.ts';
import { addressName, taxInvoiceIds } from '../address/address-names.ts';
import { OrderActions } from './order-actions.tsx';
import { orderTime } from './order-format.ts';
import { historyRows, paymentMoveLabel } from './order-history.ts';
import { OrderDocuments } from './order-documents.tsx';
import { Block, OrderLines, OrderStatus, ShipmentTimeline, Totals } from './order-parts.tsx';
import { PickupCode } from './pickup-code.tsx';

function DeliveryTo({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { delivery } = order;
  if (delivery.type === 'store7_11') {
    return (
      <Block title={t('order.pickupAt')}>
        {delivery.store && (
          <p>
            <strong>{delivery.store.name}</strong> — {delivery.store.address}
          </p>
        )}
        {delivery.recipient && <p>{`${delivery.recipient.name} · ${delivery.recipient.phone}`}</p>}
      </Block>
    );
  }
  const address = delivery.address;
  return (
    <Block title={t('order.deliveryTo')}>
      {address && address.kind === 'AddressShipping' && (
        <p className="font-semibold">{`${address.firstname} ${address.lastname} · ${address.phone}`}</p>
      )}
      {address && <p>{address.full_address}</p>}
    </Block>
  );
}

/** Who the full tax invoice is issued to: the company (tax id, branch) or the person, and the invoice's address. */
function TaxInvoice({ billing }: { billing: NonNullable<Order['billing']> }) {
  const { t } = useTranslation();
  return (
    <Block title={t('order.taxInvoice')}>
      <div data-testid="order-tax-invoice">
        <p className="font-semibold">{addressName(billing)}</p>
        <p className="text-xs text-gray-600">{taxInvoiceIds(billing, t)}</p>
        <p>{billing.full_address}</p>
      </div>
    </Block>
  );
}

/** Moves whose reason is words for the shopper (why it was cancelled, why delivery failed); others carry codes. */
const SAYS_WHY = new Set(['CANCELLED', 'DELIVERYFAILED']);

/** A move of the order or its shipment in words: the state it reached. */
function moveLabel(event: OrderEvent, t: (key: string) => string): string {
  if (event.machine === 'shipment') return t(`order.shipment.${event.to}`);
  return event.from === null ? t('order.placed') : t(`order.status.${event.to}`);
}

function When({ at }: { at: string }) {
  const locale = useLocale();
  return <span className="text-xs text-gray-500">{orderTime(at, locale)}</span>;
}

/** The one payment step: where the payment stands, the earlier attempts' moves folded under it. */
function PaymentStep({ event, earlier }: { event: OrderEvent; earlier: OrderEvent[] }) {
  const { t } = useTranslation();
  return (
    <li data-testid="order-history-payment">
      <div className="flex flex-wrap justify-between gap-x-3">
        <span>{paymentMoveLabel(event, t)}</span>
        <When at={event.at} />
      </div>
      {earlier.length > 0 && (
        <details className="mt-1 text-xs text-gray-600">
          <summary className="cursor-pointer font-semibold text-primary">{t('order.paymentEarlier', { count: earlier.length })}</summary>
          <ol className="mt-1 space-y-1 border-l-2 border-gray-200 pl-3">
            {earlier.map((step, index) => (
              <li key={`${step.to}-${step.at}-${index}`} className="flex flex-wrap justify-between gap-x-3">
                <span>{paymentMoveLabel(step, t)}</span>
                <When at={step.at} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

function History({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <Block title={t('order.history')}>
      <ol className="space-y-2" data-testid="order-history">
        {historyRows(order.history, order.payment_status).map((row, index) =>
          row.kind === 'payment' ? (
            <PaymentStep key="payment" event={row.event} earlier={row.earlier} />
          ) : (
            <li key={`${row.event.machine}-${row.event.to}-${row.event.at}-${index}`} className="flex flex-wrap justify-between gap-x-3">
              <span>
                {moveLabel(row.event, t)}
                {row.event.reason && SAYS_WHY.has(row.event.to) && <span className="text-gray-500"> — {row.event.reason}</span>}
              </span>
              <When at={row.event.at} />
            </li>
          ),
        )}
      </ol>
    </Block>
  );
}

/** What came back of the order (decision 0042): each refund, how much, of which items, and whether it is done. */
function Refunds({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (order.refunds.length === 0) return null;
  const nameOf = (lineId: number) => order.lines.find((line) => line.id === lineId)?.name ?? '';
  return (
    <Block title={t('order.refunds.title')}>
      <ul className="space-y-3" data-testid="order-refunds">
        {order.refunds.map((refund) => (
          <li key={refund.created_at} className="text-sm">
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-semibold text-gray-900 tabular-nums">{formatBaht(refund.amount, locale)}</span>
              <span className={refund.status === 'SUCCEEDED' ? 'text-green-700' : 'text-gray-600'}>
                {t(refund.status === 'SUCCEEDED' ? `order.refunds.done.${refund.method}` : 'order.refunds.pending')}
              </span>
            </div>
            <p className="text-xs text-gray-600">
              {[
                ...refund.lines.map((line) => t('order.refunds.line', { name: nameOf(line.line_id), count: line.quantity })),
                ...(refund.shipping ? [t('order.refunds.shipping')] : []),
              ].join(' · ') || t('order.refunds.amountOnly')}
            </p>
            <p className="text-xs text-gray-500">{orderTime(refund.completed_at ?? refund.created_at, locale)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-3 border-t border-gray-200 pt-3 text-sm font-semibold text-gray-900">
        {t('order.refunds.total', { amount: formatBaht(order.refunded_total, locale) })}
      </p>
    </Block>
  );
}

/** One of my orders: its lines, totals, where it goes, its shipment timeline and history, and what I may do next. */
export function OrderDetail({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localHref = useLocalHref();
  return (
    <div className="space-y-4" data-testid="order-detail">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="text-base font-semibold text-gray-900" data-testid="order-no">
            {t('order.orderNo', { no: order.order_no })}
          </p>
          <p className="text-xs text-gray-500">{t('order.placedAt', { date: orderTime(order.placed_at, locale) })}</p>
        </div>
        <OrderStatus status={order.status} />
      </div>
      {order.pickup && <PickupCode pickup={order.pickup} />}
      <OrderActions order={order} onChanged={onChanged} />
      <Link
        to={localHref(`/case-management?new=1&order=${order.order_no}`)}
        className="inline-block text-sm font-semibold text-primary hover:underline"
      >
        {t('cases.helpWithOrder')}
      </Link>
      {order.cancel_reason && (
        <p className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-700">
          {t('order.cancelReason')}: {order.cancel_reason}
        </p>
      )}
      <div className="grid gap-4 lg:grid-cols-[1fr_320px]">
        <div className="space-y-4">
          <Block title={t('order.items')}>
            <OrderLines lines={order.lines} />
            <div className="mt-3 border-t border-gray-200 pt-3">
              <Totals totals={order.totals} />
            </div>
          </Block>
          <Refunds order={order} />
          <History order={order} />
        </div>
        <div className="space-y-4">
          <section className="rounded-lg border border-gray-200 p-4">
            <ShipmentTimeline shipment={order.shipment} />
          </section>
          <DeliveryTo order={order} />
          <Block title={t('order.paymentMethod')}>{t(`checkout.methods.${order.payment_method}`)}</Block>
          {order.billing && <TaxInvoice billing={order.billing} />}
          {order.status !== 'PAYMENT' && <OrderDocuments orderId={order.id} />}
          {order.note && <Block title={t('order.note')}>{order.note}</Block>}
        </div>
      </div>
    </div>
  );
}
