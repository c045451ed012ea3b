import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import { loggableError } from './database-errors.ts';

export type Job = typeof jobs.$inferSelect;

export interface JobDefinition {
  kind: string;
  /** Recurring jobs schedule their next run when one finishes. */
  everyMs?: number;
  run(job: Job): Promise<unknown>;
}

const MAX_ATTEMPTS = 3;
/**
 * Due jobs a runner takes at once (decision 0029): one statement claims them all and one marks those that ran done,
 * instead of two per job. A process that dies holding a batch leaves its unfinished jobs to be claimed again once their
 * lease runs out, as it did one job.
 */
export const JOB_BATCH = 20;
/**
 * A runner renews the lease (locked_at) of the runs it holds this often, on its own timer: a long job (a video
 * conversion) or a long batch keeps its lease while the poll loop is busy with it.
 */
export const JOB_HEARTBEAT_MS = 10_000;
/**
 * Heartbeats a lease outlives: a run not renewed for three is a dead process's and is claimed again. Two missed beats
 * (a garbage-collection pause, a slow statement) are forgiven; a crash pauses the jobs it held about half a minute, not
 * the quarter of an hour a fixed lock age had to allow for the longest job.
 */
export const LEASE_HEARTBEATS = 3;

/** Makes sure each recurring kind has one open run; safe when several instances start together. */
export async function scheduleRecurring(db: Database, definitions: JobDefinition[]) {
  for (const definition of definitions.filter((item) => item.everyMs)) {
    await db.insert(jobs).values({ kind: definition.kind, dedupeKey: definition.kind }).onConflictDoNothing();
  }
}

/**
 * Takes up to `limit` due jobs, those that have waited longest, for this worker; concurrent claimers never get the same
 * job. One statement, served by the index of pending jobs by due time however long the queue: the rows are locked
 * (others skip them) and marked running by the same UPDATE. Answered in due order.
 */
export async function claimDueJobs(db: Database, workerId: string, limit: number): Promise<Job[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)))
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ status: 'running', lockedBy: workerId, lockedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Takes the due job that has waited longest for this worker (claimDueJobs of one). */
export async function claimNextJob(db: Database, workerId: string): Promise<Job | null> {
  return (await claimDueJobs(db, workerId, 1))[0] ?? null;
}

/** Renews the lease of every run this worker holds: one statement per heartbeat, however many it holds. */
export async function renewLeases(db: Database, workerId: string): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedAt: sql`now()` })
    .where(and(eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)));
}

/**
 * A run whose lease was not renewed for `leaseMs` belongs to an instance that died: it is put back to be claimed
 * again. A sole worker (the embedded database, which one process holds) puts back every run at start: they were its
 * own before a crash.
 */
export async function releaseStaleRuns(db: Database, { all = false, leaseMs = LEASE_HEARTBEATS * JOB_HEARTBEAT_MS } = {}): Promise<number> {
  const released = await db
    .update(jobs)
    .set({ status: 'pending', lockedBy: null, lockedAt: null })
    .where(and(eq(jobs.status, 'running'), all ? undefined : lt(jobs.lockedAt, sql`now() - ${leaseMs} * interval '1 millisecond'`)))
    .returning({ id: jobs.id });
  return released.length;
}

/** Only while the run is still this runner's: one that stalled past its lease and lost it writes over nobody's run. */
function markFinished(db: Database | Transaction, job: Job, retry: boolean, failure: unknown) {
  return db
    .update(jobs)
    .set(
      retry
        ? { status: 'pending', runAt: sql`now() + ${job.attempts} * interval '1 minute'`, lastError: String(failure) }
        : {
            status: failure === undefined ? 'done' : 'failed',
            finishedAt: sql`now()`,
            lastError: failure === undefined ? null : String(failure),
          },
    )
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, job.lockedBy ?? '')));
}

async function finish(db: Database, job: Job, definition: JobDefinition | undefined, failure: unknown) {
  const retry = failure !== undefined && definition !== undefined && job.attempts < MAX_ATTEMPTS;
  const everyMs = definition?.everyMs;
  if (retry || !everyMs) {
    await markFinished(db, job, retry, failure);
    return;
  }
  // A recurring job's next run is written in the same transaction as its finish: never two open runs, never none.
  await db.transaction(async (tx) => {
    await markFinished(tx, job, retry, failure);
    await tx
      .insert(jobs)
      .values({ kind: job.kind, dedupeKey: job.kind, runAt: new Date(Date.now() + everyMs) })
      .onConflictDoNothing();
  });
}

/** Claims and runs one due job; false when none was due. */
export async function runNextJob(db: Database, definitions: JobDefinition[], workerId: string, log: FastifyBaseLogger): Promise<boolean> {
  return runDueJobs(db, definitions, workerId, log, 1);
}

