import { defineFlow } from './flow.ts';

// Effects named in one table that move another machine (a shipment handed over moves its order) run as 'system'.
// closePayment cancels an unpaid attempt; refundPayment refunds a paid one (or cancels an uncollected COD) and
// creditCancelledSale issues the credit note of what was left on its tax document (decision 0067); cancelShipment stops
// a parcel not yet handed over.

/**
 * An order's states are the spec's order tabs (§3) but ALL: waiting for PAYMENT, waiting for SHIPMENT (paid, or COD
 * accepted, being packed), waiting for RECEIPT (on its way), COMPLETED, CANCELLED.
 */
export const ORDER_FLOW = defineFlow({
  states: ['PAYMENT', 'SHIPMENT', 'RECEIPT', 'COMPLETED', 'CANCELLED'],
  moves: {
    PAYMENT: {
      // The gateway's notification of a paid attempt, or the system accepting a COD order as it is placed.
      SHIPMENT: { by: ['gateway', 'system'], effects: ['notifyShopper'] },
      // The shopper gives up, or the payment deadline passes (ORDEREXPIRED): nothing was paid, everything goes back.
      CANCELLED: {
        by: ['shopper', 'system', 'staff'],
        effects: ['releaseStock', 'returnCoupons', 'returnCashback', 'closePayment', 'notifyShopper'],
      },
    },
    SHIPMENT: {
      RECEIPT: { by: ['staff', 'carrier', 'system'], effects: ['notifyShopper'] },
      // Before it leaves the warehouse a paid order can still be cancelled; what was paid is refunded.
      CANCELLED: {
        by: ['shopper', 'staff'],
        effects: [
          'releaseStock',
          'returnCoupons',
          'returnCashback',
          'refundPayment',
          'creditCancelledSale',
          'cancelShipment',
          'notifyShopper',
        ],
      },
    },
    RECEIPT: {
      // The shopper confirms receipt, or the system does so some days after delivery.
      COMPLETED: { by: ['shopper', 'system', 'carrier'], effects: ['earnCashback', 'openReviews', 'addTierSpend', 'notifyShopper'] },
      // Delivery failed for good and the parcel came back.
      CANCELLED: {
        by: ['staff', 'system'],
        effects: [
          'releaseStock',
          'returnCoupons',
          'returnCashback',
          'refundPayment',
          'creditCancelledSale',
          'cancelShipment',
          'notifyShopper',
        ],
      },
    },
  },
});

export type OrderState = (typeof ORDER_FLOW.states)[number];
