import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../db/client.ts';
import { rowsOf } from '../db/statements.ts';

/**
 * Runs `write` with the tables' indexes that no constraint stands on (the listing orders, the side menu's covering
 * index, the trigram and word-id indexes…) dropped, then builds each again from its own definition. One sorted build
 * per index once the rows are in costs a fraction of an entry per row in thirty indexes while they go in (at 100,000
 * products the seed waited on the indexes most of its time; bench/README.md "A million products"). Primary keys and
 * unique constraints stay, as the rows' references are checked against them. Inside the seed's transaction: no
 * other statement sees the tables without their indexes.
 */
export async function withIndexesBuiltAfter<T>(
  tx: Transaction,
  tables: readonly PgTable[],
  write: () => Promise<T>,
  /** maintenance_work_mem for the builds (e.g. '512MB'); the server's own when omitted. */
  buildMemory?: string,
): Promise<T> {
  const names = sql.join(
    tables.map((table) => sql`${getTableName(table)}::regclass`),
    sql`, `,
  );
  const indexes = rowsOf<{ name: string; definition: string }>(
    await tx.execute(
      sql`select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
          from pg_index i join pg_class c on c.oid = i.indexrelid
          where i.indrelid in (${names}) and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
          order by c.relname`,
    ),
  );
  for (const { name } of indexes) await tx.execute(sql`drop index ${sql.identifier(name)}`);
  const written = await write();
  if (buildMemory) await tx.execute(sql`select set_config('maintenance_work_mem', ${buildMemory}, true)`);
  for (const { definition } of indexes) await tx.execute(sql.raw(definition));
  return written;
}
