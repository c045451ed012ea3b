import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from './db/schema/index.ts';
import { killAllApis, startApi } from './test-support/api-process.ts';
import { signedHeaders } from './test-support/signed-headers.ts';
import { newStorage, type Storage } from './test-support/storage.ts';

/**
 * SIGTERM (issue #25 item 8): a request in flight when it arrives is still answered, the port takes nothing new, the
 * job runner finishes the jobs in hand and takes no other, and the process exits 0. The real process
 * (apps/api/src/main.ts) on embedded PGlite, or on TEST_DATABASE_URL's PostgreSQL server.
 */
const PORTS = [4980, 4989] as const;
const JOBS = 300;

let storage: Storage;
beforeAll(async () => {
  storage = await newStorage(480);
  const handle = await storage.seeded();
  // Messages about orders that do not exist: each run finds nothing to send and is done; the runner is busy with them.
  await handle.db.execute(
    sql`insert into jobs (kind, payload) select 'order-message', jsonb_build_object('orderId', gen_random_uuid()::text, 'message', 'shipped')
        from generate_series(1, ${JOBS})`,
  );
  await handle.close();
}, 120_000);
afterAll(async () => {
  await killAllApis();
  await storage?.drop();
});

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

describe('the API stopped with SIGTERM', () => {
  it('answers the request in flight, takes no new one, stops its jobs cleanly and exits 0', async () => {
    const api = await startApi(PORTS, { ...storage.env, JOB_POLL_MS: '200', LOG_LEVEL: 'warn' });
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

    const handle = storage.open();
    try {
      const states = await handle.db
        .select({ status: jobs.status, count: sql<number>`count(*)::int` })
        .from(jobs)
        .where(sql`${jobs.kind} = 'order-message'`)
        .groupBy(jobs.status);
      // Every job was run to its end or left waiting for the next start; none is left half-run as 'running'.
      expect(states.filter((state) => state.status !== 'done' && state.status !== 'pending')).toEqual([]);
      expect(states.reduce((sum, state) => sum + state.count, 0)).toBe(JOBS);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
