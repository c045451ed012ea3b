import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/** Timed work shared by every API instance; claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Jobs sharing a key are never open twice at once (recurring jobs use their kind). */
    dedupeKey: text('dedupe_key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedAt: timestamptz('locked_at'),
    lastError: text('last_error'),
    finishedAt: timestamptz('finished_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
    // Instances that start together schedule a recurring job once.
    uniqueIndex('jobs_open_dedupe_idx')
      .on(table.dedupeKey)
      .where(sql`${table.status} in ('pending', 'running')`),
  ],
);
