// Production server of the web app: security headers, compression, long-cached hashed assets, per-IP and
// load limits, and React Router's SSR handler.
// React reads NODE_ENV when it is first imported: without "production" every page is rendered by React's
// development build, several times slower. So it is set before anything is imported.
process.env.NODE_ENV ||= 'production';
const { default: cluster } = await import('node:cluster');
const webProcesses = wholeNumber('WEB_PROCESSES', 1, 1);
if (webProcesses > 1 && cluster.isPrimary) {
  const { superviseWebProcesses } = await import('./processes.mjs');
  superviseWebProcesses(webProcesses);
  // The primary only supervises (it exits once its processes have stopped): the rest of this file is theirs.
  await new Promise(() => {});
}
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { createRequestHandler: createRenderer, RouterContextProvider } = await import('react-router');

const { randomBytes } = await import('node:crypto');
const { basename } = await import('node:path');
const http = await import('node:http');
const https = await import('node:https');

const port = Number(process.env.WEB_PORT || 3000);
const apiUrl = process.env.API_URL || 'http://localhost:4000';
const apiMedia = new URL(`${apiUrl.replace(/\/+$/, '')}/media/`);
const clientDir = new URL('./build/client/', import.meta.url).pathname;
const ratePerMinute = wholeNumber('WEB_RATE_LIMIT_PER_MINUTE', 300, 0);
// Sized for 2 cores with the API beside it: 64 shoppers reloading home got as many pages a second through 16 renders
// as through 32, with their slowest answers under the API calls' 4 s time-out instead of twice over it.
const maxRenders = wholeNumber('WEB_MAX_RENDERS', 16, 1);
// Public pages are kept this many seconds (0: never) and may be served stale ten times as long while renewed (decision 0026).
const pageCacheSeconds = wholeNumber('WEB_PAGE_CACHE_SECONDS', 30, 0);
const pageCacheMegabytes = wholeNumber('WEB_PAGE_CACHE_MB', 64, 1);
/** How soon a shopper turned away because of load should try again, in seconds. */
const BUSY_RETRY_AFTER = 5;
/** How soon the starting page asks again while the API starts. */
const STARTING_RETRY_AFTER = 2;

// Importing the build reads the configuration once, so a bad GTM_ID or BRAND stops the server here, at start.
const build = await import('./build/server/index.js');
/**
 * The app's part of every answer (app/entry.server.tsx): its security headers, their nonce's hand-over, the try-again
 * page, the page cache, and which API calls its /api passes.
 */
const { cspNonce, securityHeaders, tryAgainPage, pageCache, pageLimit, apiCallRefusal, forgetShellAnswers } = build.entry.module;
/**
 * The back office (issue #26, decision 0041): its own React Router build (apps/admin), served here at /admin with its
 * own headers (never kept, never indexed, a narrower policy with its own nonce) and its own files under /admin/assets.
 * Nothing of it is part of the shop's build, and nothing of the shop's is part of it.
 */
