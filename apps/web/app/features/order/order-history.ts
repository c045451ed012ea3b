import { PAYMENT_METHODS } from '@talad/domain';
import type { OrderEvent } from '@talad/sdk';

/** A row of the order's history: a move of the order or its shipment, or the one payment step. */
export type HistoryRow = { kind: 'move'; event: OrderEvent } | { kind: 'payment'; event: OrderEvent; earlier: OrderEvent[] };

/**
 * The order's history, newest first, with every move of every payment attempt folded into one payment step: it shows
 * the move that reached the order's payment status (the attempt that counts, as the API tells it), at its moment, and
 * keeps the other attempts' moves under it (newest first), so a replaced or declined attempt is not a row of its own.
 */
export function historyRows(events: OrderEvent[], paymentStatus: string | null): HistoryRow[] {
  const payments = events.filter((event) => event.machine === 'payment');
  const shown = [...payments].reverse().find((event) => event.to === paymentStatus) ?? payments.at(-1);
  const earlier = payments.filter((event) => event !== shown).reverse();
  return events
    .flatMap((event): HistoryRow[] => {
      if (event.machine !== 'payment') return [{ kind: 'move', event }];
      return event === shown ? [{ kind: 'payment', event, earlier }] : [];
    })
    .reverse();
}

const isMethod = (reason: string | null) => PAYMENT_METHODS.some((method) => method === reason);

/** A payment move in the shopper's words: an attempt started (with its method), replaced by a newer one, or its state. */
export function paymentMoveLabel(event: OrderEvent, t: (key: string, values?: Record<string, string>) => string): string {
  if (event.from === null && event.reason !== null && isMethod(event.reason))
    return t('order.paymentStarted', { method: t(`checkout.methods.${event.reason}`) });
  if (event.to === 'CANCELLED' && event.reason === 'REPLACED') return t('order.paymentReplaced');
  return t(`order.payment.${event.to}`);
}
