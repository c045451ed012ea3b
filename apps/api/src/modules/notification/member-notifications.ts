import type { Notification, NotificationsPage, NotificationsQuery, UnreadCounts } from '@talad/contract';
import { NOTIFICATION_KINDS, pickText, type NotificationKind } from '@talad/domain';
import { and, count, desc, eq, max, not, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { notificationReadMarks, notifications, notificationStates } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { isRead, kept, stateJoins, visibleTo, type Reader } from './reader.ts';
import { lockListForReadAll, type NotificationRow } from './send.ts';

type Db = Database | Transaction;

function itemOf(row: NotificationRow, read: boolean, reader: Reader): Notification {
  return {
    notification_id: row.id,
    kind: row.kind as NotificationKind,
    title: pickText(row.title, reader.locale),
    body: pickText(row.body, reader.locale),
    link: row.link,
    is_read: read,
    created_at: row.createdAt.toISOString(),
  };
}

/** The member's notifications joined with their own state and read-all marks, narrowed by `where`. */
function memberRows(db: Db, reader: Reader, where: ReturnType<typeof and>) {
  const joins = stateJoins(reader);
  return db
    .select({ row: notifications, read: isRead })
    .from(notifications)
    .leftJoin(notificationStates, joins.states)
    .leftJoin(notificationReadMarks, joins.marks)
    .where(and(visibleTo(reader), kept, where));
}

/** GET notifications/my-{kind}: one list, newest first, paged, with how many of it are unread. */
export async function myNotifications(
  db: Database,
  reader: Reader,
  kind: NotificationKind,
  query: NotificationsQuery,
): Promise<NotificationsPage> {
  const joins = stateJoins(reader);
  const where = and(visibleTo(reader), kept, eq(notifications.kind, kind));
  const [rows, [totals]] = await Promise.all([
    memberRows(db, reader, eq(notifications.kind, kind))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ total: count(), unread: sql<number>`count(*) filter (where not ${isRead})`.mapWith(Number) })
      .from(notifications)
      .leftJoin(notificationStates, joins.states)
      .leftJoin(notificationReadMarks, joins.marks)
      .where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map(({ row, read }) => itemOf(row, read, reader)),
    total,
    page: query.page,
    size: query.size,
    total_pages: Math.ceil(total / query.size),
    unread: totals?.unread ?? 0,
  };
}

/** GET notifications/all-unread-count: unread in every list and in all of them (the bell). */
export async function unreadCounts(db: Db, reader: Reader): Promise<UnreadCounts> {
  const joins = stateJoins(reader);
  const rows = await db
    .select({ kind: notifications.kind, unread: count() })
    .from(notifications)
    .leftJoin(notificationStates, joins.states)
    .leftJoin(notificationReadMarks, joins.marks)
    .where(and(visibleTo(reader), kept, not(isRead)))
    .groupBy(notifications.kind);
  const byKind = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, rows.find((row) => row.kind === kind)?.unread ?? 0])) as Record<
    NotificationKind,
    number
  >;
  return { all: Object.values(byKind).reduce((sum, value) => sum + value, 0), ...byKind };
}

/**
 * PUT notifications/{kind}/read-all (spec §4: sent after the list is opened): everything of the list the member has
 * now counts as read, as one mark up to its newest id (see lockListForReadAll for why that is exact). Repeat-safe: the
 * mark only moves forward. Answers the unread counts after it.
 */
export async function readAll(db: Database, reader: Reader, kind: NotificationKind, now: Date): Promise<UnreadCounts> {
  return db.transaction(async (tx) => {
    await lockListForReadAll(tx, kind);
    const [newest] = await tx
      .select({ id: max(notifications.id) })
      .from(notifications)
      .where(and(visibleTo(reader), eq(notifications.kind, kind)));
    if (newest?.id) {
      await tx
        .insert(notificationReadMarks)
        .values({ customerId: reader.customerId, kind, upToId: newest.id, markedAt: now })
        .onConflictDoUpdate({
          target: [notificationReadMarks.customerId, notificationReadMarks.kind],
          set: { upToId: sql`greatest(${notificationReadMarks.upToId}, excluded.up_to_id)`, markedAt: now },
        });
    }
    return unreadCounts(tx, reader);
  });
}

/** One of the member's notifications by id, deleted ones included; another member's (or one not for them) is not found. */
async function ownNotification(db: Db, reader: Reader, notificationId: number) {
  const joins = stateJoins(reader);
  const [found] = await db
    .select({ row: notifications, read: isRead, deletedAt: notificationStates.deletedAt })
    .from(notifications)
    .leftJoin(notificationStates, joins.states)
    .leftJoin(notificationReadMarks, joins.marks)
    .where(and(visibleTo(reader), eq(notifications.id, notificationId)));
  if (!found) throw new AppError('NOTIFICATION_NOT_FOUND');
  return found;
}

/** PUT notifications/read {notification_id}: marks one read (repeat-safe: the first time read stays). A deleted one is gone. */
export async function readOne(db: Database, reader: Reader, notificationId: number, now: Date): Promise<Notification> {
  const found = await ownNotification(db, reader, notificationId);
  if (found.deletedAt) throw new AppError('NOTIFICATION_NOT_FOUND');
  if (!found.read) {
    await db
      .insert(notificationStates)
      .values({ customerId: reader.customerId, notificationId, readAt: now })
      .onConflictDoUpdate({
        target: [notificationStates.customerId, notificationStates.notificationId],
        set: { readAt: sql`coalesce(${notificationStates.readAt}, excluded.read_at)` },
      });
  }
  return itemOf(found.row, true, reader);
}

/** DELETE notifications {notification_id}: removes it from the member's lists (for them only); deleting it again is fine. */
export async function deleteOne(db: Database, reader: Reader, notificationId: number, now: Date): Promise<null> {
  const found = await ownNotification(db, reader, notificationId);
  if (found.deletedAt) return null;
  await db
    .insert(notificationStates)
    .values({ customerId: reader.customerId, notificationId, deletedAt: now })
    .onConflictDoUpdate({
      target: [notificationStates.customerId, notificationStates.notificationId],
      set: { deletedAt: sql`coalesce(${notificationStates.deletedAt}, excluded.deleted_at)` },
    });
  return null;
}