const adminBuild = await import('../admin/build/server/index.js');
const adminClientDir = new URL('../admin/build/client/', import.meta.url).pathname;
const admin = adminBuild.entry.module;
/** /admin and every path below it, its pages' data too (not /administrator, which is the shop's 404). */
const ADMIN_PATH = /^\/admin(\/|$)/;

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustedProxies(process.env.WEB_TRUST_PROXY));
app.use(withSecurityHeaders);
// The API as browsers reach it by default: on the shop's own origin, so the shop works at any address (decision 0025),
// its shopper's calls only (decision 0033). Before the method check: the API has its own (PUT, PATCH, DELETE are its calls).
app.use('/api', passApiCall);
app.use(knownMethodsOnly);
app.use('/media', passToApi);
app.use(compression());
// The back office's hashed files, cached like the shop's; its other files (the icon) for an hour.
app.use('/admin/assets', express.static(`${adminClientDir}assets`, { immutable: true, maxAge: '1y', index: false }));
const adminFiles = express.static(adminClientDir, { maxAge: '1h', index: false, redirect: false });
app.use('/admin', (req, res, next) => (/\.[^/]+$/.test(req.path) && !req.path.endsWith('.data') ? adminFiles(req, res, next) : next()));
// Hashed file names never change content: cache them for a year.
app.use('/assets', express.static(`${clientDir}assets`, { immutable: true, maxAge: '1y' }));
// The build's metadata (spec §7): builds/<version>.json never changes, cached for good; builds/latest.json tells open
// tabs about a new build, never cached.
app.use(
  '/builds',
  express.static(`${clientDir}builds`, {
    index: false,
    cacheControl: false,
    setHeaders: (res, path) =>
      res.set('Cache-Control', basename(path) === 'latest.json' ? 'no-store' : 'public, max-age=31536000, immutable'),
  }),
);
// Files only: a page's path (no dot in its last part, or a page's .data) never waits on a look at the disk.
const files = express.static(clientDir, { maxAge: '1h', index: false });
app.use((req, res, next) => (/\.[^/]+$/.test(req.path) && !req.path.endsWith('.data') ? files(req, res, next) : next()));
// Files and /media are answered above: only pages and their data are limited and counted as renders.
if (process.env.WEB_WAIT_FOR_API === '1') app.use(untilApiAnswers());
if (ratePerMinute > 0) app.use(limitPerAddress(ratePerMinute));
// The shop's pages and the back office's share the renderer's limit; the back office's are never kept.
const renders = limitRenders(maxRenders);
app.all(
  ['/admin', '/admin/{*splat}'],
  renders,
  createRequestHandler({
    build: adminBuild,
    getLoadContext: (req, res) => admin.adminLoadContext({ nonce: res.locals.cspNonce, clientAddress: req.ip ?? '', secure: req.secure }),
  }),
);
const pages = keptPages();
app.use(pages.answerKept);
app.use(renders);
app.all(
  '/{*splat}',
  pages.renderAndKeep,
  createRequestHandler({ build, getLoadContext: (_req, res) => new RouterContextProvider(new Map([[cspNonce, res.locals.cspNonce]])) }),
);

/** A whole-number setting, or its default; anything else stops the server at start rather than limiting nothing. */
function wholeNumber(name, fallback, least) {
  const setting = process.env[name];
  if (!setting) return fallback;
  if (!/^\d+$/.test(setting) || Number(setting) < least)
    throw new Error(`${name} must be a whole number of at least ${least}; got "${setting}"`);
  return Number(setting);
}

/**
 * WEB_TRUST_PROXY: the number of proxies in front of this server, or their addresses (comma-separated), as Express
 * takes them. Only then are X-Forwarded-For (the shopper's address) and X-Forwarded-Proto (HTTPS) believed. Never
 * `true`: that believes the left-most X-Forwarded-For, which the client writes itself.
 */
function trustedProxies(setting) {
  if (!setting) return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  if (setting === 'true') throw new Error('WEB_TRUST_PROXY takes the number of proxies or their addresses, not "true"');
  return setting.split(',').map((address) => address.trim());
}

/**
 * Every answer carries the security headers, the back office's its own; the policy's nonce is new for each, and the
 * page's inline scripts get it.
 */
function withSecurityHeaders(req, res, next) {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  res.set((ADMIN_PATH.test(req.path) ? admin.securityHeaders : securityHeaders)(res.locals.cspNonce, req.secure));
  next();
}

/** The shop answers GET and HEAD, and POST for forms; anything else (TRACE, which a fetch Request refuses to carry) is a 405. */
function knownMethodsOnly(req, res, next) {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST') return next();
  res.set('Allow', 'GET, HEAD, POST').status(405).end();
}

/** Turns a request away before it is rendered, with the try-again page in its path's language. */
function refuse(req, res, status, retryAfterSeconds, reason = undefined) {
  res
    .status(status)
    .set('Retry-After', String(retryAfterSeconds))
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(tryAgainPage(status, req.path, reason));
}

/**
 * WEB_WAIT_FOR_API=1 (`npm start` sets it): until the API first answers /health (a first start migrates and seeds the
 * shop), pages are the "starting" page, which asks again by itself, instead of pages rendered without their data.
 * Once the API has answered, nothing is held back any more: a later outage is each page's own try-again answer.
 */
function untilApiAnswers() {
  let ready = false;
  const health = new URL(`${apiUrl.replace(/\/+$/, '')}/health`);
  const ask = async () => {
    try {
      ready = (await fetch(health, { signal: AbortSignal.timeout(2000) })).ok;
    } catch {
      ready = false;
    }
    if (!ready) setTimeout(ask, 500).unref();
  };
  void ask();
  return (req, res, next) => (ready ? next() : refuse(req, res, 503, STARTING_RETRY_AFTER, 'starting'));
}

