import { useEffect, useState } from 'react';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  over: boolean;
}

/** Whole days, hours, minutes and seconds until `endsAt`; all zero and `over` once it has passed. */
export function timeLeft(endsAt: string | Date, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((new Date(endsAt).getTime() - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: total === 0,
  };
}

/**
 * Ticks every second after hydration. The server renders with its own clock and the browser takes over, so the
 * first client render reuses the server's `renderedAt` to hydrate without a mismatch.
 */
export function useTimeLeft(endsAt: string, renderedAt: number): TimeLeft {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return timeLeft(endsAt, now);
}
