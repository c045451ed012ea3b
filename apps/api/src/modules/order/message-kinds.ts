/**
 * The order messages this module sends (placing sends its own): paid, shipped, delivered, cancelled, refunded, and
 * partly refunded (a refund from the orders desk that leaves the rest paid, decision 0042), and ready for pickup at the
 * 7-Eleven store with its code (decision 0070).
 */
export const ORDER_MESSAGE_KINDS = [
  'paid',
  'shipped',
  'ready_for_pickup',
  'delivered',
  'cancelled',
  'refunded',
  'partly_refunded',
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

/** The job that sends one order message after the move that asked for it has committed. */
export const ORDER_MESSAGE_JOB = 'order-message';

/** The job that refunds one paid gateway attempt (payload { paymentId }): the payment module runs it. */
export const PAYMENT_REFUND_JOB = 'payment-refund';

/** By machine and state; a key with `@actor` applies only to that actor's moves. */
const BY_MOVE: Record<string, OrderMessageKind> = {
  // The gateway's payment, not a COD collected at the door (the delivery message tells that one).
  'payment:PAID@gateway': 'paid',
  'payment:REFUNDED': 'refunded',
  'shipment:SHIPMENT': 'shipped',
  'shipment:PICKUP': 'ready_for_pickup',
  'shipment:DELIVERED': 'delivered',
  'order:CANCELLED': 'cancelled',
};

/** The message a move into `to` by `actor` sends the shopper, if any. */
export function messageFor(machine: string, to: string, actor: string): OrderMessageKind | undefined {
  return BY_MOVE[`${machine}:${to}@${actor}`] ?? BY_MOVE[`${machine}:${to}`];
}
