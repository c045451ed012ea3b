import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchQueries } from '../../db/schema/index.ts';

/** How often counted searches are written. */
export const SEARCH_COUNTS_EVERY_MS = 5000;

/** How many (searcher, keyword) pairs of the day one process remembers; past it the oldest are forgotten. */
export const COUNTED_PAIRS_PER_DAY = 100_000;

const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export interface SearchCounts {
  /**
   * Counts one search of this (segmented) keyword, at most once a day per searcher (a session or an address), so
   * one shopper repeating a word does not push it up the popular list. A null searcher (the web renderer, whose
   * calls are every shopper's) is always counted.
   */
  add(keyword: string, searcher: string | null): void;
  /** Writes what has been counted since the last write; resolves once every earlier write is done. */
  flush(): Promise<void>;
}

/**
 * Searches counted in memory and written as one upsert per keyword every few seconds, instead of a write inside
 * every search answer (the search bench's slowest part under load). Reading the popular words flushes first, so a
 * process never shows its own counts late; several processes each add theirs. A failed write loses its counts
 * (they are popularity hints) and is reported, never thrown at a shopper.
 *
 * Who counted what today is kept in this process's memory, bounded, and forgotten when the day turns in Bangkok.
 * With several API instances (REDIS_URL) a pair this process has not seen is also claimed in Redis
 * (`SET … NX EX 86400` through `claimAcrossProcesses`), and counted only by the process whose claim was first.
 */
export function searchCounts(
  db: Database,
  onError: (error: unknown) => void,
  {
    now = Date.now,
    claimAcrossProcesses,
  }: { now?: () => number; claimAcrossProcesses?: (key: string, ttlSeconds: number) => Promise<boolean> } = {},
): SearchCounts {
  let pending = new Map<string, number>();
  let writing: Promise<void> = Promise.resolve();
  let day = -1;
  const counted = new Set<string>();
  const count = (keyword: string) => pending.set(keyword, (pending.get(keyword) ?? 0) + 1);
  const firstToday = (searcher: string, keyword: string) => {
    const today = Math.floor((now() + BANGKOK_OFFSET_MS) / DAY_MS);
    if (today !== day) {
      counted.clear();
      day = today;
    }
    const pair = `${searcher}\n${keyword}`;
    if (counted.has(pair)) return false;
    counted.add(pair);
    // A Set keeps insertion order: the oldest pair goes first.
    if (counted.size > COUNTED_PAIRS_PER_DAY) counted.delete(counted.values().next().value as string);
    return true;
  };
  return {
    add(keyword, searcher) {
      if (searcher === null) return void count(keyword);
      if (!firstToday(searcher, keyword)) return;
      if (!claimAcrossProcesses) return void count(keyword);
      claimAcrossProcesses(`search:${day}:${searcher}:${keyword}`, DAY_MS / 1000).then((first) => first && count(keyword), onError);
    },
    flush() {
      if (pending.size === 0) return writing;
      const rows = [...pending].map(([keyword, count]) => ({ keyword, count }));
      pending = new Map();
      writing = writing
        .then(async () => {
          await db
            .insert(searchQueries)
            .values(rows)
            .onConflictDoUpdate({
              target: searchQueries.keyword,
              set: { count: sql`${searchQueries.count} + excluded.count`, lastSearchedAt: sql`now()` },
            });
        })
        .catch((error: unknown) => {
          onError(error);
        });
      return writing;
    },
  };
}
