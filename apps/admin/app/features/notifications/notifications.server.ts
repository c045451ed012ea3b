import { adminNotificationBody, adminNotificationsQuery, type AdminNotification, type AdminNotificationsPage } from '@talad/contract';
import type { AdminClient } from '@talad/sdk/admin';

/** The notifications screen's calls (permission notifications.send). */
export async function loadSentPage(api: AdminClient, search: URLSearchParams) {
  const query = adminNotificationsQuery.safeParse({ cursor: search.get('cursor') || undefined });
  const answer = await api.request<AdminNotificationsPage>('GET', 'admin/notifications', {
    query: { cursor: query.success ? query.data.cursor : undefined },
  });
  return answer.is_success && answer.data ? { page: answer.data, message: null } : { page: null, message: answer.message };
}

const KEY_SHAPE = /^[A-Za-z0-9-]{16,64}$/;

/**
 * POST admin/notifications from the form, with the form's Idempotency-Key (made by the loader for each showing of the
 * form): a double press or a resent post sends nothing twice. Only the audience's own field goes with it.
 */
export async function sendNotification(api: AdminClient, form: FormData, invalidMessage: string) {
  const text = (name: string) => {
    const value = String(form.get(name) ?? '').trim();
    return value === '' ? undefined : value;
  };
  const audience = text('audience');
  const body = adminNotificationBody.safeParse({
    kind: text('kind'),
    audience,
    tier: audience === 'TIER' ? text('tier') : undefined,
    member_phone: audience === 'MEMBER' ? text('member_phone')?.replace(/[\s-]/g, '') : undefined,
    title: { th: text('title_th'), en: text('title_en') },
    body: { th: text('body_th'), en: text('body_en') },
    link: text('link'),
  });
  const key = String(form.get('key') ?? '');
  if (!body.success || !KEY_SHAPE.test(key)) {
    const fields = body.success ? [] : body.error.issues.map((issue) => issue.path.join('.'));
    return { ok: false as const, message: invalidMessage, fields };
  }
  const answer = await api.request<AdminNotification>('POST', 'admin/notifications', {
    body: body.data,
    headers: { 'Idempotency-Key': key },
  });
  if (!answer.is_success || !answer.data)
    return { ok: false as const, message: answer.message, fields: (answer.errors ?? []).map((error) => error.field) };
  return { ok: true as const, sent: answer.data };
}
