import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  claimDueJobs,
  claimNextJob,
  JOB_BATCH,
  JOB_HEARTBEAT_MS,
  LEASE_HEARTBEATS,
  releaseStaleRuns,
  runDueJobs,
  runNextJob,
  scheduleRecurring,
  startJobRunner,
  type JobDefinition,
} from './jobs.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());
beforeEach(async () => {
  await shop.db.delete(jobs);
});

describe('jobs runner', () => {
  it('two concurrent claimers never get the same job', async () => {
    await shop.db.insert(jobs).values({ kind: 'send-notification' });
    const [first, second] = await Promise.all([claimNextJob(shop.db, 'worker-a'), claimNextJob(shop.db, 'worker-b')]);
    const claimed = [first, second].filter((job) => job !== null);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]?.status).toBe('running');
    expect(claimed[0]?.attempts).toBe(1);
  });

  it('two due jobs and two claimers: each claimer gets a different job', async () => {
    await shop.db.insert(jobs).values([{ kind: 'a' }, { kind: 'b' }]);
    const claimed = await Promise.all([claimNextJob(shop.db, 'worker-a'), claimNextJob(shop.db, 'worker-b')]);
    expect(new Set(claimed.map((job) => job?.id)).size).toBe(2);
  });

  it('the job due longest is claimed first', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await shop.db.insert(jobs).values([
      { kind: 'newer', runAt: minutesAgo(1) },
      { kind: 'oldest', runAt: minutesAgo(5) },
    ]);
    expect((await claimNextJob(shop.db, 'worker-a'))?.kind).toBe('oldest');
  });

  it('a run whose lease was not renewed for three heartbeats (its process died) is put back and claimed again; a renewed one is left', async () => {
    const lease = LEASE_HEARTBEATS * JOB_HEARTBEAT_MS;
    await shop.db.insert(jobs).values([
      { kind: 'crashed', status: 'running', lockedBy: 'gone', lockedAt: new Date(Date.now() - lease - 1000), attempts: 1 },
      { kind: 'working', status: 'running', lockedBy: 'alive', lockedAt: new Date(Date.now() - lease + 5000), attempts: 1 },
    ]);
    expect(await releaseStaleRuns(shop.db)).toBe(1);
    expect(await claimNextJob(shop.db, 'worker-a')).toMatchObject({
      kind: 'crashed',
      status: 'running',
      lockedBy: 'worker-a',
      attempts: 2,
    });
    expect(await claimNextJob(shop.db, 'worker-b')).toBeNull();
  });

  it('a job that outlasts its lease is never taken from a live runner: its heartbeat renews the lease while the job runs', async () => {
    const heartbeatMs = 100;
    let finishJob = () => {};
    const running = new Promise<void>((resolve) => (finishJob = resolve));
    let runs = 0;
    const definition: JobDefinition = { kind: 'convert-video', run: async () => (++runs, running) };
    await shop.db.insert(jobs).values({ kind: 'convert-video' });
    const runner = startJobRunner({ db: shop.db, definitions: [definition], log: shop.app.log, pollMs: 60_000, heartbeatMs });
    try {
      await expect.poll(() => runs).toBe(1);
      // Twice the lease has passed, to the data, while the job still runs.
      const leaseMs = LEASE_HEARTBEATS * heartbeatMs;
      const aged = new Date(Date.now() - 2 * leaseMs);
      await shop.db.update(jobs).set({ lockedAt: aged }).where(eq(jobs.kind, 'convert-video'));
      await expect
        .poll(async () => (await shop.db.select().from(jobs).where(eq(jobs.kind, 'convert-video')))[0]!.lockedAt!.getTime())
        .toBeGreaterThan(aged.getTime());
      expect(await releaseStaleRuns(shop.db, { leaseMs })).toBe(0);
      expect(await claimNextJob(shop.db, 'worker-b')).toBeNull();
    } finally {
      finishJob();
      await runner.stop();
    }
    const [row] = await shop.db.select().from(jobs).where(eq(jobs.kind, 'convert-video'));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
    expect(runs).toBe(1);
  });

  it('a runner takes up a run whose owner stopped heart-beating once the short lease has passed; a run within its lease is left', async () => {
    const heartbeatMs = 100;
    const leaseMs = LEASE_HEARTBEATS * heartbeatMs;
    const ran: string[] = [];
    const definition: JobDefinition = { kind: 'reconcile', run: async (job) => ran.push(String(job.lockedBy)) };
    await shop.db.insert(jobs).values([
      {
        kind: 'reconcile',
        payload: { n: 1 },
        status: 'running',
        lockedBy: 'killed',
        lockedAt: new Date(Date.now() - leaseMs - 1000),
        attempts: 1,
      },
      { kind: 'reconcile', payload: { n: 2 }, status: 'running', lockedBy: 'alive', lockedAt: new Date(Date.now() + 60_000), attempts: 1 },
    ]);
    const runner = startJobRunner({ db: shop.db, definitions: [definition], log: shop.app.log, pollMs: 60_000, heartbeatMs });
    try {
      await expect.poll(() => ran).toHaveLength(1);
    } finally {
      await runner.stop();
    }
    const rows = await shop.db.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['done', 2],
      ['running', 1],
    ]);
    expect(rows[1]?.lockedBy).toBe('alive');
  });

  it('a sole worker (embedded database) puts back every run at start, however recent: they are a crashed start’s', async () => {
    await shop.db.insert(jobs).values({ kind: 'cut-off', status: 'running', lockedBy: 'gone', lockedAt: new Date(), attempts: 1 });
    expect(await releaseStaleRuns(shop.db)).toBe(0);
    expect(await releaseStaleRuns(shop.db, { all: true })).toBe(1);
    expect((await claimNextJob(shop.db, 'worker-a'))?.kind).toBe('cut-off');
  });

  it('a job scheduled in the future is not claimed yet', async () => {
    await shop.db.insert(jobs).values({ kind: 'later', runAt: new Date(Date.now() + 60_000) });
    expect(await claimNextJob(shop.db, 'worker-a')).toBeNull();
  });

  it('a recurring job runs once and schedules its next run; scheduling twice keeps one open run', async () => {
    let runs = 0;
    const definition: JobDefinition = { kind: 'tick', everyMs: 60_000, run: async () => ++runs };
    await scheduleRecurring(shop.db, [definition]);
    await scheduleRecurring(shop.db, [definition]);
    expect(await shop.db.select().from(jobs)).toHaveLength(1);

    expect(await runNextJob(shop.db, [definition], 'worker-a', shop.app.log)).toBe(true);
    expect(runs).toBe(1);
    const rows = await shop.db.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((row) => row.status)).toEqual(['done', 'pending']);
    expect(rows[1]?.runAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  it('a failing job is put back with its error for a later retry', async () => {
    const definition: JobDefinition = { kind: 'flaky', run: async () => Promise.reject(new Error('gateway down')) };
    await shop.db.insert(jobs).values({ kind: 'flaky' });
    await runNextJob(shop.db, [definition], 'worker-a', shop.app.log);
    const [row] = await shop.db.select().from(jobs).where(eq(jobs.kind, 'flaky'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: gateway down' });
    expect(row?.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('a runner that lost its run (its lease ran out, another took it) writes nothing of its failure over the new owner’s run', async () => {
    const definition: JobDefinition = {
      kind: 'stalled',
      run: async () => {
        // This runner stalled past its lease: the run was put back and worker-b holds it now.
        await releaseStaleRuns(shop.db, { all: true });
        await claimNextJob(shop.db, 'worker-b');
        throw new Error('gateway down');
      },
    };
    await shop.db.insert(jobs).values({ kind: 'stalled' });
    await runNextJob(shop.db, [definition], 'worker-a', shop.app.log);
    const [row] = await shop.db.select().from(jobs).where(eq(jobs.kind, 'stalled'));
    expect(row).toMatchObject({ status: 'running', lockedBy: 'worker-b', attempts: 2, lastError: null });
  });

  it('claims due jobs in batches (decision 0029): two claimers at once split them, none twice, oldest first', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await shop.db.insert(jobs).values(Array.from({ length: 30 }, (_, index) => ({ kind: `job-${index}`, runAt: minutesAgo(60 - index) })));
    const [first, second] = await Promise.all([claimDueJobs(shop.db, 'worker-a', JOB_BATCH), claimDueJobs(shop.db, 'worker-b', JOB_BATCH)]);
    const ids = [...first, ...second].map((job) => job.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    expect(Math.max(first.length, second.length)).toBeLessThanOrEqual(JOB_BATCH);
    for (const batch of [first, second]) {
      expect(batch.map((job) => job.runAt.getTime())).toEqual(batch.map((job) => job.runAt.getTime()).sort((a, b) => a - b));
    }
    expect(await claimNextJob(shop.db, 'worker-c')).toBeNull();
  });

  it('a batch is the jobs due longest, in due order', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await shop.db.insert(jobs).values(Array.from({ length: 30 }, (_, index) => ({ kind: `job-${index}`, runAt: minutesAgo(index) })));
    const batch = await claimDueJobs(shop.db, 'worker-a', JOB_BATCH);
    expect(batch.map((job) => job.kind)).toEqual(Array.from({ length: JOB_BATCH }, (_, index) => `job-${29 - index}`));
  });

  it('runs a batch once each and marks those that ran done; a failing one is put back for a retry, the others are done', async () => {
    const ran: string[] = [];
    const definitions: JobDefinition[] = [
      { kind: 'send', run: async (job) => ran.push(String(job.payload.n)) },
      { kind: 'flaky', run: async () => Promise.reject(new Error('gateway down')) },
    ];
    await shop.db
      .insert(jobs)
      .values([
        ...Array.from({ length: 5 }, (_, n) => ({ kind: 'send', payload: { n }, runAt: new Date(Date.now() - (10 - n) * 1000) })),
        { kind: 'flaky', runAt: new Date(Date.now() - 1000) },
      ]);
    expect(await runDueJobs(shop.db, definitions, 'worker-a', shop.app.log)).toBe(true);
    expect(ran).toEqual(['0', '1', '2', '3', '4']);
    const rows = await shop.db.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ...Array.from({ length: 5 }, () => ['send', 'done', 1]),
      ['flaky', 'pending', 1],
    ]);
    expect(rows.slice(0, 5).every((row) => row.finishedAt !== null)).toBe(true);
    // Nothing else is due: the retry waits its minute.
    expect(await runDueJobs(shop.db, definitions, 'worker-a', shop.app.log)).toBe(false);
    expect(ran).toHaveLength(5);
  });
});
