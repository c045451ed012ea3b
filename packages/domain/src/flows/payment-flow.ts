import { defineFlow } from './flow.ts';

/**
 * One payment attempt of an order (an order may try several times; at most one attempt is PAID). EXPIRED is the
 * spec's ORDEREXPIRED result: the deadline passed unpaid.
 */
export const PAYMENT_FLOW = defineFlow({
  states: ['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED', 'REFUNDED'],
  moves: {
    PENDING: {
      // A card or wallet is paid through the gateway; COD is collected at the door (the shipment's collectCod).
      PAID: { by: ['gateway', 'system'], effects: ['moveOrderToShipment'] },
      FAILED: { by: ['gateway'], effects: [] },
      EXPIRED: { by: ['system'], effects: ['cancelOrder'] },
      CANCELLED: { by: ['shopper', 'system', 'staff'], effects: [] },
    },
    PAID: {
      REFUNDED: { by: ['staff', 'system'], effects: ['notifyShopper'] },
    },
  },
});

export type PaymentState = (typeof PAYMENT_FLOW.states)[number];
