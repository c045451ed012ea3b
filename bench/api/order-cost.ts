/**
 * What one COD "buy now" costs the API, one order at a time (issue #12): statements sent to PostgreSQL and the API's
 * CPU (process.cpuUsage) per order, then the same for sending the "order placed" messages through the job runner.
 * Unlike the 50-connection bench, statements per order do not depend on the machine's load, and CPU per order much
 * less than orders/s does (still: note the load average beside it). The API runs in this process (Fastify's inject,
 * no sockets) on a fresh database made on DATABASE_URL's server and dropped afterwards.
 *
 *   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npx tsx bench/api/order-cost.ts   (BENCH_ORDERS, 1,000)
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ORDER_PLACED_JOB, orderPlacedMessageJob } from '../../apps/api/src/modules/checkout/placed-message.ts';
import { runDueJobs } from '../../apps/api/src/platform/jobs.ts';
import { outboxSender } from '../../apps/api/src/platform/messaging.ts';
import { registerMember, saveHomeAddress } from '../../apps/api/src/test-support/members.ts';
import { buildTestApp, call } from '../../apps/api/src/test-support/test-app.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000);
const WARM_UP = 200;
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: a PostgreSQL server to make a throw-away database on');
process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;

// Every statement of every connection goes through pg.Client's query (the API's PreparingClient calls it too).
let statements = 0;
/** BENCH_STATEMENTS=1 lists the statements of the timed orders by their first words, with how often each ran. */
const texts = process.env.BENCH_STATEMENTS ? new Map<string, number>() : undefined;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  if (texts) {
    const text = String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text).replace(/\s+/g, ' ');
    texts.set(text.slice(0, 90), (texts.get(text.slice(0, 90)) ?? 0) + 1);
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const shop = await buildTestApp({ seedProducts: 480, rateLimitPerMinute: 100_000_000 });
try {
  const member = await registerMember(shop);
  const addressId = await saveHomeAddress(shop, member);
  // Variants a COD "buy now" can have, with stock enough for every order.
  await shop.db.execute(sql`update product_variants set stock = 1000000`);
  await shop.db.execute(sql`update products set stock = 1000000`);
  const candidates = (await shop.db.execute(sql`select id from product_variants order by id limit 400`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  const order = (variantId: number) =>
    call(shop.app, 'POST', '/orders', {
      token: member.session.access_token,
      headers: { 'idempotency-key': randomUUID() },
      body: { items: [{ variant_id: variantId, quantity: 1 }], delivery: { type: 'home', address_id: addressId }, payment_method: 'COD' },
    });
  const variants: number[] = [];
  for (const { id } of candidates.rows) if ((await order(id)).statusCode === 200) variants.push(id);
  if (variants.length === 0) throw new Error('no variant can be bought by COD');
  const definitions = [orderPlacedMessageJob(shop.db, outboxSender(shop.db))];
  const drain = async () => {
    while (await runDueJobs(shop.db, definitions, 'order-cost', shop.app.log)) {
      // until no job is due
    }
  };
  for (let index = 0; index < WARM_UP; index += 1) await order(variants[index % variants.length]!);
  await drain();

  const load = loadavg()[0]!.toFixed(1);
  texts?.clear();
  let cpu = process.cpuUsage();
  let sent = statements;
  for (let index = 0; index < ORDERS; index += 1) {
    const answer = await order(variants[index % variants.length]!);
    if (answer.statusCode !== 200) throw new Error(`order answered ${answer.statusCode}: ${answer.body}`);
  }
  const orderCpu = process.cpuUsage(cpu);
  const orderStatements = statements - sent;
  const listed = texts ? [...texts].sort(([, a], [, b]) => b - a) : [];
  texts?.clear();
  cpu = process.cpuUsage();
  sent = statements;
  await drain();
  const messageCpu = process.cpuUsage(cpu);
  const messageStatements = statements - sent;
  const queued = (await shop.db.execute(
    sql`select count(*)::int as open from jobs where kind = ${ORDER_PLACED_JOB} and status <> 'done'`,
  )) as unknown as { rows: Array<{ open: number }> };
  const micros = (usage: NodeJS.CpuUsage) => Math.round((usage.user + usage.system) / ORDERS);
  console.log(`${ORDERS} COD "buy now" orders one at a time, load average ${load} → ${loadavg()[0]!.toFixed(1)}:`);
  console.log(`  placing: ${(orderStatements / ORDERS).toFixed(2)} statements and ${micros(orderCpu)} µs of CPU per order`);
  console.log(`  "order placed" message: ${(messageStatements / ORDERS).toFixed(2)} statements and ${micros(messageCpu)} µs per order`);
  console.log(`  jobs of the kind still open: ${queued.rows[0]!.open}`);
  for (const [text, count] of listed) console.log(`  ${(count / ORDERS).toFixed(2)} × ${text}`);
} finally {
  await shop.close();
}
