import type { StaffNotification, StaffNotificationBody } from '@talad/contract';
import type { MembershipTier, NotificationAudience, NotificationKind } from '@talad/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { notifyAll, notifyMember, notifyTier, type NotificationDraft, type NotificationRow } from './send.ts';

function staffViewOf(row: NotificationRow, memberPhone: string | null): StaffNotification {
  return {
    notification_id: row.id,
    kind: row.kind as NotificationKind,
    audience: row.audience as NotificationAudience,
    tier: row.tier as MembershipTier | null,
    member_phone: memberPhone,
    title: { th: row.title.th, en: row.title.en ?? null },
    body: { th: row.body.th, en: row.body.en ?? null },
    link: row.link,
    created_at: row.createdAt.toISOString(),
  };
}

/** The same request again: what a stored notification was sent as, compared field by field. */
function sameRequest(row: NotificationRow, draft: NotificationDraft, body: StaffNotificationBody, customerId: string | null) {
  const text = (value: { th: string; en?: string | null }) => `${value.th}\u0000${value.en ?? ''}`;
  return (
    row.kind === draft.kind &&
    row.audience === body.audience &&
    row.tier === (body.tier ?? null) &&
    row.customerId === customerId &&
    text(row.title) === text(draft.title) &&
    text(row.body) === text(draft.body) &&
    row.link === (draft.link ?? null)
  );
}

async function memberByPhone(db: Database, phone: string): Promise<string> {
  const [member] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.phone, phone), eq(customers.role, 'user'), isNull(customers.deletedAt)));
  if (!member) throw new AppError('NOTIFICATION_MEMBER_NOT_FOUND');
  return member.id;
}

/** The contract's checks pair each audience with its tier or member, so each case here has what it needs. */
function sendTo(db: Database, body: StaffNotificationBody, customerId: string | null, draft: NotificationDraft) {
  if (body.audience === 'TIER' && body.tier) return notifyTier(db, body.tier, draft);
  if (body.audience === 'MEMBER' && customerId) return notifyMember(db, customerId, draft);
  return notifyAll(db, draft);
}

/**
 * POST staff/notifications: an announcement or a promotion for every member, one tier or one member (by phone). With
 * an Idempotency-Key the same request again answers the first notification (`replayed`), and the key with another
 * request is refused (IDEMPOTENCY_KEY_REUSED).
 */
export async function staffSend(
  db: Database,
  body: StaffNotificationBody,
  idempotencyKey: string | null,
): Promise<{ notification: StaffNotification; replayed: boolean }> {
  const customerId = body.member_phone ? await memberByPhone(db, body.member_phone) : null;
  const draft: NotificationDraft = {
    kind: body.kind,
    title: body.title,
    body: body.body,
    link: body.link ?? null,
    ...(idempotencyKey ? { sourceKey: `staff:${idempotencyKey}` } : {}),
  };
  const sent = await sendTo(db, body, customerId, draft);
  if (sent) return { notification: staffViewOf(sent, body.member_phone ?? null), replayed: false };
  const [first] = await db
    .select()
    .from(notifications)
    .where(eq(notifications.sourceKey, draft.sourceKey ?? ''));
  if (!first || !sameRequest(first, draft, body, customerId)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { notification: staffViewOf(first, body.member_phone ?? null), replayed: true };
}
