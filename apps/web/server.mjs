// Production server of the web app: compression, long-cached hashed assets, and React Router's SSR handler.
// React reads NODE_ENV when it is first imported: without "production" every page is rendered by React's
// development build, several times slower. So it is set before anything is imported.
process.env.NODE_ENV ||= 'production';
const { createRequestHandler } = await import('@react-router/express');
const { default: compression } = await import('compression');
const { default: express } = await import('express');

const port = Number(process.env.WEB_PORT || 3000);
const clientDir = new URL('./build/client/', import.meta.url).pathname;

// Importing the build reads the configuration once, so a bad GTM_ID or BRAND stops the server here, at start.
const build = await import('./build/server/index.js');

const app = express();
app.disable('x-powered-by');
app.use(compression());
// Hashed file names never change content: cache them for a year.
app.use('/assets', express.static(`${clientDir}assets`, { immutable: true, maxAge: '1y' }));
// builds/latest.json tells open tabs about a new build: never cached.
app.use('/builds', express.static(`${clientDir}builds`, { cacheControl: false, setHeaders: (res) => res.set('Cache-Control', 'no-store') }));
app.use(express.static(clientDir, { maxAge: '1h' }));
app.all('/{*splat}', createRequestHandler({ build }));

const server = app.listen(port, () => console.log(`Talad web listening on http://localhost:${port}`));

function stop() {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
