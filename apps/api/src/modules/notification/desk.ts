import type {
  AdminActor,
  AdminNotification,
  AdminNotificationBody,
  AdminNotificationsPage,
  AdminNotificationsQuery,
} from '@talad/contract';
import { maskContact, type MembershipTier, type NotificationAudience, type NotificationKind } from '@talad/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { auditEntries, customers, notifications } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, decodeCursor, pageOfRows } from '../../platform/keyset.ts';
import { recordAudit, type AuditActor, type AuditContext } from '../audit/index.ts';
import { notifyAll, notifyMember, notifyTier, type NotificationDraft, type NotificationRow } from './send.ts';

/**
 * Announcements and promotions from the desk (issue #26; permission notifications.send): sent to every member, one
 * tier or one member, each recorded in the audit log (notification.send) in the transaction that writes it. The
 * desk's list of what was sent is read from those entries, so it names who sent each one.
 */

type Db = Database | Transaction;

/** Who sends, and from where: the audit entry's actor and context. */
export interface DeskSender {
  actor: AuditActor;
  context: AuditContext;
}

const SEND_ACTION = 'notification.send';

function deskViewOf(row: NotificationRow, memberPhone: string | null, sentBy: AdminActor | null): AdminNotification {
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
    sent_by: sentBy,
  };
}

/** Whose Idempotency-Keys a send's key is among: the staff member's id (a system sender's label). */
const senderScope = (actor: AuditActor) => (actor.kind === 'staff' ? actor.id : actor.label);

function actorOf(actor: AuditActor): AdminActor {
  return { type: actor.kind, id: actor.kind === 'staff' ? actor.id : null, label: actor.label };
}

/** The same request again: what a stored notification was sent as, compared field by field. */
function sameRequest(row: NotificationRow, draft: NotificationDraft, body: AdminNotificationBody, customerId: string | null) {
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

async function memberByPhone(db: Db, phone: string): Promise<string> {
  const [member] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.phone, phone), eq(customers.role, 'user'), isNull(customers.deletedAt)));
  if (!member) throw new AppError('NOTIFICATION_MEMBER_NOT_FOUND');
  return member.id;
}

/** The contract's checks pair each audience with its tier or member, so each case here has what it needs. */
function sendTo(db: Db, body: AdminNotificationBody, customerId: string | null, draft: NotificationDraft) {
  if (body.audience === 'TIER' && body.tier) return notifyTier(db, body.tier, draft);
  if (body.audience === 'MEMBER' && customerId) return notifyMember(db, customerId, draft);
  return notifyAll(db, draft);
}

/**
 * POST admin/notifications: an announcement or a promotion for every member, one tier or one member (by phone), with
 * its audit entry in the same transaction. With an Idempotency-Key (scoped to the staff member who sends) the same
 * request again answers the first notification (`replayed`, no second entry), and the key with another request is
 * refused (IDEMPOTENCY_KEY_REUSED).
 */
export async function deskSend(
  db: Database,
  body: AdminNotificationBody,
  idempotencyKey: string | null,
  sender: DeskSender,
): Promise<{ notification: AdminNotification; replayed: boolean }> {
  const draft: NotificationDraft = {
    kind: body.kind,
    title: body.title,
    body: body.body,
    link: body.link ?? null,
    // Each staff member's keys are their own: two members who pick the same key send two notifications.
    ...(idempotencyKey ? { sourceKey: `staff:${senderScope(sender.actor)}:${idempotencyKey}` } : {}),
  };
  return db.transaction(async (tx) => {
    const customerId = body.member_phone ? await memberByPhone(tx, body.member_phone) : null;
    const sent = await sendTo(tx, body, customerId, draft);
    if (sent) {
      await recordAudit(tx, {
        ...sender,
        action: SEND_ACTION,
        entity: { type: 'notification', id: sent.id },
        after: { kind: sent.kind, audience: sent.audience, tier: sent.tier, customer_id: sent.customerId, title: sent.title.th },
      });
      return { notification: deskViewOf(sent, body.member_phone ?? null, actorOf(sender.actor)), replayed: false };
    }
    const [first] = await tx
      .select({ row: notifications, sentBy: sentByColumns })
      .from(notifications)
      .leftJoin(auditEntries, sentByJoin)
      .where(eq(notifications.sourceKey, draft.sourceKey ?? ''));
    if (!first || !sameRequest(first.row, draft, body, customerId)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { notification: deskViewOf(first.row, body.member_phone ?? null, sentByOf(first.sentBy)), replayed: true };
  });
}

const sentByJoin = and(
  eq(auditEntries.action, SEND_ACTION),
  eq(auditEntries.entityType, 'notification'),
  eq(auditEntries.entityId, sql`${notifications.id}::text`),
);
const sentByColumns = { kind: auditEntries.actorKind, id: auditEntries.actorId, label: auditEntries.actorLabel };

function sentByOf(entry: { kind: 'staff' | 'system'; id: string | null; label: string } | null): AdminActor | null {
  return entry ? { type: entry.kind, id: entry.id, label: entry.label } : null;
}

/** The list's sort key: the audit entry's id (newest first). */
const cursorKey = z.tuple([z.number().int()]);

/**
 * GET admin/notifications: what the desk sent, the newest first, by kind and audience; keyset pages on the audit log.
 * A member's phone is masked for a reader without customers.pii.
 */
export async function deskSent(db: Database, query: AdminNotificationsQuery, seesContacts: boolean): Promise<AdminNotificationsPage> {
  const filters = and(
    eq(auditEntries.action, SEND_ACTION),
    query.kind ? eq(notifications.kind, query.kind) : undefined,
    query.audience ? eq(notifications.audience, query.audience) : undefined,
  );
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey) : null;
  const sentRows = () =>
    db
      .select({ entryId: auditEntries.id, row: notifications, sentBy: sentByColumns, memberPhone: customers.phone })
      .from(auditEntries)
      .innerJoin(notifications, and(eq(auditEntries.entityType, 'notification'), eq(sql`${notifications.id}::text`, auditEntries.entityId)))
      .leftJoin(customers, eq(customers.id, notifications.customerId));
  const [rows, total] = await Promise.all([
    sentRows()
      .where(after ? and(filters, lt(auditEntries.id, after[0])) : filters)
      .orderBy(desc(auditEntries.id))
      .limit(query.size + 1),
    approximateTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(auditEntries)
        .innerJoin(
          notifications,
          and(eq(auditEntries.entityType, 'notification'), eq(sql`${notifications.id}::text`, auditEntries.entityId)),
        )
        .where(filters),
    ),
  ]);
  return {
    ...pageOfRows(
      rows,
      query.size,
      (row) => [row.entryId],
      (row) => deskViewOf(row.row, row.memberPhone && !seesContacts ? maskContact(row.memberPhone) : row.memberPhone, sentByOf(row.sentBy)),
    ),
    ...total,
  };
}
