import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './statements.ts';
import { serverTestDatabase } from '../test-support/test-app.ts';

/**
 * Decision 0020: on a PostgreSQL server every parameterised statement is prepared once per connection and reused by
 * name. Only a server has connections to prepare on (the embedded database runs each query as it comes), so these
 * tests need TEST_DATABASE_URL, as CI's PostgreSQL run gives them; vitest.config.ts takes *.postgres.test.ts files only then.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe('statements on a PostgreSQL server', () => {
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

  it('a statement matching a pattern given as a parameter is planned with its value each time, never prepared', async () => {
    await server.handle.db.transaction(async (tx) => {
      for (const pattern of ['ab%', 'c%'])
        expect(await tx.execute(sql`select ${'abc'}::text like ${pattern} as matched`)).toMatchObject({
          rows: [{ matched: pattern === 'ab%' }],
        });
      expect(countOf(await tx.execute(prepared('select $1::text like $2 as matched')))).toBe(0);
    });
  });

  it('statements asked together in a transaction run one after another, in the order asked, each with its own answer', async () => {
    // node-postgres queues a statement handed over while another waits (with a deprecation warning; pg 9 refuses it).
    let queuedBehindAnother = 0;
    const send = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      if ((this as unknown as { _queryQueue: unknown[] })._queryQueue.length > 0) queuedBehindAnother += 1;
      return (send as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof send;
    try {
      const answers = await server.handle.db.transaction((tx) =>
        Promise.all([1, 2, 3, 4].map(async (value) => rowsOf<{ n: number }>(await tx.execute(sql`select ${value}::int * 10 as n`))[0]?.n)),
      );
      expect(answers).toEqual([10, 20, 30, 40]);
    } finally {
      pg.Client.prototype.query = send;
    }
    expect(queuedBehindAnother).toBe(0);
  });
});
