import { describe, expect, it } from 'vitest';
import { answerCache } from './answer-cache.ts';

describe('answer cache', () => {
  it('answers from memory within the TTL and computes again after it', async () => {
    let clock = 0;
    let computed = 0;
    const cache = answerCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const compute = async () => ++computed;
    expect(await cache.get('a', compute)).toBe(1);
    clock = 999;
    expect(await cache.get('a', compute)).toBe(1);
    clock = 1000;
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('shares one computation between concurrent askers', async () => {
    let computed = 0;
    const cache = answerCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const compute = async () => ++computed;
    await Promise.all([cache.get('a', compute), cache.get('a', compute), cache.get('a', compute)]);
    expect(computed).toBe(1);
  });

  it('does not keep failures and drops the oldest entry past the bound', async () => {
    let computed = 0;
    const cache = answerCache<number>({ ttlMs: 1000, maxEntries: 2 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => ++computed)).toBe(1);
    await cache.get('b', async () => ++computed);
    await cache.get('c', async () => ++computed);
    expect(await cache.get('a', async () => ++computed)).toBe(4);
  });
});
