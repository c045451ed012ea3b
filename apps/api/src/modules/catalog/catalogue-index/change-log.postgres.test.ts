import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../db/statements.ts';
import { buildTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { CatalogueIndex } from './index.ts';

/**
 * The change log read from the oldest transaction still running (decision 0062): a change by a transaction that began
 * before another's but commits after it is not lost, though a later transaction's change was read first. Two
 * transactions at once need a server: PostgreSQL pass only.
 */
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
}, 120_000);
afterAll(() => shop.close());

describe('the catalogue index follows the change log', () => {
  it('a change committed after a later transaction’s change was read is still read', async () => {
    const index = new CatalogueIndex(shop.db, { freshMs: 0 });
    await index.ready();
    const [first, second] = rowsOf<{ id: number; price: number }>(
      await shop.db.execute(sql`select id, effective_price as price from products where withdrawn_at is null order by id limit 2`),
    );
    const priceOf = async (id: number) => {
      const columns = await index.current();
      return columns.price[columns.slotOf(id)];
    };
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let updated!: () => void;
    const written = new Promise<void>((resolve) => (updated = resolve));
    // The earlier transaction: its id is the lower, its change still uncommitted while the later one's is read.
    const earlier = shop.db.transaction(async (transaction) => {
      await transaction.execute(sql`update products set effective_price = 101 where id = ${first!.id}`);
      updated();
      await committing;
    });
    await written;
    await shop.db.execute(sql`update products set effective_price = 202 where id = ${second!.id}`);
    expect(await priceOf(second!.id)).toBe(202);
    expect(await priceOf(first!.id)).toBe(first!.price);
    commit();
    await earlier;
    expect(await priceOf(first!.id)).toBe(101);
  });

  it('a transaction left open elsewhere holds the horizon back, but a change read once is not applied, nor reported, again', async () => {
    let reported = 0;
    const index = new CatalogueIndex(shop.db, { freshMs: 0, onChanged: () => (reported += 1) });
    await index.ready();
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    let begun!: () => void;
    const open = new Promise<void>((resolve) => (begun = resolve));
    // An import's batch, a backup: a transaction holding an id, open for the whole test.
    const held = shop.db.transaction(async (transaction) => {
      await transaction.execute(sql`select pg_current_xact_id()`);
      begun();
      await finishing;
    });
    await open;
    await shop.db.execute(sql`update products set rank = rank + 1 where id = (select min(id) from products where withdrawn_at is null)`);
    await index.current();
    await index.current();
    await index.current();
    expect(reported).toBe(1);
    finish();
    await held;
  });
});
