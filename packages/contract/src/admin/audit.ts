import { z } from 'zod';
import { adminActor, keysetPageOf, keysetQuery } from './common.ts';

/**
 * Reading the audit log (issue #26, decision 0040; permission audit.read). Entries are never changed or deleted; the
 * newest come first. GET admin/audit answers keyset pages; GET admin/audit.csv streams every entry the same filters
 * select as CSV (UTF-8 with a byte-order mark, so Excel reads Thai; a cell starting with = + - @ is prefixed with '
 * so a spreadsheet never runs it as a formula).
 */

/** `type` or `type:id`, e.g. `review` or `order:TL261128000123`. */
const entityFilter = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .regex(/^[a-z][a-z0-9_-]{0,49}(:.{1,150})?$/, 'must be an entity type, or type:id (e.g. review:12)')
  .transform((text) => {
    const colon = text.indexOf(':');
    return colon < 0 ? { type: text, id: undefined } : { type: text.slice(0, colon), id: text.slice(colon + 1) };
  });

/** A time as ISO 8601 (a date alone is its midnight UTC). */
const instant = z.iso
  .datetime({ offset: true, message: 'must be an ISO time, e.g. 2026-11-28T00:00:00+07:00' })
  .or(z.iso.date({ message: 'must be an ISO time or date' }))
  .transform((text) => new Date(text));

export const AUDIT_CSV_MAX_ROWS = 100_000;

const auditFilters = {
  entity: entityFilter.optional(),
  /** A staff member's id, or `system` for the shop's own jobs. */
  actor: z
    .string()
    .regex(/^(system|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i, 'must be a staff id or system')
    .transform((text) => text.toLowerCase())
    .optional(),
  /** An action (`review.hide`), or its entity's prefix (`review`, every review action). */
  action: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_-]{0,49}(\.[a-z][a-z0-9_-]{0,49})?$/, 'must be an action such as review.hide, or its entity such as review')
    .optional(),
  /** From this time on (included). */
  from: instant.optional(),
  /** Before this time (excluded). */
  to: instant.optional(),
};

/** GET admin/audit ?entity&actor&action&from&to&cursor&limit. */
export const adminAuditQuery = z.object({ ...auditFilters, ...keysetQuery });
export type AdminAuditQuery = z.output<typeof adminAuditQuery>;
export type AdminAuditQueryWire = z.input<typeof adminAuditQuery>;

/** GET admin/audit.csv ?entity&actor&action&from&to: every matching entry (at most AUDIT_CSV_MAX_ROWS), newest first. */
export const adminAuditCsvQuery = z.object(auditFilters);
export type AdminAuditCsvQuery = z.output<typeof adminAuditCsvQuery>;

export const adminAuditEntry = z.object({
  entry_id: z.number().int(),
  at: z.string(),
  actor: adminActor,
  action: z.string(),
  entity: z.object({ type: z.string(), id: z.string() }),
  /** The changed fields only, before and after. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  request_id: z.string().nullable(),
  address: z.string().nullable(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const adminAuditPage = keysetPageOf(adminAuditEntry);
export type AdminAuditPage = z.infer<typeof adminAuditPage>;

/** The CSV's columns, in order (before/after as JSON). */
export const AUDIT_CSV_COLUMNS = [
  'entry_id',
  'at',
  'actor_type',
  'actor_id',
  'actor',
  'action',
  'entity_type',
  'entity_id',
  'before',
  'after',
  'reason',
  'request_id',
  'address',
] as const;

/** GET admin/audit.csv's answer: CSV text (streamed), not an envelope; a refusal is the usual error envelope. */
export const auditCsvAnswers = {
  200: {
    description: 'CSV, UTF-8 with a byte-order mark; columns as AUDIT_CSV_COLUMNS, before/after as JSON',
    content: { 'text/csv': { schema: z.string() } },
  },
};