/**
 * The renderer's own per-IP limit: its calls to the API carry RENDERER_KEY and are not limited there, so without
 * this one client could make the renderer hammer the API. A token bucket per address (app/lib/page-limit.server.ts):
 * in Redis with REDIS_URL, shared by every web process, and in this process's memory without it or while Redis is away.
 */
function limitPerAddress(perMinute) {
  const perMs = perMinute / 60_000;
  const take = process.env.REDIS_URL ? tokensInRedis(process.env.REDIS_URL, perMinute) : pageLimit.tokensInMemory(perMinute);
  return async (req, res, next) => {
    const left = await take(req.ip, Date.now());
    if (left < 0) return refuse(req, res, 429, Math.ceil(-left / perMs / 1000));
    next();
  };
}

/** The limit's Redis connection, which also tells (once each) when Redis is lost and back. */
function tokensInRedis(url, perMinute) {
  const redis = pageLimit.redisConnection(url);
  pageLimit.watchRedis(redis, (line) => console.warn(line));
  return pageLimit.tokensInRedisOrMemory(redis, perMinute);
}

/**
 * Sheds what the renderer cannot serve rather than queueing it without bound while every page slows down: at most
 * `max` renders at once (a page or its data, until the answer is sent) and as many waiting their turn; beyond that,
 * a 503 with the try-again page at once.
 */
function limitRenders(max) {
  let rendering = 0;
  const waiting = [];
  const finished = () => {
    const next = waiting.shift();
    if (next) next();
    else rendering -= 1;
  };
  return (req, res, next) => {
    const render = () => {
      res.once('close', finished);
      next();
    };
    if (rendering < max) {
      rendering += 1;
      return render();
    }
    if (waiting.length >= max) return refuse(req, res, 503, BUSY_RETRY_AFTER);
    waiting.push(render);
    // A shopper who leaves while waiting gives up the place in the line.
    res.once('close', () => {
      const place = waiting.indexOf(render);
      if (place >= 0) waiting.splice(place, 1);
    });
  };
}

/**
 * The page cache (decision 0026, app/lib/page-cache.server.ts). Decided by route: a private page (or its data) is never
 * kept and says `private, no-store`; a public page's GET is answered from the cache (HIT, or STALE while one render
 * renews it in the background), waits for its render under way, or is rendered from its URL and user agent alone,
 * kept when it is a 200, and answered (MISS). Every answer carries its own nonce, in its header and its page alike.
 */
function keptPages() {
  const kindOf = pageCache.pageKinds(build.routes, build.routeDiscovery?.manifestPath ?? '/__manifest');
  const cache = new pageCache.PageCache({
    freshMs: pageCacheSeconds * 1000,
    staleMs: pageCacheSeconds * pageCache.STALE_FACTOR * 1000,
    maxBytes: pageCacheMegabytes * 1024 * 1024,
    // Renewing stale pages in the background is never urgent: a quarter of the renders at most.
    maxRevalidations: Math.max(1, Math.floor(maxRenders / 4)),
  });
  const render = createRenderer(build, process.env.NODE_ENV);
  const renderPage = async (url, headers) => {
    const nonce = randomBytes(16).toString('base64');
    const response = await render(pageCache.pageRequest(url, headers), new RouterContextProvider(new Map([[cspNonce, nonce]])));
    return pageCache.keptPage(response, nonce, Date.now());
  };
  const send = (res, page, state) => {
    const answer = pageCache.pageAnswer(page, state, res.locals.cspNonce, {
      freshSeconds: pageCacheSeconds,
      now: Date.now(),
      // The page deflated once beats brotli made again for every answer (app/lib/page-gzip.server.ts).
      gzip: res.req.acceptsEncodings('gzip') === 'gzip',
    });
    res.status(answer.status);
    for (const [name, value] of answer.headers) res.append(name, value);
    // Corked: the kept parts and the nonces between them leave in one write.
    res.cork();
    for (const chunk of answer.body) res.write(chunk);
    res.end();
    res.uncork();
  };
  // A change staff make (a product, a price, the home page, the menu) drops every kept page and the menu and popups
  // the renders remember (decisions 0026, 0054): announced through Redis, or else seen in the API's change generation,
  // asked every 2 s (decision 0056).
  const dropAll = () => {
    cache.clear();
    forgetShellAnswers();
  };
  if (process.env.REDIS_URL) {
    pageCache.dropPagesOnCatalogueChange(pageLimit.redisConnection(process.env.REDIS_URL), dropAll);
  } else {
    pageCache.dropPagesOnGenerationChange(dropAll);
  }
  return {
    answerKept(req, res, next) {
      const kind = kindOf(req.path);
      if (kind === 'private') res.set('Cache-Control', pageCache.PRIVATE_CACHE_CONTROL);
      if (kind !== 'public' || req.method !== 'GET' || pageCacheSeconds === 0) return next();
      const url = URL.parse(`${req.protocol}://${req.host}${req.originalUrl}`);
      if (!url) return next();
      const key = pageCache.pageKey(url, req.get('user-agent'));
      const kept = cache.get(key);
      if (kept?.state === 'STALE') cache.revalidate(key, () => renderPage(url, req.headers));
      if (kept) return send(res, kept.page, kept.state);
      const underWay = cache.rendering(key);
      if (underWay) return underWay.then((page) => send(res, page, 'MISS'), next);
      res.locals.page = { key, url };
      next();
    },
    renderAndKeep(req, res, next) {
      const page = res.locals.page;
      if (!page) return next();
      cache.render(page.key, () => renderPage(page.url, req.headers)).then((rendered) => send(res, rendered, 'MISS'), next);
    },
  };
}

