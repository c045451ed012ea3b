import { ANNOUNCEMENTS_CHANNEL, announcementOf, CATALOGUE_CHANGED } from '@talad/domain';
import { getCatalogueGeneration, type ApiClient } from '@talad/sdk';
import { isbot } from 'isbot';
import { serverApi } from './api.server.ts';
import { serverConfig } from './config.server.ts';
import { deviceFromUserAgent } from './device.ts';
import { deflateParts, gzipAnswer } from './page-gzip.server.ts';

export { pageKinds, type PageKind } from './page-kinds.server.ts';

/**
 * The web server's page cache (decision 0026). Public pages do not depend on who is reading them: the session lives
 * in the browser, and the renderer reads nothing of the request but its URL and its user agent (the root loader:
 * language from the path, device from the user agent, origin from the URL; entry.server.tsx: bots get the whole page
 * at once). So a public page is rendered once per brand, address (path and query), device class and kind of reader,
 * kept a short while, and sent to every reader with a nonce of their own.
 */

/** The request headers a kept page is rendered with: nothing else of the reader's request reaches the renderer. */
export const PAGE_INPUT_HEADERS = ['user-agent'] as const;

/**
 * A kept page is served while revalidating this many times its freshness (5 minutes at 30 s): the same window a CDN
 * is given in its Cache-Control.
 */
export const STALE_FACTOR = 10;

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** A CDN may keep a public page `freshSeconds` and serve it stale while it asks again; browsers always ask (max-age=0). */
export function publicCacheControl(freshSeconds: number): string {
  if (freshSeconds <= 0) return 'no-store';
  return `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${freshSeconds * STALE_FACTOR}`;
}

/**
 * What a page's render depends on, as one key: brand, device class, kind of reader and the URL with its origin (the
 * language is the path's, ADR 0001). A new input of the render (a theme cookie) joins PAGE_INPUT_HEADERS and this key.
 */
export function pageKey(url: URL, userAgent: string | undefined, brand: string = serverConfig.public.brand): string {
  const device = deviceFromUserAgent(userAgent).isMobile ? 'mobile' : 'desktop';
  const reader = userAgent && isbot(userAgent) ? 'bot' : 'person';
  return `${brand} ${device} ${reader} ${url.origin}${url.pathname}${url.search}`;
}

/** The request a kept page is rendered from: the URL and PAGE_INPUT_HEADERS of the reader's request, nothing more. */
export function pageRequest(url: URL, headers: Record<string, string | string[] | undefined>): Request {
  const inputs: [string, string][] = [];
  for (const name of PAGE_INPUT_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') inputs.push([name, value]);
  }
  return new Request(url, { headers: inputs });
}

/** One rendered answer: its status and headers, and its body cut where the render's nonce stood. */
export interface KeptPage {
  status: number;
  /** The render's own headers (Content-Type, Retry-After, a route's Cache-Control): the server adds the rest per answer. */
  headers: [string, string][];
  parts: Buffer[];
  /** A shareable page's parts deflated once, for the answers that may be gzip (lib/page-gzip.server.ts). */
  deflated: Buffer[] | null;
  /** The parts and their deflated copies, as the cache counts them. */
  bytes: number;
  renderedAt: number;
  /** A 200 that sets no cookie and has no caching rule of its own: kept, and public for a CDN. */
  shareable: boolean;
}

/** Headers the server sets on every answer itself. */
const PER_ANSWER = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Reads a render whole and cuts its body at `nonce`, the nonce it was rendered with. */
export async function keptPage(response: Response, nonce: string, renderedAt: number): Promise<KeptPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => !PER_ANSWER.has(name));
  const shareable = response.status === 200 && !response.headers.has('set-cookie') && !response.headers.has('cache-control');
  const parts = cutAt(body, nonce);
  // Only a page many answers will share is worth deflating now (what is not kept goes through the compression middleware).
  const deflated = shareable && !headers.some(([name]) => name === 'content-encoding') ? deflateParts(parts) : null;
  const bytes = body.length + (deflated ?? []).reduce((total, part) => total + part.length, 0);
  return { status: response.status, headers, parts, deflated, bytes, renderedAt, shareable };
}

