import { CASE_AUTHORS, CASE_FLOW, CASE_TOPICS } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';
import { orders } from './commerce.ts';

const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A member's support case (/case-management): about one of their orders or a general topic, with a thread of
 * messages. `updatedAt` is the last message's time (the member's list and the staff's queue sort by it);
 * `memberSeenAt` is when the member last opened the thread, so the list can say a new answer is waiting.
 */
export const supportCases = pgTable(
  'support_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the member and the staff quote: CS + yymmdd + 6 digits. */
    caseNo: text('case_no').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The order the case is about; null for a general topic. */
    orderId: uuid('order_id').references(() => orders.id),
    topic: text('topic').notNull(),
    /** CASE_FLOW's states: OPEN, ANSWERED, CLOSED. */
    status: text('status').notNull(),
    /** The member's language when they opened it: the staff's e-mails are written in it. */
    locale: text('locale').notNull(),
    openedAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    memberSeenAt: timestamptz('member_seen_at'),
    closedAt: timestamptz('closed_at'),
  },
  (table) => [
    index('support_cases_customer_idx').on(table.customerId, table.updatedAt),
    index('support_cases_queue_idx')
      .on(table.status, table.updatedAt)
      .where(sql`${table.status} <> 'CLOSED'`),
    check('support_cases_topic', sql`${table.topic} in (${listed(CASE_TOPICS)})`),
    check('support_cases_status', sql`${table.status} in (${listed(CASE_FLOW.states)})`),
  ],
);

/** One message of a case's thread, the member's or the staff's, in the order written. */
export const supportCaseMessages = pgTable(
  'support_case_messages',
  {
    id: serial('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => supportCases.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    body: text('body').notNull(),
    /**
     * Who of the staff wrote a STAFF message (issue #26): their id and their name at the time, for the desk only —
     * the member reads it as the shop's. Null for the member's messages and for answers written with the shared key.
     * No foreign key, like the audit log: a staff member's removal does not rewrite the thread.
     */
    staffId: uuid('staff_id'),
    staffName: text('staff_name'),
    createdAt: createdAt(),
  },
  (table) => [
    index('support_case_messages_case_idx').on(table.caseId, table.id),
    check('support_case_messages_author', sql`${table.author} in (${listed(CASE_AUTHORS)})`),
    check('support_case_messages_staff', sql`${table.author} = 'STAFF' or (${table.staffId} is null and ${table.staffName} is null)`),
  ],
);

/** A photo of a message, re-encoded on upload (WebP, at most 1600 px) with a square thumbnail. */
export const supportCasePhotos = pgTable(
  'support_case_photos',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => supportCaseMessages.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [index('support_case_photos_message_idx').on(table.messageId, table.id)],
);
