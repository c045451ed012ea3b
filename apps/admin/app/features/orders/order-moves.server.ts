import { adminOrderActionBody, adminOrderActionParams, type AdminOrderDetail } from '@talad/contract';
import type { AdminClient } from '@talad/sdk/admin';

/** What a route's action answers for one move of an order: the order as it now is, or the API's refusal in words. */
export type MoveAnswer =
  { ok: true; intent: 'move'; action: string; order: AdminOrderDetail } | { ok: false; intent: 'move'; message: string };

/**
 * One fulfilment move from a form (`order_no`, `action`, and for ship the carrier and tracking number, for fail and
 * cancel a reason), checked with the contract's own schemas, then POST admin/orders/{order_no}/{action}. The API
 * answers a refusal (a move the state tables do not allow, a role without the permission) in the member's language.
 */
export async function moveOrder(api: AdminClient, form: FormData, invalidMessage: string): Promise<MoveAnswer> {
  const params = adminOrderActionParams.safeParse({ order_no: form.get('order_no'), action: form.get('action') });
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const status = text('expected_status');
  // The order as the page showed it (seen-state.tsx): the API refuses the move if it has moved since.
  const packed = text('expected_packed');
  const expected = status
    ? { status, shipment_status: text('expected_shipment_status') ?? null, packed: packed === undefined ? null : packed === 'true' }
    : undefined;
  const body = adminOrderActionBody.safeParse({
    carrier: text('carrier'),
    tracking_no: text('tracking_no'),
    reason: text('reason'),
    pickup_code: text('pickup_code'),
    expected,
  });
  if (!params.success || !body.success) return { ok: false, intent: 'move', message: invalidMessage };
  const { order_no: orderNo, action } = params.data;
  const answer = await api.request<AdminOrderDetail>('POST', `admin/orders/${encodeURIComponent(orderNo)}/${action}`, {
    body: body.data ?? {},
  });
  if (!answer.is_success || !answer.data) return { ok: false, intent: 'move', message: answer.message };
  return { ok: true, intent: 'move', action, order: answer.data };
}
