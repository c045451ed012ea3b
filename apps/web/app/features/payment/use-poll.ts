import { useEffect, useState } from 'react';
import { pollDelay } from './payment-state.ts';

/**
 * Reads again on the bounded schedule of POLL_DELAYS_MS while `waiting` (`read` must be stable, e.g. useMemberData's
 * reload). `spent` once the schedule is over; `restart` starts it again (a "check again" press).
 */
export function usePoll(waiting: boolean, read: () => void): { spent: boolean; restart: () => void } {
  const [attempt, setAttempt] = useState(0);
  const spent = waiting && pollDelay(attempt) === null;

  useEffect(() => {
    const delay = pollDelay(attempt);
    if (!waiting || delay === null) return;
    const timer = setTimeout(() => {
      setAttempt((value) => value + 1);
      read();
    }, delay);
    return () => clearTimeout(timer);
  }, [waiting, attempt, read]);

  return {
    spent,
    restart: () => {
      setAttempt(0);
      read();
    },
  };
}
