/**
 * The rows of a raw statement (`db.execute`): PGlite answers {rows}, node-postgres a result with rows too, and drizzle
 * passes either through. The caller names the columns it selected.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}
