/**
 * Commerce scenarios (issue #12, "Speed"): add to cart, place order ("buy now", cash on delivery) and contention
 * (2,000 buyers for the last 100 units of one variant). Every request is distinct: a random member, a random variant,
 * a fresh Idempotency-Key. Afterwards the database must show nothing oversold: no negative stock, and for every
 * variant the stock taken equals the units in the orders placed during the run.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { Sql } from './database.ts';
import type { BenchMember } from './members.ts';
import { signed } from '../signing.ts';
import { BASE } from './server.ts';

/** Cash on delivery collects at most ฿20,000 (COD_MAX): a line of one unit stays well under it with delivery. */
const COD_SAFE_PRICE = 1_900_000;
export const CONTENTION_STOCK = 100;

export interface CommerceStock {
  cartVariants: number[];
  orderVariants: number[];
  contentionVariant: number;
}

const VARIANT_SOLD_HOME_BY_COD = `
  from product_variants v join products p on p.id = v.product_id
  where coalesce(v.special_price, v.price) < ${COD_SAFE_PRICE}
    and not ('NO_COD' = any(p.badges)) and not ('SEVEN_ELEVEN_ONLY' = any(p.badges)) and not ('AT_7-ELEVEN' = any(p.flags))
    and not exists (select 1 from flash_sale_items f where f.product_id = v.product_id)
    -- a free gift that cannot be paid on delivery ships in the same order, and refuses COD for it
    and not exists (
      select 1 from promotion_products pp
      join promotions pr on pr.id = pp.promotion_id
      join product_variants gv on gv.id::text = pr.rules->>'giftVariantId'
      join products gp on gp.id = gv.product_id
      where pp.product_id = v.product_id and 'NO_COD' = any(gp.badges))`;

const GIVEN_STOCK = 1_000_000;
const GIVEN_VARIANTS = `
  select (rules->>'giftVariantId')::int from promotions where rules ? 'giftVariantId'
  union select (rules->>'addOnVariantId')::int from promotions where rules ? 'addOnVariantId'`;

/** Sets the stock of the variants `ids` selects, and their products' totals that listings read. */
async function setStock(sql: Sql, ids: string, params: unknown[], stock: number) {
  await sql.query(`update product_variants set stock = ${stock} where id in (${ids})`, params);
  await sql.query(
    `update products p set stock = (select sum(v.stock) from product_variants v where v.product_id = p.id)
     where p.id in (select product_id from product_variants where id in (${ids}))`,
    params,
  );
}

/**
 * The variants each scenario buys, and the contention variant with exactly CONTENTION_STOCK units (a product in no
 * promotion, given as no gift or add-on); the stock of every variant and the orders so far are kept to check against.
 */
export async function prepareStock(sql: Sql): Promise<CommerceStock> {
  const [contention] = await sql.query<{ id: number; product_id: number }>(
    `select v.id, v.product_id ${VARIANT_SOLD_HOME_BY_COD}
       and not exists (select 1 from promotion_products pp where pp.product_id = v.product_id)
       and not exists (select 1 from promotions pr
                       where v.id::text in (pr.rules->>'giftVariantId', pr.rules->>'addOnVariantId'))
     order by v.id limit 1`,
  );
  if (!contention) throw new Error('no variant for the contention scenario');
  await setStock(sql, 'select $1::int', [contention.id], CONTENTION_STOCK);
  // A free gift or add-on that runs out refuses every order that would carry it (409 for the gift's variant): the seed
  // holds at most 150 of each, gone within the first seconds, so they get enough to measure orders, not that refusal.
  await setStock(sql, GIVEN_VARIANTS, [], GIVEN_STOCK);
  // Plenty of stock: a few thousand orders of one unit spread over these never empty one.
  const orderRows = await sql.query<{ id: number }>(
    `select v.id ${VARIANT_SOLD_HOME_BY_COD} and v.stock >= 100 and v.product_id <> $1 order by v.id`,
    [contention.product_id],
  );
  const cartRows = await sql.query<{ id: number }>('select id from product_variants where stock > 0 and product_id <> $1 order by id', [
    contention.product_id,
  ]);
  await sql.query('drop table if exists bench_stock_before');
  await sql.query('create table bench_stock_before as select id, stock from product_variants');
  await sql.query('drop table if exists bench_orders_before');
  await sql.query('create table bench_orders_before as select id from orders');
  return { cartVariants: cartRows.map((row) => row.id), orderVariants: orderRows.map((row) => row.id), contentionVariant: contention.id };
}

export interface StockCheck {
  negative: number;
  orders: number;
  /** Variants whose stock taken differs from the units ordered. */
  mismatched: number;
  taken: number;
  ordered: number;
  contentionStock: number;
  contentionOrders: number;
}

export async function checkStock(sql: Sql, contentionVariant: number): Promise<StockCheck> {
  const [totals] = await sql.query<Omit<StockCheck, 'contentionStock' | 'contentionOrders'>>(`
    with taken as (
      select v.id, b.stock - v.stock as taken from product_variants v join bench_stock_before b on b.id = v.id
    ), ordered as (
      select l.variant_id as id, sum(l.quantity) as quantity from order_lines l
      where l.order_id not in (select id from bench_orders_before) group by l.variant_id
    )
    select (select count(*) from product_variants where stock < 0)::int as negative,
           (select count(*) from orders where id not in (select id from bench_orders_before))::int as orders,
           (count(*) filter (where t.taken <> coalesce(o.quantity, 0)))::int as mismatched,
           coalesce(sum(t.taken), 0)::int as taken,
           coalesce(sum(o.quantity), 0)::int as ordered
    from taken t left join ordered o on o.id = t.id`);
  const [contention] = await sql.query<{ stock: number; orders: number }>(
    `select v.stock, (select count(distinct l.order_id) from order_lines l
                      where l.variant_id = v.id and l.order_id not in (select id from bench_orders_before))::int as orders
     from product_variants v where v.id = $1`,
    [contentionVariant],
  );
  if (!totals || !contention) throw new Error('the stock check answered nothing');
  return { ...totals, contentionStock: contention.stock, contentionOrders: contention.orders };
}

