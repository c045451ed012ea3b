import type { AdminOrderState } from '@talad/contract';
import { useT } from '../../lib/i18n.ts';

/** An order's state as a small label whose colour repeats its words (never colour alone: WCAG 1.4.1). */
const TONES: Record<AdminOrderState, string> = {
  PAYMENT: 'bg-warn-soft text-warn',
  SHIPMENT: 'bg-accent-soft text-accent',
  RECEIPT: 'bg-accent-soft text-ink',
  COMPLETED: 'bg-ok-soft text-ok',
  CANCELLED: 'bg-danger-soft text-danger',
};

export function OrderStateBadge({ state }: { state: AdminOrderState }) {
  const { t } = useT();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${TONES[state]}`}>
      {t(`orders.state.${state}`)}
    </span>
  );
}

/** The payment's and the shipment's states under the order's own, in words. */
export function PaymentAndShipment({ payment, shipment }: { payment: string | null; shipment: string | null }) {
  const { t } = useT();
  return (
    <span className="text-sm text-muted">
      {payment ? t(`orders.payment.${payment}`) : t('orders.payment.none')}
      {shipment ? ` · ${t(`orders.shipment.${shipment}`)}` : ''}
    </span>
  );
}
