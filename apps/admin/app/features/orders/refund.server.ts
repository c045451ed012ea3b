import { adminOrderNo, refundRequest, type AdminRefund, type RefundPreview, type RefundResult } from '@talad/contract';
import { isError } from '@talad/domain';
import type { AdminClient } from '@talad/sdk/admin';

/**
 * The refund dialog's calls (issue #26), made by the order screen's action: the preview of the amounts, the refund
 * itself with the dialog's Idempotency-Key (a second press, a retried post or a double tap answer the first refund,
 * never a second), and the second factor proved in the dialog when the session lacks it (the API answers
 * STAFF_SECOND_FACTOR_REQUIRED to a refund from a session without it).
 */
export type RefundAnswer =
  | { intent: 'refund-preview'; ok: true; preview: RefundPreview; requestText: string }
  | { intent: 'refund'; ok: true; refund: AdminRefund }
  | { intent: 'refund-preview' | 'refund' | 'second-factor'; ok: false; secondFactor?: boolean; message: string };

const KEY_SHAPE = /^[A-Za-z0-9-]{16,64}$/;

function requestOf(form: FormData) {
  const orderNo = adminOrderNo.safeParse(form.get('order_no'));
  let body: unknown = null;
  try {
    body = JSON.parse(String(form.get('request') ?? 'null'));
  } catch {
    // A hand-made post: refused below like any other malformed request.
  }
  const request = refundRequest.safeParse(body);
  return orderNo.success && request.success ? { orderNo: orderNo.data, request: request.data, text: String(form.get('request')) } : null;
}

export async function refundAction(
  api: AdminClient,
  intent: 'refund-preview' | 'refund',
  form: FormData,
  invalidMessage: string,
): Promise<RefundAnswer> {
  const asked = requestOf(form);
  const key = String(form.get('key') ?? '');
  if (!asked || (intent === 'refund' && !KEY_SHAPE.test(key))) return { intent, ok: false, message: invalidMessage };
  const path = `admin/orders/${encodeURIComponent(asked.orderNo)}/refunds`;
  if (intent === 'refund-preview') {
    const answer = await api.request<RefundPreview>('POST', `${path}/preview`, { body: asked.request });
    if (answer.is_success && answer.data) return { intent, ok: true, preview: answer.data, requestText: asked.text };
    return { intent, ok: false, secondFactor: isError(answer, 'STAFF_SECOND_FACTOR_REQUIRED'), message: answer.message };
  }
  const answer = await api.request<RefundResult>('POST', path, { body: asked.request, headers: { 'Idempotency-Key': key } });
  if (answer.is_success && answer.data) return { intent, ok: true, refund: answer.data.refund };
  return { intent, ok: false, secondFactor: isError(answer, 'STAFF_SECOND_FACTOR_REQUIRED'), message: answer.message };
}

/**
 * The authenticator's 6 digits, or a backup code, proved for this session (POST admin/auth/second-factor); then the
 * dialog's step that asked for it (`step`: the preview or the refund, with its request and key) carried on at once.
 */
export async function secondFactorAction(api: AdminClient, form: FormData, invalidMessage: string): Promise<RefundAnswer> {
  const code = String(form.get('code') ?? '').trim();
  const body = /^\d{6}$/.test(code) ? { otp: code } : { backup_code: code };
  const answer = await api.request('POST', 'admin/auth/second-factor', { body });
  if (!answer.is_success) return { intent: 'second-factor', ok: false, message: answer.message };
  const step = form.get('step');
  return refundAction(api, step === 'refund' ? 'refund' : 'refund-preview', form, invalidMessage);
}
