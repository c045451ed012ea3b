import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTestDatabase } from './test-support/test-app.ts';
import {
  ADMIN_URL,
  apiGet as get,
  managerApiToken as tokenOn,
  someAddress,
  startApi,
  stopAll,
  type ShopProcess as ApiProcess,
} from './test-support/shop-processes.ts';

/**
 * Two API processes on one PostgreSQL server and one Redis (decision 0022), each started as `npm start` starts one.
 * Runs where both answer (CI's machine has them); elsewhere it is skipped, saying why.
 */
let database: Awaited<ReturnType<typeof serverTestDatabase>>;
const managerApiToken = () => tokenOn(database.url);

describe('two API processes on PostgreSQL and Redis (issue #16)', () => {
  let first: ApiProcess;
  let second: ApiProcess;
  beforeAll(async () => {
    database = await serverTestDatabase(ADMIN_URL);
    await database.handle.close();
    // The first prepares the database (migrations, seed); the second finds it ready.
    first = await startApi(database.url);
    second = await startApi(database.url);
  }, 320_000);
  afterAll(async () => {
    await stopAll();
    await database?.drop();
  });

  it('counts one rate limit across both: the 21st call of a minute is refused by whichever process gets it', async () => {
    const from = someAddress();
    for (let call = 0; call < 20; call++)
      expect((await get(call % 2 === 0 ? first : second, '/masters/membership', from)).status).toBe(200);
    expect((await get(first, '/masters/membership', from)).status).toBe(429);
    expect((await get(second, '/masters/membership', from)).status).toBe(429);
    // Another shopper is not held back by the first's calls.
    expect((await get(second, '/masters/membership', someAddress())).status).toBe(200);
  });

  it('a product withdrawn through one process is no longer answered from the other’s memory', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ code: string; slug: string }>('select code, slug from products order by id limit 1');
    await client.end();
    const [{ code, slug }] = rows as [{ code: string; slug: string }];
    const page = `/products/${slug}`;
    const from = someAddress();
    // The second process answers it, and keeps the answer in memory (ANSWER_CACHE_MS is ten minutes here).
    expect((await get(second, page, from)).body.data).toMatchObject({ withdrawn: false });
    const withdrawn = await fetch(`http://127.0.0.1:${first.port}/admin/products/${code}/withdraw`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await managerApiToken()}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(withdrawn.status).toBe(200);
    await expect.poll(async () => (await get(second, page, from)).body.data, { timeout: 5_000 }).toMatchObject({ withdrawn: true });
  });

  it('a price changed through one process shows on the other’s cached product page within 5 s; a scheduled one applies once', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // A manager's API token stands for the second factor that prices.write needs.
    const token = await managerApiToken();
    const { rows } = await client.query<{ id: number; slug: string; price: number }>(
      `select v.id, p.slug, v.price from product_variants v join products p on p.id = v.product_id
       where v.special_price is null and v.price > 5000 order by v.id desc limit 1`,
    );
    const [{ id, slug, price }] = rows as [{ id: number; slug: string; price: number }];
    const page = `/products/${slug}`;
    // Each read from an address of its own: the polls below must never meet the 20-a-minute limit of this file.
    const priceOn = async (api: ApiProcess) =>
      ((await get(api, page, someAddress())).body.data as { variants: Array<{ variant_id: number; price: number }> }).variants.find(
        (variant) => variant.variant_id === id,
      )?.price;
    expect(await priceOn(second)).toBe(price);
    const admin = (path: string, method: string, body: unknown) =>
      fetch(`http://127.0.0.1:${first.port}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await admin(`/admin/variants/${id}`, 'PATCH', { price: price - 1000 })).status).toBe(200);
    await expect.poll(() => priceOn(second), { timeout: 5_000 }).toBe(price - 1000);

    // Scheduled a second ahead: both processes' runners poll every 200 ms, one applies it, once.
    const runAt = new Date(Date.now() + 1_000).toISOString();
    expect((await admin(`/admin/variants/${id}/scheduled-prices`, 'POST', { price: price - 2000, run_at: runAt })).status).toBe(200);
    await expect.poll(() => priceOn(second), { timeout: 10_000 }).toBe(price - 2000);
    expect(await priceOn(first)).toBe(price - 2000);
    const { rows: history } = await client.query(`select source from price_changes where variant_id = $1 order by id`, [id]);
    await client.end();
    expect(history).toEqual([{ source: 'manual' }, { source: 'scheduled' }]);
  });

  it('runs each job once although both runners poll the same queue', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // Messages about an order that does not exist: each run finds nothing to send and is done. They carry a mark of
    // their own: the demo shop's first orders (its desk) queue messages of theirs.
    await client.query(
      `insert into jobs (kind, payload) select 'order-message',
         jsonb_build_object('orderId', gen_random_uuid()::text, 'message', 'shipped', 'probe', 'runners')
       from generate_series(1, 40)`,
    );
    await expect
      .poll(
        async () =>
          (await client.query(`select count(*)::int as open from jobs where payload->>'probe' = 'runners' and status <> 'done'`)).rows[0]
            .open,
        {
          timeout: 20_000,
        },
      )
      .toBe(0);
    const { rows } = await client.query<{ attempts: number; runs: number }>(
      `select attempts, count(*)::int as runs from jobs where payload->>'probe' = 'runners' group by attempts`,
    );
    await client.end();
    expect(rows).toEqual([{ attempts: 1, runs: 40 }]);
  });
});
