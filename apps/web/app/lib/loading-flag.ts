import { useSyncExternalStore } from 'react';

/** The global loading flag of spec §4, set by the SDK's loading tracker and read by the overlay. */
let loading = false;
const listeners = new Set<() => void>();

export function setLoading(value: boolean): void {
  if (loading === value) return;
  loading = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoadingFlag(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading,
    () => false,
  );
}
