import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Transaction } from './client.ts';

/**
 * The rows of a raw statement (`db.execute`): PGlite answers {rows}, node-postgres a result with rows too, and drizzle
 * passes either through. The caller names the columns it selected.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

/**
 * Several writes that depend on nothing the others answer, sent as ONE statement (the first ones as data-modifying
 * WITH parts): one round trip instead of one each, all or nothing like any statement.
 */
export async function writeAll(tx: Transaction, writes: SQLWrapper[]): Promise<void> {
  const last = writes.at(-1);
  if (!last) return;
  // getSQL(): a query builder put in a template as it is becomes a parenthesised subquery.
  const parts = writes.slice(0, -1).map((write, index) => sql`${sql.raw(`w${index}`)} as (${write.getSQL()})`);
  await tx.execute(parts.length === 0 ? last.getSQL() : sql`with ${sql.join(parts, sql`, `)} ${last.getSQL()}`);
}
