/**
 * The back office at 100,000 products (issue #27 item 8): on DATABASE_URL's PostgreSQL database (migrated, and seeded with
 * SEED_PRODUCTS products when empty — seed it first with apps/api/src/seed/time-seed.ts, bench/README.md "Catalogue
 * size"), 1,000,000 stock-adjustment rows are written in one statement (half of them on 100 variants, 5,000 each; half
 * over every variant), then the API in this process is asked, one request at a time through Fastify's inject with a
 * staff session, for GET admin/products (first pages, pages 100–300 deep by their cursors, searches) and GET
 * admin/variants/{id}/stock-adjustments (first pages and pages 1,000 rows deep) — every request a different URL. Then
 * the shop listens on BENCH_API_PORT and autocannon asks listings and product pages (distinct, signed, as shoppers)
 * for BENCH_SECONDS before, and again while a 100,000-row CSV (a new price and a count for 100,000 variants) is imported through
 * POST admin/catalogue/import and applied batch by batch as its job would, its progress read from
 * GET admin/catalogue/imports/{id}. Prints the figures and the load average beside them. A measurement, not a test.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/talad_abench npx tsx bench/admin/catalogue.ts
 *   (BENCH_HISTORY 1,000,000; BENCH_REQUESTS 200; BENCH_SECONDS 20; BENCH_CONNECTIONS 20; BENCH_API_PORT 4931;
 *   BENCH_IMPORT_ROWS 100,000; BENCH_SKIP_IMPORT=1 only the admin lists; BENCH_SCENARIOS=stock only those lists,
 *   BENCH_SCENARIOS=search only the searches; BENCH_WARM 20 requests before each scenario's)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { PRODUCT_SORTS } from '@talad/domain';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { untickWithdrawn } from '../../apps/api/src/modules/cart/index.ts';
import { applyImport } from '../../apps/api/src/modules/catalogue-bulk/apply.ts';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import { rowsOf } from '../../apps/api/src/db/statements.ts';
import { encodeCursor } from '../../apps/api/src/platform/keyset.ts';
import { createLogger } from '../../apps/api/src/platform/logger.ts';
import { seedIfEmpty } from '../../apps/api/src/seed/index.ts';
import { adminCall, staffSession } from '../../apps/api/src/test-support/staff.ts';
import { loginAsGuest } from '../../apps/api/src/test-support/test-app.ts';
import { signed } from '../signing.ts';

const HISTORY = Number(process.env.BENCH_HISTORY ?? 1_000_000);
const HOT_VARIANTS = 100;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM = Number(process.env.BENCH_WARM ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_API_PORT ?? 4931);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: the PostgreSQL database to bench (seeded, or empty to seed)');

const load = () => loadavg()[0]!.toFixed(1);
const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'warn' }), rateLimitPerMinute: 100_000_000 };
const database = createDatabase(config);
await database.migrate();
await seedIfEmpty(database.db, config.brand, config.seedProducts);
const db = database.db;
const one = async <Row>(statement: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(statement));

/** 1,000,000 rows in one statement: half on the first 100 variants (5,000 each), half over every variant, a second apart. */
async function writeHistory() {
  const [kept] = await one<{ total: number }>(sql`select count(*)::int as total from stock_adjustments`);
  if (kept!.total >= HISTORY) return `${kept!.total} stock-adjustment rows kept from an earlier run`;
  const started = performance.now();
  await db.execute(sql`
    with variants as (select array_agg(id order by id) as ids from product_variants)
    insert into stock_adjustments (variant_id, delta, stock_after, reason, staff_id, staff_label, idempotency_key, request_hash, created_at)
    select case when n % 2 = 0 then ids[1 + (n / 2) % ${HOT_VARIANTS}] else ids[1 + n % cardinality(ids)] end,
           1 + n % 7, n % 500, (array['received', 'correction', 'damaged', 'returned'])[1 + n % 4],
           '00000000-0000-4000-8000-000000000001', 'bench', 'bench-' || n, 'bench', now() - make_interval(secs => ${HISTORY} - n)
    from variants, generate_series(1, ${HISTORY}) as n`);
  await db.execute(sql`vacuum analyze stock_adjustments`);
  return `${HISTORY} stock-adjustment rows written in ${((performance.now() - started) / 1000).toFixed(1)} s (one statement, then vacuum analyze)`;
}

