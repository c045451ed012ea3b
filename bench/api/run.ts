/**
 * API load benchmark: starts the API on a fresh embedded database (or DATABASE_URL when given), then drives
 * each scenario with autocannon and prints requests/s and latency percentiles. Results are written to
 * bench/results/api.md; copy the table into bench/README.md when committing new figures.
 * Traffic goes to 127.0.0.1 only, for a bounded duration per scenario.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
    { name: 'GET /catalog/products (category listing)', method: 'GET', path: 'catalog/products', query: 'category=fashion&size=24', needsToken: true },
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

async function waitForHealth(): Promise<void> {
  // A first start migrates and seeds 2,000 products; allow for a slow machine.
  for (let attempt = 0; attempt < 360; attempt++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {
      // not listening yet
    }
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

// Node itself runs the API (tsx as a loader), so stopping this one process stops the API.
const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    API_PORT: String(PORT),
    DATA_DIR: process.env.DATABASE_URL ? join(ROOT, 'data') : mkdtempSync(join(tmpdir(), 'talad-bench-')),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
    GUEST_LOGIN_RATE_PER_MINUTE: '100000000',
  },
});

// The API must not outlive the benchmark, however it ends.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
process.once('exit', () => api.kill('SIGTERM'));

try {
  await waitForHealth();
  const token = await guestToken();
  const rows: string[] = [];
  for (const scenario of scenariosFor(await firstProductSlug(token))) {
    const result = await run(scenario, await signed(scenario.path, scenario.needsToken ? token : undefined));
    const row = `| ${scenario.name} | ${CONNECTIONS} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`;
    console.log(row);
    rows.push(row);
  }
  const database = process.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
  const report = [
    `API benchmark, ${new Date().toISOString().slice(0, 10)}, ${database}, ${DURATION_S} s per scenario, Node ${process.version}`,
    '',
    '| scenario | connections | requests/s | p50 ms | p99 ms | non-2xx |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/api.md'), report);
  console.log(`\n${report}`);
} finally {
  api.kill('SIGTERM');
}
