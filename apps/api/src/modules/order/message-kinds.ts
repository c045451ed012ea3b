/** The order messages this module sends (placing sends its own): shipped, delivered, cancelled. */
export const ORDER_MESSAGE_KINDS = ['shipped', 'delivered', 'cancelled'] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

/** The job that sends one order message after the move that asked for it has committed. */
export const ORDER_MESSAGE_JOB = 'order-message';

const BY_MOVE: Record<string, OrderMessageKind> = {
  'shipment:SHIPMENT': 'shipped',
  'shipment:DELIVERED': 'delivered',
  'order:CANCELLED': 'cancelled',
};

/** The message a move into `to` sends the shopper, if any. */
export function messageFor(machine: string, to: string): OrderMessageKind | undefined {
  return BY_MOVE[`${machine}:${to}`];
}
