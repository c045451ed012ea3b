/**
 * Answers of searches that found nothing, kept for a minute so the same text asked again (a bot repeating its junk,
 * a common misspelling) costs no database work. Keyed by the normalised text, so case and spacing make no new entry.
 * Bounded: past maxEntries the oldest go first, so a flood of random texts costs memory it cannot grow. A product
 * added meanwhile shows in these searches within the minute, as lookups do. Each API process keeps its own; with
 * several instances Redis (REDIS_URL) is the shared replacement (SET key answer EX 60), cleared on catalogue edits.
 */
export interface MissCache<T> {
  get(key: string): T | undefined;
  remember(key: string, answer: T): void;
  /** Forgets every miss (a product restored may now be found). */
  clear(): void;
}

export const MISS_CACHE = { ttlMs: 60_000, maxEntries: 5000 };

export function missCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }): MissCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; answer: T }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && now() - entry.at < options.ttlMs) return entry.answer;
      entries.delete(key);
      return undefined;
    },
    remember(key, answer) {
      // Map keeps insertion order: re-inserting makes this the newest.
      entries.delete(key);
      entries.set(key, { at: now(), answer });
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
    },
    clear() {
      entries.clear();
    },
  };
}
