import type { AdminOrderDetail, AdminOrderPayment, AdminRefund } from '@talad/contract';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';

/** The order's totals as the shopper paid them, and what was refunded and is left to refund. */
export function OrderTotals({ totals }: { totals: AdminOrderDetail['totals'] }) {
  const { t } = useT();
  const format = useFormat();
  // Lines that are nothing (no discount, no refund) are left out; the total and what was paid always show.
  const rows: { key: string; value: number; style?: string; always?: boolean }[] = [
    { key: 'orders.totals.subtotal', value: totals.subtotal, always: true },
    { key: 'orders.totals.discount', value: -totals.discount_total },
    { key: 'orders.totals.shipping', value: totals.shipping_fee, always: true },
    { key: 'orders.totals.cashbackUsed', value: -totals.cashback_used },
    { key: 'orders.totals.total', value: totals.total, style: 'font-bold', always: true },
    { key: 'orders.totals.paid', value: totals.paid_total, always: true },
    { key: 'orders.totals.refunded', value: -totals.refunded_total, style: 'text-danger' },
    { key: 'orders.totals.refundable', value: totals.refundable_total },
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {rows
        .filter((row) => row.always || row.value !== 0)
        .map(({ key, value, style }) => (
          <div key={key} className={`contents ${style ?? ''}`}>
            <dt>{t(key)}</dt>
            <dd className="text-right tabular-nums">{value < 0 ? `−${format.money(-value)}` : format.money(value)}</dd>
          </div>
        ))}
    </dl>
  );
}

/**
 * Every payment attempt, the one that paid marked as such (an order may have failed, expired or replaced attempts
 * before it), with the card or channel and what was refunded of it.
 */
export function OrderPayments({ payments }: { payments: AdminOrderPayment[] }) {
  const { t } = useT();
  const format = useFormat();
  if (payments.length === 0) return <p className="text-muted">{t('orders.payments.none')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {payments.map((payment) => {
        const paid = payment.paid_at !== null && (payment.status === 'PAID' || payment.status === 'REFUNDED');
        return (
          <li key={payment.payment_id} className={`rounded-lg border p-3 ${paid ? 'border-ok' : 'border-line'}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-semibold">
                {t(`orders.method.${payment.method}`)}
                {payment.card ? ` · ${payment.card.brand} •••• ${payment.card.last4}` : payment.channel ? ` · ${payment.channel}` : ''}
              </span>
              <span className="font-semibold tabular-nums">{format.money(payment.amount)}</span>
            </div>
            <p className="text-sm">
              {paid && (
                <span className="mr-2 rounded-full bg-ok-soft px-2 py-0.5 font-semibold text-ok">{t('orders.payments.thePaidOne')}</span>
              )}
              {t(`orders.payment.${payment.status}`)} · {format.moment(payment.paid_at ?? payment.created_at)}
            </p>
            {payment.refunded_amount > 0 && (
              <p className="text-sm text-danger">{t('orders.payments.refunded', { amount: format.money(payment.refunded_amount) })}</p>
            )}
            {payment.provider_ref && <p className="text-sm text-muted">{t('orders.payments.reference', { ref: payment.provider_ref })}</p>}
            {payment.flag && <p className="text-sm text-warn">{t('orders.payments.flag', { flag: payment.flag })}</p>}
          </li>
        );
      })}
    </ul>
  );
}

const REFUND_TONES: Record<AdminRefund['status'], string> = {
  PENDING: 'bg-warn-soft text-warn',
  SUCCEEDED: 'bg-ok-soft text-ok',
  FAILED: 'bg-danger-soft text-danger',
};

/** The order's refunds, newest last, with who asked for each and why. */
export function OrderRefunds({ refunds, lines }: { refunds: AdminRefund[]; lines: AdminOrderDetail['lines'] }) {
  const { t } = useT();
  const format = useFormat();
  if (refunds.length === 0) return <p className="text-muted">{t('orders.refunds.none')}</p>;
  const nameOf = (lineId: number) => lines.find((line) => line.id === lineId)?.name ?? `#${lineId}`;
  return (
    <ul className="flex flex-col gap-3">
      {refunds.map((refund) => (
        <li key={refund.id} className="rounded-lg border border-line p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${REFUND_TONES[refund.status]}`}>
              {t(`orders.refunds.status.${refund.status}`)}
            </span>
            <span className="font-semibold tabular-nums">{format.money(refund.amount)}</span>
          </div>
          <p className="mt-1">{refund.reason}</p>
          <ul className="text-sm text-muted">
            {refund.lines.map((line) => (
              <li key={line.line_id}>
                {t('orders.refunds.line', { name: nameOf(line.line_id), count: line.quantity, amount: format.money(line.amount) })}
              </li>
            ))}
            {refund.shipping_amount > 0 && <li>{t('orders.refunds.shipping', { amount: format.money(refund.shipping_amount) })}</li>}
            {refund.restock && <li>{t('orders.refunds.restocked')}</li>}
            {refund.cashback_reversed > 0 && (
              <li>{t('orders.refunds.cashbackReversed', { amount: format.money(refund.cashback_reversed) })}</li>
            )}
            {refund.cashback_returned > 0 && (
              <li>{t('orders.refunds.cashbackReturned', { amount: format.money(refund.cashback_returned) })}</li>
            )}
          </ul>
          <p className="text-sm text-muted">
            {t(`orders.refunds.method.${refund.method}`)} · {refund.staff ? refund.staff.name : t('orders.timeline.actor.system')} ·{' '}
            {format.moment(refund.created_at)}
          </p>
          {refund.last_error && <p className="text-sm text-danger">{refund.last_error}</p>}
        </li>
      ))}
    </ul>
  );
}
