import { EventEmitter } from 'node:events';
import { gunzipSync } from 'node:zlib';
import { ANNOUNCEMENTS_CHANNEL, announcementText, CATALOGUE_CHANGED } from '@talad/domain';
import { createApiClient, createMemorySessionStore } from '@talad/sdk';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import {
  askGeneration,
  dropPagesOnCatalogueChange,
  dropPagesOnGenerationChange,
  generationWatch,
  keptPage,
  pageAnswer,
  pageBody,
  PageCache,
  pageKey,
  pageRequest,
  publicCacheControl,
  type KeptPage,
  type Subscriber,
} from './page-cache.server.ts';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const OTHER_DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const shop = (path: string, origin = 'https://talad.example') => new URL(path, origin);

/** A render's page as the server keeps it, of `bytes` bytes when given. */
function rendered(options: { status?: number; at?: number; bytes?: number; body?: string } = {}): KeptPage {
  const body = Buffer.from(options.body ?? 'x'.repeat(options.bytes ?? 10));
  return {
    status: options.status ?? 200,
    headers: [['content-type', 'text/html']],
    parts: [body],
    deflated: null,
    bytes: body.length,
    renderedAt: options.at ?? 0,
    shareable: (options.status ?? 200) === 200,
  };
}

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const cacheOf = (now: () => number, overrides: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) =>
  new PageCache({ freshMs: 30_000, staleMs: 300_000, maxBytes: 1_000, maxRevalidations: 4, now, ...overrides });

