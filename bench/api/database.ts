/**
 * SQL on the API's own database, for what the API has no call for: choosing the variants to buy, setting the
 * contention variant's stock and checking afterwards that nothing was oversold. Never used while measuring.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { ApiProcess } from './server.ts';

export interface Sql {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

/**
 * Runs `work` with SQL on the database the API uses. An embedded PGlite database belongs to one process at a time:
 * the API is stopped around the work and started again (its tokens stay valid: the secret lives in DATA_DIR).
 */
export async function withDatabase<T>(
  api: ApiProcess,
  where: { databaseUrl?: string | undefined; dataDir: string },
  work: (sql: Sql) => Promise<T>,
): Promise<T> {
  if (where.databaseUrl) {
    const client = new pg.Client({ connectionString: where.databaseUrl });
    await client.connect();
    try {
      return await work({ query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[] });
    } finally {
      await client.end();
    }
  }
  await api.stop();
  const embedded = await PGlite.create(join(where.dataDir, 'pglite'), { extensions: { pg_trgm } });
  try {
    return await work({ query: async <Row>(text: string, params?: unknown[]) => (await embedded.query<Row>(text, params)).rows });
  } finally {
    await embedded.close();
    await api.start();
  }
}
