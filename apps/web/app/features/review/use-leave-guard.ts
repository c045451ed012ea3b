import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { leaveTarget, mustConfirmLeaving } from './leave-guard.ts';

export interface LeaveGuard {
  /** Where the shopper was going when the popup opened (null while it is closed). */
  target: string | null;
  stay: () => void;
  /** Goes on to the remembered target. */
  leave: () => void;
  /** Lets the next navigation through (the form was just saved). */
  release: () => void;
}

/**
 * Holds navigations away from a form with unsaved changes until the shopper confirms (spec §2): links, the account
 * menu and the browser's back button inside the shop. Closing the tab or reloading gets the browser's own question.
 */
export function useLeaveGuard(unsaved: boolean): LeaveGuard {
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => !released.current && mustConfirmLeaving(unsaved, currentLocation, nextLocation),
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return {
    target: blocker.state === 'blocked' ? leaveTarget(blocker.location) : null,
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    release: () => {
      released.current = true;
    },
  };
}
