/**
 * Web renderer throughput (issue #16 item 5): autocannon against the production web server (apps/web/server.mjs, the
 * build of `npm run build`), one scenario per page type, each against two servers on the same API: one with the page
 * cache (WEB_PAGE_CACHE_SECONDS=30, the default) and one without (0). No compression is asked, as a CDN in front
 * would not; BENCH_WEB_ENCODING="gzip, deflate, br" asks as browsers do (kept pages are then sent as gzip deflated
 * once, others compressed per answer), BENCH_WEB_ENCODING=br as a client that takes only brotli.
 *
 * Pages are drawn from the shop's own sitemap.xml with a fixed seed so runs compare: home; a category page among 20;
 * a product page among 200 (and their data requests, as a client-side navigation asks them); a search among 40 words
 * of product names, the same words with two letters swapped, and letters that find nothing. The cached server's
 * pages are read once before its run (a shop that has been open a while); its answers are counted by X-Cache. First,
 * each page type is rendered one at a time by the uncached server, with the CPU its process used per page (asking the
 * same encoding as the runs: none unless BENCH_WEB_ENCODING says).
 *
 * It starts the API (BENCH_DATA_DIR reuses a seeded embedded database; DATABASE_URL a server) on BENCH_API_PORT and
 * the two web servers on BENCH_WEB_PORT and BENCH_WEB_UNCACHED_PORT (the next port by default). BENCH_WEB_NODE_ARGS adds Node options to the uncached
 * server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles". Figures are printed and written to bench/results/web-pages.md.
 * Run: `npm run build && npx tsx bench/web/pages.ts`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { apiProcess, BASE as API_BASE, ROOT } from '../api/server.ts';
import { drawn, randomFrom } from '../random.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3900);
const UNCACHED_PORT = Number(process.env.BENCH_WEB_UNCACHED_PORT ?? WEB_PORT + 1);
const ENCODING = process.env.BENCH_WEB_ENCODING;
const SEED = 20261124;
const RENDERER_KEY = 'talad-bench-renderer-key-0123456789';
const unlimited = '100000000';
/** Every request reads as a desktop browser's (the page key holds the device class and whether the reader is a bot). */
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'talad-bench-web-'));
const temporaryData = !process.env.BENCH_DATA_DIR && !process.env.DATABASE_URL;
process.once('exit', () => {
  if (temporaryData) rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

interface WebServer {
  origin: string;
  /** The CPU the server's process has used so far (user and system, all its threads), in ms; Linux's /proc. */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** The built web server on `port` with `env`, ready once it says it listens. */
async function webServer(port: number, env: Record<string, string>, nodeArgs: string[] = []): Promise<WebServer> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, 'server.mjs'], {
    cwd: join(ROOT, 'apps/web'),
    env: {
      ...process.env,
      WEB_PORT: String(port),
      API_URL: API_BASE,
      RENDERER_KEY,
      WEB_RATE_LIMIT_PER_MINUTE: '0',
      // Every request is rendered, queued if need be, never turned away busy: the figures are pages, not refusals.
      WEB_MAX_RENDERS: String(CONNECTIONS),
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`the web server on ${port} exited (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    cpuMs() {
      // Fields after the command's ")": utime and stime are the 12th and 13th, in clock ticks of 10 ms.
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    async stop() {
      if (child.exitCode !== null) return;
      // SIGINT lets Node write a CPU profile asked for with --cpu-prof.
      child.kill('SIGINT');
      await once(child, 'exit');
    },
  };
}

/** The page paths of the shop's sitemap, by kind. */
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

/** Words of product names (from their addresses), the same with two letters swapped, and letters that find nothing. */
function searches(random: () => number, products: string[]): string[] {
  const words = [...new Set(products.flatMap((path) => decodeURIComponent(path.slice('/product/'.length)).split('-')))].filter(
    (word) => word.length >= 4 && !/^\d+$/.test(word),
  );
  const thai = ['โทรศัพท์', 'รองเท้า', 'กระเป๋า', 'หูฟัง', 'ครีม', 'เสื้อ', 'นาฬิกา', 'แชมพู'];
  return drawn(random, [...words, ...thai], 40).map((word, index) => {
    if (index % 4 === 1 && word.length > 3) return `${word[1]}${word[0]}${word.slice(2)}`;
    if (index % 4 === 3) return Array.from({ length: 7 }, () => String.fromCharCode(0x61 + Math.floor(random() * 26))).join('');
    return word;
  });
}

const loadAverage = () => (loadavg()[0] ?? 0).toFixed(1);

interface Scenario {
  name: string;
  paths: string[];
}

/** One scenario against one server: the paths in turn at CONNECTIONS for SECONDS; answers its table row. */
async function measure(server: WebServer, label: string, scenario: Scenario): Promise<string> {
  const states: Record<string, number> = {};
  let next = 0;
  const headers: Record<string, string> = { 'user-agent': DESKTOP, ...(ENCODING ? { 'accept-encoding': ENCODING } : {}) };
  const before = loadAverage();
  const result = await autocannon({
    url: server.origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => ({ ...request, method: 'GET', path: scenario.paths[next++ % scenario.paths.length]!, headers }),
        onResponse: (_status, _body, _context, answerHeaders) => {
          const state = String(Object.entries(answerHeaders ?? {}).find(([name]) => name.toLowerCase() === 'x-cache')?.[1] ?? 'none');
          states[state] = (states[state] ?? 0) + 1;
        },
      },
    ],
  });
  const answers = Object.entries(states)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, count]) => `${state} ${count}`)
    .join(', ');
  const kb = Math.round(result.throughput.average / Math.max(1, result.requests.average) / 1024);
  return `| ${scenario.name} | ${label} | ${new Set(scenario.paths).size} | ${CONNECTIONS} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${kb} | ${answers} | ${before} → ${loadAverage()} |`;
}

/**
 * CPU per page of the uncached server, one request at a time (no queue, no contention), after 200 renders that let
 * the JIT settle (the first hundred homes cost half as much again): answers its table row.
 */
async function cpuPerPage(server: WebServer, scenario: Scenario): Promise<string> {
  const count = 150;
  const ask = async (path: string) => {
    const started = performance.now();
    // fetch asks for gzip unless told otherwise: the CPU is the render's, without a compression no client asked for.
    const headers = { 'user-agent': DESKTOP, 'accept-encoding': ENCODING ?? 'identity' };
    await (await fetch(`${server.origin}${path}`, { headers })).arrayBuffer();
    return performance.now() - started;
  };
  for (let index = 0; index < 200; index++) await ask(scenario.paths[index % scenario.paths.length]!);
  const before = server.cpuMs();
  const walls: number[] = [];
  for (let index = 0; index < count; index++) walls.push(await ask(scenario.paths[index % scenario.paths.length]!));
  const cpu = (server.cpuMs() - before) / count;
  walls.sort((a, b) => a - b);
  return `| ${scenario.name} | ${count} | ${cpu.toFixed(1)} | ${Math.round(walls[Math.floor(count / 2)]!)} | ${loadAverage()} |`;
}

const CPU_TABLE_HEAD = ['| page | renders | CPU ms per render | wall ms (p50) | load average (1 min) |', '|---|---|---|---|---|'];

const TABLE_HEAD = [
  '| page | server | distinct pages | connections | pages/s | p50 ms | p99 ms | non-2xx | KB/answer | X-Cache | load average (1 min) |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];

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
  const cached = await webServer(WEB_PORT, { WEB_PAGE_CACHE_SECONDS: '30' });
  servers.push(cached);
  const uncachedArgs = (process.env.BENCH_WEB_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const uncached = await webServer(UNCACHED_PORT, { WEB_PAGE_CACHE_SECONDS: '0' }, uncachedArgs);
  servers.push(uncached);
  const random = randomFrom(SEED);
  const shop = await shopPages(uncached.origin);
  const products = drawn(random, shop.products, 200);
  const scenarios: Scenario[] = [
    { name: 'home `/`', paths: ['/'] },
    { name: 'category (page 1)', paths: drawn(random, shop.categories, 20) },
    { name: 'product', paths: products },
    { name: 'product data (`.data`, a client-side navigation)', paths: products.map((path) => `${path}.data`) },
    {
      name: 'search (hits, typos, misses)',
      paths: searches(random, shop.products).map((word) => `/search?search=${encodeURIComponent(word)}`),
    },
  ];
  const cpuRows: string[] = [];
  for (const scenario of scenarios) {
    const row = await cpuPerPage(uncached, scenario);
    console.log(row);
    cpuRows.push(row);
  }
  const rows: string[] = [];
  for (const scenario of scenarios) {
    // A shop open a while: each page was read once before (in turn, so the renders do not crowd each other out).
    for (const path of scenario.paths) await fetch(`${cached.origin}${path}`, { headers: { 'user-agent': DESKTOP } });
    for (const [server, label] of [
      [cached, 'cached'],
      [uncached, 'uncached'],
    ] as const) {
      const row = await measure(server, label, scenario);
      console.log(row);
      rows.push(row);
    }
  }
  const report = [
    `Web pages, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite'}, ${SECONDS} s per scenario, ` +
      `${ENCODING ? `Accept-Encoding: ${ENCODING}` : 'no compression asked'}, Node ${process.version}`,
    '',
    ...TABLE_HEAD,
    ...rows,
    '',
    'Uncached renders one at a time, CPU of the web server process:',
    '',
    ...CPU_TABLE_HEAD,
    ...cpuRows,
  ];
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/web-pages.md'), report.join('\n'));
  console.log(`\n${report.join('\n')}`);
} finally {
  for (const server of servers) await server.stop();
  await api.stop();
}