function cutAt(body: Buffer, nonce: string): Buffer[] {
  if (!nonce) return [body];
  const mark = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(mark); at >= 0; at = body.indexOf(mark, from)) {
    parts.push(body.subarray(from, at));
    from = at + mark.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/**
 * The page's body with this answer's nonce wherever the render's stood, as the kept parts and the nonce in turn: written
 * as they are (one writev), never copied into one buffer per answer (a 230 KB copy per hit was most of a hit's garbage).
 */
export function pageBody(page: KeptPage, nonce: string): Buffer[] {
  if (page.parts.length === 1) return page.parts;
  const mark = Buffer.from(nonce);
  return page.parts.flatMap((part, index) => (index === 0 ? [part] : [mark, part]));
}

export type CacheState = 'HIT' | 'STALE' | 'MISS';

/**
 * How a kept page is answered: its status, the render's headers and the cache's, and the body (in chunks) with the
 * reader's nonce — gzip when the reader takes it (`gzip`) and the page was deflated once for that.
 */
export function pageAnswer(
  page: KeptPage,
  state: CacheState,
  nonce: string,
  options: { freshSeconds: number; now: number; gzip?: boolean },
) {
  const own = page.headers.some(([name]) => name === 'cache-control');
  const plain = pageBody(page, nonce);
  const gzip = options.gzip === true && page.deflated !== null;
  const body = gzip ? gzipAnswer(plain, page.deflated!, nonce) : plain;
  const headers: [string, string][] = [
    ...page.headers,
    ...(gzip ? [['Content-Encoding', 'gzip'] as [string, string]] : []),
    ['Content-Length', String(body.reduce((length, chunk) => length + chunk.length, 0))],
    ...(own ? [] : [['Cache-Control', page.shareable ? publicCacheControl(options.freshSeconds) : 'no-store'] as [string, string]]),
    ['X-Cache', state],
    // How old the page is, so that a CDN in front keeps it only what is left of its freshness.
    ['Age', String(Math.max(0, Math.floor((options.now - page.renderedAt) / 1000)))],
    // The page differs by device class and for bots: a CDN must not give a phone's page to a desktop.
    ['Vary', 'User-Agent, Accept-Encoding'],
  ];
  return { status: page.status, headers, body };
}

export interface PageCacheOptions {
  freshMs: number;
  /** How long after its freshness a page is still served while it is rendered again. */
  staleMs: number;
  /** The bodies kept, in bytes, at most: past it the least recently read pages go first. */
  maxBytes: number;
  /** Renders in the background at once, at most: past it a stale page is served without being renewed. */
  maxRevalidations: number;
  now?: () => number;
}

/**
 * Kept pages by key, least recently read first (a Map keeps insertion order; a read moves the page to the end). A page
 * is rendered once however many readers ask for it meanwhile; a stale page is served while one render renews it.
 * clear() forgets every page and every render under way, whose page may hold what changed.
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private readonly renders = new Map<string, Promise<KeptPage>>();
  private keptBytes = 0;
  private generation = 0;
  private revalidating = 0;
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.keptBytes;
  }

  get(key: string): { page: KeptPage; state: 'HIT' | 'STALE' } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const age = this.now() - page.renderedAt;
    if (age >= this.options.freshMs + this.options.staleMs) {
      this.forget(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    return { page, state: age < this.options.freshMs ? 'HIT' : 'STALE' };
  }

  /** The render of `key` under way, for a reader to wait on instead of rendering it again. */
  rendering(key: string): Promise<KeptPage> | undefined {
    return this.renders.get(key);
  }

  /** Renders `key` (or joins its render under way) and keeps a shareable answer. */
  render(key: string, render: () => Promise<KeptPage>): Promise<KeptPage> {
    const underWay = this.renders.get(key);
    if (underWay) return underWay;
    const generation = this.generation;
    const rendered = render()
      .then((page) => {
        if (page.shareable && generation === this.generation) this.keep(key, page);
        return page;
      })
      .finally(() => {
        if (this.renders.get(key) === rendered) this.renders.delete(key);
      });
    this.renders.set(key, rendered);
    return rendered;
  }

  /** Renews a stale page in the background; a failed or refused render leaves the stale page until its window ends. */
  revalidate(key: string, render: () => Promise<KeptPage>): void {
    if (this.renders.has(key) || this.revalidating >= this.options.maxRevalidations) return;
    this.revalidating += 1;
    this.render(key, render)
      .catch(() => undefined)
      .finally(() => (this.revalidating -= 1));
  }

  clear(): void {
    this.pages.clear();
    this.renders.clear();
    this.keptBytes = 0;
    this.generation += 1;
  }

  private keep(key: string, page: KeptPage): void {
    if (page.bytes > this.options.maxBytes) return;
    this.forget(key);
    this.pages.set(key, page);
    this.keptBytes += page.bytes;
    while (this.keptBytes > this.options.maxBytes) this.forget(this.pages.keys().next().value!);
  }

  private forget(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.keptBytes -= page.bytes;
  }
}

