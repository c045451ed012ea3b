/**
 * The back office's server CPU per page (issue #26: "an admin page renders < 50 ms of server CPU"): the built web
 * server (apps/web's server.mjs, which serves the admin app at /admin) renders the orders list and one order for a
 * signed-in packer, one page at a time (no queue in the server), and the CPU its process used over a batch of
 * BENCH_RENDERS renders is divided by their number — read from Linux's /proc, so it hardly depends on the machine's
 * load, unlike wall time (bench/web/web-server.ts). A render is the whole server side of a page: the loaders' calls to
 * the API and their answers' parsing, React's render to HTML, the headers. The API's own CPU is not counted (its figures
 * are bench/admin/orders.ts's).
 *
 * The API runs on a throw-away database made on DATABASE_URL's PostgreSQL server, seeded as the demo shop (its five
 * staff) with BENCH_ORDERS (2,000) orders written straight in (bench/admin/seed-orders.ts); 20 of them are packed and
 * shipped, and noted, through the API, so their page has a timeline, a shipment and notes to show.
 * Pages: `/admin/orders` (50 rows), `/admin/orders?q=<a name>` and `/admin/orders/{order_no}` of the 20 (each asked in
 * turn); each page type rendered BENCH_WARMUP (100) times first, then BENCH_ROUNDS (5) batches: median (lowest–highest).
 *
 *   npm run build && DATABASE_URL=postgres://root@127.0.0.1:5432/postgres npx tsx bench/admin/render-cpu.ts
 *   (BENCH_API_PORT 4900, BENCH_WEB_PORT 3900, BENCH_RENDERS 100)
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import pg from 'pg';
import { createDatabase } from '../../apps/api/src/db/client.ts';
import { apiProcess, BASE as API_BASE, ROOT } from '../api/server.ts';
import { webServer, type WebServer } from '../web/web-server.ts';
import { seedBenchOrders } from './seed-orders.ts';
import { median, spread } from '../figures.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2_000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 100);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3900);
const RENDERER_KEY = 'talad-bench-renderer-key-0123456789';
const PACKER = { email: 'packer@talad.local', password: 'Talad-demo-2026' };
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const unlimited = '100000000';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL: a PostgreSQL server to make a throw-away database on');
const name = `talad_bench_admin_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(`/${name}`, serverUrl).toString();
const server = new pg.Client({ connectionString: serverUrl });
await server.connect();
await server.query(`create database ${name}`);

/** One admin API call with the packer's token (set-up, outside the measurement). */
async function adminApi<T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<T> {
  const answer = await fetch(`${API_BASE}/${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  if (answer.status !== 200) throw new Error(`${method} /${path} answered ${answer.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** One page as a desktop browser with the packer's session cookie, uncompressed; answers its size in bytes. */
async function ask(web: WebServer, path: string, cookie: string): Promise<number> {
  const answer = await fetch(`${web.origin}${path}`, {
    headers: { 'user-agent': DESKTOP, 'accept-encoding': 'identity', cookie },
    redirect: 'manual',
  });
  const body = await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return body.byteLength;
}

const api = apiProcess({
  DATABASE_URL: databaseUrl,
  RENDERER_KEY,
  SEED_PRODUCTS: '480',
  RATE_LIMIT_PER_MINUTE: unlimited,
  GUEST_LOGIN_RATE_PER_MINUTE: unlimited,
  SEARCH_RATE_PER_MINUTE: unlimited,
});
let web: WebServer | undefined;
const handle = createDatabase({ databaseUrl });
try {
  await api.start();
  await seedBenchOrders(handle.db, ORDERS, Math.max(Math.round(ORDERS / 10), 10));
  const { token } = await adminApi<{ token: string }>('POST', 'admin/auth/login', null, PACKER);
  const waiting = await adminApi<{ items: Array<{ order_no: string }> }>('GET', 'admin/orders?status=SHIPMENT&size=20', token);
  const shown = waiting.items.map((item) => item.order_no);
  for (const [index, orderNo] of shown.entries()) {
    await adminApi('POST', `admin/orders/${orderNo}/notes`, token, { text: `ลูกค้าขอให้ส่งช่วงเย็น (${index + 1})` });
    await adminApi('POST', `admin/orders/${orderNo}/ship`, token, {
      carrier: 'Kerry Express',
      tracking_no: `TH${String(index).padStart(10, '0')}`,
    });
  }
  web = await webServer(join(ROOT, 'apps/web'), WEB_PORT, RENDERER_KEY);
  const cookie = `admin_session=${token}`;
  const kinds = [
    { name: '/admin/orders (first page, 50 rows)', paths: ['/admin/orders'] },
    { name: '/admin/orders?q= (a name, 50 rows)', paths: [`/admin/orders?q=${encodeURIComponent('สมชาย')}`] },
    { name: '/admin/orders/{order_no} (shipped, a note)', paths: shown.map((orderNo) => `/admin/orders/${orderNo}`) },
  ];
  const loads = [loadavg()[0]!];
  for (const kind of kinds) for (let index = 0; index < WARMUP; index++) await ask(web, kind.paths[index % kind.paths.length]!, cookie);
  const results = kinds.map(() => ({ processMs: [] as number[], mainThreadMs: [] as number[], bytes: [] as number[] }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [kindIndex, kind] of kinds.entries()) {
      const processBefore = web.processMs();
      const mainBefore = web.mainThreadMs();
      let bytes = 0;
      for (let index = 0; index < RENDERS; index++) bytes += await ask(web, kind.paths[index % kind.paths.length]!, cookie);
      const measured = results[kindIndex]!;
      measured.processMs.push((web.processMs() - processBefore) / RENDERS);
      measured.mainThreadMs.push((web.mainThreadMs() - mainBefore) / RENDERS);
      measured.bytes.push(bytes / RENDERS);
      console.log(
        `round ${round + 1} ${kind.name}: process ${measured.processMs.at(-1)!.toFixed(1)} ms, main thread ${measured.mainThreadMs.at(-1)!.toFixed(1)} ms, load ${loadavg()[0]!.toFixed(1)}`,
      );
    }
    loads.push(loadavg()[0]!);
  }
  console.log(
    `\nAdmin pages rendered one at a time by the built web server, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ` +
      `${ROUNDS} rounds of ${RENDERS} renders per page, load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}, ` +
      `Node ${process.version}; median (lowest–highest) ms of the web server's CPU per render:\n`,
  );
  console.log('| page | process CPU ms | main thread ms | HTML bytes |');
  console.log('|---|---|---|---|');
  for (const [kindIndex, kind] of kinds.entries()) {
    const measured = results[kindIndex]!;
    console.log(
      `| ${kind.name} | ${spread(measured.processMs)} | ${spread(measured.mainThreadMs)} | ${Math.round(median(measured.bytes))} |`,
    );
  }
} finally {
  await web?.stop();
  await api.stop();
  await handle.close();
  await server.query(`drop database if exists ${name} with (force)`);
  await server.end();
}
