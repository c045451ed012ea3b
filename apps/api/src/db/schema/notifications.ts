import { MEMBERSHIP_TIERS, NOTIFICATION_AUDIENCES, NOTIFICATION_KINDS } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { createdAt, localized, timestamptz } from './columns.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * One notification, however many members it is for: sent to every member (ALL) or to one tier (TIER) it is one row,
 * not one per member; an order update is for its one member (MEMBER). `sourceKey` names the event that made it (a blog
 * post, an order's move, the staff's Idempotency-Key), so telling the same event twice makes one notification.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    title: localized('title').notNull(),
    body: localized('body').notNull(),
    /** A path of the shop without its language (/blog/…, /account/my-order/…), or none. */
    link: text('link'),
    audience: text('audience').notNull(),
    /** The tier of a TIER notification: the members of that tier when they read it. */
    tier: text('tier'),
    /** The member of a MEMBER notification. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').unique(),
    createdAt: createdAt(),
  },
  (table) => [
    // ALL and TIER notifications of a kind, newest first; a member's own ones by member.
    index('notifications_broadcast_idx')
      .on(table.kind, table.createdAt)
      .where(sql`${table.customerId} is null`),
    index('notifications_member_idx')
      .on(table.customerId, table.kind, table.createdAt)
      .where(sql`${table.customerId} is not null`),
    check('notifications_kind', sql`${table.kind} in (${listed(NOTIFICATION_KINDS)})`),
    check('notifications_audience', sql`${table.audience} in (${listed(NOTIFICATION_AUDIENCES)})`),
    check('notifications_tier', sql`${table.tier} is null or ${table.tier} in (${listed(MEMBERSHIP_TIERS)})`),
    check(
      'notifications_audience_target',
      sql`(${table.audience} = 'ALL' and ${table.tier} is null and ${table.customerId} is null)
        or (${table.audience} = 'TIER' and ${table.tier} is not null and ${table.customerId} is null)
        or (${table.audience} = 'MEMBER' and ${table.tier} is null and ${table.customerId} is not null)`,
    ),
  ],
);

/**
 * A member's own state of one notification, written only when they read or delete it: a notification nobody opened
 * has no rows here.
 */
export const notificationStates = pgTable(
  'notification_states',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at'),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.notificationId] })],
);

/**
 * "Read all" of one list (spec §4): every notification of the kind up to `upToId` counts as read for the member. One
 * row per member and kind however many notifications it covers; those after it are unread until opened.
 */
export const notificationReadMarks = pgTable(
  'notification_read_marks',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    upToId: integer('up_to_id').notNull(),
    markedAt: timestamptz('marked_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.kind] }),
    check('notification_read_marks_kind', sql`${table.kind} in (${listed(NOTIFICATION_KINDS)})`),
  ],
);
