import { adminOrderListQuery, adminOrderNo, adminOrderNoteBody, type AdminOrderDetail, type AdminOrderPage } from '@talad/contract';
import { httpStatusOf } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';

/**
 * The orders screens' calls to the API, on the server: the contract's schemas check what the address or a form
 * says before anything is asked (and stay out of the browser's bundle, which takes the contract's types only).
 */

/** An order number as typed or scanned (any case, spaces around), or null when it is not one. */
export function orderNoOf(typed: unknown): string | null {
  const parsed = adminOrderNo.safeParse(typed);
  return parsed.success ? parsed.data : null;
}

/** GET admin/orders for the list's address (?status&queue&q&cursor); a query the API would refuse is said so at once. */
export async function loadOrderPage(api: AdminClient, search: URLSearchParams) {
  const asked = {
    status: search.get('status') || undefined,
    queue: search.get('queue') || undefined,
    q: search.get('q')?.trim() || undefined,
    cursor: search.get('cursor') || undefined,
  };
  const query = adminOrderListQuery.safeParse(asked);
  const shown = {
    status: query.success ? (query.data.status ?? null) : null,
    queue: query.success ? (query.data.queue ?? null) : null,
    q: asked.q ?? '',
  };
  if (!query.success) return { ...shown, page: null, problem: 'orders.list.badQuery', message: null };
  const { status, queue, q, cursor } = query.data;
  const answer = await api.request<AdminOrderPage>('GET', 'admin/orders', { query: { status, queue, q, cursor } });
  if (!answer.is_success || !answer.data) return { ...shown, page: null, problem: null, message: answer.message };
  return { ...shown, page: answer.data, problem: null, message: null };
}

/** GET admin/orders/{order_no}: the order, or `missing` (no such order), or the API's refusal in words. */
export async function loadOrder(api: AdminClient, orderNo: string) {
  const answer = await api.request<AdminOrderDetail>('GET', `admin/orders/${encodeURIComponent(orderNo)}`);
  if (answer.is_success && answer.data) return { order: answer.data, missing: false, message: null };
  return { order: null, missing: httpStatusOf(answer.status_code) === 404, message: answer.message };
}

/** POST admin/orders/{order_no}/notes from the notes form. */
export async function addNote(api: AdminClient, form: FormData, invalidMessage: string) {
  const orderNo = orderNoOf(form.get('order_no'));
  const body = adminOrderNoteBody.safeParse({ text: form.get('text') });
  if (!orderNo || !body.success) return { intent: 'note' as const, ok: false, message: invalidMessage };
  const answer = await api.request('POST', `admin/orders/${orderNo}/notes`, { body: body.data });
  return answer.is_success ? { intent: 'note' as const, ok: true } : { intent: 'note' as const, ok: false, message: answer.message };
}