/** The job kind of the "order placed" message (apps/api checkout's ORDER_PLACED_JOB). */
const ORDER_PLACED_JOB = 'order-placed-message';

/**
 * Waits until the API's job runner has sent every queued "order placed" message: the part of an order's cost that
 * comes after its answer. Needs a database reachable while the API runs (a PostgreSQL server). The runner polls every
 * 30 s and then works through the queue, so `seconds` includes up to one poll's wait.
 */
export async function drainMessages(sql: Sql, timeoutMs = 300_000): Promise<{ queued: number; seconds: number }> {
  const queued = async () =>
    (
      await sql.query<{ n: number }>(`select count(*)::int as n from jobs where kind = $1 and status in ('pending', 'running')`, [
        ORDER_PLACED_JOB,
      ])
    )[0]?.n ?? 0;
  const started = Date.now();
  const first = await queued();
  while (Date.now() - started < timeoutMs && (await queued()) > 0) await new Promise((resolve) => setTimeout(resolve, 250));
  return { queued: first, seconds: (Date.now() - started) / 1000 };
}

export interface Measured {
  name: string;
  result: autocannon.Result;
  load: [number, number];
}

const pick = <T>(list: T[]): T => {
  const item = list[Math.floor(Math.random() * list.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

interface Drive {
  name: string;
  path: string;
  /** The body for one request and who sends it. */
  next: () => { member: BenchMember; body: unknown };
  idempotent?: boolean;
  connections: number;
  /** A fixed number of requests; otherwise BENCH_SECONDS of them. */
  amount?: number;
  seconds: number;
}

async function drive(plan: Drive): Promise<Measured> {
  const headers = await signed(plan.path);
  const before = loadavg()[0] ?? 0;
  const result = await autocannon({
    url: BASE,
    connections: plan.connections,
    // PGlite answers some orders after more than autocannon's 10 s: they count as late answers, not as errors.
    timeout: 120,
    ...(plan.amount ? { amount: plan.amount } : { duration: plan.seconds }),
    requests: [
      {
        method: 'POST',
        path: `/${plan.path}`,
        setupRequest: (request) => {
          const { member, body } = plan.next();
          return {
            ...request,
            headers: {
              ...headers,
              authorization: `Bearer ${member.token}`,
              ...(plan.idempotent ? { 'idempotency-key': randomUUID() } : {}),
            },
            body: JSON.stringify(body),
          };
        },
      },
    ],
  });
  return { name: plan.name, result, load: [before, loadavg()[0] ?? 0] };
}

export interface CommerceRun {
  members: BenchMember[];
  stock: CommerceStock;
  connections: number;
  seconds: number;
}

export function addToCart(run: CommerceRun): Promise<Measured> {
  return drive({
    name: 'POST /cart/items (add to cart)',
    path: 'cart/items',
    connections: run.connections,
    seconds: run.seconds,
    next: () => ({ member: pick(run.members), body: { variant_id: pick(run.stock.cartVariants), quantity: 1 } }),
  });
}

const buyNow = (member: BenchMember, variantId: number) => ({
  member,
  body: {
    items: [{ variant_id: variantId, quantity: 1 }],
    delivery: { type: 'home', address_id: member.addressId },
    payment_method: 'COD',
  },
});

export function placeOrders(run: CommerceRun): Promise<Measured> {
  return drive({
    name: 'POST /orders (place order, COD buy now)',
    path: 'orders',
    idempotent: true,
    connections: run.connections,
    seconds: run.seconds,
    next: () => buyNow(pick(run.members), pick(run.stock.orderVariants)),
  });
}

/** Each member once, all for the one variant with CONTENTION_STOCK units. */
export function contention(run: CommerceRun): Promise<Measured> {
  let buyer = 0;
  return drive({
    name: `POST /orders (contention: ${run.members.length} buyers, ${CONTENTION_STOCK} units)`,
    path: 'orders',
    idempotent: true,
    connections: run.connections,
    seconds: run.seconds,
    amount: run.members.length,
    next: () => buyNow(run.members[buyer++ % run.members.length]!, run.stock.contentionVariant),
  });
}

/** Status codes other than 200, e.g. "409×12". */
export function statuses(result: autocannon.Result): string {
  const other = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => code !== '200');
  return other.length === 0 ? '0' : other.map(([code, stats]) => `${code}×${stats.count ?? 0}`).join(', ');
}

export const succeeded = (result: autocannon.Result) => result['2xx'];

export function row(measured: Measured, connections: number): string {
  const { result } = measured;
  const perSecond = Math.round(succeeded(result) / result.duration);
  const load = measured.load.map((value) => value.toFixed(1)).join(' → ');
  return `| ${measured.name} | ${connections} | ${result.requests.total} | ${perSecond} | ${result.latency.p50} | ${result.latency.p99} | ${statuses(result)} | ${result.errors} | ${load} |`;
}

export const TABLE_HEAD = [
  '| scenario | connections | requests | 2xx/s | p50 ms | p99 ms | non-2xx | errors | load average (1 min) |',
  '|---|---|---|---|---|---|---|---|---|',
];
