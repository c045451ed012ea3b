import { NOTIFICATION_KINDS, type LocalizedText, type MembershipTier, type NotificationKind } from '@talad/domain';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

type Db = Database | Transaction;
export type NotificationRow = typeof notifications.$inferSelect;

/** What a notification says, and where it leads; `sourceKey` names the event, so telling it twice makes one notification. */
export interface NotificationDraft {
  kind: NotificationKind;
  title: LocalizedText;
  body: LocalizedText;
  /** A path of the shop without its language, e.g. /account/my-order/{id}. */
  link?: string | null;
  sourceKey?: string;
  /** When it happened, if not now (a blog post told after its publication time). */
  createdAt?: Date;
}

type Target = { audience: 'ALL' } | { audience: 'TIER'; tier: MembershipTier } | { audience: 'MEMBER'; customerId: string };

/** Any value works; the second key of the lock is the list's place in NOTIFICATION_KINDS. */
const NOTIFY_LOCK = 7_270_014;
const lockKey = (kind: NotificationKind) => sql`${NOTIFY_LOCK}::int, ${NOTIFICATION_KINDS.indexOf(kind)}::int`;

/**
 * Read-all marks a list read up to its newest notification's id. Ids are taken when a row is written, not when it
 * commits: a notification still being written could get a lower id than one already committed and would be marked
 * read unseen. So writers hold this lock shared until they commit, and read-all takes it alone before it looks for the
 * newest id: by then every lower id is committed, and every later writer gets a higher one.
 */
export async function lockListForWriting(tx: Transaction, kind: NotificationKind) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${lockKey(kind)})`);
}

export async function lockListForReadAll(tx: Transaction, kind: NotificationKind) {
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(kind)})`);
}

/** Writes one notification for its audience; null when its event was told before (the same source key). */
async function send(db: Db, target: Target, draft: NotificationDraft): Promise<NotificationRow | null> {
  return db.transaction(async (tx) => {
    await lockListForWriting(tx, draft.kind);
    const [row] = await tx
      .insert(notifications)
      .values({
        kind: draft.kind,
        title: draft.title,
        body: draft.body,
        link: draft.link ?? null,
        audience: target.audience,
        tier: target.audience === 'TIER' ? target.tier : null,
        customerId: target.audience === 'MEMBER' ? target.customerId : null,
        sourceKey: draft.sourceKey ?? null,
        ...(draft.createdAt ? { createdAt: draft.createdAt } : {}),
      })
      .onConflictDoNothing({ target: notifications.sourceKey })
      .returning();
    return row ?? null;
  });
}

/** A notification for one member (an order of theirs moved, their tier changed). Inside the caller's transaction when given one. */
export function notifyMember(db: Db, customerId: string, draft: NotificationDraft) {
  return send(db, { audience: 'MEMBER', customerId }, draft);
}

/** A notification for the members of one tier, as they are when they read it: one row, however many they are. */
export function notifyTier(db: Db, tier: MembershipTier, draft: NotificationDraft) {
  return send(db, { audience: 'TIER', tier }, draft);
}

/** A notification for every member: one row. Members who join later do not get what was sent before they joined. */
export function notifyAll(db: Db, draft: NotificationDraft) {
  return send(db, { audience: 'ALL' }, draft);
}
