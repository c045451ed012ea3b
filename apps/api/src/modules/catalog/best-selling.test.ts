import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { refreshBestSelling } from './best-selling.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The product codes of the first best sellers; each call asks a size of its own, so no kept answer is read. */
const bestSellers = async (size: number) => {
  const response = await call(shop.app, 'GET', `/catalog/products?sort=best_selling&size=${size}`);
  expect(response.statusCode).toBe(200);
  return (response.json().data.items as { product_id: string }[]).map((card) => card.product_id);
};

describe('the best-selling order, counted apart from every order', () => {
  it('no index of products holds stock or sold, which every order changes (so an order updates its product in place)', async () => {
    const indexes = rowsOf<{ name: string; definition: string }>(
      await shop.db.execute(sql`
        select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
        where t.relname = 'products'`),
    );
    expect(indexes.length).toBeGreaterThan(20);
    expect(indexes.filter((index) => /\b(stock|sold)\b/.test(index.definition)).map((index) => index.name)).toEqual([]);
  });

  it('a product that sells follows in the best-selling order once the refresh has counted it, not before; a second run changes nothing', async () => {
    const before = await bestSellers(40);
    const climber = before.at(-1)!;
    await shop.db.execute(sql`update products set sold = sold + 1000000 where code = ${climber}`);
    expect((await bestSellers(41))[0]).toBe(before[0]);

    await refreshBestSelling(shop.db);
    const after = await bestSellers(42);
    expect(after[0]).toBe(climber);
    expect(after.slice(1, 40)).toEqual(before.slice(0, 39));

    await refreshBestSelling(shop.db);
    const [row] = rowsOf<{ behind: number }>(
      await shop.db.execute(sql`select count(*)::int as behind from products where sold_ranked <> sold`),
    );
    expect(row?.behind).toBe(0);
    expect((await bestSellers(43)).slice(0, 42)).toEqual(after);
  });
});
