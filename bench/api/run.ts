/**
 * API load benchmark: starts the API on a fresh embedded database (or DATABASE_URL when given), then drives
 * each scenario with autocannon and prints requests/s and latency percentiles. Results are written to
 * bench/results/api.md; copy the tables into bench/README.md when committing new figures.
 * Traffic goes to 127.0.0.1 only, for a bounded duration per scenario. BENCH_DATA_DIR reuses an embedded database
 * seeded by an earlier run (the 2,000-product seed takes a minute); otherwise a temporary one is made and removed.
 * BENCH_SUITE=catalog (cached and distinct), distinct (only the cache-hostile catalogue), commerce or payments runs one
 * suite (all by default); BENCH_MEMBERS sets how many members
 * the commerce scenarios register (2,000: the contention scenario's buyers); BENCH_PAYMENT_ORDERS how many unpaid
 * orders the payments scenario's notifications pay.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG_TABLE_HEAD, catalogRows } from './catalog.ts';
import { distinctCatalogRows } from './catalog-distinct.ts';
import {
  addToCart,
  checkStock,
  contention,
  CONTENTION_STOCK,
  drainMessages,
  placeOrders,
  prepareStock,
  row,
  statuses,
  succeeded,
  TABLE_HEAD,
  type CommerceRun,
} from './commerce.ts';
import { withDatabase } from './database.ts';
import { registerMembers } from './members.ts';
import { BENCH_MERCHANT_SECRET, checkPayments, prepareAttempts, sendNotifications } from './payments.ts';
import { benchApi, callApi, ROOT } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/**
 * The distinct scenarios run longer (BENCH_DISTINCT_SECONDS, 30 by default): a fresh API computes each filter's side-menu
 * counts once (then kept 10 minutes), and in 10 seconds a run measures mostly those first computations, not the shop's
 * steady state.
 */
const DISTINCT_SECONDS = Number(process.env.BENCH_DISTINCT_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SUITE = process.env.BENCH_SUITE ?? 'all';
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2000);
const PAYMENT_ORDERS = Number(process.env.BENCH_PAYMENT_ORDERS ?? 40_000);
const { api, databaseUrl, dataDir } = benchApi('talad-bench-', {
  // The commerce scenarios register their members through the API, all from this machine, codes read from the dev outbox.
  AUTH_ATTEMPTS_PER_MINUTE: '100000000',
  OTP_PER_PHONE_PER_HOUR: '100000000',
  OTP_PER_IP_PER_HOUR: '100000000',
  DEV_OUTBOX: 'http',
  // The payments scenario signs the gateway's notifications with the merchant secret the API is given.
  GATEWAY_MERCHANT_SECRET: BENCH_MERCHANT_SECRET,
});

