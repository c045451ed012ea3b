// Production server of the web app: security headers, compression, long-cached hashed assets, per-IP and
// load limits, and React Router's SSR handler.
// React reads NODE_ENV when it is first imported: without "production" every page is rendered by React's
// development build, several times slower. So it is set before anything is imported.
process.env.NODE_ENV ||= 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { RouterContextProvider } = await import('react-router');

const { randomBytes } = await import('node:crypto');
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
/** How soon a shopper turned away because of load should try again, in seconds. */
const BUSY_RETRY_AFTER = 5;
/** How soon the starting page asks again while the API starts. */
const STARTING_RETRY_AFTER = 2;

// Importing the build reads the configuration once, so a bad GTM_ID or BRAND stops the server here, at start.
const build = await import('./build/server/index.js');
/** The app's part of every answer (app/entry.server.tsx): its security headers, their nonce's hand-over, the try-again page. */
const { cspNonce, securityHeaders, tryAgainPage } = build.entry.module;

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', trustedProxies(process.env.WEB_TRUST_PROXY));
app.use(withSecurityHeaders);
app.use(knownMethodsOnly);
app.use('/media', passToApi);
app.use(compression());
// Hashed file names never change content: cache them for a year.
app.use('/assets', express.static(`${clientDir}assets`, { immutable: true, maxAge: '1y' }));
// builds/latest.json tells open tabs about a new build: never cached.
app.use(
  '/builds',
  express.static(`${clientDir}builds`, { cacheControl: false, setHeaders: (res) => res.set('Cache-Control', 'no-store') }),
);
app.use(express.static(clientDir, { maxAge: '1h' }));
// Files and /media are answered above: only pages and their data are limited and counted as renders.
if (process.env.WEB_WAIT_FOR_API === '1') app.use(untilApiAnswers());
if (ratePerMinute > 0) app.use(limitPerAddress(ratePerMinute));
app.use(limitRenders(maxRenders));
app.all(
  '/{*splat}',
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

/** Every answer carries the security headers; the policy's nonce is new for each, and the page's inline scripts get it. */
function withSecurityHeaders(req, res, next) {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  res.set(securityHeaders(res.locals.cspNonce, req.secure));
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
 * this one client could make the renderer hammer the API. A token bucket per address, `perMinute` deep and refilled
 * evenly, kept in this process's memory: with several web servers behind a balancer, Redis would be its shared
 * replacement, as it is for the API's limits (REDIS_URL).
 */
function limitPerAddress(perMinute) {
  const perMs = perMinute / 60_000;
  /** address → tokens left at `at` (ms) */
  const buckets = new Map();
  const tokensAt = (bucket, now) => Math.min(perMinute, bucket.tokens + (now - bucket.at) * perMs);
  // A bucket that has filled up again is the same as none: forget it, so that memory follows the active addresses.
  setInterval(() => {
    const now = Date.now();
    for (const [address, bucket] of buckets) if (tokensAt(bucket, now) >= perMinute) buckets.delete(address);
  }, 60_000).unref();
  return (req, res, next) => {
    const now = Date.now();
    const known = buckets.get(req.ip);
    const tokens = known ? tokensAt(known, now) : perMinute;
    if (tokens < 1) return refuse(req, res, 429, Math.ceil((1 - tokens) / perMs / 1000));
    buckets.set(req.ip, { tokens: tokens - 1, at: now });
    next();
  };
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

const server = app.listen(port, () => console.log(`Talad web listening on http://localhost:${port}`));

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
