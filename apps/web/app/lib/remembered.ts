/**
 * Keeps an answer per key for ttlMs, for data every page view needs and that may be a little old (the menu and the
 * popups of a language). An answer that `keep` refuses (a fallback after a failure) and a failed call are not kept,
 * so the next page view asks again.
 */
export function remembered<K, T>(
  ttlMs: number,
  compute: (key: K) => Promise<T>,
  keep: (value: T) => boolean = () => true,
  now: () => number = Date.now,
) {
  const entries = new Map<K, { at: number; value: Promise<T> }>();
  const read = (key: K): Promise<T> => {
    const hit = entries.get(key);
    if (hit && now() - hit.at < ttlMs) return hit.value;
    const value = compute(key);
    entries.set(key, { at: now(), value });
    const forget = () => entries.get(key)?.value === value && entries.delete(key);
    value.then((answer) => !keep(answer) && forget(), forget);
    return value;
  };
  /** Forgets every answer (the shop changed them: decision 0054): the next page view asks again. */
  const clear = () => entries.clear();
  return Object.assign(read, { clear });
}
