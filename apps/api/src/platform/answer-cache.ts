import { CATALOGUE_CHANGED } from '@talad/domain';
import type { SharedState } from './shared.ts';

/**
 * A small in-process cache of computed answers, for reads that many shoppers ask at once (listings, product
 * pages, the menu) and that may be a few seconds old. Each API instance keeps its own (a local hit costs no network
 * round trip); several instances empty theirs together when the catalogue changes (CatalogueCaches).
 * Stock and flash-sale quota are always checked again when an order reserves them, never taken from here.
 */
export interface AnswerCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets every answer: the next request for any key computes afresh. */
  clear(): void;
}

export function answerCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  /** A computation still running is shared by the requests for its key whatever ttlMs is (0 too). */
  sharedWhileComputing?: boolean;
  now?: () => number;
}): AnswerCache<T> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { at: number; value: Promise<T>; computing: boolean }>();
  return {
    get(key, compute) {
      const hit = entries.get(key);
      if (hit && ((options.sharedWhileComputing && hit.computing) || now() - hit.at < options.ttlMs)) return hit.value;
      entries.delete(key);
      const value = compute();
      const entry = { at: now(), value, computing: true };
      entries.set(key, entry);
      // A failed computation is not kept: the next request tries again (unless a newer one took its place meanwhile).
      value.then(
        () => (entry.computing = false),
        () => {
          entry.computing = false;
          if (entries.get(key)?.value === value) entries.delete(key);
        },
      );
      // Oldest first out: Map keeps insertion order.
      while (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * The caches of one API instance that hold catalogue and content answers (listings, product pages, searches and their
 * misses, the menu, content pages), emptied together when either changes, so this instance answers the change at
 * once; with REDIS_URL the change is announced and every other instance empties its own too (decision 0022).
 * `generation` is when they were last emptied (ms, only ever moving forward; the instance's start to begin with): a
 * web process without Redis asks for it (GET health/catalogue) and drops its kept pages when it moves (decision 0056).
 */
export class CatalogueCaches {
  private readonly caches = new Set<{ clear(): void }>();
  private emptiedAt: number;

  constructor(
    private readonly shared?: Pick<SharedState, 'announce' | 'onAnnouncement'>,
    private readonly now: () => number = Date.now,
  ) {
    this.emptiedAt = now();
    shared?.onAnnouncement(CATALOGUE_CHANGED, () => this.clearHere());
  }

  /** When this instance's caches were last emptied, by a change here or an announcement: a later one is a change. */
  get generation(): number {
    return this.emptiedAt;
  }

  /** Registers a cache to be emptied on catalogue changes; answers it, for use at its creation. */
  add<Cache extends { clear(): void }>(cache: Cache): Cache {
    this.caches.add(cache);
    return cache;
  }

  /** The catalogue changed: empties this instance's caches and tells the others to empty theirs. */
  clear(): void {
    this.clearHere();
    this.shared?.announce(CATALOGUE_CHANGED);
  }

  /** Empties this instance's caches alone: each instance meets a scheduled moment itself (decision 0057). */
  clearHere(): void {
    for (const cache of this.caches) cache.clear();
    // Forward even when the clock is not (two changes in one millisecond, a clock set back).
    this.emptiedAt = Math.max(this.emptiedAt + 1, this.now());
  }
}