const history = await writeHistory();
await db.execute(sql`vacuum analyze products, product_variants`);
const app = await buildApp({ config, db, logger: createLogger('warn') });
await app.ready();
try {
  console.log(`${config.seedProducts} products; ${history}; load average ${load()}`);
  const staff = await staffSession(app, 'owner', { secondFactor: true });
  const get = async <Data>(url: string) => {
    const answer = await adminCall(app, 'GET', url, { headers: staff });
    if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
    return answer.json().data as Data;
  };
  type Page = { items: unknown[]; next_cursor: string | null; approximate_total: number };
  /** The cursors of pages 2 to `pages`, followed from the first page of `query`. */
  const cursorsOf = async (query: string, pages: number) => {
    const cursors: string[] = [];
    let cursor: string | null = null;
    for (let page = 1; page < pages; page += 1) {
      cursor = (await get<Page>(`/admin/products?${query}${cursor ? `&cursor=${cursor}` : ''}`)).next_cursor;
      if (!cursor) break;
      cursors.push(cursor);
    }
    return cursors;
  };
  const deepAll = (await cursorsOf('size=50', 100 + REQUESTS + WARM)).slice(99);
  const deepOnSale = (await cursorsOf('size=50&state=on_sale', 100 + REQUESTS + WARM)).slice(99);
  const named = await one<{ code: string; sku: string; th: string; en: string; brand: string }>(sql`
    select p.code, (select sku from product_variants where product_id = p.id order by id limit 1) as sku,
           p.name->>'th' as th, p.name->>'en' as en, coalesce((select b.name->>'en' from brands b where b.id = p.brand_id), split_part(p.name->>'en', ' ', 1)) as brand
    from products p where p.published_at is not null order by md5(p.id::text) limit ${REQUESTS + WARM}`);
  // The variants with the longest histories (100 of 5,000 rows each as written here; 50 of 10,000 in the data of the run in bench/README.md).
  const hot = await one<{ id: number }>(
    sql`select variant_id as id from stock_adjustments group by variant_id having count(*) > 2000 order by count(*) desc limit ${HOT_VARIANTS}`,
  );
  const deepHistory = await one<{ variant: number; id: string }>(sql`
    select h.id as variant, (select id from stock_adjustments where variant_id = h.id order by id desc offset 1000 + h.n limit 1) as id
    from (select (${sql.raw(`array[${hot.map((row) => row.id).join(',')}]`)})[1 + n % ${hot.length}] as id, n from generate_series(0, ${REQUESTS + WARM - 1}) as n) h`);
  const cold = await one<{ id: number }>(sql`select id from product_variants order by md5(id::text) limit ${REQUESTS + WARM}`);
  const states = ['', '&state=on_sale', '&state=withdrawn', '&state=draft'];
  const words = (name: string, count: number) => name.split(/\s+/).slice(0, count).join(' ');
  /** Three letters from inside the name's longest word (Thai: letters and marks as they come), a word's start (4 letters). */
  const inside = (name: string) => {
    const longest = [...name.split(/\s+/)].sort((a, b) => b.length - a.length)[0]!;
    return [...longest].slice(1, 4).join('');
  };
  const start = (name: string, index: number) => {
    const all = name.split(/\s+/).filter((word) => word.length >= 4);
    return (all[index % all.length] ?? name).slice(0, 4);
  };
  const scenarios: Array<[string, (index: number) => string]> = [
    ['products: first page, each state or none, size 1–100', (i) => `/admin/products?size=${1 + Math.floor(i / 4)}${states[i % 4]}`],
    ['products: pages 100–320 by their cursors', (i) => `/admin/products?size=50&cursor=${deepAll[i]}`],
    ['products on sale: pages 100–320 by their cursors', (i) => `/admin/products?size=50&state=on_sale&cursor=${deepOnSale[i]}`],
    ['products: search a product code', (i) => `/admin/products?q=${named[i]!.code}`],
    ['products: search a whole SKU', (i) => `/admin/products?q=${encodeURIComponent(named[i]!.sku)}`],
    ['products: search two words of an English name', (i) => `/admin/products?q=${encodeURIComponent(words(named[i]!.en, 2))}`],
    ['products: search three words of a Thai name', (i) => `/admin/products?q=${encodeURIComponent(words(named[i]!.th, 3))}`],
    ['products: search inside a Thai word (3 letters)', (i) => `/admin/products?q=${encodeURIComponent(inside(named[i]!.th))}`],
    ['products: search the start of an English word (4 letters)', (i) => `/admin/products?q=${encodeURIComponent(start(named[i]!.en, i))}`],
    [
      'products: search a brand (thousands of matches)',
      (i) => `/admin/products?q=${encodeURIComponent(named[i]!.brand)}&size=${10 + (i % 40)}`,
    ],
    ['products: search a part of a SKU', (i) => `/admin/products?q=${encodeURIComponent(named[i]!.sku.slice(0, -2))}`],
    ['products: search a word nothing has', (i) => `/admin/products?q=zqxv${i}`],
    [
      'products: search Thai nothing has',
      (i) => `/admin/products?q=${encodeURIComponent(`ฎฏฐ${String.fromCodePoint(0x0e01 + (i % 40))}ฑฒ`)}`,
    ],
    ['products on sale: search two English words', (i) => `/admin/products?state=on_sale&q=${encodeURIComponent(words(named[i]!.en, 2))}`],
    [
      'stock history: first page of a variant with the longest histories',
      (i) => `/admin/variants/${hot[i % hot.length]!.id}/stock-adjustments?size=${50 + Math.floor(i / hot.length)}`,
    ],
    [
      'stock history: a page 1,000 rows deep (the same variants)',
      (i) => `/admin/variants/${deepHistory[i]!.variant}/stock-adjustments?cursor=${encodeCursor([Number(deepHistory[i]!.id)])}`,
    ],
    ['stock history: first page of any variant', (i) => `/admin/variants/${cold[i]!.id}/stock-adjustments`],
  ];
  console.log(`\n${REQUESTS} requests per scenario one at a time after ${WARM} to warm, each a different URL`);
  console.log('| scenario | distinct URLs | requests/s | p50 ms | p99 ms | max ms | approximate_total (last) | load average |');
  console.log('|---|---|---|---|---|---|---|---|');
  // BENCH_SCENARIOS=stock,cursors runs only the scenarios whose names hold one of these words.
  const only = process.env.BENCH_SCENARIOS?.split(',');
  for (const [name, url] of scenarios.filter(([name]) => !only || only.some((word) => name.includes(word)))) {
    const before = load();
    for (let index = 0; index < WARM; index += 1) await get(url(REQUESTS + index));
    const times: number[] = [];
    let total = 0;
    const started = performance.now();
    for (let index = 0; index < REQUESTS; index += 1) {
      const asked = performance.now();
      total = (await get<Page>(url(index))).approximate_total;
      times.push(performance.now() - asked);
    }
    const perSecond = Math.round(REQUESTS / ((performance.now() - started) / 1000));
    const distinct = new Set(Array.from({ length: REQUESTS + WARM }, (_, index) => url(index))).size;
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
    console.log(
      `| ${name} | ${distinct} | ${perSecond} | ${at(0.5)} | ${at(0.99)} | ${times.at(-1)!.toFixed(1)} | ${total} | ${before} → ${load()} |`,
    );
  }
  if (!process.env.BENCH_SKIP_IMPORT) await importUnderLoad(staff);
} finally {
  await app.close();
  await database.close();
}

