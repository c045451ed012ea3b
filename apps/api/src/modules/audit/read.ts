import { Readable } from 'node:stream';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_CSV_MAX_ROWS,
  type AdminAuditCsvQuery,
  type AdminAuditEntry,
  type AdminAuditPage,
  type AdminAuditQuery,
} from '@talad/contract';
import { inertCell } from '@talad/domain';
import { stringify } from 'csv-stringify';
import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';
import { likeEscaped } from '../../db/statements.ts';
import { approximateTotal, decodeCursor, pageOfRows } from '../../platform/keyset.ts';

/**
 * Reading the audit log (issue #26, decision 0040; permission audit.read): pages for the screen and a CSV of the same
 * selection for a spreadsheet, both the newest first by id (ids grow with time: a keyset that never skips an entry).
 */

type EntryRow = typeof auditEntries.$inferSelect;

function filtersOf(query: AdminAuditCsvQuery): SQL | undefined {
  const { entity, actor, action, from, to } = query;
  return and(
    entity ? eq(auditEntries.entityType, entity.type) : undefined,
    entity?.id !== undefined ? eq(auditEntries.entityId, entity.id) : undefined,
    actor === 'system' ? eq(auditEntries.actorKind, 'system') : actor ? eq(auditEntries.actorId, actor) : undefined,
    action?.includes('.') ? eq(auditEntries.action, action) : action ? like(auditEntries.action, `${likeEscaped(action)}.%`) : undefined,
    from ? gte(auditEntries.at, from) : undefined,
    to ? lt(auditEntries.at, to) : undefined,
  );
}

function entryOf(row: EntryRow): AdminAuditEntry {
  return {
    entry_id: row.id,
    at: row.at.toISOString(),
    actor: { type: row.actorKind, id: row.actorId, label: row.actorLabel },
    action: row.action,
    entity: { type: row.entityType, id: row.entityId },
    before: row.before,
    after: row.after,
    reason: row.reason,
    request_id: row.requestId,
    address: row.address,
  };
}

/** Up to `size` entries older than the entry `beforeId` (all when null), newest first. */
function entriesBefore(db: Database, filters: SQL | undefined, beforeId: number | null, size: number) {
  return db
    .select()
    .from(auditEntries)
    .where(beforeId === null ? filters : and(filters, lt(auditEntries.id, beforeId)))
    .orderBy(desc(auditEntries.id))
    .limit(size);
}

const cursorKey = z.tuple([z.number().int().min(1)]);

/** GET admin/audit: keyset pages, the newest first. */
export async function auditPage(db: Database, query: AdminAuditQuery): Promise<AdminAuditPage> {
  const filters = filtersOf(query);
  const after = query.cursor ? decodeCursor(query.cursor, cursorKey)[0] : null;
  const [rows, total] = await Promise.all([
    entriesBefore(db, filters, after, query.size + 1),
    approximateTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(auditEntries)
        .where(filters),
    ),
  ]);
  return { ...pageOfRows(rows, query.size, (row) => [row.id], entryOf), ...total };
}

function csvRowOf(row: EntryRow): string[] {
  const json = (value: unknown) => (value === null ? '' : JSON.stringify(value));
  const cells = [
    String(row.id),
    row.at.toISOString(),
    row.actorKind,
    row.actorId ?? '',
    row.actorLabel,
    row.action,
    row.entityType,
    row.entityId,
    json(row.before),
    json(row.after),
    row.reason ?? '',
    row.requestId ?? '',
    row.address ?? '',
  ];
  return cells.map(inertCell);
}

/** Entries are read this many at a time, so a large export holds one batch in memory, not the whole log. */
const CSV_BATCH = 500;

async function* csvRows(db: Database, filters: SQL | undefined, maxRows: number) {
  let beforeId: number | null = null;
  let written = 0;
  while (written < maxRows) {
    const batch = await entriesBefore(db, filters, beforeId, Math.min(CSV_BATCH, maxRows - written));
    for (const row of batch) yield csvRowOf(row);
    written += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < CSV_BATCH) return;
    beforeId = last.id;
  }
}

/**
 * GET admin/audit.csv: the entries the filters select (at most AUDIT_CSV_MAX_ROWS), newest first, streamed as CSV —
 * UTF-8 with a byte-order mark so Excel reads Thai, quoted by csv-stringify (commas, quotes, line breaks), cells made
 * inert against formula injection.
 */
export function auditCsv(db: Database, query: AdminAuditCsvQuery, maxRows = AUDIT_CSV_MAX_ROWS): Readable {
  const csv = stringify({ bom: true, header: true, columns: [...AUDIT_CSV_COLUMNS], record_delimiter: 'windows' });
  const rows = Readable.from(csvRows(db, filtersOf(query), maxRows));
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}
