import { describe, expect, it } from 'vitest';
import { missCache } from './miss-cache.ts';

describe('the cache of searches that found nothing', () => {
  it('answers for its time, then forgets', () => {
    let now = 0;
    const misses = missCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => now });
    misses.remember('th:qqxx', 'nothing');
    now = 999;
    expect(misses.get('th:qqxx')).toBe('nothing');
    now = 1000;
    expect(misses.get('th:qqxx')).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const misses = missCache<number>({ ttlMs: 60_000, maxEntries: 2 });
    for (const [index, key] of ['a', 'b', 'c'].entries()) misses.remember(key, index);
    expect([misses.get('a'), misses.get('b'), misses.get('c')]).toEqual([undefined, 1, 2]);
  });
});