/** The shop's listings and product pages under autocannon before and during a 100,000-row import. */
async function importUnderLoad(staff: { authorization: string }) {
  await app.listen({ port: PORT, host: '127.0.0.1' });
  const categories = (await one<{ slug: string }>(sql`select slug from categories`)).map((row) => row.slug);
  const slugs = (
    await one<{ slug: string }>(
      sql`select slug from products where published_at is not null and withdrawn_at is null order by md5(slug) limit 20000`,
    )
  ).map((row) => row.slug);
  // The listing's own sorts (the contract's enum): two made-up names here were answered 400, a quarter of the shop's asks.
  const sorts = PRODUCT_SORTS;
  const drawn = Array.from({ length: 40_000 }, (_, index) =>
    index % 2 === 0
      ? {
          path: 'catalog/products',
          query: `category=${categories[(index * 7) % categories.length]}&page=${1 + (index % 5)}&size=24&sort=${sorts[index % sorts.length]}`,
        }
      : { path: `products/${slugs[index % slugs.length]}`, query: '' },
  );
  const tokens = await Promise.all(
    Array.from({ length: 20 }, (_, index) => loginAsGuest(app, `10.9.0.${index + 1}`).then((session) => session.access_token)),
  );
  const headersOf = new Map<string, Record<string, string>>();
  // The signature holds five minutes: signed again every minute while the shop is asked.
  const sign = async () => {
    for (const { path } of drawn) headersOf.set(path, await signed(path));
  };
  await sign();
  const resigning = setInterval(() => void sign(), 60_000);
  let next = 0;
  const shoppers = (seconds: number) =>
    autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          setupRequest: (request) => {
            const { path, query } = drawn[next % drawn.length]!;
            const authorization = `Bearer ${tokens[next++ % tokens.length]}`;
            return {
              ...request,
              method: 'GET',
              path: `/${path}${query ? `?${query}` : ''}`,
              headers: { ...headersOf.get(path)!, authorization },
            };
          },
        },
      ],
    });
  const row = (name: string, result: autocannon.Result, before: string) =>
    `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${result.non2xx} | ${before} → ${load()} |`;
  try {
    const csv = await importFile();
    console.log(
      `\nShop: listings and product pages (${new Set(drawn.map((item) => item.path + item.query)).size} distinct), ${CONNECTIONS} connections`,
    );
    console.log('| phase | requests/s | p50 ms | p99 ms | max ms | non-2xx | load average |');
    console.log('|---|---|---|---|---|---|---|');
    let before = load();
    console.log(row(`before the import (${SECONDS} s)`, await shoppers(SECONDS), before));
    before = load();
    const importing = runImport(csv, staff);
    const during = await Promise.all([shoppersUntil(importing, shoppers), importing]);
    console.log(row(`during the import (${during[0].seconds} s, until it finished)`, during[0].result, before));
    before = load();
    console.log(row(`after the import (${SECONDS} s)`, await shoppers(SECONDS), before));
    console.log(during[1]);
  } finally {
    clearInterval(resigning);
  }
}

