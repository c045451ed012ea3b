/** Spec §4/§9: the global loading flag clears 500 ms after the last request ends. */
export const LOADING_CLEAR_DELAY_MS = 500;

export interface LoadingTracker {
  start(): void;
  end(): void;
}

export function createLoadingTracker(onChange: (loading: boolean) => void, delayMs = LOADING_CLEAR_DELAY_MS): LoadingTracker {
  let inFlight = 0;
  let clearTimer: ReturnType<typeof setTimeout> | undefined;

  return {
    start() {
      if (clearTimer) clearTimeout(clearTimer);
      clearTimer = undefined;
      inFlight += 1;
      onChange(true);
    },
    end() {
      inFlight = Math.max(0, inFlight - 1);
      if (inFlight > 0) return;
      clearTimer = setTimeout(() => {
        clearTimer = undefined;
        if (inFlight === 0) onChange(false);
      }, delayMs);
    },
  };
}
