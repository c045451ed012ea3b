import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { loggableError } from './database-errors.ts';

/**
 * The next moment after `after` at which something scheduled changes what shoppers are shown (decision 0057): a home
 * block or its waiting draft published, a blog post's, custom page's or live show's time come, a promotion, a flash sale slot, a popup or a live show
 * starting or ending, a scheduled price change due (its job). One statement; null when nothing is scheduled.
 */
export async function nextScheduledMoment(db: Database, after: Date): Promise<Date | null> {
  const at = sql`${after.toISOString()}::timestamptz`;
  const first = (table: string, column: string, where = sql``) =>
    sql`(select min(${sql.identifier(column)}) from ${sql.identifier(table)} where ${sql.identifier(column)} > ${at} ${where})`;
  const result = await db.execute(sql`select (extract(epoch from least(
    ${first('content_blocks', 'published_at')}, ${first('content_blocks', 'draft_publish_at')},
    ${first('blog_posts', 'published_at')}, ${first('content_pages', 'published_at')}, ${first('live_streams', 'published_at')},
    ${first('promotions', 'starts_at')}, ${first('promotions', 'ends_at')},
    ${first('flash_sales', 'starts_at')}, ${first('flash_sales', 'ends_at')},
    ${first('popups', 'starts_at')}, ${first('popups', 'ends_at')},
    ${first('live_streams', 'starts_at')}, ${first('live_streams', 'ends_at')},
    ${first('jobs', 'run_at', sql`and status = 'pending' and kind = 'apply-price-change'`)}
  )) * 1000)::float8 as at`);
  // Both drivers (pg and PGlite) answer {rows}.
  const ms = (result as unknown as { rows: Array<{ at: number | null }> }).rows[0]?.at;
  return ms === null || ms === undefined ? null : new Date(Number(ms));
}

/**
 * A watch looked at again at least this often: a schedule written by another process that this one was not told of
 * (no Redis) is still met within it.
 */
export const MOMENTS_RECHECK_MS = 10 * 60_000;

export interface ScheduledMoments {
  /** Looks for the next moment once the database is ready, and reaches what passed while the process was down. */
  start(): void;
  /** Looks for the next moment again (something was scheduled or changed). */
  replan(): void;
  /** Runs `listener` at each scheduled moment, after `reached` (the job runner polls then). */
  onReached(listener: () => void): void;
  stop(): void;
}

/**
 * One timer per API process, set for the next scheduled moment (not a poll): when it comes, `reached(moment, since)`
 * runs (`since`: the moment reached before, or a day back for the first), then the next is looked for. `reached` runs
 * once at start too (not scheduled), for what passed while no process watched.
 */
export function watchScheduledMoments(options: {
  next: (after: Date) => Promise<Date | null>;
  /** `scheduled`: a moment met by the timer; false for the look at start. */
  reached: (moment: Date, since: Date, scheduled: boolean) => Promise<void>;
  clock: () => Date;
  log: FastifyBaseLogger;
  recheckMs?: number;
}): ScheduledMoments {
  const recheckMs = options.recheckMs ?? MOMENTS_RECHECK_MS;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let started = false;
  // Each look counts: an older look answering after a newer one sets nothing.
  let looks = 0;
  let since = new Date(options.clock().getTime() - 24 * 3_600_000);
  const listeners: Array<() => void> = [];

  const reach = async (moment: Date, scheduled = true) => {
    try {
      await options.reached(moment, since, scheduled);
      since = moment;
    } catch (error) {
      options.log.error({ err: loggableError(error), moment }, 'a scheduled moment could not be reached');
    }
    if (scheduled) for (const listener of listeners) listener();
  };

  const plan = async () => {
    const look = ++looks;
    const now = options.clock();
    let moment: Date | null;
    try {
      moment = await options.next(now);
    } catch (error) {
      moment = null;
      if (!stopped) options.log.warn({ err: loggableError(error) }, 'the next scheduled moment could not be read');
    }
    if (stopped || look !== looks) return;
    clearTimeout(timer);
    const wait = moment ? Math.min(moment.getTime() - now.getTime(), recheckMs) : recheckMs;
    timer = setTimeout(
      () => {
        // A timer may fire a millisecond early: the moment is reached only once the clock has passed it.
        if (moment && moment.getTime() <= options.clock().getTime()) void reach(moment).then(plan);
        else void plan();
      },
      Math.max(wait, 0),
    );
    timer.unref();
  };

  return {
    start() {
      if (started) return;
      started = true;
      void reach(options.clock(), false).then(plan);
    },
    replan() {
      if (started && !stopped) void plan();
    },
    onReached(listener) {
      listeners.push(listener);
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