describe('the page key: what a public page’s render depends on (decision 0026)', () => {
  it('is one for every desktop browser and another for phones and for bots', () => {
    const url = shop('/product/a-1');
    expect(pageKey(url, DESKTOP, 'talad')).toBe(pageKey(url, OTHER_DESKTOP, 'talad'));
    expect(pageKey(url, undefined, 'talad')).toBe(pageKey(url, DESKTOP, 'talad'));
    const keys = new Set([pageKey(url, DESKTOP, 'talad'), pageKey(url, IPHONE, 'talad'), pageKey(url, GOOGLEBOT, 'talad')]);
    expect(keys.size).toBe(3);
  });

  it('differs by brand, origin, path (so language) and query', () => {
    const keys = [
      pageKey(shop('/product/a-1'), DESKTOP, 'talad'),
      pageKey(shop('/product/a-1'), DESKTOP, 'trueselect'),
      pageKey(shop('/product/a-1', 'https://shop.example'), DESKTOP, 'talad'),
      pageKey(shop('/en/product/a-1'), DESKTOP, 'talad'),
      pageKey(shop('/product/a-1?tab=reviews'), DESKTOP, 'talad'),
      pageKey(shop('/product/a-1.data'), DESKTOP, 'talad'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('renders from the URL and the user agent alone: no cookie, authorization or language of the reader reaches a kept page', () => {
    const request = pageRequest(shop('/search?q=tv'), {
      'user-agent': IPHONE,
      cookie: 'theme=dark; session=abc',
      authorization: 'Bearer someone',
      'accept-language': 'en',
      'x-forwarded-for': '203.0.113.7',
    });
    expect(request.url).toBe('https://talad.example/search?q=tv');
    expect([...request.headers]).toEqual([['user-agent', IPHONE]]);
  });
});

describe('a kept page’s nonce', () => {
  const NONCE = 'rendered+Nonce/0123456789==';
  const html = `<script nonce="${NONCE}">a()</script><p>text</p><script nonce="${NONCE}">b()</script>`;

  it('is cut out of the body and each answer gets its own, with no trace of the render’s', async () => {
    const page = await keptPage(new Response(html, { headers: { 'Content-Type': 'text/html' } }), NONCE, 5);
    expect(page.parts).toHaveLength(3);
    const first = Buffer.concat(pageBody(page, 'fresh-one')).toString();
    const second = Buffer.concat(pageBody(page, 'fresh-two')).toString();
    expect(first).toBe('<script nonce="fresh-one">a()</script><p>text</p><script nonce="fresh-one">b()</script>');
    expect(second).toContain('nonce="fresh-two"');
    for (const body of [first, second]) expect(body).not.toContain(NONCE);
    expect(page).toMatchObject({ status: 200, renderedAt: 5, shareable: true });
    // The cache counts the page and its deflated copy.
    const deflatedBytes = page.deflated!.reduce((total, part) => total + part.length, 0);
    expect(page.bytes).toBe(Buffer.byteLength(html) + deflatedBytes);
    expect(page.headers).toEqual([['content-type', 'text/html']]);
  });

  it('leaves a body without it as it is (data requests)', async () => {
    const page = await keptPage(new Response('[{"_1":2}]'), NONCE, 0);
    expect(Buffer.concat(pageBody(page, 'fresh')).toString()).toBe('[{"_1":2}]');
  });

  it('keeps only a 200 that sets no cookie and makes no caching rule of its own', async () => {
    const shareable = async (init: ResponseInit) => (await keptPage(new Response('page', init), NONCE, 0)).shareable;
    expect(await shareable({ status: 200 })).toBe(true);
    expect(await shareable({ status: 404 })).toBe(false);
    expect(await shareable({ status: 503, headers: { 'Retry-After': '10' } })).toBe(false);
    expect(await shareable({ status: 302, headers: { Location: '/' } })).toBe(false);
    expect(await shareable({ status: 200, headers: { 'Set-Cookie': 'a=1' } })).toBe(false);
    expect(await shareable({ status: 200, headers: { 'Cache-Control': 'no-store' } })).toBe(false);
  });
});

describe('a kept page’s answer', () => {
  it('tells a CDN to keep a public page briefly and serve it stale while it asks again, and how old it is', () => {
    const page = rendered({ at: 1_000 });
    const answer = pageAnswer(page, 'HIT', 'n', { freshSeconds: 30, now: 13_500 });
    expect(Object.fromEntries(answer.headers)).toEqual({
      'content-type': 'text/html',
      'Content-Length': '10',
      'Cache-Control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=300',
      'X-Cache': 'HIT',
      Age: '12',
      Vary: 'User-Agent, Accept-Encoding',
    });
    expect(answer.status).toBe(200);
  });

  it('tells no one to keep an answer that is not shared, and keeps a route’s own rule', () => {
    expect(Object.fromEntries(pageAnswer(rendered({ status: 404 }), 'MISS', 'n', { freshSeconds: 30, now: 0 }).headers)).toMatchObject({
      'Cache-Control': 'no-store',
      'X-Cache': 'MISS',
    });
    const own: KeptPage = { ...rendered(), headers: [['cache-control', 'public, max-age=3600']], shareable: false };
    const headers = pageAnswer(own, 'MISS', 'n', { freshSeconds: 30, now: 0 }).headers;
    expect(headers.filter(([name]) => name.toLowerCase() === 'cache-control')).toEqual([['cache-control', 'public, max-age=3600']]);
    expect(publicCacheControl(0)).toBe('no-store');
  });
});

describe('a kept page answered gzip', () => {
  const NONCE = 'rendered+Nonce/0123456789==';
  const pageOf = (html: string) => keptPage(new Response(html, { headers: { 'Content-Type': 'text/html' } }), NONCE, 0);

  it('is deflated once and each answer is a gzip member that holds the page with that answer’s own nonce', async () => {
    const html = `<html><script nonce="${NONCE}">a()</script>${'<p>ร้านตลาด page text</p>'.repeat(500)}<script nonce="${NONCE}">b()</script></html>`;
    const page = await pageOf(html);
    for (const nonce of ['fresh+One/abcdefghijklmn==', 'fresh+Two/abcdefghijklmn==']) {
      const answer = pageAnswer(page, 'HIT', nonce, { freshSeconds: 30, now: 0, gzip: true });
      const zipped = Buffer.concat(answer.body);
      expect(gunzipSync(zipped).toString()).toBe(html.replaceAll(NONCE, nonce));
      expect(Object.fromEntries(answer.headers)).toMatchObject({ 'Content-Encoding': 'gzip', 'Content-Length': String(zipped.length) });
      expect(zipped.length).toBeLessThan(Buffer.byteLength(html) / 5);
    }
  });

  it('holds nonces at the very start, side by side and at the end, and a page without one', async () => {
    for (const html of [`${NONCE}<p>x</p>`, `<p>${NONCE}${NONCE}</p>`, `<p>x</p>${NONCE}`, NONCE, '<p>no nonce</p>', '']) {
      const page = await pageOf(html);
      const answer = pageAnswer(page, 'MISS', 'n0nce', { freshSeconds: 30, now: 0, gzip: true });
      expect(gunzipSync(Buffer.concat(answer.body)).toString(), html).toBe(html.replaceAll(NONCE, 'n0nce'));
    }
  });

  it('is plain for a reader who takes no gzip, and for an answer that is not kept (the compression middleware’s then)', async () => {
    const page = await pageOf(`<script nonce="${NONCE}"></script>`);
    const plain = pageAnswer(page, 'HIT', 'n', { freshSeconds: 30, now: 0, gzip: false });
    expect(Buffer.concat(plain.body).toString()).toBe('<script nonce="n"></script>');
    expect(plain.headers.some(([name]) => name === 'Content-Encoding')).toBe(false);
    const missing = await keptPage(new Response('<p>not found</p>', { status: 404 }), NONCE, 0);
    expect(missing.deflated).toBeNull();
    const answer = pageAnswer(missing, 'MISS', 'n', { freshSeconds: 30, now: 0, gzip: true });
    expect(Buffer.concat(answer.body).toString()).toBe('<p>not found</p>');
  });
});

describe('the page cache', () => {
  it('answers a kept page fresh, then stale, then no more', async () => {
    const time = clock();
    const cache = cacheOf(time.now);
    await cache.render('home', async () => rendered({ at: time.now() }));
    expect(cache.get('home')?.state).toBe('HIT');
    time.advance(29_999);
    expect(cache.get('home')?.state).toBe('HIT');
    time.advance(1);
    expect(cache.get('home')?.state).toBe('STALE');
    time.advance(299_999);
    expect(cache.get('home')?.state).toBe('STALE');
    time.advance(1);
    expect(cache.get('home')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('renders a page once however many readers ask for it meanwhile', async () => {
    const time = clock();
    const cache = cacheOf(time.now);
    let finish: (page: KeptPage) => void = () => undefined;
    const render = vi.fn(() => new Promise<KeptPage>((resolve) => (finish = resolve)));
    const first = cache.render('home', render);
    expect(cache.rendering('home')).toBe(first);
    const second = cache.render('home', render);
    finish(rendered({ at: time.now() }));
    expect(await first).toBe(await second);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.rendering('home')).toBeUndefined();
    expect(cache.get('home')?.state).toBe('HIT');
  });

  it('serves a stale page while one render renews it in the background', async () => {
    const time = clock();
    const cache = cacheOf(time.now);
    await cache.render('home', async () => rendered({ at: time.now(), body: 'old' }));
    time.advance(31_000);
    const renew = vi.fn(async () => rendered({ at: time.now(), body: 'new' }));
    expect(cache.get('home')?.state).toBe('STALE');
    cache.revalidate('home', renew);
    cache.revalidate('home', renew);
    expect(cache.get('home')?.page.parts[0]?.toString()).toBe('old');
    await cache.rendering('home');
    expect(renew).toHaveBeenCalledTimes(1);
    const renewed = cache.get('home');
    expect(renewed?.state).toBe('HIT');
    expect(renewed?.page.parts[0]?.toString()).toBe('new');
  });

  it('keeps the stale page when its renewal fails, and renews at most maxRevalidations pages at once', async () => {
    const time = clock();
    const cache = cacheOf(time.now, { maxRevalidations: 1 });
    for (const key of ['a', 'b']) await cache.render(key, async () => rendered({ at: time.now() }));
    time.advance(31_000);
    cache.revalidate('a', async () => rendered({ status: 503, at: time.now() }));
    const b = vi.fn(async () => rendered({ at: time.now() }));
    cache.revalidate('b', b);
    expect(b).not.toHaveBeenCalled();
    await cache.rendering('a');
    expect(cache.get('a')?.state).toBe('STALE');
    cache.revalidate('a', () => Promise.reject(new Error('API away')));
    await cache.rendering('a')?.catch(() => undefined);
    expect(cache.get('a')?.state).toBe('STALE');
  });

  it('never keeps what is not shareable: not-found pages, try-again pages', async () => {
    const cache = cacheOf(clock().now);
    const answer = await cache.render('gone', async () => rendered({ status: 404 }));
    expect(answer.status).toBe(404);
    expect(cache.get('gone')).toBeUndefined();
  });

  it('holds at most maxBytes of pages, dropping the least recently read first', async () => {
    const time = clock();
    const cache = cacheOf(time.now, { maxBytes: 1_000 });
    for (const key of ['a', 'b', 'c']) await cache.render(key, async () => rendered({ bytes: 300, at: time.now() }));
    expect(cache.get('a')?.state).toBe('HIT');
    await cache.render('d', async () => rendered({ bytes: 300, at: time.now() }));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key)?.state)).toEqual(['HIT', 'HIT', 'HIT']);
    expect(cache.bytes).toBe(900);
    await cache.render('huge', async () => rendered({ bytes: 1_001, at: time.now() }));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('forgets every page on clear(), and a render under way then is answered but not kept', async () => {
    const time = clock();
    const cache = cacheOf(time.now);
    await cache.render('home', async () => rendered({ at: time.now() }));
    let finish: (page: KeptPage) => void = () => undefined;
    const underWay = cache.render('product', () => new Promise<KeptPage>((resolve) => (finish = resolve)));
    cache.clear();
    expect(cache.get('home')).toBeUndefined();
    expect(cache.rendering('product')).toBeUndefined();
    finish(rendered({ at: time.now() }));
    expect((await underWay).status).toBe(200);
    expect(cache.get('product')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});

/** An ioredis subscriber as the cache sees it: events, and the channels it asked for. */
function fakeSubscriber() {
  const events = new EventEmitter();
  const channels: string[] = [];
  const subscriber: Subscriber = {
    on: (event: string, listener: (...args: string[]) => void) => events.on(event, listener),
    subscribe: async (channel: string) => channels.push(channel),
  };
  return { subscriber, events, channels };
}

describe('catalogue changes announced on Redis (decision 0022)', () => {
  it('drop every kept page when the API announces that the catalogue changed, and nothing else does', () => {
    const { subscriber, events, channels } = fakeSubscriber();
    const drop = vi.fn();
    dropPagesOnCatalogueChange(subscriber, drop);
    events.emit('ready');
    expect(channels).toEqual([ANNOUNCEMENTS_CHANNEL]);
    events.emit('message', ANNOUNCEMENTS_CHANNEL, announcementText({ from: 'api-1', topic: 'search-counted' }));
    events.emit('message', 'elsewhere', announcementText({ from: 'api-1', topic: CATALOGUE_CHANGED }));
    events.emit('message', ANNOUNCEMENTS_CHANNEL, 'not json');
    expect(drop).not.toHaveBeenCalled();
    events.emit('message', ANNOUNCEMENTS_CHANNEL, announcementText({ from: 'api-1', topic: CATALOGUE_CHANGED }));
    expect(drop).toHaveBeenCalledTimes(1);
  });

  it('drop every kept page after Redis was away (announcements may have been missed), and subscribe again', () => {
    const { subscriber, events, channels } = fakeSubscriber();
    const drop = vi.fn();
    dropPagesOnCatalogueChange(subscriber, drop);
    events.emit('ready');
    expect(drop).not.toHaveBeenCalled();
    events.emit('error', new Error('connection lost'));
    events.emit('ready');
    expect(drop).toHaveBeenCalledTimes(1);
    expect(channels).toEqual([ANNOUNCEMENTS_CHANNEL, ANNOUNCEMENTS_CHANNEL]);
  });

  it('empties a page cache through its announcement', async () => {
    const { subscriber, events } = fakeSubscriber();
    const cache = cacheOf(clock().now);
    dropPagesOnCatalogueChange(subscriber, () => cache.clear());
    await cache.render('product', async () => rendered({ at: 1_000_000 }));
    expect(cache.get('product')?.state).toBe('HIT');
    events.emit('message', ANNOUNCEMENTS_CHANNEL, announcementText({ from: 'api-2', topic: CATALOGUE_CHANGED }));
    expect(cache.get('product')).toBeUndefined();
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
describe('catalogue changes through a real Redis', () => {
  it('drop the pages when an API process publishes its announcement', async () => {
    const subscriber = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    const api = new Redis(REDIS_URL);
    try {
      const dropped = new Promise<void>((resolve) => dropPagesOnCatalogueChange(subscriber, resolve));
      // The API publishes as apps/api/src/platform/shared.ts does; published until this subscriber hears it.
      const publishing = setInterval(
        () => void api.publish(ANNOUNCEMENTS_CHANNEL, announcementText({ from: 'api-test', topic: CATALOGUE_CHANGED })),
        50,
      );
      await dropped.finally(() => clearInterval(publishing));
    } finally {
      subscriber.disconnect();
      api.disconnect();
    }
  });
});

/** A client of a stand-in for the API's GET health/catalogue: `generation` while it is set, a 503 otherwise; counts asks. */
function generationApi() {
  let generation: number | null = 1_000;
  let asked = 0;
  const answer = (path: string) => {
    asked += 1;
    if (!path.endsWith('/health/catalogue') || generation === null)
      return Response.json({ data: null, is_success: false, message: 'Service unavailable', status_code: 503 }, { status: 503 });
    return Response.json({ data: { generation }, is_success: true, message: 'OK', status_code: 200 });
  };
  const api = createApiClient({
    baseUrl: 'http://api.test',
    appId: 'talad-web',
    appKey: 'key',
    session: createMemorySessionStore(),
    fetch: async (url) => answer(String(url)),
  });
  return { api, asked: () => asked, set: (next: number | null) => (generation = next) };
}

describe('dropping kept pages without Redis: the API’s catalogue change generation (decision 0056)', () => {
  it('drops every page when the generation moves forward, never on the first, the same, an earlier one or no answer', async () => {
    const answers: Array<number | Error> = [5, 5, 4, new Error('API away'), 7, 7, 6, 8];
    const drop = vi.fn();
    const step = generationWatch(async () => {
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    }, drop);
    const drops: number[] = [];
    while (answers.length > 0) {
      await step();
      drops.push(drop.mock.calls.length);
    }
    expect(drops).toEqual([0, 0, 0, 0, 1, 1, 1, 2]);
  });

  it('reads the API’s answer, and refuses anything else: a 503, nobody answering', async () => {
    const { api, set } = generationApi();
    expect(await askGeneration(api)).toBe(1_000);
    set(null);
    await expect(askGeneration(api)).rejects.toThrow('no catalogue generation');
    const away = createApiClient({
      baseUrl: 'http://api.test',
      appId: 'talad-web',
      appKey: 'key',
      session: createMemorySessionStore(),
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(askGeneration(away)).rejects.toThrow('fetch failed');
  });

  it('empties a page cache once the API’s generation moves, and keeps its pages while the API does not answer', async () => {
    const { api, asked, set } = generationApi();
    const cache = cacheOf(clock().now, { freshMs: 3_600_000 });
    const watching = dropPagesOnGenerationChange(() => cache.clear(), api, 5);
    try {
      await vi.waitFor(() => expect(asked()).toBeGreaterThan(0));
      await cache.render('product', async () => rendered({ at: 1_000_000 }));
      // Away for several asks: nothing is dropped.
      set(null);
      const before = asked();
      await vi.waitFor(() => expect(asked()).toBeGreaterThan(before + 3));
      expect(cache.get('product')?.state).toBe('HIT');
      set(1_000);
      const back = asked();
      await vi.waitFor(() => expect(asked()).toBeGreaterThan(back + 3));
      expect(cache.get('product')?.state).toBe('HIT');
      set(2_000);
      await vi.waitFor(() => expect(cache.get('product')).toBeUndefined());
    } finally {
      watching.stop();
    }
  });
});
