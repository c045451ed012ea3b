/**
 * CPU per uncached render of the web server (issue #16 item 5's "home < 15 ms of CPU"), measured so that it hardly
 * depends on the machine's load: pages are asked one at a time (no queue in the server), and what is counted is the
 * CPU the web server's own process used between the first and last answer of a batch, read from Linux's /proc, not
 * wall time. Two figures per page:
 * - **process**: user + system time of every thread of the web process (the main thread, the garbage collector's
 *   helpers, libuv's pool), from /proc/<pid>/stat (clock ticks of 10 ms, summed over a batch of BENCH_RENDERS renders);
 * - **main thread**: the run time of the server's JavaScript thread alone, in nanoseconds, from
 *   /proc/<pid>/task/<pid>/schedstat — the thread that limits how many pages one process renders a second.
 * Other processes on the cores still slow a render down (shared caches), but by a few per cent, not the 2–4× that
 * pages per second move; each figure is the median of BENCH_ROUNDS batches, with the lowest and highest beside it
 * and the load average (1 min) over the run.
 *
 * Pages: home `/`, 20 category pages and 50 product pages drawn from the shop's sitemap.xml with a fixed seed, asked
 * by a desktop browser's user agent without compression (as bench/web/pages.ts asks them), each asked in turn within
 * a batch. Before the first round every page type is rendered BENCH_WARMUP times (the JIT settles; the first hundred
 * homes cost half as much again). The HTML size of each page type (bytes, uncompressed; mean over its pages) is printed
 * beside its CPU.
 *
 * A/B on one machine at one time: BENCH_WEB_DIRS lists web app directories (each with server.mjs and its build/, e.g.
 * a copy of apps/web after `npm run build` with node_modules linked to the repository's), comma-separated; each
 * gets its own uncached server (WEB_PAGE_CACHE_SECONDS=0) on one API, and the rounds alternate which is measured
 * first. Default: this tree's apps/web only.
 *
 * Environment: BENCH_API_PORT (4900), BENCH_WEB_PORTS (comma-separated, 3900, 3901, …), BENCH_DATA_DIR (reuse a
 * seeded embedded database; a fresh one is seeded otherwise) or DATABASE_URL, BENCH_RENDERS (100 per batch),
 * BENCH_ROUNDS (5), BENCH_WARMUP (200), BENCH_WEB_NODE_ARGS (Node options for every web server, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/profiles": the profile is written when the run ends).
 * Run: `npm run build && npx tsx bench/web/render-cpu.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { apiProcess, ROOT } from '../api/server.ts';
import { drawn, randomFrom } from '../random.ts';
import { webServer, type WebServer } from './web-server.ts';
import { median, spread } from '../figures.ts';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const DIRS = (process.env.BENCH_WEB_DIRS ?? join(ROOT, 'apps/web')).split(',').map((dir) => resolve(dir.trim()));
const PORTS = (process.env.BENCH_WEB_PORTS ?? DIRS.map((_, index) => String(3900 + index)).join(',')).split(',').map(Number);
const SEED = 20261127;
const RENDERER_KEY = 'talad-bench-renderer-key-0123456789';
const unlimited = '100000000';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

if (PORTS.length < DIRS.length) throw new Error('BENCH_WEB_PORTS needs one port per directory of BENCH_WEB_DIRS');

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'talad-bench-render-'));
const temporaryData = !process.env.BENCH_DATA_DIR && !process.env.DATABASE_URL;
process.once('exit', () => {
  if (temporaryData) rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function shopPages(origin: string) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)]
    .map(([, path]) => path!)
    .filter((path) => !path.startsWith('/en'));
  const statics = new Set(['/', '/brand', '/promotion', '/flash-sale', '/blog', '/live-tv', '/talad-plus', '/trueselect-plus']);
  return {
    products: paths.filter((path) => path.startsWith('/product/')),
    categories: paths.filter((path) => /^\/[^/]+$/.test(path) && !statics.has(path)),
  };
}

/** One page, uncompressed, as a desktop browser; answers its size in bytes. A page that is not a 200 stops the run. */
async function ask(server: WebServer, path: string): Promise<number> {
  const answer = await fetch(`${server.origin}${path}`, { headers: { 'user-agent': DESKTOP, 'accept-encoding': 'identity' } });
  const body = await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${server.name} answered ${answer.status} for ${path}`);
  return body.byteLength;
}

interface Batch {
  processMs: number;
  mainThreadMs: number;
  bytes: number;
}

async function batch(server: WebServer, paths: string[]): Promise<Batch> {
  const processBefore = server.processMs();
  const mainBefore = server.mainThreadMs();
  let bytes = 0;
  for (let index = 0; index < RENDERS; index++) bytes += await ask(server, paths[index % paths.length]!);
  return {
    processMs: (server.processMs() - processBefore) / RENDERS,
    mainThreadMs: (server.mainThreadMs() - mainBefore) / RENDERS,
    bytes: bytes / RENDERS,
  };
}

const api = apiProcess({
  DATA_DIR: dataDir,
  RENDERER_KEY,
  RATE_LIMIT_PER_MINUTE: unlimited,
  GUEST_LOGIN_RATE_PER_MINUTE: unlimited,
  SEARCH_RATE_PER_MINUTE: unlimited,
});
const servers: WebServer[] = [];
try {
  await api.start();
  for (const [index, dir] of DIRS.entries()) servers.push(await webServer(dir, PORTS[index]!, RENDERER_KEY));
  const random = randomFrom(SEED);
  const shop = await shopPages(servers[0]!.origin);
  const kinds = [
    { name: 'home', paths: ['/'] },
    { name: 'category', paths: drawn(random, shop.categories, 20) },
    { name: 'product', paths: drawn(random, shop.products, 50) },
  ];
  const loads = [loadavg()[0]!];
  for (const server of servers)
    for (const kind of kinds) for (let index = 0; index < WARMUP; index++) await ask(server, kind.paths[index % kind.paths.length]!);
  /** server → kind → batches */
  const results = servers.map(() => kinds.map((): Batch[] => []));
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which server goes first, so a change of load mid-round falls on both alike.
    const order = servers.map((_, index) => index);
    if (round % 2) order.reverse();
    for (const [kindIndex, kind] of kinds.entries())
      for (const serverIndex of order) {
        const measured = await batch(servers[serverIndex]!, kind.paths);
        results[serverIndex]![kindIndex]!.push(measured);
        console.log(
          `round ${round + 1} ${servers[serverIndex]!.name} ${kind.name}: process ${measured.processMs.toFixed(1)} ms, main thread ${measured.mainThreadMs.toFixed(1)} ms, load ${loadavg()[0]!.toFixed(1)}`,
        );
      }
    loads.push(loadavg()[0]!);
  }
  const lines = [
    `Uncached renders one at a time, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${ROUNDS} rounds of ${RENDERS} renders per page type, ` +
      `load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}, Node ${process.version}; median (lowest–highest) ms of CPU per render:`,
    '',
    '| web app | page | process CPU ms | main thread ms | HTML bytes |',
    '|---|---|---|---|---|',
  ];
  for (const [serverIndex, server] of servers.entries())
    for (const [kindIndex, kind] of kinds.entries()) {
      const batches = results[serverIndex]![kindIndex]!;
      lines.push(
        `| ${server.name} | ${kind.name} | ${spread(batches.map((b) => b.processMs))} | ${spread(batches.map((b) => b.mainThreadMs))} | ${Math.round(median(batches.map((b) => b.bytes)))} |`,
      );
    }
  console.log(`\n${lines.join('\n')}`);
} finally {
  for (const server of servers) await server.stop();
  await api.stop();
}
