/** Ids (numbers or uuids: no commas, quotes or braces) as one array parameter's text, e.g. `{3,5,8}` for `$1::int[]`. */
export const idsParameter = (ids: Iterable<number | string>): string => `{${[...ids].join(',')}}`;

/**
 * Values (numbers, nulls, or text without quotes or backslashes: ids, keys, ISO times) as one array parameter's text,
 * e.g. `{"3",NULL,"8"}` for `$1::int[]` — a column of `unnest` in a set-wise statement.
 */
export const valuesParameter = (values: Iterable<number | string | null>): string =>
  `{${[...values].map((value) => (value === null ? 'NULL' : `"${value}"`)).join(',')}}`;

/** Any texts as one array parameter's text, each quoted and its quotes and backslashes escaped, e.g. `{"wi-fi","a b"}`. */
export const textsParameter = (texts: Iterable<string>): string =>
  `{${[...texts].map((text) => `"${text.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/**
 * The rows of a raw statement (`db.execute`): PGlite answers {rows}, node-postgres a result with rows too, and drizzle
 * passes either through. The caller names the columns it selected.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
}

/** `word` as typed inside a LIKE / ILIKE pattern: its %, _ and \ match themselves. */
export const likeEscaped = (word: string): string => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A LIKE / ILIKE pattern for text containing `word` as typed. */
export const containing = (word: string): string => `%${likeEscaped(word)}%`;
