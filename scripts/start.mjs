// `npm start`: the whole shop on one machine — the API (embedded database, seeded on first start) on API_PORT,
// the web app on WEB_PORT and the sandbox payment gateway on GATEWAY_PORT. Builds each of the three first when its
// build is missing or older than its sources (decision 0028), so a changed checkout never serves yesterday's pages.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, isOlderThanSources, isStale, servers } from './build-servers.mjs';
import { logFormat, printReadable, readableLogs } from './log-lines.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Read first: a wrong value stops the start before anything is built.
const readableLogLines = logFormat(process.env.LOG_FORMAT) === 'pretty';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * What the web build and the back office's (apps/admin, served by the same web server: decision 0041) are made of:
 * their app, their public files and the workspace packages they bundle.
 */
const PACKAGES = ['packages/contract/src', 'packages/sdk/src', 'packages/domain/src'];
for (const [app, label] of [
  ['web', 'the web app'],
  ['admin', 'the back office'],
]) {
  if (!isOlderThanSources(`apps/${app}/build/server/index.js`, [`apps/${app}/app`, `apps/${app}/public`, ...PACKAGES])) continue;
  console.log(`Building ${label} (its sources changed, or no build yet)…`);
  const build = spawnSync(npm, ['run', 'build', '-w', `@talad/${app}`], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
for (const name of Object.keys(servers)) {
  if (!isStale(name)) continue;
  console.log(`Building ${servers[name].outfile} (its sources changed, or no build yet)…`);
  await buildServer(name);
}

// Production defaults (decision 0016): NODE_ENV=production, so the API never serves its outbox over HTTP (codes are
// printed on its console) and listens on loopback only. The API and the web renderer share a key, so the API does
// not limit page views as one address's calls.
const webPort = process.env.WEB_PORT || 3000;
const env = {
  ...process.env,
  // The shop answers at localhost and at 127.0.0.1 alike (decision 0025): both may pay at the gateway and come back.
  WEB_ORIGIN: process.env.WEB_ORIGIN || `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
  // The web server finds the API where it was started: API_PORT alone used to leave pages on "starting" (they asked :4000).
  API_URL: process.env.API_URL || `http://localhost:${process.env.API_PORT || 4000}`,
  // Browsers' API calls arrive through the web server on this machine (/api): the API believes its X-Forwarded-For
  // (it listens on loopback only, so no one else can send one).
  TRUST_PROXY: process.env.TRUST_PROXY || 'loopback',
  NODE_ENV: process.env.NODE_ENV || 'production',
  RENDERER_KEY: process.env.RENDERER_KEY || randomBytes(24).toString('base64url'),
  // Pages are the "starting" page until the API answers (a first start seeds the shop for a minute or so).
  WEB_WAIT_FOR_API: process.env.WEB_WAIT_FOR_API || '1',
};
Object.assign(env, gatewayEnv(env));
console.log(`Payment gateway (sandbox): ${env.GATEWAY_PUBLIC_URL} — pay slips and QR codes later at ${env.GATEWAY_PUBLIC_URL}/sandbox`);
// Each started by node itself, not through npm: no npm process held beside each server, and a signal reaches the
// server directly. The API's and the gateway's JSON log lines are printed readably (LOG_FORMAT=json: as they are);
// the web server writes plain lines of its own.
const children = [
  ['gateway', 'apps/gateway', servers.gateway.outfile],
  ['api', 'apps/api', servers.api.outfile],
  ['web', 'apps/web', 'apps/web/server.mjs'],
].map(([name, workspace, file]) => {
  const readable = readableLogLines && name !== 'web';
  const stdio = ['inherit', readable ? 'pipe' : 'inherit', 'inherit'];
  const child = spawn(process.execPath, [join(root, file)], { cwd: join(root, workspace), stdio, env });
  if (readable) printReadable(child.stdout, readableLogs(name));
  return child;
});

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
void announceWhenReady();

/** One clear line once the shop answers pages with their data: the API, the gateway and the web app all up. */
async function announceWhenReady() {
  const web = `http://localhost:${env.WEB_PORT || 3000}`;
  const api = env.API_URL;
  const answers = async (url) => (await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => null))?.ok === true;
  while (children.every((child) => child.exitCode === null)) {
    const up = await Promise.all([answers(`${api}/health`), answers(`${env.GATEWAY_URL}/health`), answers(`${web}/robots.txt`)]);
    if (up.every(Boolean)) return console.log(`\nTalad is ready: ${web}  (API ${api}, payment gateway ${env.GATEWAY_PUBLIC_URL})\n`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/**
 * The sandbox payment gateway and the shop share one merchant (decision 0019): its secret is generated once into
 * DATA_DIR (like the API's OWNER_BOOTSTRAP_KEY) and given to both; the shop's web origins may call the gateway from the browser.
 */
function gatewayEnv(given) {
  const port = given.GATEWAY_PORT || '4010';
  const url = `http://localhost:${port}`;
  const webOrigins = given.WEB_ORIGIN || `http://localhost:${given.WEB_PORT || 3000}`;
  return {
    GATEWAY_PORT: port,
    GATEWAY_URL: given.GATEWAY_URL || url,
    GATEWAY_PUBLIC_URL: given.GATEWAY_PUBLIC_URL || url,
    GATEWAY_MERCHANT_ID: given.GATEWAY_MERCHANT_ID || 'TALAD',
    GATEWAY_MERCHANT_SECRET: given.GATEWAY_MERCHANT_SECRET || keptSecret(given.DATA_DIR || './data', 'gateway-merchant-secret'),
    GATEWAY_ALLOWED_ORIGINS: given.GATEWAY_ALLOWED_ORIGINS || webOrigins,
  };
}

function keptSecret(dataDir, name) {
  const file = join(isAbsolute(dataDir) ? dataDir : resolve(root, dataDir), name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
