/**
 * Web speed benchmark (issue #3 item 7, issue #12): Lighthouse 12 mobile performance and the JavaScript each page loads,
 * gzip-compressed, for home, a category and a product page of the seeded shop, and the cart, checkout and payment
 * (issue #13: /payment of an order waiting for a card payment, and processing, complete and failed) pages of a signed-in member with a filled cart. BENCH_WEB_PAGES=cart,checkout (names) measures only some pages and prints their
 * table without touching bench/README.md.
 *
 * It builds nothing. With BENCH_WEB_URL it measures a shop that is already running; otherwise it starts the API
 * (fresh embedded database, seeded) and the already built web app (npm run build) on its own ports. The category
 * and product pages are the first of each kind listed by the shop's own sitemap.xml. Figures are printed and
 * written under "## Web (Lighthouse)" in bench/README.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { memberOrderPaidWith, memberOrderToPay, memberWithCart, SANDBOX_CARDS } from './member.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// BENCH_WEB_CLIENT_DIR: the client files of the build that BENCH_WEB_URL serves, when it is not this tree's.
const CLIENT_DIR = process.env.BENCH_WEB_CLIENT_DIR ?? join(ROOT, 'apps/web/build/client');
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4329);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3329);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_SCORE = 95;
const TARGET_JS_KB = 150;
const GATEWAY_PORT = Number(process.env.BENCH_GATEWAY_PORT ?? 4330);
const ONLY = process.env.BENCH_WEB_PAGES?.split(',').map((name) => name.trim());
/** Stand in the payment pages' paths for the member's orders in each state, placed (and paid) before the runs. */
const ORDER = { toPay: '{order}', paying: '{paying}', paid: '{paid}', failed: '{failed}' } as const;
const MERCHANT_SECRET = 'talad-bench-gateway-merchant-secret-0123456789';

interface Page {
  name: string;
  path: string;
  /** Opened by the signed-in member (their session in storage), not by a first-time guest. */
  member?: boolean;
}

interface PageResult extends Page {
  scores: number[];
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  scripts: number;
  tbtMs: number;
  cls: number;
  jsGzipKb: number;
  /** Lighthouse's own CPU benchmark of the machine, per run: its speed drifts on a shared machine. */
  benchmarkIndexes: number[];
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

function startShop(): ChildProcess[] {
  if (!existsSync(join(ROOT, 'apps/web/build/server/index.js'))) throw new Error('No web build: run `npm run build` first');
  const dataDir = mkdtempSync(join(tmpdir(), 'talad-bench-web-'));
  const gateway = `http://localhost:${GATEWAY_PORT}`;
  const common = {
    ...process.env,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    RENDERER_KEY: 'talad-bench-renderer-key-0123456789',
    // The sandbox gateway, as `npm start` runs it beside the shop (decision 0019): the payment pages' orders are paid on it.
    GATEWAY_URL: gateway,
    GATEWAY_PUBLIC_URL: gateway,
    GATEWAY_MERCHANT_SECRET: MERCHANT_SECRET,
  };
  const paymentGateway = spawn(process.execPath, ['apps/gateway/build/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...common,
      GATEWAY_PORT: String(GATEWAY_PORT),
      GATEWAY_DATA_DIR: join(dataDir, 'gateway'),
      GATEWAY_ALLOWED_ORIGINS: `http://localhost:${WEB_PORT}`,
      GATEWAY_LOG_LEVEL: 'warn',
    },
  });
  // Node itself (not npx): the SIGTERM at the end reaches the API, not only a wrapper.
  const api = spawn(process.execPath, ['apps/api/build/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...common,
      API_PORT: String(API_PORT),
      DATA_DIR: dataDir,
      WEB_ORIGIN: `http://localhost:${WEB_PORT}`,
      GUEST_LOGIN_RATE_PER_MINUTE: '100000',
      // The member's session outlives all the runs, so no run spends time refreshing it.
      ACCESS_TOKEN_TTL_SECONDS: '7200',
    },
  });
  const web = spawn('node', ['server.mjs'], {
    cwd: join(ROOT, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...common, WEB_PORT: String(WEB_PORT), API_URL: `http://localhost:${API_PORT}`, PUBLIC_API_URL: `http://localhost:${API_PORT}` },
  });
  return [api, web, paymentGateway];
}

