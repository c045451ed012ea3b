import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { formatBaht } from '@talad/domain';
import { getProduct, getProductListing } from '@talad/sdk';
import { deskToken, verifiedStaffToken } from '../support/back-office.ts';
import { testApi } from '../support/identity.ts';
import { productWithVideo } from '../support/screens.ts';
import { API_ORIGIN, expect, test, TRUESELECT_ORIGIN, untilHydrated } from '../support/shop.ts';

/** Issue 11, the web server's part: security headers (item 5), its own limits and refusals (items 7, 9). */

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request sent exactly as written: Playwright's own client would resolve `..` before sending it, and refuses TRACE. */
function rawRequest(origin: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(origin, { path, method: options.method ?? 'GET', headers: options.headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

interface Running {
  origin: string;
  stop: () => Promise<void>;
}

async function listening(server: http.Server): Promise<Running> {
  server.listen(0);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The journeys' API behind a switch: while `starting`, every call (/health too) is a 503, as before the API listens. */
async function startingApi(): Promise<Running & { open(): void }> {
  let starting = true;
  const server = http.createServer((request, answer) => {
    if (starting) return answer.writeHead(503).end();
    const { host: _host, ...headers } = request.headers;
    const upstream = http.request(`${API_ORIGIN}${request.url}`, { method: request.method, headers }, (upstreamAnswer) => {
      answer.writeHead(upstreamAnswer.statusCode ?? 502, upstreamAnswer.headers);
      upstreamAnswer.pipe(answer);
    });
    upstream.on('error', () => answer.destroy());
    request.pipe(upstream);
  });
  return { ...(await listening(server)), open: () => (starting = false) };
}

/** The journeys' API with every answer held back `delayMs`: a render then takes at least that long. */
function slowApi(delayMs: number): Promise<Running> {
  const server = http.createServer((request, answer) => {
    const { host: _host, ...headers } = request.headers;
    setTimeout(() => {
      const upstream = http.request(`${API_ORIGIN}${request.url}`, { method: request.method, headers }, (upstreamAnswer) => {
        answer.writeHead(upstreamAnswer.statusCode ?? 502, upstreamAnswer.headers);
        upstreamAnswer.pipe(answer);
      });
      upstream.on('error', () => answer.destroy());
      request.pipe(upstream);
    }, delayMs);
  });
  return listening(server);
}

/** A free port for a web server of the test's own. */
async function freePort(): Promise<number> {
  const probe = await listening(http.createServer());
  await probe.stop();
  return Number(new URL(probe.origin).port);
}

/** The built web server (apps/web/server.mjs) on the journeys' API, started with settings of the test's choosing. */
async function ownWebServer(env: Record<string, string>): Promise<Running & { output(): string }> {
  const port = await freePort();
  const server = spawn('node', ['server.mjs'], {
    cwd: fileURLToPath(new URL('../../apps/web/', import.meta.url)),
    env: { ...process.env, NODE_ENV: 'production', WEB_PORT: String(port), API_URL: API_ORIGIN, PUBLIC_API_URL: API_ORIGIN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening')) resolve();
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => reject(new Error(`the web server stopped (${code}): ${output}`)));
  });
  return {
    origin: `http://localhost:${port}`,
    output: () => output,
    stop: async () => {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
  };
}

const THAI_NOT_FOUND = 'ไม่พบหน้าที่ท่านค้นหา';

test.describe('the web server’s answers (issue 11: items 5, 7, 9)', () => {
  test('every answer carries the security headers, and each page a fresh nonce on every script it runs inline', async ({ request }) => {
    const home = await request.get('/');
    const headers = home.headers();
    const policy = headers['content-security-policy'] ?? '';
    const scriptSources = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1] ?? '';
    expect(nonce).not.toBe('');
    expect(scriptSources).not.toContain('unsafe-inline');
    // This server has GTM_ID: the tag manager may load; the browser calls the API.
    expect(scriptSources).toContain('https://*.googletagmanager.com');
    expect(policy).toContain(`connect-src 'self' ${API_ORIGIN}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    expect(headers['strict-transport-security']).toBeUndefined();

    const html = await home.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attributes = '']) => attributes)
      .filter((attributes) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes));
    expect(inline.length).toBeGreaterThan(2);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    expect((await request.get('/')).headers()['content-security-policy']).not.toContain(nonce);

    const file = (await request.get('/favicon-talad.svg')).headers();
    expect(file).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
    expect(file['content-security-policy']).toContain("default-src 'self'");
    // The second brand runs without GTM_ID: no Google host.
    expect((await request.get(`${TRUESELECT_ORIGIN}/`)).headers()['content-security-policy']).not.toContain('google');
    // A client cannot claim HTTPS: without WEB_TRUST_PROXY, X-Forwarded-Proto is not believed.
    expect((await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } })).headers()['strict-transport-security']).toBeUndefined();
  });

  test('TRACE and other unknown methods are a 405, and /media passes only /media to the API', async ({ baseURL }) => {
    const web = baseURL ?? '';
    for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await rawRequest(web, '/', { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
    }
    for (const path of [
      '/media/../docs/json',
      '/media/%2e%2e/docs/json',
      '/media/%2E%2E/%2e%2e/docs/json',
      '/media/..\\docs/json',
      '/media',
    ]) {
      const answer = await rawRequest(web, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).not.toContain('openapi');
    }
    const video = await rawRequest(web, (await productWithVideo()).videoPath, { headers: { Range: 'bytes=0-99' } });
    expect(video.status).toBe(206);
  });

  test('one address gets WEB_RATE_LIMIT_PER_MINUTE pages a minute, then a 429 to try again; files and other addresses are not counted', async () => {
    const web = await ownWebServer({ WEB_RATE_LIMIT_PER_MINUTE: '3', WEB_TRUST_PROXY: '1' });
    try {
      const from = (forwardedFor: string, path = '/p/policy', headers: Record<string, string> = {}) =>
        rawRequest(web.origin, path, { headers: { 'X-Forwarded-For': forwardedFor, ...headers } });
      for (let page = 1; page <= 3; page += 1) expect((await from('203.0.113.7')).status, `page ${page}`).toBe(200);

      const refused = await from('203.0.113.7');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(refused.body).toContain('มีการเปิดหน้าเว็บถี่เกินไป');
      expect((await from('203.0.113.7', '/en/p/policy')).body).toContain('Too many requests');
      expect((await from('203.0.113.7', '/p/policy.data')).status).toBe(429);
      // Behind one trusted proxy the address is the one it saw, not the left-most one the client wrote.
      expect((await from('198.51.100.99, 203.0.113.7')).status).toBe(429);
      expect((await from('203.0.113.7', '/favicon-talad.svg')).status).toBe(200);
      expect((await from('198.51.100.4')).status).toBe(200);

      // The trusted proxy says the shopper came over HTTPS: now HSTS is sent.
      const overHttps = await from('192.0.2.1', '/favicon-talad.svg', { 'X-Forwarded-Proto': 'https' });
      expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
    } finally {
      await web.stop();
    }
  });

  test('WEB_TRUST_PROXY=true, which would believe the client’s own X-Forwarded-For, stops the server at start', async () => {
    await expect(ownWebServer({ WEB_TRUST_PROXY: 'true' })).rejects.toThrow(/WEB_TRUST_PROXY/);
  });

  test('under a slow API, renders beyond WEB_MAX_RENDERS and its short queue are turned away at once with a 503 to try again, never a 404', async () => {
    const api = await slowApi(1_500);
    // Without the page cache: readers of a page being rendered would wait for that render instead of queueing.
    const web = await ownWebServer({ API_URL: api.origin, WEB_MAX_RENDERS: '1', WEB_PAGE_CACHE_SECONDS: '0' });
    try {
      // One render under way, one waiting for it...
      const served = [rawRequest(web.origin, '/p/policy'), rawRequest(web.origin, '/p/policy')];
      await new Promise((resolve) => setTimeout(resolve, 300));
      // ...so the next ones are refused at once, pages and their data alike; files still come.
      const [thai, english, data, file] = await Promise.all([
        rawRequest(web.origin, '/p/policy'),
        rawRequest(web.origin, '/en/p/policy'),
        rawRequest(web.origin, '/p/policy.data'),
        rawRequest(web.origin, '/favicon-talad.svg'),
      ]);
      for (const refused of [thai, english, data]) {
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.body).not.toContain(THAI_NOT_FOUND);
      }
      expect(thai.body).toContain('ขณะนี้มีผู้ใช้งานจำนวนมาก');
      expect(english.body).toContain('We’re busy right now');
      expect(file.status).toBe(200);
      expect((await Promise.all(served)).map((answer) => answer.status)).toEqual([200, 200]);
    } finally {
      await web.stop();
      await api.stop();
    }
  });

  test('a page whose API never answers is the try-again page with 503 and Retry-After, never the not-found page (item 9)', async () => {
    const silent = http.createServer(() => undefined);
    const api = await listening(silent);
    const web = await ownWebServer({ API_URL: api.origin });
    try {
      const [product, blog] = await Promise.all([
        rawRequest(web.origin, '/product/any-real-product'),
        rawRequest(web.origin, '/en/blog/any-post'),
      ]);
      for (const page of [product, blog]) {
        expect(page.status).toBe(503);
        expect(page.headers['retry-after']).toBe('10');
        expect(page.body).toContain('data-testid="try-again"');
        expect(page.body).not.toContain('data-testid="not-found"');
      }
      expect(blog.body).toContain('We’re busy right now');
    } finally {
      await web.stop();
      silent.closeAllConnections();
      await api.stop();
    }
  });
  test('with WEB_WAIT_FOR_API=1 (npm start), pages are the "starting" page until the API answers, then the shop (issue 15 item 2)', async () => {
    const api = await startingApi();
    const web = await ownWebServer({ API_URL: api.origin, WEB_WAIT_FOR_API: '1' });
    try {
      const [thai, english] = await Promise.all([rawRequest(web.origin, '/p/policy'), rawRequest(web.origin, '/en/p/policy')]);
      for (const page of [thai, english]) {
        expect(page.status).toBe(503);
        expect(page.headers['retry-after']).toBe('2');
        expect(page.body).toContain('<meta http-equiv="refresh" content="2">');
      }
      expect(thai.body).toContain('ร้านกำลังเปิด');
      expect(english.body).toContain('The shop is starting');
      expect((await rawRequest(web.origin, '/favicon-talad.svg')).status).toBe(200);

      api.open();
      await expect.poll(async () => (await rawRequest(web.origin, '/p/policy')).status, { timeout: 10_000 }).toBe(200);
      expect((await rawRequest(web.origin, '/p/policy')).body).toContain('นโยบายคุกกี้');
    } finally {
      await web.stop();
      await api.stop();
    }
  });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** The nonce of an answer's policy, and the attributes of every script the page runs inline. */
function noncesOf(answer: RawAnswer): { policy: string; inline: string[] } {
  const policy = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
  const inline = [...answer.body.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes));
  return { policy, inline };
}

/** The headers every answer carries (withSecurityHeaders), the policy's nonce taken out. */
function securityOf(answer: RawAnswer): Record<string, string> {
  const names = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];
  return Object.fromEntries(names.map((name) => [name, String(answer.headers[name]).replace(/'nonce-[^']+'/, "'nonce'")]));
}

/** A product far down the catalogue, which no other journey opens: this one withdraws it for a moment. */
async function quietProduct(): Promise<{ code: string; slug: string }> {
  const listing = await getProductListing(testApi(), { size: 48, page: 30 });
  const card = listing.data?.items.at(-1);
  if (!card) throw new Error('the seeded catalogue has fewer than 30 pages of 48 products');
  return { code: card.product_id, slug: card.slug };
}

/** Withdraws a product from sale or restores it, as the desk does (POST admin/products/{code}/{action}, the demo manager). */
async function staffProduct(code: string, action: 'withdraw' | 'restore'): Promise<void> {
  const response = await fetch(`${API_ORIGIN}/admin/products/${encodeURIComponent(code)}/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await deskToken()}` },
  });
  expect(response.status, `${action} ${code}`).toBe(200);
}

const WITHDRAWN = /role="status"[^>]*>สินค้านี้ไม่มีจำหน่ายแล้ว</;

test.describe('the page cache (issue 16 item 5, decision 0026)', () => {
  test('a public page is rendered once and answered again from the cache, each answer with a nonce of its own', async () => {
    const web = await ownWebServer({ WEB_PAGE_CACHE_SECONDS: '30' });
    try {
      const first = await rawRequest(web.origin, '/p/policy');
      const second = await rawRequest(web.origin, '/p/policy');
      expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT']);
      for (const answer of [first, second]) {
        expect(answer.status).toBe(200);
        expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
        expect(answer.headers.vary).toContain('User-Agent');
        const { policy, inline } = noncesOf(answer);
        expect(inline.length).toBeGreaterThan(2);
        for (const attributes of inline) expect(attributes).toContain(`nonce="${policy}"`);
      }
      const [firstNonce, secondNonce] = [noncesOf(first).policy, noncesOf(second).policy];
      expect(secondNonce).not.toBe(firstNonce);
      expect(second.body).not.toContain(firstNonce);
      // Apart from its nonce, the kept page is the page: nothing else of the render differs.
      expect(second.body.replaceAll(secondNonce, 'N')).toBe(first.body.replaceAll(firstNonce, 'N'));

      // A phone's page is its own, as is the English page and the page's data.
      expect((await rawRequest(web.origin, '/p/policy', { headers: { 'User-Agent': IPHONE } })).headers['x-cache']).toBe('MISS');
      expect((await rawRequest(web.origin, '/p/policy', { headers: { 'User-Agent': IPHONE } })).headers['x-cache']).toBe('HIT');
      expect((await rawRequest(web.origin, '/en/p/policy')).headers['x-cache']).toBe('MISS');
      expect((await rawRequest(web.origin, '/p/policy.data')).headers['x-cache']).toBe('MISS');
      expect((await rawRequest(web.origin, '/p/policy.data')).headers['x-cache']).toBe('HIT');

      // The security headers of a kept page are those of a page rendered for its reader (a member page never kept).
      const member = await rawRequest(web.origin, '/account');
      expect(securityOf(second)).toEqual(securityOf(member));
      expect(securityOf(second)).toEqual(securityOf(first));
    } finally {
      await web.stop();
    }
  });

  test('a kept page opens in a browser: sent as gzip made of parts deflated once, it unpacks and its inline scripts run', async ({
    page,
  }) => {
    const web = await ownWebServer({ WEB_PAGE_CACHE_SECONDS: '30' });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    try {
      for (const state of ['MISS', 'HIT']) {
        const answer = await page.goto(`${web.origin}/p/policy`);
        expect(await answer?.headerValue('x-cache')).toBe(state);
        expect(await answer?.headerValue('content-encoding')).toBe('gzip');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await untilHydrated(page);
      }
      expect(refused).toEqual([]);
    } finally {
      await web.stop();
    }
  });

  test('member pages and answers other than 200 are never kept', async () => {
    const web = await ownWebServer({ WEB_PAGE_CACHE_SECONDS: '30' });
    try {
      for (const path of ['/account', '/en/account/my-order', '/shopping-cart', '/check-out', '/login', '/account.data']) {
        for (let time = 0; time < 2; time++) {
          const answer = await rawRequest(web.origin, path);
          expect(answer.headers['cache-control'], path).toBe('private, no-store');
          expect(answer.headers['x-cache'], path).toBeUndefined();
        }
      }
      for (let time = 0; time < 2; time++) {
        const missing = await rawRequest(web.origin, '/product/no-such-product-anywhere');
        expect(missing.status).toBe(404);
        expect(missing.headers['x-cache']).toBe('MISS');
        expect(missing.headers['cache-control']).toBe('no-store');
      }
    } finally {
      await web.stop();
    }
  });

  test('a withdrawn product’s page changes within the pages’ freshness (the journeys run without Redis; its announcement is the unit test’s)', async () => {
    const web = await ownWebServer({ WEB_PAGE_CACHE_SECONDS: '2' });
    const product = await quietProduct();
    const path = `/product/${product.slug}`;
    try {
      expect((await rawRequest(web.origin, path)).body).not.toMatch(WITHDRAWN);
      await expectKept(web.origin, path);
      await staffProduct(product.code, 'withdraw');
      await expect.poll(async () => (await rawRequest(web.origin, path)).body, { timeout: 15_000 }).toMatch(WITHDRAWN);
      await staffProduct(product.code, 'restore');
      await expect.poll(async () => (await rawRequest(web.origin, path)).body, { timeout: 15_000 }).not.toMatch(WITHDRAWN);
    } finally {
      await staffProduct(product.code, 'restore');
      await web.stop();
    }
  });
});

/**
 * The page is answered from the web server's cache (X-Cache: HIT), asked again until it is: another journey's change to
 * the catalogue, at the same time on the other worker, drops every kept page (the generation the web server polls), and
 * the page is then rendered afresh once more before it is kept. Answers the kept answer.
 */
async function expectKept(origin: string, path: string): Promise<RawAnswer> {
  let answer: RawAnswer | undefined;
  await expect.poll(async () => (answer = await rawRequest(origin, path)).headers['x-cache']).toBe('HIT');
  return answer!;
}

/** What a variant sells at. */
const effective = (variant: { price: number; special_price: number | null }) => variant.special_price ?? variant.price;

/** Sets a variant's list price and takes away its special price, as the admin's price form does (prices.write, second factor). */
async function setPrice(token: string, variantId: number, price: number, specialPrice: number | null = null): Promise<void> {
  const response = await fetch(`${API_ORIGIN}/admin/variants/${variantId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ price, special_price: specialPrice }),
  });
  expect(response.status, `price of variant ${variantId}`).toBe(200);
}

test.describe('a change reaches the kept pages without Redis (issue #27 item 7, decision 0056)', () => {
  test('a price changed in the back office shows on a kept product page within 5 s, the pages kept 30 s', async () => {
    const web = await ownWebServer({ WEB_PAGE_CACHE_SECONDS: '30', REDIS_URL: '' });
    // A product of its own, far down the catalogue, whose page opens on its cheapest variant in stock.
    const card = (await getProductListing(testApi(), { size: 48, page: 29 })).data?.items.at(-1);
    if (!card) throw new Error('the seeded catalogue has fewer than 29 pages of 48 products');
    const detail = (await getProduct(testApi(), card.slug)).data!;
    const opening = detail.variants.filter((variant) => variant.stock > 0).sort((a, b) => effective(a) - effective(b))[0]!;
    const newPrice = effective(opening) - 1_000;
    const path = `/product/${card.slug}`;
    const token = await verifiedStaffToken('manager');
    try {
      expect((await rawRequest(web.origin, path)).body.includes(formatBaht(effective(opening))), 'the page shows the price').toBe(true);
      expect((await expectKept(web.origin, path)).body.includes(formatBaht(newPrice))).toBe(false);
      await setPrice(token, opening.variant_id, newPrice);
      const changedAt = Date.now();
      const showsNewPrice = async () => (await rawRequest(web.origin, path)).body.includes(formatBaht(newPrice));
      await expect.poll(showsNewPrice, { timeout: 5_000, intervals: [250] }).toBe(true);
      expect(Date.now() - changedAt).toBeLessThan(5_000);
    } finally {
      await setPrice(token, opening.variant_id, opening.price, opening.special_price);
      await web.stop();
    }
  });
});

/** The Redis the shared-state tests use (the journeys' own shop runs without one); every machine of ours runs one. */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const startedProcesses = (output: string) => [...output.matchAll(/Talad web process (\d+) started/g)].map((match) => Number(match[1]));

test.describe('several web processes (issue 16 item 4: N web renderers)', () => {
  test('WEB_PROCESSES=2 serve one port, and a process that dies is started again while the other answers', async () => {
    const web = await ownWebServer({ WEB_PROCESSES: '2' });
    try {
      await expect.poll(() => (web.output().match(/Talad web listening/g) ?? []).length).toBe(2);
      const [first, second] = startedProcesses(web.output());
      expect(first).not.toBe(second);
      process.kill(first!, 'SIGKILL');
      await expect.poll(() => startedProcesses(web.output()).length, { timeout: 15_000 }).toBe(3);
      expect(web.output()).toContain(`Talad web process ${first} stopped (SIGKILL)`);
      for (let page = 0; page < 4; page += 1) expect((await rawRequest(web.origin, '/p/policy')).status).toBe(200);
    } finally {
      await web.stop();
    }
  });

  test('with REDIS_URL, two web servers count one address’s pages together: WEB_RATE_LIMIT_PER_MINUTE in all', async () => {
    const settings = { REDIS_URL, WEB_RATE_LIMIT_PER_MINUTE: '4', WEB_TRUST_PROXY: '1' };
    const [one, two] = await Promise.all([ownWebServer(settings), ownWebServer(settings)]);
    // An address of this run's own: buckets outlive a run in Redis for up to a minute.
    const shopper = `203.0.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
    try {
      // A token comes back every 15 s: a first render of the page on a busy machine must not fall between the six.
      for (const web of [one, two]) {
        expect((await rawRequest(web!.origin, '/p/policy', { headers: { 'X-Forwarded-For': '192.0.2.76' } })).status).toBe(200);
      }
      const statuses = [];
      for (const web of [one, two, one, two, one, two]) {
        statuses.push((await rawRequest(web!.origin, '/p/policy', { headers: { 'X-Forwarded-For': shopper } })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
      expect((await rawRequest(two!.origin, '/p/policy', { headers: { 'X-Forwarded-For': '192.0.2.77' } })).status).toBe(200);
    } finally {
      await Promise.all([one!.stop(), two!.stop()]);
    }
  });
});
