import { describe, expect, it } from 'vitest';
import { CATALOGUE_CHANGED } from '@talad/domain';
import { answerCache, CatalogueCaches } from './answer-cache.ts';

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

  it('shares a computation still running whatever the TTL when asked to, and computes again once it is done', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    const shared = answerCache<number>({ ttlMs: 0, maxEntries: 10, sharedWhileComputing: true });
    expect(await Promise.all([shared.get('a', compute), shared.get('a', compute)])).toEqual([1, 1]);
    expect(await shared.get('a', compute)).toBe(2);
    const plain = answerCache<number>({ ttlMs: 0, maxEntries: 10 });
    expect(await Promise.all([plain.get('a', compute), plain.get('a', compute)])).toEqual([3, 4]);
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

  it('clear forgets every answer; the catalogue caches are cleared together', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    const caches = new CatalogueCaches();
    const [listings, details] = [
      caches.add(answerCache<number>({ ttlMs: 60_000, maxEntries: 10 })),
      answerCache<number>({ ttlMs: 60_000, maxEntries: 10 }),
    ];
    caches.add(details);
    await listings.get('a', compute);
    await details.get('b', compute);
    caches.clear();
    expect(await listings.get('a', compute)).toBe(3);
    expect(await details.get('b', compute)).toBe(4);
  });

  it('the generation starts at the instance’s start and moves forward on each emptying, here or announced elsewhere', () => {
    let clock = 5_000;
    const heard = new Map<string, () => void>();
    const announced: string[] = [];
    const shared = {
      announce: (topic: string) => void announced.push(topic),
      onAnnouncement: (topic: string, listener: () => void) => void heard.set(topic, listener),
    };
    const caches = new CatalogueCaches(shared, () => clock);
    expect(caches.generation).toBe(5_000);
    clock = 6_000;
    caches.clear();
    expect([caches.generation, announced]).toEqual([6_000, [CATALOGUE_CHANGED]]);
    // Another instance's change: emptied here too, and a later generation, in the same millisecond and with the clock set back.
    heard.get(CATALOGUE_CHANGED)!();
    expect(caches.generation).toBe(6_001);
    clock = 1_000;
    caches.clear();
    expect(caches.generation).toBe(6_002);
  });

  it('a failure computed before a clear does not take away the answer computed after it', async () => {
    const cache = answerCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    let fail: (error: Error) => void = () => {};
    const failing = cache.get('a', () => new Promise<number>((_resolve, reject) => (fail = reject)));
    cache.clear();
    expect(await cache.get('a', async () => 7)).toBe(7);
    fail(new Error('down'));
    await expect(failing).rejects.toThrow('down');
    expect(await cache.get('a', async () => 8)).toBe(7);
  });
});
