import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const AUDIT_ACTOR_KINDS = ['staff', 'system'] as const;

/**
 * What happened in the back office and the shop's own jobs (issue #26, decision 0040): one row per change of money,
 * stock, price, role, staff or content, written by the service in the transaction of the change. Append-only: the
 * database refuses UPDATE, DELETE and TRUNCATE on it (migration 0023's trigger), whoever asks. No foreign keys, so
 * no deletion elsewhere can reach an entry.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** The staff member's id; null for the system. */
    actorId: uuid('actor_id'),
    /** Who, as they were called at the time (a staff member's name and e-mail, a job's kind). */
    actorLabel: text('actor_label').notNull(),
    /** What was done, `<entity>.<verb>`: order.refund, staff.role, review.hide … */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The changed fields only, before and after. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    requestId: text('request_id'),
    /** The address the request came from (staff actions only). */
    address: text('address'),
    at: createdAt(),
  },
  (table) => [
    index('audit_entries_entity_idx').on(table.entityType, table.entityId, table.id),
    index('audit_entries_actor_idx').on(table.actorId, table.id),
    index('audit_entries_action_idx').on(table.action, table.id),
    index('audit_entries_at_idx').on(table.at),
    check('audit_entries_actor', sql`(${table.actorKind} = 'system') = (${table.actorId} is null)`),
  ],
);
