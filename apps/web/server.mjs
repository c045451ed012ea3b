// Production server of the web app: compression, long-cached hashed assets, and React Router's SSR handler.
// React reads NODE_ENV when it is first imported: without "production" every page is rendered by React's
// development build, several times slower. So it is set before anything is imported.
process.env.NODE_ENV ||= 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');

const http = await import('node:http');
const https = await import('node:https');

const port = Number(process.env.WEB_PORT || 3000);
const apiUrl = process.env.API_URL || 'http://localhost:4000';
const clientDir = new URL('./build/client/', import.meta.url).pathname;

// Importing the build reads the configuration once, so a bad GTM_ID or BRAND stops the server here, at start.
const build = await import('./build/server/index.js');

const app = express();
app.disable('x-powered-by');
app.use('/media', passToApi);
app.use(compression());
// Hashed file names never change content: cache them for a year.
app.use('/assets', express.static(`${clientDir}assets`, { immutable: true, maxAge: '1y' }));
// builds/latest.json tells open tabs about a new build: never cached.
app.use('/builds', express.static(`${clientDir}builds`, { cacheControl: false, setHeaders: (res) => res.set('Cache-Control', 'no-store') }));
app.use(express.static(clientDir, { maxAge: '1h' }));
app.all('/{*splat}', createRequestHandler({ build }));

/**
 * /media (pictures, videos) is the API's: passed through as it is, byte ranges and cache headers included, before
 * compression touches it. Pages then fetch pictures on the connection they already have (PUBLIC_MEDIA_URL empty).
 */
function passToApi(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.set('Allow', 'GET, HEAD').status(405).end();
  const target = new URL(apiUrl.replace(/\/+$/, '') + req.originalUrl);
  const forwarded = ['range', 'if-none-match', 'if-modified-since', 'if-range', 'accept'].filter((name) => req.headers[name]);
  const upstream = (target.protocol === 'https:' ? https : http).request(target, {
    method: req.method,
    headers: Object.fromEntries(forwarded.map((name) => [name, req.headers[name]])),
  }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
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
