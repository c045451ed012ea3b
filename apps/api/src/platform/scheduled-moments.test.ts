import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { watchScheduledMoments } from './scheduled-moments.ts';

const silent = { error: () => {}, warn: () => {} } as unknown as FastifyBaseLogger;

/** A watch over `moments` (ms from now), recording what it reached. */
function watch(moments: number[]) {
  const start = Date.now();
  const times = moments.map((offset) => new Date(start + offset));
  const reached: Array<{ moment: number; since: number; scheduled: boolean }> = [];
  let listened = 0;
  const watcher = watchScheduledMoments({
    next: async (after) => times.find((time) => time > after) ?? null,
    reached: async (moment, since, scheduled) => void reached.push({ moment: moment.getTime(), since: since.getTime(), scheduled }),
    clock: () => new Date(),
    log: silent,
  });
  watcher.onReached(() => (listened += 1));
  return { start, times, reached, listened: () => listened, moments: watcher };
}

describe('the scheduled moments’ timer (decision 0057)', () => {
  it('looks back at start, then reaches each moment once, in order, each after its time, its listeners after it', async () => {
    const { start, times, reached, listened, moments } = watch([120, 240]);
    moments.start();
    try {
      await expect.poll(() => reached.length, { timeout: 3_000 }).toBe(3);
      expect(reached[0]).toMatchObject({ scheduled: false, since: expect.any(Number) });
      expect(reached[0]!.since).toBeLessThanOrEqual(start - 24 * 3_600_000 + 5);
      expect(reached.slice(1).map((step) => step.moment)).toEqual(times.map((time) => time.getTime()));
      expect(reached.slice(1).every((step) => step.scheduled)).toBe(true);
      // Each moment's `since` is the one reached before it.
      expect(reached[2]!.since).toBe(times[0]!.getTime());
      expect(listened()).toBe(2);
    } finally {
      moments.stop();
    }
  });
});
