import { defineFlow } from './flow.ts';

/**
 * One payment attempt of an order (an order may try several times; at most one attempt is PAID). EXPIRED is the
 * spec's ORDEREXPIRED result: the deadline passed unpaid.
 *
 * Money can still arrive for an attempt that is closed: the shopper was on the gateway's page when the order expired,
 * changed method in another tab, or retried a declined card on the same page. The gateway charges an invoice once, so
 * that money is the order's only payment: it pays the order if the order still waits for it, else it is refunded at
 * once (settleLatePayment). Closed is not terminal for the gateway's word, only for everyone else.
 */
export const PAYMENT_FLOW = defineFlow({
  states: ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED', 'REFUNDED'],
  moves: {
    PENDING: {
      // A card or wallet is paid through the gateway; COD is collected at the door (the shipment's collectCod).
      // The money taken is a sale: its receipt or full tax invoice is issued in the same transaction (decision 0067).
      PAID: { by: ['gateway', 'system'], effects: ['moveOrderToShipment', 'issueSaleDocument', 'notifyShopper'] },
      FAILED: { by: ['gateway'], effects: [] },
      EXPIRED: { by: ['system'], effects: ['cancelOrder'] },
      CANCELLED: { by: ['shopper', 'system', 'staff'], effects: [] },
    },
    FAILED: { PAID: { by: ['gateway'], effects: ['settleLatePayment', 'issueSaleDocument'] } },
    EXPIRED: { PAID: { by: ['gateway'], effects: ['settleLatePayment', 'issueSaleDocument'] } },
    CANCELLED: { PAID: { by: ['gateway'], effects: ['settleLatePayment', 'issueSaleDocument'] } },
    PAID: {
      REFUNDED: { by: ['staff', 'system'], effects: ['notifyShopper'] },
    },
  },
});

export type PaymentState = (typeof PAYMENT_FLOW.states)[number];

/**
 * The attempt an order's payment is told by: the one that took the money (PAID, or REFUNDED after it) — money that
 * came late for a replaced attempt pays the order too — else the newest. `newestFirst` is the order's attempts, newest first.
 */
export function attemptThatCounts<Attempt extends { status: string }>(newestFirst: readonly Attempt[]): Attempt | undefined {
  return newestFirst.find((attempt) => attempt.status === 'PAID' || attempt.status === 'REFUNDED') ?? newestFirst[0];
}
