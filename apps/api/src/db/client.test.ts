import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTestDatabase } from '../test-support/test-app.ts';

/**
 * Decision 0020: on a PostgreSQL server every parameterised statement is prepared once per connection and reused by
 * name. Only a server has connections to prepare on (the embedded database runs each query as it comes), so these
 * tests need TEST_DATABASE_URL, as CI's PostgreSQL run gives them.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('statements on a PostgreSQL server', () => {
  let server: Awaited<ReturnType<typeof serverTestDatabase>>;
  beforeAll(async () => {
    server = await serverTestDatabase(adminUrl!);
  });
  afterAll(() => server.drop());

  const prepared = (text: string) => sql`select count(*)::int as n from pg_prepared_statements where statement = ${text}`;
  const countOf = (result: unknown) => (result as { rows: Array<{ n: number }> }).rows[0]!.n;

  it('a parameterised statement is prepared once on its connection and reused; one without parameters is not prepared', async () => {
    await server.handle.db.transaction(async (tx) => {
      for (const value of [1, 2, 3])
        expect(await tx.execute(sql`select ${value}::int + 1 as next`)).toMatchObject({ rows: [{ next: value + 1 }] });
      expect(countOf(await tx.execute(prepared('select $1::int + 1 as next')))).toBe(1);
      await tx.execute(sql`select 41 + 1 as answer`);
      expect(countOf(await tx.execute(prepared('select 41 + 1 as answer')))).toBe(0);
    });
  });
});
