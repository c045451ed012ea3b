import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { customers, jobs } from '../db/schema/index.ts';
import { rowsOf } from '../db/statements.ts';
import { killAllApis, startApi, type ApiProcess } from '../test-support/api-process.ts';
import { signedHeaders } from '../test-support/signed-headers.ts';
import { createTestOrder } from '../test-support/orders.ts';
import { newStorage, type Storage } from '../test-support/storage.ts';
import { serverTestDatabase } from '../test-support/test-app.ts';
import { BackupRefused, restoreShop } from './index.ts';

/**
 * `npm run shop -- backup` and `restore` (issue #25 item 8) round-trip a shop with orders and media: every table of the
 * restored shop holds the same rows (count and a digest of their text) as the backed-up one, every media file the same
 * bytes; the API starts on it, and a restore is refused while it runs. Then SIGTERM (item 8 too): a request in flight
 * when it arrives is still answered, the port takes nothing new, the job runner finishes the jobs in hand and takes no
 * other, and the process exits 0. The real process (apps/api/src/main.ts), on embedded PGlite or TEST_DATABASE_URL's
 * server.
 */
const SEED_PRODUCTS = 480;
const PORTS = [4970, 4979] as const;
const run = promisify(execFile);
const JOBS = 300;

/** Each table's row count and a digest of its rows' text in one order. */
async function tableDigests(db: Database): Promise<Record<string, string>> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql.raw(`select table_schema || '"."' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`),
    ),
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ rows: number; digest: string }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as rows, md5(coalesce(string_agg(t::text, chr(10) order by t::text), '')) as digest from "${name}" t`,
        ),
      ),
    );
    digests[name.replace('"."', '.')] = `${row?.rows} rows ${row?.digest}`;
  }
  return digests;
}

function filesOf(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[path.slice(folder.length)] = readFileSync(path).toString('base64');
  }
  return files;
}

/** POST /auth/login/guest with its body held back: resolves once the API has read the request's head (100 Continue). */
async function heldRequest(base: string) {
  const path = '/auth/login/guest';
  const held = request(`${base}${path}`, {
    method: 'POST',
    headers: { ...(await signedHeaders(path)), 'content-type': 'application/json', 'content-length': '2', expect: '100-continue' },
  });
  const answered = once(held, 'response').then(async ([response]: IncomingMessage[]) => {
    let body = '';
    for await (const chunk of response!) body += chunk;
    return { status: response!.statusCode, body: JSON.parse(body) as { is_success: boolean; data: { access_token?: string } } };
  });
  held.flushHeaders();
  await once(held, 'continue');
  return { finish: () => held.end('{}'), answered };
}

/** A new request's fate: its status and envelope, or the connection refused. */
async function newRequest(base: string) {
  try {
    const response = await fetch(`${base}/health/ready`);
    return { status: response.status, body: (await response.json()) as { is_success: boolean; status_code: number } };
  } catch {
    return { status: 'refused' as const };
  }
}

/** `npm run shop -- <args>` as staff run it, with the shop's settings in the environment. */
async function shopCommand(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/shop.ts', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, output: failure.stdout + failure.stderr };
  }
}

let source: Storage;
let api: ApiProcess;
let target: { env: { DATA_DIR: string; DATABASE_URL: string }; drop(): Promise<void> };
const folders: string[] = [];
beforeAll(async () => {
  source = await newStorage(SEED_PRODUCTS);
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'talad-restored-'));
  folders.push(dataDir);
  // Restored into a fresh place: an empty data directory, or an empty database on the same server.
  const server = adminUrl ? await serverTestDatabase(adminUrl) : undefined;
  await server?.handle.close();
  target = { env: { DATA_DIR: dataDir, DATABASE_URL: server?.url ?? '' }, drop: async () => server?.drop() };
}, 120_000);
afterAll(async () => {
  await killAllApis();
  await source?.drop();
  await target?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('npm run shop -- backup <file> and restore <file>', () => {
  it('round-trips a shop with orders and media: every table the same rows, every media file the same bytes', async () => {
    const handle = await source.seeded();
    const demo = await handle.db
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.phone, ['0990000001', '0990000002']));
    for (const [index, member] of demo.entries()) {
      await createTestOrder(handle.db, { customerId: member.id, paymentMethod: 'COD' });
      await createTestOrder(handle.db, { customerId: member.id, paymentMethod: 'CREDITCARD', quantity: index + 1 });
    }
    // Messages about orders that do not exist: each run finds nothing to send and is done; the restored shop's job
    // runner is busy with them when it is stopped.
    await handle.db.execute(
      sql`insert into jobs (kind, payload) select 'order-message', jsonb_build_object('orderId', gen_random_uuid()::text, 'message', 'shipped')
          from generate_series(1, ${JOBS})`,
    );
    const before = await tableDigests(handle.db);
    await handle.close();
    expect(Number(before['public.orders']?.split(' ')[0])).toBeGreaterThanOrEqual(4);
    const media = join(source.env.DATA_DIR, 'media');
    for (const key of ['profile/a.webp', 'reviews/b/c.jpg', 'cases/d.png']) {
      mkdirSync(join(media, key, '..'), { recursive: true });
      writeFileSync(join(media, key), randomBytes(2048));
    }

    const file = join(mkdtempSync(join(tmpdir(), 'talad-backup-file-')), 'shop.tar');
    folders.push(join(file, '..'));
    const backedUp = await shopCommand(source.env, 'backup', file);
    expect(backedUp, backedUp.output).toMatchObject({ code: 0 });
    expect(backedUp.output).toMatch(/and 3 media file\(s\) to /);
    const restored = await shopCommand(target.env, 'restore', file);
    expect(restored, restored.output).toMatchObject({ code: 0 });
    expect(restored.output).toContain('every table holds the rows the backup counted');

    const again = createDatabase({ databaseUrl: target.env.DATABASE_URL, dataDir: target.env.DATA_DIR });
    try {
      expect(await tableDigests(again.db)).toEqual(before);
    } finally {
      await again.close();
    }
    expect(filesOf(join(target.env.DATA_DIR, 'media'))).toEqual(filesOf(media));

    // The API runs on the restored shop, and a restore is refused while it does.
    api = await startApi(PORTS, {
      ...target.env,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'backup-test-secret-of-at-least-32-characters',
      JOB_POLL_MS: '200',
    });
    expect((await fetch(`${api.base}/health`)).status).toBe(200);
    const place = {
      databaseUrl: target.env.DATABASE_URL || undefined,
      dataDir: target.env.DATA_DIR,
      mediaDir: join(target.env.DATA_DIR, 'media'),
    };
    await expect(restoreShop(place, file)).rejects.toThrow(BackupRefused);
  }, 120_000);
});

describe('the API on the restored shop, stopped with SIGTERM', () => {
  it('answers the request in flight, takes no new one, stops its jobs cleanly and exits 0', async () => {
    const inFlight = await heldRequest(api.base);
    const exited = api.stop();
    // Until the request in flight is answered the process cannot exit: a new request meanwhile is refused or 503.
    await expect.poll(async () => (await newRequest(api.base)).status, { timeout: 20_000 }).not.toBe(200);
    const refused = await newRequest(api.base);
    if (refused.status !== 'refused') expect(refused).toMatchObject({ status: 503, body: { is_success: false, status_code: 503 } });
    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status, api.output()).toBe(200);
    expect(answer.body.is_success).toBe(true);
    expect(answer.body.data.access_token).toEqual(expect.any(String));
    expect(await exited, api.output()).toBe(0);

    const handle = createDatabase({ databaseUrl: target.env.DATABASE_URL, dataDir: target.env.DATA_DIR });
    try {
      const states = await handle.db
        .select({ status: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.kind} = 'order-message'`)
        .groupBy(jobs.status);
      // Every job was run to its end or left waiting for the next start; none is left half-run as 'running'.
      expect(states.filter((state) => state.status !== 'done' && state.status !== 'pending')).toEqual([]);
      expect(states.reduce((sum, state) => sum + state.count, 0)).toBeGreaterThanOrEqual(JOBS);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
