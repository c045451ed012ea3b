import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/statements.ts';
import { AppError } from './app-error.ts';

/**
 * Keyset pages of the admin's lists (issue #26): a page ends at a row, the cursor names that row's sort key, and the
 * next page starts after it — page 5,000 costs what page 1 does, and rows written meanwhile neither repeat nor slip
 * through. Totals are approximate: exact up to EXACT_TOTAL_BOUND, the planner's estimate above, since an exact count
 * of hundreds of thousands of rows on every page is what makes other admins' lists stall.
 */

export const EXACT_TOTAL_BOUND = 1000;

/** A row's sort key as a cursor: URL-safe base64 of its JSON (opaque to callers, not a secret). */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key a cursor names, checked against the list's own key shape; anything else is the caller's mistake (400). */
export function decodeCursor<Key extends z.ZodType>(cursor: string, shape: Key): z.output<Key> {
  try {
    const parsed = shape.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: answered as below.
  }
  throw new AppError('BAD_REQUEST', { errors: [{ field: 'query.cursor', reason: 'is not a cursor of this list' }] });
}

/**
 * Rows past a cursor's key in a (time, id) order: one row-value comparison, which PostgreSQL answers from a
 * (time, id) index. `key` holds the time as exactTime's text and the id as the row had it.
 */
export function pastKey(columns: [time: SQLWrapper, id: SQLWrapper], key: readonly [string, string | number], order: 'asc' | 'desc'): SQL {
  const [time, id] = columns;
  return sql`(${time}, ${id}) ${order === 'desc' ? sql`<` : sql`>`} (${key[0]}::timestamptz, ${key[1]})`;
}

/** The page's items and the cursor after its last one; `limit + 1` rows are read to know whether another page follows. */
export function pageOfRows<Row, Item>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => readonly (string | number)[],
  itemOf: (row: Row) => Item,
): { items: Item[]; next_cursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return { items: shown.map(itemOf), next_cursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

/**
 * About how many rows `matching` selects (any select of the list's rows, without order or limit): counted exactly up
 * to EXACT_TOTAL_BOUND; past it, the planner's estimate of the query (never below the bound).
 */
export async function approximateTotal(db: Database, matching: SQLWrapper): Promise<{ approximate_total: number; total_exact: boolean }> {
  const bounded = sql`select count(*)::int as value from (${matching} limit ${EXACT_TOTAL_BOUND + 1}) as bounded`;
  const [counted] = rowsOf<{ value: number }>(await db.execute(bounded));
  const exact = Number(counted?.value ?? 0);
  if (exact <= EXACT_TOTAL_BOUND) return { approximate_total: exact, total_exact: true };
  return estimatedTotal(db, matching);
}

/** The total of rows known to be more than EXACT_TOTAL_BOUND: the planner's estimate of `matching`, never below the bound. */
export async function estimatedTotal(db: Database, matching: SQLWrapper): Promise<{ approximate_total: number; total_exact: boolean }> {
  return { approximate_total: Math.max(await plannedRows(db, matching.getSQL()), EXACT_TOTAL_BOUND + 1), total_exact: false };
}

/**
 * A timestamp column as its exact text, for a sort key: PostgreSQL keeps microseconds and a JavaScript Date only
 * milliseconds, so a key read as a Date could repeat or skip rows written within one millisecond.
 */
export const exactTime = (column: SQLWrapper) => sql<string>`${column}::text`;

/** The planner's row estimate of a query (EXPLAIN without running it). */
async function plannedRows(db: Database, query: SQL): Promise<number> {
  const [plan] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) ${query}`));
  const parsed = typeof plan?.['QUERY PLAN'] === 'string' ? JSON.parse(plan['QUERY PLAN']) : plan?.['QUERY PLAN'];
  const rows = (parsed as [{ Plan?: { 'Plan Rows'?: number } }] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return Math.round(Number(rows ?? 0));
}
