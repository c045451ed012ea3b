/**
 * A small in-process cache of computed answers, for reads that many shoppers ask at once (listings, product
 * pages, the menu) and that may be a few seconds old. Each API instance keeps its own; with several instances
 * behind a load balancer a shared cache (Redis, REDIS_URL) is the replacement, invalidated on catalogue edits.
 * Stock and flash-sale quota are always checked again when an order reserves them, never taken from here.
 */
export interface AnswerCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
}

export function answerCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }): AnswerCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key, compute) {
      const hit = entries.get(key);
      if (hit && now() - hit.at < options.ttlMs) return hit.value;
      entries.delete(key);
      const value = compute();
      entries.set(key, { at: now(), value });
      // A failed computation is not kept: the next request tries again.
      value.catch(() => entries.delete(key));
      // Oldest first out: Map keeps insertion order.
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
  };
}
