import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/** False on the server and while the page hydrates; true once React handles the page's events (decision 0006). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
