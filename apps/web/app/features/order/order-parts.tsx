import { formatBaht } from '@talad/domain';
import type { ChosenOption, OrderLine, OrderShipment, OrderSummary, OrderTotals } from '@talad/sdk';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { Picture } from '../media/picture.tsx';
import { ChosenOptions } from '../product/chosen-options.tsx';
import { orderTime } from './order-format.ts';

/** One part of the order page: a bordered box with its heading. */
export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 p-4">
      <h2 className="text-base font-bold text-gray-900">{title}</h2>
      <div className="mt-2 text-sm text-gray-700">{children}</div>
    </section>
  );
}

const STATUS_COLOURS: Record<OrderSummary['status'], string> = {
  PAYMENT: 'bg-amber-100 text-amber-800',
  SHIPMENT: 'bg-sky-100 text-sky-800',
  RECEIPT: 'bg-indigo-100 text-indigo-800',
  COMPLETED: 'bg-success/10 text-success-strong',
  CANCELLED: 'bg-gray-100 text-gray-600',
};

/** Where an order stands, in the words of its tab. */
export function OrderStatus({ status }: { status: OrderSummary['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_COLOURS[status]}`} data-testid="order-status">
      {t(`order.status.${status}`)}
    </span>
  );
}

/** One line of an order or of the checkout preview: picture, name, options, quantity (and unit price), gift mark, total. */
export function LineRow(props: {
  image: string;
  name: string;
  options: ChosenOption[];
  quantity: number;
  unitPrice?: number;
  isGift: boolean;
  lineTotal: number;
  testId: string;
  /** What is said about the line below it (checkout: why it cannot be ordered as it is). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className="flex gap-3 py-3" data-testid={props.testId}>
      <Picture
        src={props.image}
        alt=""
        width={64}
        height={64}
        sizes="64px"
        className="size-16 shrink-0 rounded-md border border-gray-100 object-cover"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2 font-semibold text-gray-900">{props.name}</p>
        <ChosenOptions options={props.options} className="text-xs text-gray-500" />
        <p className="text-xs text-gray-600">
          {t('checkout.quantity', { count: props.quantity })}
          {props.unitPrice !== undefined && ` × ${formatBaht(props.unitPrice, locale)}`}
          {props.isGift && <span className="ml-2 rounded bg-success/10 px-1.5 py-0.5 text-success-strong">{t('checkout.gift')}</span>}
        </p>
        {props.children}
      </div>
      <p className="text-sm font-semibold text-gray-900 tabular-nums">{formatBaht(props.lineTotal, locale)}</p>
    </li>
  );
}

/** The bought lines, frozen as they were bought. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-gray-100" aria-label={t('order.items')}>
      {lines.map((line) => (
        <LineRow
          key={line.id}
          testId="order-line"
          image={line.image}
          name={line.name}
          options={line.options}
          quantity={line.quantity}
          unitPrice={line.unit_price}
          isGift={line.is_gift}
          lineTotal={line.line_total}
        />
      ))}
    </ul>
  );
}

/** The shipment's own moves, newest first, with the carrier's tracking number once it has one. */
export function ShipmentTimeline({ shipment }: { shipment: OrderShipment | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="shipment-timeline-title" data-testid="shipment-timeline">
      <h2 id="shipment-timeline-title" className="text-base font-bold text-gray-900">
        {t('order.timeline')}
      </h2>
      {!shipment && <p className="mt-2 text-sm text-gray-600">{t('order.noShipment')}</p>}
      {shipment?.tracking_no && (
        <p className="mt-2 text-sm text-gray-700">
          {t('order.trackingNo', { number: shipment.tracking_no, carrier: shipment.carrier ?? '—' })}
        </p>
      )}
      {shipment && (
        <ol className="mt-3 space-y-0">
          {[...shipment.timeline].reverse().map((step, index) => (
            <li key={`${step.status}-${step.at}`} className="relative flex gap-3 pb-4 pl-1">
              <span
                aria-hidden="true"
                className={`mt-1 size-3 shrink-0 rounded-full ${index === 0 ? 'bg-primary ring-4 ring-primary/20' : 'bg-gray-300'}`}
              />
              <div className="text-sm">
                <p className={index === 0 ? 'font-semibold text-gray-900' : 'text-gray-700'}>{t(`order.shipment.${step.status}`)}</p>
                <p className="text-xs text-gray-500">{orderTime(step.at, locale)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** How the lines' sum becomes the total: discounts, delivery, cashback spent, and the VAT inside it. */
export function Totals({ totals }: { totals: OrderTotals }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const baht = (amount: number) => formatBaht(amount, locale);
  const rows: Array<[string, string]> = [
    [t('checkout.subtotal'), baht(totals.subtotal)],
    ...(totals.discount_total > 0 ? [[t('checkout.itemDiscount'), `−${baht(totals.discount_total)}`] as [string, string]] : []),
    [t('checkout.deliveryFee'), totals.shipping_fee === 0 ? t('checkout.free') : baht(totals.shipping_fee)],
    ...(totals.cashback_used > 0 ? [[t('checkout.cashbackUsed'), `−${baht(totals.cashback_used)}`] as [string, string]] : []),
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
            {baht(totals.total)}
          </dd>
        </div>
      </dl>
      <p className="text-right text-xs text-gray-500">{t('checkout.vatIncluded', { amount: baht(totals.vat_included) })}</p>
    </div>
  );
}