/** The first category and product page the shop lists in its sitemap: real pages of the seeded data. */
async function pagesToMeasure(base: string): Promise<Page[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const product = paths.find((path) => path.startsWith('/product/'));
  const category = paths.find(
    (path) =>
      /^\/[^/]+$/.test(path) &&
      !['/en', '/brand', '/blog', '/promotion', '/flash-sale', '/search', '/live-tv', '/talad-plus', '/trueselect-plus'].includes(path),
  );
  if (!product || !category) throw new Error('The sitemap lists no product or no category page');
  const pages: Page[] = [
    { name: 'home', path: '/' },
    { name: 'category', path: category },
    { name: 'product', path: product },
    { name: 'cart', path: '/shopping-cart', member: true },
    { name: 'checkout', path: '/check-out', member: true },
    // The orders are placed once the member is signed in (main below): ORDER's values stand for their ids until then.
    { name: 'payment', path: `/payment?order=${ORDER.toPay}`, member: true },
    { name: 'processing', path: `/payment/processing?order=${ORDER.paying}`, member: true },
    { name: 'complete', path: `/payment/complete?order=${ORDER.paid}`, member: true },
    { name: 'failed', path: `/payment/failed?order=${ORDER.failed}`, member: true },
  ];
  return pages.filter((page) => !ONLY || ONLY.includes(page.name));
}

const FLAGS: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], formFactor: 'mobile' };

/**
 * One Lighthouse visit. A guest's page is Lighthouse's own first visit (storage and cache emptied). A member's page
 * is opened in a tab whose storage holds only the member's session (as the web app keeps it) and whose HTTP cache and
 * cookies were emptied: the same cold visit, signed in.
 */
async function audit(base: string, page: Page, port: number, session: string | null) {
  if (!page.member) return lighthouse(base + page.path, { ...FLAGS, port });
  if (!session) throw new Error(`${page.path} needs the member's session`);
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  try {
    await tab.goto(`${base}/robots.txt`);
    // Run in the page (this file has no DOM types): the session goes in as a JSON string literal.
    await tab.evaluate(`localStorage.clear(); sessionStorage.clear(); localStorage.setItem('user', ${JSON.stringify(session)});`);
    const devtools = await tab.createCDPSession();
    await devtools.send('Network.clearBrowserCache');
    await devtools.send('Network.clearBrowserCookies');
    return await lighthouse(base + page.path, { ...FLAGS, disableStorageReset: true }, undefined, tab);
  } finally {
    await tab.close();
    await browser.disconnect();
  }
}