/**
 * /media (pictures, videos) is the API's: passed through as it is, byte ranges and cache headers included, before
 * compression touches it. Pages then fetch pictures on the connection they already have (PUBLIC_MEDIA_URL empty).
 * Only /media: the URL resolves `..`, `%2e%2e` and `\` as the API would, and what leaves /media/ is refused.
 */
function passToApi(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.set('Allow', 'GET, HEAD').status(405).end();
  const target = new URL(apiUrl.replace(/\/+$/, '') + req.originalUrl);
  if (target.origin !== apiMedia.origin || !target.pathname.startsWith(apiMedia.pathname))
    return res.status(400).type('text/plain').send('Not a media path');
  const forwarded = ['range', 'if-none-match', 'if-modified-since', 'if-range', 'accept'].filter((name) => req.headers[name]);
  const upstream = (target.protocol === 'https:' ? https : http).request(
    target,
    {
      method: req.method,
      headers: Object.fromEntries(forwarded.map((name) => [name, req.headers[name]])),
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.status(502).type('text/plain').send('Media unavailable');
    else res.destroy();
  });
  res.on('close', () => upstream.destroy());
  upstream.end();
}

/** Headers that belong to one hop, or that only this server may set for the API. */
const NOT_PASSED = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);
const apiBase = new URL(`${apiUrl.replace(/\/+$/, '')}/`);

/**
 * /api/… is passed to API_URL/… as it is, for the API's shopper's areas and the back office's /admin/… only (apiCallRefusal, decisions 0033 and 0039: the
 * staff's, the gateway's and the tests' routes are reached at the API directly, here they are a 404 envelope): method,
 * body (streamed: photo and video uploads too), signature headers and the answer, status and headers. The API learns
 * who is calling (X-Forwarded-For, -Host, -Proto: it believes them from this server, TRUST_PROXY), never the renderer's
 * key, which only this server's own calls carry. An API that cannot be reached is a 502 envelope, as the SDK reads any
 * failure.
 */
function passApiCall(req, res) {
  const target = new URL(req.url.replace(/^\/+/, ''), apiBase);
  if (target.origin !== apiBase.origin || !target.pathname.startsWith(apiBase.pathname)) return res.status(400).end();
  // Decided on the path the API will route (`..` and `%2e%2e` resolved), less API_URL's own path.
  const refusal = apiCallRefusal(target.pathname.slice(apiBase.pathname.length - 1), req.get('accept-language'));
  if (refusal) return res.status(refusal.status_code).set('Cache-Control', 'no-store').json(refusal);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !NOT_PASSED.has(name) && !name.startsWith('x-forwarded-') && name !== 'x-renderer-key'),
  );
  headers['x-forwarded-for'] = req.ip;
  headers['x-forwarded-host'] = req.get('host') ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  const upstream = (target.protocol === 'https:' ? https : http).request(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.status(502).json({ data: null, is_success: false, message: 'The shop cannot reach its API right now', status_code: 502 });
  });
  res.on('close', () => upstream.destroy());
  req.pipe(upstream);
}

const server = app.listen(port, () => console.log(`Talad web listening on http://localhost:${port}`));

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