/**
 * Claims up to `limit` due jobs and runs them one after another; false when none was due. The jobs that ran and recur
 * not are marked done together in one statement once the batch has run; a failure, a retry or a recurring job's next
 * run is written as each finishes. Until that statement the batch's jobs are 'running' under this worker: no other
 * claims them (this worker's heartbeat renews their lease), and if this process dies first they are claimed again once
 * the lease runs out (as a single job was).
 */
export async function runDueJobs(
  db: Database,
  definitions: JobDefinition[],
  workerId: string,
  log: FastifyBaseLogger,
  limit = JOB_BATCH,
): Promise<boolean> {
  const claimed = await claimDueJobs(db, workerId, limit);
  const done: number[] = [];
  try {
    for (const job of claimed) {
      const definition = definitions.find((item) => item.kind === job.kind);
      try {
        if (!definition) throw new Error(`No handler for job kind ${job.kind}`);
        const result = await definition.run(job);
        log.info({ job: job.id, kind: job.kind, result }, 'job done');
        if (definition.everyMs) await finish(db, job, definition, undefined);
        else done.push(job.id);
      } catch (error) {
        log.error({ job: job.id, kind: job.kind, err: loggableError(error) }, 'job failed');
        await finish(db, job, definition, error);
      }
    }
  } finally {
    if (done.length > 0) await markDone(db, done, workerId);
  }
  return claimed.length > 0;
}

/** The jobs of a batch that ran, done in one statement (those still this worker's run). */
function markDone(db: Database, ids: number[], workerId: string) {
  return db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lastError: null })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)));
}

/** running: polled on time; stalled: stopped, or no poll finished for two intervals (a job hangs, the database is gone). */
export type JobRunnerState = 'running' | 'stalled';

export interface JobRunner {
  state(): JobRunnerState;
  /** Polls now rather than at the next poll (a job falls due sooner: decision 0057); after the poll in hand if one runs. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Polls for due jobs until stopped, and renews the lease of the runs in hand every heartbeat (its own timer); stop()
 * waits for the job in hand, then stops the heartbeat.
 */
export function startJobRunner(options: {
  db: Database;
  definitions: JobDefinition[];
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Every instance sharing a database must use the same: another's lease is judged by this one's. */
  heartbeatMs?: number;
  now?: () => number;
  /** No other process can share the database (embedded): runs left 'running' are a crashed start's, released at once. */
  soleWorker?: boolean;
}): JobRunner {
  const workerId = randomUUID();
  const pollMs = options.pollMs ?? 30_000;
  const heartbeatMs = options.heartbeatMs ?? JOB_HEARTBEAT_MS;
  const now = options.now ?? Date.now;
  let stopped = false;
  let lastPollAt = now();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let polling = false;
  let wokenWhilePolling = false;

  let releasedAt = Number.NEGATIVE_INFINITY;

  const tick = async () => {
    polling = true;
    wokenWhilePolling = false;
    try {
      while (!stopped) {
        // Looked for once a heartbeat at most, also while a long queue is being worked through.
        if (now() - releasedAt >= heartbeatMs) {
          await releaseStaleRuns(options.db, {
            all: options.soleWorker === true && releasedAt === Number.NEGATIVE_INFINITY,
            leaseMs: LEASE_HEARTBEATS * heartbeatMs,
          });
          releasedAt = now();
        }
        if (!(await runDueJobs(options.db, options.definitions, workerId, options.log))) break;
        lastPollAt = now();
      }
      lastPollAt = now();
    } catch (error) {
      options.log.error({ err: loggableError(error) }, 'job runner could not reach the database');
    }
    polling = false;
    if (!stopped) timer = setTimeout(() => void (current = tick()), wokenWhilePolling ? 0 : pollMs);
  };
  current = tick();

  let beating: Promise<void> = Promise.resolve();
  let beatFailed = false;
  const heartbeat = setInterval(() => {
    beating = renewLeases(options.db, workerId).then(
      () => {
        beatFailed = false;
      },
      (error: unknown) => {
        // Once per outage: the poll loop reports the database too.
        if (!beatFailed) options.log.warn({ err: loggableError(error) }, 'job runner could not renew its leases');
        beatFailed = true;
      },
    );
  }, heartbeatMs);

  return {
    state: () => (!stopped && now() - lastPollAt <= 2 * pollMs ? 'running' : 'stalled'),
    wake() {
      if (stopped) return;
      if (polling) {
        wokenWhilePolling = true;
        return;
      }
      clearTimeout(timer);
      current = tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      clearInterval(heartbeat);
      await beating;
    },
  };
}
