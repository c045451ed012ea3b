import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { formatBaht } from '@talad/domain';
import type { Cart, ProductListing } from '@talad/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.ts';
import { serverTestDatabase } from './test-support/test-app.ts';
import {
  ADMIN_URL,
  apiCall,
  apiGet,
  managerApiToken,
  someAddress,
  startApi,
  startWeb,
  stopAll,
  type ShopProcess,
} from './test-support/shop-processes.ts';

/**
 * Issue #27's proof of item 7 with the whole shop doubled: two API processes on PostgreSQL and Redis, a built web
 * server in front of each keeping its pages 30 s, and a price edited through one API (decisions 0022, 0026, 0057). In
 * the PostgreSQL pass only, which runs after the build (`npm test` builds for its journeys).
 */
let database: Awaited<ReturnType<typeof serverTestDatabase>>;
let apis: ShopProcess[];
let webs: ShopProcess[];

beforeAll(async () => {
  if (!existsSync(join(REPO_ROOT, 'apps/web/build/server/index.js'))) throw new Error('the web is not built: npm run build first');
  database = await serverTestDatabase(ADMIN_URL);
  await database.handle.close();
  // The first prepares the database (migrations, seed); the second finds it ready.
  const first = await startApi(database.url);
  apis = [first, await startApi(database.url)];
  webs = await Promise.all(apis.map(startWeb));
}, 320_000);
afterAll(async () => {
  await stopAll();
  await database?.drop();
});

/** A web page as a shopper's browser asks for it: its HTML, and whether the web answered it from its kept pages. */
async function page(web: ShopProcess, path: string) {
  const response = await fetch(`http://127.0.0.1:${web.port}${path}`, { headers: { 'x-forwarded-for': someAddress() } });
  expect(response.status, path).toBe(200);
  return { html: await response.text(), cache: response.headers.get('x-cache') };
}

describe('two web processes on two API processes with Redis (issue #27 item 7)', () => {
  it('a price edited in the admin shows on both webs’ kept product and listing pages and in a fresh cart within 5 s', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows: brands } = await client.query<{ slug: string }>(
      `select b.slug from brands b join products p on p.brand_id = b.id group by b.slug order by count(*) desc limit 1`,
    );
    const brand = brands[0]!.slug;
    // The brand's cheapest products first: 13 satang off keeps the product on the first page of both.
    const listingQuery = `brand=${brand}&sort=price_low_to_high`;
    const listing = (await apiGet(apis[1]!, `/catalog/products?${listingQuery}`, someAddress())).body.data as ProductListing;
    // A product whose cheapest variant is in stock: the product page opens on it, and the card shows its price.
    const { rows } = await client.query<{ code: string; id: number; price: number; special_price: number | null }>(
      `select p.code, v.id, v.price, v.special_price from products p
       join lateral (select * from product_variants where product_id = p.id order by coalesce(special_price, price), id limit 1) v on true
       where p.code = any($1) and v.stock > 0`,
      [listing.items.map((item) => item.product_id)],
    );
    const card = listing.items.find((item) => rows.some((row) => row.code === item.product_id))!;
    const cheapest = rows.find((row) => row.code === card.product_id)!;
    await client.end();
    const newPrice = (cheapest.special_price ?? cheapest.price) - 13;
    const shown = formatBaht(newPrice);
    const paths = [`/product/${card.slug}`, `/brand/${brand}?${listingQuery}`];

    // Each web renders and keeps both pages; asked again, it answers them from what it kept.
    for (const web of webs) for (const path of paths) await page(web, path);
    for (const web of webs)
      for (const path of paths) {
        const kept = await page(web, path);
        expect(kept.cache, path).toBe('HIT');
        expect(kept.html.includes(shown), path).toBe(false);
      }

    const edited = await fetch(`http://127.0.0.1:${apis[0]!.port}/admin/variants/${cheapest.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await managerApiToken(database.url)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ special_price: newPrice }),
    });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();
    const showing = async () => {
      const answers = await Promise.all(webs.flatMap((web) => paths.map((path) => page(web, path))));
      return answers.map((answer) => answer.html.includes(shown));
    };
    await expect.poll(showing, { timeout: 5_000, interval: 200 }).toEqual([true, true, true, true]);
    expect(Date.now() - editedAt).toBeLessThan(5_000);
    // A fresh cart on the other API process: a guest's first line is priced as edited.
    const shopper = someAddress();
    const guest = (await apiCall(apis[1]!, 'POST', '/auth/login/guest', shopper)).body.data as { access_token: string };
    const token = guest.access_token;
    expect(
      (await apiCall(apis[1]!, 'POST', '/cart/items', shopper, { token, body: { variant_id: cheapest.id, quantity: 1 } })).status,
    ).toBe(200);
    const cart = (await apiCall(apis[1]!, 'GET', '/cart', shopper, { token })).body.data as Cart;
    expect(cart.lines.find((line) => line.variant_id === cheapest.id)?.unit_price).toBe(newPrice);
  });

  it('a product withdrawn through one API leaves both APIs’ listings and searches within 1 s; withdrawn by SQL, announced by nobody, too (issue #28)', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ code: string; brand: string; name: string }>(
      `select p.code, b.slug as brand, p.name->>'en' as name from products p join brands b on b.id = p.brand_id
       where p.withdrawn_at is null order by p.id limit 1`,
    );
    const { code, brand, name } = rows[0]!;
    const paths = [`/catalog/products?brand=${brand}&size=48`, `/search?search=${encodeURIComponent(name)}&size=48`];
    // Whether each API's listing and search hold the product: four answers, each kept by its API for ten minutes.
    const held = () =>
      Promise.all(
        apis.flatMap((api) =>
          paths.map(async (path) => {
            const answer = await apiGet(api, path, someAddress());
            return (answer.body.data as ProductListing).items.some((item) => item.product_id === code);
          }),
        ),
      );
    expect(await held()).toEqual([true, true, true, true]);
    const move = async (action: 'withdraw' | 'restore') =>
      fetch(`http://127.0.0.1:${apis[0]!.port}/admin/products/${code}/${action}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await managerApiToken(database.url)}` },
      });

    expect((await move('withdraw')).status).toBe(200);
    let movedAt = Date.now();
    await expect.poll(held, { timeout: 1_000, interval: 50 }).toEqual([false, false, false, false]);
    expect(Date.now() - movedAt).toBeLessThan(1_000);
    expect((await move('restore')).status).toBe(200);
    await expect.poll(held, { timeout: 1_000, interval: 50 }).toEqual([true, true, true, true]);

    // Written by hand: no process announces it; each finds it in the change log (catalogue_changes) and empties its kept answers.
    await client.query(`update products set withdrawn_at = now() where code = $1`, [code]);
    movedAt = Date.now();
    await expect.poll(held, { timeout: 1_000, interval: 50 }).toEqual([false, false, false, false]);
    expect(Date.now() - movedAt).toBeLessThan(1_000);
    await client.query(`update products set withdrawn_at = null where code = $1`, [code]);
    await expect.poll(held, { timeout: 1_000, interval: 50 }).toEqual([true, true, true, true]);
    await client.end();
  });
});
