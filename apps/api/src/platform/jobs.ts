import { randomUUID } from 'node:crypto';
import { and, eq, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
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
/** A run locked longer than this is taken to belong to a crashed instance and is claimed again. */
const STALE_LOCK = sql`interval '15 minutes'`;

/** Makes sure each recurring kind has one open run; safe when several instances start together. */
export async function scheduleRecurring(db: Database, definitions: JobDefinition[]) {
  for (const definition of definitions.filter((item) => item.everyMs)) {
    await db.insert(jobs).values({ kind: definition.kind, dedupeKey: definition.kind }).onConflictDoNothing();
  }
}

/** Takes one due job for this worker; concurrent claimers never get the same job. */
export async function claimNextJob(db: Database, workerId: string): Promise<Job | null> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedAt, sql`now() - ${STALE_LOCK}`)),
        ),
      )
      .orderBy(jobs.runAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(jobs)
      .set({ status: 'running', lockedBy: workerId, lockedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1` })
      .where(eq(jobs.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

async function finish(db: Database, job: Job, definition: JobDefinition | undefined, failure: unknown) {
  const retry = failure !== undefined && definition !== undefined && job.attempts < MAX_ATTEMPTS;
  await db.transaction(async (tx) => {
    await tx
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
      .where(eq(jobs.id, job.id));
    if (retry || !definition?.everyMs) return;
    await tx
      .insert(jobs)
      .values({ kind: job.kind, dedupeKey: job.kind, runAt: new Date(Date.now() + definition.everyMs) })
      .onConflictDoNothing();
  });
}

/** Claims and runs one due job; false when none was due. */
export async function runNextJob(db: Database, definitions: JobDefinition[], workerId: string, log: FastifyBaseLogger): Promise<boolean> {
  const job = await claimNextJob(db, workerId);
  if (!job) return false;
  const definition = definitions.find((item) => item.kind === job.kind);
  try {
    if (!definition) throw new Error(`No handler for job kind ${job.kind}`);
    const result = await definition.run(job);
    log.info({ job: job.id, kind: job.kind, result }, 'job done');
    await finish(db, job, definition, undefined);
  } catch (error) {
    log.error({ job: job.id, kind: job.kind, err: loggableError(error) }, 'job failed');
    await finish(db, job, definition, error);
  }
  return true;
}

/** running: polled on time; stalled: stopped, or no poll finished for two intervals (a job hangs, the database is gone). */
export type JobRunnerState = 'running' | 'stalled';

export interface JobRunner {
  state(): JobRunnerState;
  stop(): Promise<void>;
}

/** Polls for due jobs until stopped; stop() waits for the job in hand. */
export function startJobRunner(options: {
  db: Database;
  definitions: JobDefinition[];
  log: FastifyBaseLogger;
  pollMs?: number;
  now?: () => number;
}): JobRunner {
  const workerId = randomUUID();
  const pollMs = options.pollMs ?? 30_000;
  const now = options.now ?? Date.now;
  let stopped = false;
  let lastPollAt = now();
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      while (!stopped && (await runNextJob(options.db, options.definitions, workerId, options.log)));
      lastPollAt = now();
    } catch (error) {
      options.log.error({ err: loggableError(error) }, 'job runner could not reach the database');
    }
    if (!stopped) timer = setTimeout(() => void (current = tick()), pollMs);
  };
  current = tick();

  return {
    state: () => (!stopped && now() - lastPollAt <= 2 * pollMs ? 'running' : 'stalled'),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
