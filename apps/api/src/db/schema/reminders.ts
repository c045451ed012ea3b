import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { createdAt, timestamptz } from './columns.ts';

/**
 * A member's "remind me" of an upcoming flash sale or live show (decision 0070): one row per member and event, however
 * often tapped (the unique index); REMINDER_FLOW's WANTED/OFF/SENT. The job at the event's start claims the WANTED rows
 * with one UPDATE … RETURNING, so of two runs each row is told by one.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    status: text('status').notNull().default('WANTED'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    uniqueIndex('reminders_member_event_idx').on(table.customerId, table.subject, table.subjectId),
    index('reminders_wanted_idx')
      .on(table.subject, table.subjectId)
      .where(sql`${table.status} = 'WANTED'`),
    check('reminders_subject', sql`${table.subject} in ('flash_sale', 'live_show')`),
    check('reminders_status', sql`${table.status} in ('WANTED', 'OFF', 'SENT')`),
  ],
);
