import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchQueries } from '../../db/schema/index.ts';

/** How often counted searches are written. */
export const SEARCH_COUNTS_EVERY_MS = 5000;

export interface SearchCounts {
  /** Counts one search of this (segmented) keyword. */
  add(keyword: string): void;
  /** Writes what has been counted since the last write; resolves once every earlier write is done. */
  flush(): Promise<void>;
}

/**
 * Searches counted in memory and written as one upsert per keyword every few seconds, instead of a write inside
 * every search answer (the search bench's slowest part under load). Reading the popular words flushes first, so a
 * process never shows its own counts late; several processes each add theirs. A failed write loses its counts
 * (they are popularity hints) and is reported, never thrown at a shopper.
 */
export function searchCounts(db: Database, onError: (error: unknown) => void): SearchCounts {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();
  return {
    add(keyword) {
      pending.set(keyword, (pending.get(keyword) ?? 0) + 1);
    },
    flush() {
      if (pending.size === 0) return writing;
      const rows = [...pending].map(([keyword, count]) => ({ keyword, count }));
      pending = new Map();
      writing = writing.then(async () => {
        await db
          .insert(searchQueries)
          .values(rows)
          .onConflictDoUpdate({ target: searchQueries.keyword, set: { count: sql`${searchQueries.count} + excluded.count`, lastSearchedAt: sql`now()` } });
      }).catch((error: unknown) => {
        onError(error);
      });
      return writing;
    },
  };
}
