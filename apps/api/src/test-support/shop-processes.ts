import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../config.ts';
import { STAFF_API_TOKEN_PREFIX, staffTokenDigest } from '../platform/staff-guard.ts';
import { signedHeaders } from './signed-headers.ts';

/**
 * The shop as `npm start` starts it, process by process (API processes on one PostgreSQL server and one Redis, web
 * processes in front of them), for the tests of several processes (decision 0022, 0057).
 */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? `postgres://${process.env.USER ?? 'root'}@127.0.0.1:5432/test`;
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The web's renderer's key, which the API lets past its per-address limit (the renders all come from one address). */
export const RENDERER_KEY = 'several-processes-renderer-key-000000';

/** An address of its own for each part of each run: rate-limit counters outlive a run in Redis for their minute. */
export const someAddress = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

/** A manager's personal API token written straight into the database, as the admin makes one (decision 0039). */
export async function managerApiToken(databaseUrl: string): Promise<string> {
  const token = `${STAFF_API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into staff (email, name, role, status) values ($1, 'Two-process manager', 'manager', 'active') returning id`,
      [`manager.${randomBytes(4).toString('hex')}@staff.test`],
    );
    await client.query(`insert into staff_api_tokens (staff_id, name, token_hash) values ($1, 'two-process test', $2)`, [
      rows[0]!.id,
      staffTokenDigest(token),
    ]);
  } finally {
    await client.end();
  }
  return token;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ShopProcess {
  port: number;
  child: ChildProcess;
}

const started: ShopProcess[] = [];

/** Starts `script` with `env` on a free port (`portVariable`) and waits until `path` answers 200 there. */
async function startProcess(script: string, cwd: string, env: Record<string, string>, portVariable: string, path: string) {
  const port = await freePort();
  const child = spawn(process.execPath, script.endsWith('.ts') ? ['--import', 'tsx', script] : [script], {
    cwd,
    stdio: 'ignore',
    env: { PATH: process.env.PATH ?? '', ...env, [portVariable]: String(port) },
  });
  const running = { port, child };
  started.push(running);
  // Waiting for it to start (migrating and seeding, for the first API): not a timing assertion.
  for (const startedBy = Date.now() + 150_000; Date.now() < startedBy; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (child.exitCode !== null) throw new Error(`${script} on port ${port} stopped with ${child.exitCode}`);
    if ((await fetch(`http://127.0.0.1:${port}${path}`).catch(() => null))?.status === 200) return running;
  }
  throw new Error(`${script} on port ${port} did not answer within 150 s`);
}

/** An API process on this database and Redis, its answers kept ten minutes: only an announcement explains a change. */
export function startApi(databaseUrl: string): Promise<ShopProcess> {
  return startProcess(
    'apps/api/src/main.ts',
    REPO_ROOT,
    {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'talad-two-processes-')),
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters',
      SEED_PRODUCTS: '60',
      // Long enough that only the announcement can explain a change seen in time.
      ANSWER_CACHE_MS: '600000',
      RATE_LIMIT_PER_MINUTE: '20',
      RENDERER_KEY,
      // The test tells each part's requests apart by the address it says they come from.
      TRUST_PROXY: 'loopback',
      JOB_POLL_MS: '200',
      LOG_LEVEL: 'warn',
    },
    'API_PORT',
    '/health',
  );
}

/** A built web server (apps/web/server.mjs, `npm run build` first) in front of `api`, with Redis, its pages kept 30 s. */
export function startWeb(api: ShopProcess): Promise<ShopProcess> {
  return startProcess(
    'server.mjs',
    join(REPO_ROOT, 'apps/web'),
    {
      NODE_ENV: 'production',
      API_URL: `http://127.0.0.1:${api.port}`,
      PUBLIC_API_URL: `http://127.0.0.1:${api.port}`,
      RENDERER_KEY,
      REDIS_URL,
      WEB_PAGE_CACHE_SECONDS: '30',
      WEB_RATE_LIMIT_PER_MINUTE: '100000',
    },
    'WEB_PORT',
    '/p/policy',
  );
}

/** Stops every process started here (SIGTERM), for a test file's afterAll. */
export function stopAll(): Promise<unknown> {
  return Promise.all(
    started.map(
      ({ child }) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve(null) : (child.once('exit', resolve), child.kill('SIGTERM')))),
    ),
  );
}

/** A signed call to an API process, said to come from `from`; with a body as JSON, with a token as that session. */
export async function apiCall(
  api: ShopProcess,
  method: string,
  path: string,
  from: string,
  options: { body?: unknown; token?: string } = {},
) {
  const response = await fetch(`http://127.0.0.1:${api.port}${path}`, {
    method,
    headers: {
      ...(await signedHeaders(path, options.token ? { accessToken: options.token } : {})),
      'x-forwarded-for': from,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

/** A signed GET to an API process, said to come from `from`. */
export const apiGet = (api: ShopProcess, path: string, from: string) => apiCall(api, 'GET', path, from);
