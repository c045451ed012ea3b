import { formatBaht } from '@talad/domain';
import type { OrderDetail as Order, OrderEvent } from '@talad/sdk';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref, useLocale } from '../../lib/use-locale.ts';
import { addressName, taxInvoiceIds } from '../address/address-names.ts';
import { OrderActions } from './order-actions.tsx';
import { orderTime } from './order-format.ts';
import { OrderLines, OrderStatus, ShipmentTimeline } from './order-parts.tsx';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 p-4">
      <h2 className="text-base font-bold text-gray-900">{title}</h2>
      <div className="mt-2 text-sm text-gray-700">{children}</div>
    </section>
  );
}

function Totals({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const baht = (amount: number) => formatBaht(amount, locale);
  const rows: Array<[string, string]> = [
    [t('checkout.subtotal'), baht(order.totals.subtotal)],
    ...(order.totals.discount_total > 0 ? [[t('checkout.itemDiscount'), `−${baht(order.totals.discount_total)}`] as [string, string]] : []),
    [t('checkout.deliveryFee'), order.totals.shipping_fee === 0 ? t('checkout.free') : baht(order.totals.shipping_fee)],
    ...(order.totals.cashback_used > 0 ? [[t('checkout.cashbackUsed'), `−${baht(order.totals.cashback_used)}`] as [string, string]] : []),
  ];
  return (
    <div className="space-y-1.5" data-testid="order-totals">
      <dl className="space-y-1.5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 text-sm text-gray-700">
            <dt>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-gray-200 pt-2 text-base font-bold text-gray-900">
          <dt>{t('checkout.total')}</dt>
          <dd className="tabular-nums" data-testid="order-total">
            {baht(order.totals.total)}
          </dd>
        </div>
      </dl>
      <p className="text-right text-xs text-gray-500">{t('checkout.vatIncluded', { amount: baht(order.totals.vat_included) })}</p>
    </div>
  );
}

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

/** A row of the order's history in words: the state a move reached (order, payment or shipment). */
function eventLabel(event: OrderEvent, t: (key: string) => string): string {
  if (event.machine === 'shipment') return t(`order.shipment.${event.to}`);
  if (event.machine === 'payment') return t(`order.payment.${event.to}`);
  return event.from === null ? t('order.placed') : t(`order.status.${event.to}`);
}

function History({ events }: { events: OrderEvent[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Block title={t('order.history')}>
      <ol className="space-y-2" data-testid="order-history">
        {[...events].reverse().map((event, index) => (
          <li key={`${event.machine}-${event.to}-${event.at}-${index}`} className="flex flex-wrap justify-between gap-x-3">
            <span>
              {eventLabel(event, t)}
              {event.reason && SAYS_WHY.has(event.to) && <span className="text-gray-500"> — {event.reason}</span>}
            </span>
            <span className="text-xs text-gray-500">{orderTime(event.at, locale)}</span>
          </li>
        ))}
      </ol>
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
              <Totals order={order} />
            </div>
          </Block>
          <History events={order.history} />
        </div>
        <div className="space-y-4">
          <section className="rounded-lg border border-gray-200 p-4">
            <ShipmentTimeline shipment={order.shipment} />
          </section>
          <DeliveryTo order={order} />
          <Block title={t('order.paymentMethod')}>{t(`checkout.methods.${order.payment_method}`)}</Block>
          {order.billing && <TaxInvoice billing={order.billing} />}
          {order.note && <Block title={t('order.note')}>{order.note}</Block>}
        </div>
      </div>
    </div>
  );
}