/** The part of an ioredis connection in subscriber mode that the page cache uses. */
export interface Subscriber {
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'ready' | 'error', listener: () => void): unknown;
  subscribe(channel: string): Promise<unknown>;
}

/**
 * With REDIS_URL, the API announces catalogue changes (a product withdrawn or restored, decision 0022): every kept page
 * is dropped, since any may list the product. A connection made again may have missed announcements: dropped too.
 * Without Redis the API's generation is asked for instead (dropPagesOnGenerationChange); while Redis is away, the
 * pages' freshness bounds how late a change shows.
 */
export function dropPagesOnCatalogueChange(subscriber: Subscriber, drop: () => void): void {
  let connectedBefore = false;
  subscriber.on('message', (channel, message) => {
    if (channel === ANNOUNCEMENTS_CHANNEL && announcementOf(message)?.topic === CATALOGUE_CHANGED) drop();
  });
  // On every connection: a first subscription that failed is not one that ioredis makes again by itself.
  subscriber.on('ready', () => {
    subscriber.subscribe(ANNOUNCEMENTS_CHANNEL).catch(() => undefined);
    if (connectedBefore) drop();
    connectedBefore = true;
  });
  // Without a listener, ioredis prints every failed attempt to reconnect; the TTL covers the outage.
  subscriber.on('error', () => undefined);
}

/** How often a web process without Redis asks the API for its catalogue change generation (decision 0056). */
export const GENERATION_POLL_MS = 2000;

/**
 * Without REDIS_URL (decision 0056): one step of watching the API's catalogue change generation, which moves forward
 * whenever the API empties its catalogue and content caches (an edit there, or its start). A later generation than any
 * seen drops every kept page; the first is only noted (nothing kept was rendered before the web process asked), an
 * earlier one (another API process behind the same address, which heard of no change) changes nothing, and so does an
 * API that does not answer: the pages' freshness bounds how late a change shows while it is away.
 */
export function generationWatch(ask: () => Promise<number>, drop: () => void): () => Promise<void> {
  let latest: number | undefined;
  return async () => {
    let generation: number;
    try {
      generation = await ask();
    } catch {
      return;
    }
    if (latest !== undefined && generation > latest) drop();
    latest = Math.max(latest ?? generation, generation);
  };
}

/** The API's generation, or a rejection for anything but its answer (an API away, an error, too slow). */
export async function askGeneration(api: ApiClient, timeoutMs = GENERATION_POLL_MS): Promise<number> {
  const answer = await getCatalogueGeneration(api, { signal: AbortSignal.timeout(timeoutMs) });
  if (!answer.is_success || typeof answer.data?.generation !== 'number') throw new Error(`no catalogue generation: ${answer.message}`);
  return answer.data.generation;
}

/**
 * Asks every `everyMs` (one request at a time per web process, never one per page view) and drops every kept page when
 * the generation moves, until stopped. The timer does not keep the process alive.
 */
export function dropPagesOnGenerationChange(drop: () => void, api: ApiClient = serverApi, everyMs = GENERATION_POLL_MS): { stop(): void } {
  const step = generationWatch(() => askGeneration(api), drop);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = () =>
    void step().then(() => {
      if (!stopped) timer = setTimeout(next, everyMs).unref();
    });
  next();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
