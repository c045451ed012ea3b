import type { AdminOrderDetail } from '@talad/contract';

/**
 * The one fetcher of an order's moves on its page (React Router keeps a keyed fetcher's answer when the form that sent
 * it is gone): a move refused because the order moved meanwhile re-renders the page with other buttons, and the
 * refusal is still shown above them (order-actions.tsx).
 */
export const moveFetcherKey = (orderNo: string) => `order-move-${orderNo}`;

/** The order's state and its latest parcel's (and whether it was packed), as the page showed them when a move was pressed. */
export type OrderSeen = Pick<AdminOrderDetail, 'status' | 'shipment_status' | 'shipments'>;

/**
 * What a move's form sends of the order as this page showed it (`expected` of the move's body): when someone else
 * moved the order meanwhile, the API refuses the move (ORDER_CHANGED_MEANWHILE) instead of making a second one.
 */
/** Whether the latest parcel (shipments are oldest first) was packed: "true", "false", or "" without a parcel. */
const packedOf = (seen: OrderSeen) => {
  const latest = seen.shipments.at(-1);
  return latest ? String(latest.packed_at !== null) : '';
};

export function SeenState({ seen }: { seen: OrderSeen }) {
  return (
    <>
      <input type="hidden" name="expected_status" value={seen.status} />
      <input type="hidden" name="expected_shipment_status" value={seen.shipment_status ?? ''} />
      <input type="hidden" name="expected_packed" value={packedOf(seen)} />
    </>
  );
}