/** Gzip size of the scripts of this build that the page actually requested (the server compresses the same way). */
function jsGzipKb(requestedUrls: string[], origin: string): number {
  const bytes = requestedUrls
    .filter((url) => url.startsWith(origin) && url.endsWith('.js'))
    .map((url) => join(CLIENT_DIR, new URL(url).pathname))
    .map((file) => {
      // Another build replaced this one while measuring: its figures would count scripts that are gone.
      if (!existsSync(file)) throw new Error(`${file} is gone: the web app was rebuilt during the run; run again`);
      return file;
    })
    .reduce((total, file) => total + gzipSync(readFileSync(file), { level: 6 }).length, 0);
  return Math.round(bytes / 102.4) / 10;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** Each run's figures; the page's row shows the run whose score is the median, so its metrics belong together. */
async function measure(base: string, page: Page, port: number, session: string | null): Promise<PageResult> {
  const runs: Array<Omit<PageResult, 'scores' | 'benchmarkIndexes'> & { score: number; benchmarkIndex: number }> = [];
  for (let run = 0; run < RUNS; run++) {
    const answer = await audit(base, page, port, session);
    if (!answer) throw new Error(`Lighthouse gave no answer for ${page.path}`);
    const { lhr } = answer;
    const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    runs.push({
      ...page,
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      speedIndexMs: Math.round(lhr.audits['speed-index']?.numericValue ?? 0),
      scripts: network.filter((item) => item.resourceType === 'Script').length,
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      jsGzipKb: jsGzipKb(
        network.filter((item) => item.resourceType === 'Script').map((item) => item.url),
        new URL(base).origin,
      ),
    });
  }
  const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  if (!middle) throw new Error('BENCH_RUNS must be at least 1');
  const { score: _score, benchmarkIndex: _index, ...figures } = middle;
  return { ...figures, scores: runs.map((run) => run.score), benchmarkIndexes: runs.map((run) => run.benchmarkIndex) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function report(results: PageResult[]): string {
  const rows = results.map((result) => {
    const score = median(result.scores);
    const verdict = score >= TARGET_SCORE && result.jsGzipKb <= TARGET_JS_KB ? 'meets' : 'misses';
    return `| ${result.name} | \`${result.path}\` | ${score} (${result.scores.join(', ')}) | ${result.fcpMs} | ${result.lcpMs} | ${result.tbtMs} | ${result.speedIndexMs} | ${result.cls} | ${result.scripts} | ${result.jsGzipKb} | ${result.benchmarkIndexes.join(', ')} | ${verdict} |`;
  });
  return [
    '## Web (Lighthouse)',
    '',
    `Lighthouse 12 mobile performance (simulated slow 4G, 4× CPU slowdown), ${new Date().toISOString().slice(0, 10)}, ` +
      `median of ${RUNS} runs (the row's metrics are the median run's), headless Chromium, production build served by \`apps/web/server.mjs\` on the seeded shop. ` +
      `JS is the gzip size of this build's scripts the page requested. Targets: performance ≥ ${TARGET_SCORE}, JS ≤ ${TARGET_JS_KB} KB. ` +
      `Machine load average at the end: ${loadavg()[0]?.toFixed(1)} (scores and TBT swing widely on a busy machine).`,
    'Run: `npm run build && npx tsx bench/web/run.ts` (or `BENCH_WEB_URL=http://localhost:3000 npx tsx bench/web/run.ts` for a running shop).',
    '',
    '| page | path | performance (runs) | FCP ms | LCP ms | TBT ms | SI ms | CLS | scripts | JS gzip KB | CPU benchmark (runs) | targets |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** Replaces only the "## Web (Lighthouse)" section of bench/README.md; other sections belong to other benches. */
function writeSection(section: string): void {
  const file = join(ROOT, 'bench/README.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const pattern = /## Web \(Lighthouse\)\n[\s\S]*?(?=\n## |$)/;
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}`;
  writeFileSync(file, next);
}

/**
 * The member's orders behind the payment pages, in the state each page is about: waiting for a card payment
 * (/payment), a card payment started on the gateway (processing), paid with the sandbox's card approved without a
 * challenge (complete), declined by its issuer (failed).
 */
async function placeOrdersOf(pages: Page[], session: string): Promise<void> {
  const gateway = { origin: base };
  const orders: Record<string, () => Promise<string>> = {
    [ORDER.toPay]: () => memberOrderToPay(apiBase, session),
    [ORDER.paying]: () => memberOrderPaidWith(apiBase, session, gateway, null),
    [ORDER.paid]: () => memberOrderPaidWith(apiBase, session, gateway, SANDBOX_CARDS.approved),
    [ORDER.failed]: () => memberOrderPaidWith(apiBase, session, gateway, SANDBOX_CARDS.declined),
  };
  for (const page of pages) {
    const stand = Object.keys(orders).find((key) => page.path.includes(key));
    if (stand) page.path = page.path.replace(stand, await orders[stand]!());
  }
}

const children = process.env.BENCH_WEB_URL ? [] : startShop();
const base = (process.env.BENCH_WEB_URL ?? `http://localhost:${WEB_PORT}`).replace(/\/+$/, '');
// The member's cart is filled through the API: the bench's own, or BENCH_API_URL's beside a running shop.
const apiBase = (process.env.BENCH_API_URL ?? `http://localhost:${API_PORT}`).replace(/\/+$/, '');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  // The API seeds an empty database before it listens; the web app answers sooner.
  if (children.length) await waitFor(`http://localhost:${API_PORT}/health`);
  await waitFor(`${base}/robots.txt`);
  const pages = await pagesToMeasure(base);
  const session = pages.some((page) => page.member) ? await memberWithCart(apiBase) : null;
  if (session) await placeOrdersOf(pages, session);
  // One unmeasured Lighthouse visit per page warms the server's caches, the API's first queries and the API's
  // picture cache (each picture size is drawn on its first request, as a CDN would then keep it): the figures are
  // a shopper's first visit (cold browser cache) to a shop whose server side is warm, not its first seconds after a deploy.
  for (const page of pages) await audit(base, page, chrome.port, session);
  const results: PageResult[] = [];
  for (const page of pages) {
    const result = await measure(base, page, chrome.port, session);
    console.log(
      `${result.name} ${result.path}: performance ${median(result.scores)} (${result.scores.join(', ')}), JS ${result.jsGzipKb} KB gzip`,
    );
    results.push(result);
  }
  const section = report(results);
  if (!ONLY) writeSection(section);
  console.log(`\n${section}`);
} finally {
  await chrome.kill();
  for (const child of children) child.kill('SIGTERM');
}
