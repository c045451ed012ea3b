/**
 * API load benchmark: starts the API on a fresh embedded database (or DATABASE_URL when given), then drives
 * each scenario with autocannon and prints requests/s and latency percentiles. Results are written to
 * bench/results/api.md; copy the table into bench/README.md when committing new figures.
 * Traffic goes to 127.0.0.1 only, for a bounded duration per scenario. BENCH_DATA_DIR reuses an embedded database
 * seeded by an earlier run (the 2,000-product seed takes a minute); otherwise a temporary one is made and removed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { computeSign } from '@talad/domain';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PORT = Number(process.env.BENCH_API_PORT ?? 4900);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** Not signed (the signature covers the path only). */
  query?: string;
  needsToken: boolean;
}

/** The catalogue scenarios need a real product slug from the seeded shop; it is looked up once the API is up. */
function scenariosFor(productSlug: string): Scenario[] {
  return [
    { name: 'POST /auth/login/guest', method: 'POST', path: 'auth/login/guest', needsToken: false },
    { name: 'GET /menu', method: 'GET', path: 'menu', needsToken: true },
    {
      name: 'GET /catalog/products (category listing)',
      method: 'GET',
      path: 'catalog/products',
      query: 'category=fashion&size=24',
      needsToken: true,
    },
    {
      name: 'GET /catalog/products (filtered, sorted, page 2)',
      method: 'GET',
      path: 'catalog/products',
      query: 'category=mobile-tablet&brand=samsung,xiaomi,apple&hasStock=true&min_price=500000&sort=price_low_to_high&page=2&size=24',
      needsToken: true,
    },
    { name: 'GET /products/{slug} (product detail)', method: 'GET', path: `products/${productSlug}`, needsToken: false },
    { name: 'GET /search (Thai)', method: 'GET', path: 'search', query: `search=${encodeURIComponent('รองเท้า')}`, needsToken: true },
  ];
}

async function signed(path: string, token?: string): Promise<Record<string, string>> {
  const timestamp = String(Date.now());
  const headers: Record<string, string> = {
    appId: 'talad-web',
    timestamp,
    sign: await computeSign(path, 'talad-web', timestamp, 'talad-local-app-key'),
    platform: 'web',
    'content-type': 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function healthy(): Promise<boolean> {
  try {
    return (await fetch(`${BASE}/health`)).ok;
  } catch {
    return false; // not listening (yet)
  }
}

/** Measuring starts only once the API answers /health; an API that exits first (port taken, bad config) ends the run. */
async function waitForHealth(api: ChildProcess): Promise<void> {
  // A first start migrates and seeds 2,000 products; allow for a slow machine.
  for (let attempt = 0; attempt < 360; attempt++) {
    if (api.exitCode !== null || api.signalCode !== null)
      throw new Error(`the API exited (${api.exitCode ?? api.signalCode}) before answering /health`);
    if (await healthy()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('API did not become healthy in 180 s');
}

async function guestToken(): Promise<string> {
  const response = await fetch(`${BASE}/auth/login/guest`, { method: 'POST', headers: await signed('auth/login/guest') });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

async function firstProductSlug(token: string): Promise<string> {
  const response = await fetch(`${BASE}/catalog/products?category=appliances&size=1`, { headers: await signed('catalog/products', token) });
  const body = (await response.json()) as { data: { items: { slug: string }[] } };
  const slug = body.data.items[0]?.slug;
  if (!slug) throw new Error('the seeded shop has no appliances to open');
  return slug;
}

function run(scenario: Scenario, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({
    url: `${BASE}/${scenario.path}${scenario.query ? `?${scenario.query}` : ''}`,
    method: scenario.method,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
}

/** The 1-minute load average: the API shares the machine with autocannon and whatever else runs. */
function load(average: number[]): string {
  return (average[0] ?? 0).toFixed(1);
}

if (await healthy()) throw new Error(`something already answers on port ${PORT}; set BENCH_API_PORT to a free port`);

const dataDir = process.env.BENCH_DATA_DIR ?? (process.env.DATABASE_URL ? join(ROOT, 'data') : mkdtempSync(join(tmpdir(), 'talad-bench-')));
const temporaryData = !process.env.BENCH_DATA_DIR && !process.env.DATABASE_URL;
// Node runs the API with tsx as a loader. It gets its own process group (detached), and the whole group is stopped,
// so nothing it starts can outlive the benchmark.
const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: ROOT,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    API_PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    GUEST_LOGIN_RATE_PER_MINUTE: '100000000',
    SEARCH_RATE_PER_MINUTE: '100000000',
  },
});

function signalApi(signal: NodeJS.Signals) {
  if (api.pid === undefined || api.exitCode !== null || api.signalCode !== null) return;
  try {
    process.kill(-api.pid, signal);
  } catch {
    // the group is already gone
  }
}

/** SIGTERM lets the API close its database; a group still there after 10 s is killed. */
async function stopApi() {
  const exited = api.exitCode !== null || api.signalCode !== null ? Promise.resolve() : once(api, 'exit').then(() => undefined);
  signalApi('SIGTERM');
  const timer = setTimeout(() => signalApi('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
  if (temporaryData) rmSync(dataDir, { recursive: true, force: true });
}

// However the benchmark ends (error, Ctrl-C), the API's process group goes with it, and a temporary database too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
process.once('exit', () => {
  signalApi('SIGKILL');
  if (temporaryData) rmSync(dataDir, { recursive: true, force: true });
});

try {
  await waitForHealth(api);
  const token = await guestToken();
  const rows: string[] = [];
  for (const scenario of scenariosFor(await firstProductSlug(token))) {
    const loadBefore = loadavg();
    const result = await run(scenario, await signed(scenario.path, scenario.needsToken ? token : undefined));
    const row = `| ${scenario.name} | ${CONNECTIONS} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} | ${load(loadBefore)} → ${load(loadavg())} |`;
    console.log(row);
    rows.push(row);
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
  const report = [
    `API benchmark, ${new Date().toISOString().slice(0, 10)}, ${database}, ${DURATION_S} s per scenario, Node ${process.version}`,
    '',
    '| scenario | connections | requests/s | p50 ms | p99 ms | non-2xx | load average (1 min) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/api.md'), report);
  console.log(`\n${report}`);
} finally {
  await stopApi();
}
