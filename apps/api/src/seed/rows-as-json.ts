import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client.ts';
import { rowsOf } from '../db/statements.ts';

/** Rows per statement: a few megabytes of JSON each at the catalogue's widest rows (products). */
const ROWS_PER_STATEMENT = 5000;

/**
 * The seed's many rows, a few thousand per statement, each statement's rows sent as ONE JSON parameter that PostgreSQL
 * unpacks (jsonb_populate_recordset). Building a VALUES list of every value cost the query builder about 25 s of an
 * 81 s seed of 100,000 products (bench/README.md "Catalogue size"). Every row has the same keys (the table's property
 * names); values are what JSON carries them as (jsonb objects, text arrays, dates as ISO text). The `returning`
 * columns of every row come back.
 */
export async function insertRowsAsJson<Row extends Record<string, unknown>, Returned = never>(
  tx: Transaction,
  table: PgTable,
  rows: readonly Row[],
  returning?: SQL,
  /** Columns computed by PostgreSQL from each row (its columns read as `given.<name>`), by column name. */
  computed: Record<string, SQL> = {},
): Promise<Returned[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((key) => key in columns);
  const names = keys.map((key) => columns[key]!.name);
  const targets = sql.join(
    [...names, ...Object.keys(computed)].map((name) => sql.identifier(name)),
    sql`, `,
  );
  const values = sql.join([...names.map((name) => sql`given.${sql.identifier(name)}`), ...Object.values(computed)], sql`, `);
  const returned: Returned[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const json = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map((row) => Object.fromEntries(keys.map((key, index) => [names[index], row[key]])));
    const result = await tx.execute(
      sql`insert into ${table} (${targets}) select ${values} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb) as given${
        returning ? sql` returning ${returning}` : sql``
      }`,
    );
    if (returning) returned.push(...rowsOf<Returned>(result));
  }
  return returned;
}