/** Shoppers for as long as the import runs (in rounds of 10 s; the figure of the last round if the import outran the first). */
async function shoppersUntil(importing: Promise<string>, shoppers: (seconds: number) => Promise<autocannon.Result>) {
  let done = false;
  void importing.finally(() => (done = true));
  const results: autocannon.Result[] = [];
  while (!done) results.push(await shoppers(10));
  // One round's figures stand for all: the p99 reported is the worst round's.
  const worst = results.reduce((a, b) => (b.latency.p99 > a.latency.p99 ? b : a));
  return {
    result: {
      ...worst,
      requests: { ...worst.requests, average: results.reduce((sum, r) => sum + r.requests.average, 0) / results.length },
    },
    seconds: results.length * 10,
  };
}

/**
 * A CSV of IMPORT_ROWS variants, each a baht dearer than now (prices are kept in satang, written in baht) and counted
 * one unit up or down (every other row), so every row writes a price change, a count and their audit entries.
 */
async function importFile() {
  const rows = await one<{ sku: string; price: number; stock: number }>(
    sql`select sku, price, stock from product_variants order by id limit ${IMPORT_ROWS}`,
  );
  const baht = (satang: number) => (satang / 100).toFixed(2);
  return Buffer.from(
    [
      'sku,price,stock',
      ...rows.map((row, index) => `${row.sku},${baht(row.price + 100)},${Math.max(row.stock + (index % 2 === 0 ? 1 : -1), 0)}`),
    ].join('\n'),
  );
}

/** POST admin/catalogue/import, then its batches applied as its job applies them, progress read as the back office reads it. */
async function runImport(csv: Buffer, staff: { authorization: string }) {
  const started = performance.now();
  const answer = await adminCall(app, 'POST', '/admin/catalogue/import', { headers: { ...staff, 'content-type': 'text/csv' }, body: csv });
  if (answer.statusCode !== 200) throw new Error(`POST admin/catalogue/import answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
  const id = (answer.json().data as { import: { id: number } }).import.id;
  const checked = performance.now();
  const progress: string[] = [];
  const watching = setInterval(async () => {
    const state = await get(`/admin/catalogue/imports/${id}`);
    progress.push(`${((performance.now() - started) / 1000).toFixed(0)} s: ${state.done}/${state.rows}`);
  }, 5000);
  const get = async (url: string) =>
    (await adminCall(app, 'GET', url, { headers: staff })).json().data as { done: number; rows: number; changed: number; state: string };
  try {
    await applyImport(db, id, { onWithdrawn: untickWithdrawn, onBatch: () => app.catalogueCaches.clear(), now: () => app.clock() });
  } finally {
    clearInterval(watching);
  }
  const end = await get(`/admin/catalogue/imports/${id}`);
  const seconds = (at: number) => ((at - started) / 1000).toFixed(1);
  return (
    `Import of ${csv.length} bytes, ${end.rows} rows: checked and kept in ${seconds(checked)} s, applied (${end.changed} changed, state ${end.state}) ` +
    `at ${seconds(performance.now())} s (${(end.rows / ((performance.now() - checked) / 1000)).toFixed(0)} rows/s applied); progress ${progress.join(', ')}`
  );
}
