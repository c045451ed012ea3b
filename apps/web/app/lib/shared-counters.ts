import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The header's shared counters (decision 0015: cart count, wish list, unread notifications), one small store: a successful write
 * invalidates a counter by name, and every reader of that name — in this tab and in the shop's other tabs — reads
 * again from the API. Other tabs hear it through a BroadcastChannel, or the `storage` event where there is none.
 */
export type CounterName = 'cart' | 'favorites' | 'notifications';

const CHANNEL = 'talad-counters';
/** The storage key the fallback writes; its value changes on every invalidation so that other tabs hear it. */
export const COUNTER_STORAGE_KEY = 'talad-counter-changed';

/** `fromOtherTab`: the write happened in another tab (this tab's own writes already hold the API's answer). */
type Listener = (name: CounterName, fromOtherTab: boolean) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function broadcastChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel?.addEventListener('message', (event: MessageEvent<{ name?: CounterName }>) => {
    if (event.data?.name) notify(event.data.name, true);
  });
  return channel;
}

function notify(name: CounterName, fromOtherTab: boolean): void {
  listeners.forEach((listener) => listener(name, fromOtherTab));
}

/** Listens to invalidations of any counter, from this tab and others; answers the function that stops listening. */
export function onCounterInvalidated(listener: Listener): () => void {
  listeners.add(listener);
  const open = broadcastChannel();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COUNTER_STORAGE_KEY || !event.newValue) return;
    const name = event.newValue.split(':')[0] as CounterName;
    notify(name, true);
  };
  if (!open && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (!open && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** After a successful write that changed `name`: this tab's readers and the other tabs' read again. */
export function invalidateCounter(name: CounterName): void {
  notify(name, false);
  const open = broadcastChannel();
  if (open) {
    open.postMessage({ name });
    return;
  }
  try {
    window.localStorage.setItem(COUNTER_STORAGE_KEY, `${name}:${Date.now()}:${Math.random()}`);
  } catch {
    // Storage full or refused: other tabs catch up on their next read.
  }
}

/**
 * A counter's value read with `read` after hydration, again whenever the counter is invalidated here or in another
 * tab, and whenever `key` changes (e.g. the shopper signs in). null until the first answer, or when it failed.
 */
export function useSharedCounter(name: CounterName, key: string | null, read: () => Promise<number | null>): number | null {
  const [value, setValue] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const latestRead = useRef(read);
  latestRead.current = read;

  useEffect(() => onCounterInvalidated((changed) => changed === name && setRound((current) => current + 1)), [name]);

  const refresh = useCallback(() => {
    let current = true;
    latestRead
      .current()
      .then((answer) => current && setValue(answer))
      .catch(() => current && setValue(null));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    if (key === null) return;
    return refresh();
  }, [key, round, refresh]);

  return value;
}