async function commerceReport(): Promise<string[]> {
  const started = Date.now();
  const members = await registerMembers(MEMBERS);
  console.log(`${members.length} members registered in ${Math.round((Date.now() - started) / 1000)} s`);
  const where = { databaseUrl, dataDir };
  const stock = await withDatabase(api, where, prepareStock);
  const run: CommerceRun = { members, stock, connections: CONNECTIONS, seconds: SECONDS };
  const measured = [];
  const messages: string[] = [];
  const cpu: string[] = [];
  for (const scenario of [addToCart, placeOrders, contention]) {
    const cpuBefore = api.cpuMicros();
    const result = await scenario(run);
    const cpuAfter = api.cpuMicros();
    console.log(row(result, CONNECTIONS));
    measured.push(result);
    const answered = result.result.requests.total;
    const perRequest = (to: number | undefined) =>
      cpuBefore === undefined || to === undefined ? '—' : `${Math.round((to - cpuBefore) / answered).toLocaleString('en')} µs`;
    // On a server the next scenario starts once the runner has sent this one's "order placed" messages.
    if (!databaseUrl || scenario === addToCart) {
      cpu.push(`${result.name}: ${perRequest(cpuAfter)} per request (${answered} requests)`);
      continue;
    }
    const drained = await withDatabase(api, where, (sql) => drainMessages(sql));
    const cpuDrained = api.cpuMicros();
    cpu.push(
      `${result.name}: ${perRequest(cpuAfter)} per request while timed (${answered} requests), ${perRequest(cpuDrained)} with the messages sent afterwards`,
    );
    messages.push(
      `${result.name}: ${drained.queued} "order placed" messages queued at the end, all sent ${drained.seconds.toFixed(1)} s later`,
    );
  }
  const check = await withDatabase(api, where, (sql) => checkStock(sql, stock.contentionVariant));
  const orders = measured.slice(1).reduce((total, item) => total + succeeded(item.result), 0);
  const fight = measured[2]!.result;
  const fightSeconds = (fight.finish.getTime() - fight.start.getTime()) / 1000;
  return [
    ...TABLE_HEAD,
    ...measured.map((item) => row(item, CONNECTIONS)),
    '',
    `Contention: ${fight.requests.total} buyers in ${fightSeconds.toFixed(2)} s (${Math.round(fight.requests.total / fightSeconds)} orders attempted/s), ` +
      `${succeeded(fight)} placed, non-2xx ${statuses(fight)}, final stock ${check.contentionStock} of ${CONTENTION_STOCK} ` +
      `(${check.contentionOrders} orders hold the variant).`,
    // A timed run stops counting with requests still in flight: those orders are written, their answers not counted.
    `Stock check: ${check.orders} orders written (${orders} answered 2xx, at most ${CONNECTIONS} more in flight when the timed run stopped), ${check.negative} variants below zero, ` +
      `${check.taken} units taken from stock, ${check.ordered} units in the orders, ${check.mismatched} variants where the two differ; ` +
      `${members.length} members, ${stock.orderVariants.length} variants to order, ${stock.cartVariants.length} to add to carts.`,
    ...messages.map((line) => `Messages: ${line} (the job runner polls every 30 s).`),
    ...cpu.map((line) => `API CPU (user + system, /proc): ${line}.`),
  ];
}

async function paymentsReport(): Promise<string[]> {
  const guest = await callApi<{ user_id: string }>('POST', 'auth/login/guest');
  const tag = Date.now().toString(36);
  const where = { databaseUrl, dataDir };
  const attempts = await withDatabase(api, where, (sql) => prepareAttempts(sql, guest.user_id, PAYMENT_ORDERS, tag));
  const run = await sendNotifications(attempts, CONNECTIONS, SECONDS);
  console.log(row(run.measured, CONNECTIONS));
  const check = await withDatabase(api, where, (sql) => checkPayments(sql, tag));
  const sent = run.measured.result.requests.total;
  return [
    ...TABLE_HEAD,
    row(run.measured, CONNECTIONS),
    '',
    `Notifications: ${sent} answered of ${run.distinct + run.duplicates} sent (${run.distinct} distinct events, ${run.duplicates} duplicates); ` +
      `${check.paid} attempts paid, ${check.paidTwice} paid twice, ${check.paidMessages} "paid" messages queued, ` +
      `${check.recorded} events recorded; ${attempts.length} unpaid orders prepared.`,
  ];
}

try {
  await api.start();
  const database = databaseUrl ? 'PostgreSQL server' : 'embedded PGlite';
  const report = [
    `API benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${database}, ${SECONDS} s per scenario, Node ${process.version}`,
    '',
  ];
  if (SUITE === 'all' || SUITE === 'catalog') report.push(...CATALOG_TABLE_HEAD, ...(await catalogRows(CONNECTIONS, SECONDS)), '');
  if (SUITE === 'all' || SUITE === 'catalog' || SUITE === 'distinct')
    report.push(
      ...CATALOG_TABLE_HEAD,
      ...(await distinctCatalogRows(CONNECTIONS, DISTINCT_SECONDS)),
      `(the distinct scenarios: ${DISTINCT_SECONDS} s each)`,
      '',
    );
  if (SUITE === 'all' || SUITE === 'commerce') report.push(...(await commerceReport()), '');
  if (SUITE === 'all' || SUITE === 'payments') report.push(...(await paymentsReport()), '');
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/api.md'), report.join('\n'));
  console.log(`\n${report.join('\n')}`);
} finally {
  await api.stop();
}
