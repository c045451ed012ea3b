// `npm start`: the whole shop on one machine — the API (embedded database, seeded on first start) on API_PORT
// and the web app on WEB_PORT. Builds the web app first when no build exists yet.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (!existsSync(new URL('../apps/web/build/server/index.js', import.meta.url))) {
  console.log('Building the web app (first start only)…');
  const build = spawnSync(npm, ['run', 'build', '-w', '@talad/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Production defaults (decision 0016): NODE_ENV=production, so the API never serves its outbox over HTTP (codes are
// printed on its console) and listens on loopback only. The API and the web renderer share a key, so the API does
// not limit page views as one address's calls.
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || 'production',
  RENDERER_KEY: process.env.RENDERER_KEY || randomBytes(24).toString('base64url'),
};
const children = ['@talad/api', '@talad/web'].map((workspace) =>
  spawn(npm, ['start', '-w', workspace], { cwd: root, stdio: 'inherit', env }),
);

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
