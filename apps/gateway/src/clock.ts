/**
 * Time as the gateway sees it: now, and timers for the notification retries. Injectable, so tests move time on
 * instead of waiting for it.
 */
export interface Clock {
  now(): number;
  setTimer(callback: () => void, delayMs: number): unknown;
  clearTimer(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer: (callback, delayMs) => {
    const timer = setTimeout(callback, delayMs);
    // A pending retry must not keep a stopping process (or a finished test) alive.
    timer.unref();
    return timer;
  },
  clearTimer: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A clock that stands still until `advance` moves it, firing the timers that fall due on the way. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  /** Timers not yet fired. */
  pending(): number;
}

export function manualClock(start = Date.UTC(2026, 10, 23, 5, 0, 0)): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimer(callback, delayMs) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, delayMs), callback });
      return id;
    },
    clearTimer: (handle) => void timers.delete(handle as number),
    pending: () => timers.size,
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = Math.max(now, due[1].at);
        due[1].callback();
      }
      now = until;
    },
  };
}
