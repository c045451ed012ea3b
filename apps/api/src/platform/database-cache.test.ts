import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabase, PGLITE_OPTIONS, type DatabaseHandle } from '../db/client.ts';
import { migratedSnapshot } from '../test-support/snapshots.ts';
import { cachedPerDatabase } from './database-cache.ts';

let first: DatabaseHandle;
let second: DatabaseHandle;
// Two databases from the saved migrated snapshot: it loads in about a second, where a blank PGlite's first start
// (initdb) took 20 s of the 30 s a test may take on a busy machine.
beforeAll(async () => {
  const data = await migratedSnapshot();
  first = embeddedDatabase(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: data }));
  second = embeddedDatabase(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: data }));
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('cachedPerDatabase', () => {
  it('a transaction finds what its database loaded: nothing is read again inside it', async () => {
    let loads = 0;
    const cached = cachedPerDatabase(60_000, async () => ++loads);
    expect(await cached(first.db)).toBe(1);
    await first.db.transaction(async (tx) => {
      expect(await cached(tx)).toBe(1);
    });
    expect(loads).toBe(1);
  });

  it('each database keeps its own', async () => {
    const cached = cachedPerDatabase(60_000, async (db) => db);
    expect(await cached(first.db)).toBe(first.db);
    expect(await cached(second.db)).toBe(second.db);
  });

  it('a failed load is not kept: the next caller reads again', async () => {
    let loads = 0;
    const cached = cachedPerDatabase(60_000, async () => {
      loads += 1;
      if (loads === 1) throw new Error('database away');
      return loads;
    });
    await expect(cached(first.db)).rejects.toThrow('database away');
    expect(await cached(first.db)).toBe(2);
  });
});

describe('cachedPerDatabase and transactions', () => {
  it('a transaction does not wait for a load its database has still running: it reads for itself', async () => {
    const cached = cachedPerDatabase(60_000, async (db) => {
      await db.execute(sql`select 1`);
      return 1;
    });
    let outside: Promise<number> | undefined;
    const inside = await first.db.transaction(async (tx) => {
      // PGlite runs the database's query only once this transaction ends.
      outside = cached(first.db);
      return cached(tx);
    });
    expect(inside).toBe(1);
    expect(await outside).toBe(1);
  });
});
