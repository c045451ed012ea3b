import { defineFlow } from './flow.ts';

/**
 * The spec's seven shipment statuses (§3): SHIPPING is being packed; SHIPMENT handed to the carrier; DEPARTED left
 * the carrier's hub; PICKUP waits at the 7-Eleven store; DELIVERED; DELIVERYFAILED may be retried; CANCELLED.
 * Reaching the store issues the pickup code (once: the move happens once) before the member is told; leaving it, picked
 * up or sent back, closes the code (decision 0070). delivery/pickup.ts adds the rules that need the order and the code.
 */
export const SHIPMENT_FLOW = defineFlow({
  states: ['SHIPPING', 'SHIPMENT', 'DEPARTED', 'PICKUP', 'DELIVERED', 'DELIVERYFAILED', 'CANCELLED'],
  moves: {
    SHIPPING: {
      SHIPMENT: { by: ['staff'], effects: ['moveOrderToReceipt', 'notifyShopper'] },
      CANCELLED: { by: ['staff', 'system'], effects: [] },
    },
    SHIPMENT: {
      DEPARTED: { by: ['carrier', 'staff'], effects: [] },
      DELIVERYFAILED: { by: ['carrier', 'staff'], effects: ['notifyShopper'] },
    },
    DEPARTED: {
      DELIVERED: { by: ['carrier', 'staff'], effects: ['collectCod', 'notifyShopper'] },
      PICKUP: { by: ['carrier', 'staff'], effects: ['issuePickupCode', 'notifyShopper'] },
      DELIVERYFAILED: { by: ['carrier', 'staff'], effects: ['notifyShopper'] },
    },
    PICKUP: {
      DELIVERED: { by: ['carrier', 'staff'], effects: ['closePickup', 'collectCod', 'notifyShopper'] },
      DELIVERYFAILED: { by: ['carrier', 'staff'], effects: ['closePickup', 'notifyShopper'] },
    },
    DELIVERYFAILED: {
      SHIPPING: { by: ['staff'], effects: [] },
      CANCELLED: { by: ['staff'], effects: ['returnOrder'] },
    },
  },
});

export type ShipmentState = (typeof SHIPMENT_FLOW.states)[number];
