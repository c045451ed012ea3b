/**
 * The orders desk's list at scale (issue #26, decision 0042): 200,000 orders (20,000 members) written straight into a
 * throw-away database on DATABASE_URL's PostgreSQL server, analysed, then GET admin/orders asked one request at a time
 * through the API in this process (Fastify's inject, no sockets) with a staff session: the first page, a state's, a
 * page 100 pages deep by its cursor, and searches by order number, its start, phone, e-mail and name. Prints p50 and
 * p99 per scenario, the load average beside them. A measurement, not a timed test.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npx tsx bench/admin/orders.ts
 *   (BENCH_ORDERS 200,000; BENCH_REQUESTS 200; BENCH_SCENARIOS=name,phone only those)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { adminCall, staffSession } from '../../apps/api/src/test-support/staff.ts';
import { buildTestApp } from '../../apps/api/src/test-support/test-app.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200_000);
const MEMBERS = Math.max(Math.round(ORDERS / 10), 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: a PostgreSQL server to make a throw-away database on');
process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;

const FIRST_NAMES = ['สมชาย', 'สมหญิง', 'กนกวรรณ', 'ประเสริฐ', 'วิไลวรรณ', 'Somchai', 'Kanokwan', 'Anan', 'Malee', 'Preecha'];

const shop = await buildTestApp({ seedProducts: 480, rateLimitPerMinute: 100_000_000 });
try {
  const seedStarted = performance.now();
  await shop.db.execute(sql`
    insert into customers (role, phone, email, firstname, lastname)
    select 'user', '09' || lpad(i::text, 8, '0'), 'bench' || i || '@example.com',
      (string_to_array(${FIRST_NAMES.join(',')}, ','))[1 + i % ${FIRST_NAMES.length}], 'นามสกุล' || i
    from generate_series(1, ${MEMBERS}) as i`);
  // Newest first one a minute apart; states as a shop that has run a while holds them; one line and one attempt each.
  await shop.db.execute(sql`
    with members as (select id, row_number() over (order by id) as n from customers where email like 'bench%@example.com'),
    placed as (
      insert into orders (order_no, customer_id, status, payment_method, delivery, contact_phone, locale, subtotal, discount_total,
        shipping_fee, cashback_used, cashback_earned, vat_included, total, pricing, created_at, updated_at)
      select 'TB' || lpad(i::text, 12, '0'), m.id,
        (array['COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','COMPLETED','RECEIPT','SHIPMENT','PAYMENT','CANCELLED'])[1 + i % 10],
        'CREDITCARD',
        jsonb_build_object('type', 'home', 'address', jsonb_build_object('firstname', 'ผู้รับ' || (i % 5000), 'lastname', 'ทดสอบ', 'phone', '08' || lpad((i % 90000000)::text, 8, '0'))),
        '08' || lpad((i % 90000000)::text, 8, '0'), 'th', 50000, 0, 0, 0, 0, 3271, 50000, '{}',
        now() - make_interval(mins => i), now()
      from generate_series(1, ${ORDERS}) as i join members m on m.n = 1 + i % ${MEMBERS}
      returning id, status
    ),
    lines as (
      insert into order_lines (order_id, variant_id, product_code, product_slug, name, image, options, quantity, list_price, unit_price, line_total)
      select id, 1, 'BENCH', 'bench', '{"th": "สินค้า", "en": "Product"}', '/media/bench.webp', '{}', 1, 50000, 50000, 50000 from placed
    )
    insert into payments (order_id, method, status, amount)
    select id, 'CREDITCARD', case when status = 'PAYMENT' then 'PENDING' when status = 'CANCELLED' then 'CANCELLED' else 'PAID' end, 50000
    from placed`);
  await shop.db.execute(sql`analyze customers, orders, order_lines, payments, shipments`);
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(0);
  const staff = await staffSession(shop.app, 'packer');
  const list = async (query: string) => {
    const answer = await adminCall(shop.app, 'GET', `/admin/orders${query}`, { headers: staff });
    if (answer.statusCode !== 200) throw new Error(`GET admin/orders${query} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json().data as { items: Array<{ order_no: string }>; next_cursor: string | null; approximate_total: number };
  };
  // A page 100 pages deep: its cursor, followed from the first page.
  let deep = '';
  for (let page = 0; page < 100; page += 1) deep = (await list(deep ? `?cursor=${deep}` : ''))!.next_cursor!;
  const scenarios: Array<[string, (index: number) => string]> = [
    ['first page (50, all states)', () => ''],
    ['first page of one state (SHIPMENT)', () => '?status=SHIPMENT'],
    ['page 101 by its cursor', () => `?cursor=${deep}`],
    ['search: an order number', (index) => `?q=TB${String(1 + ((index * 7919) % ORDERS)).padStart(12, '0')}`],
    [
      'search: an order number’s start',
      (index) =>
        `?q=TB${String(1 + ((index * 7919) % ORDERS))
          .padStart(12, '0')
          .slice(0, 9)}`,
    ],
    ['search: a phone', (index) => `?q=08${String(1 + ((index * 7919) % ORDERS)).padStart(8, '0')}`],
    ['search: an e-mail', (index) => `?q=bench${1 + ((index * 31) % MEMBERS)}@example.com`],
    [
      'search: a member’s first name (2,000 members share it)',
      (index) => `?q=${encodeURIComponent(FIRST_NAMES[index % FIRST_NAMES.length]!)}`,
    ],
    ['search: a recipient’s name (40 orders)', (index) => `?q=${encodeURIComponent(`ผู้รับ${1000 + (index % 4000)}`)}`],
  ];
  const load = loadavg()[0]!.toFixed(1);
  console.log(`${ORDERS} orders of ${MEMBERS} members seeded in ${seedSeconds} s; ${REQUESTS} requests per scenario, one at a time`);
  console.log('| scenario | p50 ms | p99 ms | max ms | approximate_total |');
  console.log('|---|---|---|---|---|');
  // BENCH_SCENARIOS=name,phone runs only the scenarios whose names contain one of these words.
  const only = process.env.BENCH_SCENARIOS?.split(',');
  for (const [name, query] of scenarios.filter(([name]) => !only || only.some((word) => name.includes(word)))) {
    for (let index = 0; index < 20; index += 1) await list(query(index));
    const times: number[] = [];
    let total = 0;
    for (let index = 0; index < REQUESTS; index += 1) {
      const started = performance.now();
      total = (await list(query(index))).approximate_total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
    console.log(`| ${name} | ${at(0.5)} | ${at(0.99)} | ${times.at(-1)!.toFixed(1)} | ${total} |`);
  }
  console.log(`load average ${load} → ${loadavg()[0]!.toFixed(1)}`);
} finally {
  await shop.close();
}
