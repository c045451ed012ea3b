import { describe, expect, it } from 'vitest';
import { TokenPool, wordHits, WordPostings } from './words.ts';

/** A catalogue of products (id → words), held as the index holds them. */
function catalogue(products: Record<number, string[]>) {
  const postings = new WordPostings();
  const ids = new Map<string, number>();
  const idOf = (word: string) => ids.get(word) ?? (ids.set(word, ids.size + 1), ids.size);
  const held = new Map<number, Int32Array>();
  const put = (id: number, words: string[]) => {
    const next = Int32Array.from(words.map(idOf)).sort();
    postings.learn(words.map((word) => ({ id: idOf(word), word })));
    postings.move(id, held.get(id) ?? [], next);
    held.set(id, next);
  };
  const remove = (id: number) => {
    postings.move(id, held.get(id) ?? [], []);
    held.delete(id);
  };
  // Put out of id order: the posting lists keep ids ascending whatever order products arrive in.
  for (const id of Object.keys(products).map(Number).reverse()) put(id, products[id]!);
  const wordsOf = (id: number) => held.get(id);
  const hits = (branches: string[][], limit = 100) => wordHits(postings, wordsOf, branches, limit);
  return { put, remove, hits, postings, wordsOf };
}

describe('a search’s exact hits from the word postings', () => {
  const shop = catalogue({
    1: ['samsung', 'galaxy', 'โทรศัพท'],
    2: ['apple', 'iphone', 'โทรศัพท'],
    3: ['samsung', 'tv', 'ทีวี'],
    4: ['xiaomi', 'redmi', 'โทรศัพท'],
    5: ['samsung', 'galaxy', 'tab'],
  });

  it('finds every product holding a word that contains each term, in id order', () => {
    expect(shop.hits([['sam']])).toEqual([1, 3, 5]);
    expect(shop.hits([['sam', 'gal']])).toEqual([1, 5]);
    expect(shop.hits([['ทรศ']])).toEqual([1, 2, 4]);
    expect(shop.hits([['galaxy', 'ทีวี']])).toEqual([]);
  });

  it('matches any branch (the words, or the typed runs), each product once', () => {
    expect(shop.hits([['tv'], ['iphone']])).toEqual([2, 3]);
    expect(shop.hits([['sam', 'tab'], ['redmi']])).toEqual([4, 5]);
    expect(shop.hits([['sam'], ['galaxy']])).toEqual([1, 3, 5]);
  });

  it('stops at the limit, taking the oldest products first', () => {
    expect(shop.hits([['a']], 2)).toEqual([1, 2]);
  });

  it('finds nothing for a term no word contains, whatever the other terms hold', () => {
    expect(shop.hits([['samsung', 'nokia']])).toEqual([]);
    expect(shop.hits([['zzz']])).toEqual([]);
  });

  it('follows a product’s words as they change, and forgets a product taken out', () => {
    const changing = catalogue({ 1: ['red', 'shoe'], 2: ['blue', 'shoe'], 3: ['red', 'hat'] });
    changing.put(2, ['red', 'boot']);
    expect(changing.hits([['red']])).toEqual([1, 2, 3]);
    expect(changing.hits([['shoe']])).toEqual([1]);
    changing.remove(1);
    expect(changing.hits([['red']])).toEqual([2, 3]);
    expect(changing.hits([['shoe']])).toEqual([]);
    changing.put(1, ['red', 'shoe']);
    expect(changing.hits([['red']])).toEqual([1, 2, 3]);
  });

  it('walks a common word only as far as its hits go', () => {
    const many = Object.fromEntries(Array.from({ length: 5000 }, (_, at) => [at + 1, at % 2 ? ['black', 'shirt'] : ['black', 'hat']]));
    const big = catalogue(many);
    let asked = 0;
    const hits = wordHits(big.postings, (id) => (asked++, big.wordsOf(id)), [['black', 'shirt']], 10);
    expect(hits).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    // The driver is the rarer term (shirt: 2,500 products), and the walk stopped at the tenth hit.
    expect(asked).toBe(10);
  });
});

describe('the pool of search texts', () => {
  it('keeps each slot’s words through many changes, gathering what changed texts left behind', () => {
    const pool = new TokenPool();
    pool.grow(100);
    const texts = new Map<number, number[]>();
    // 3,000 changes of 40 words: the pool's waste passes 65,536 words and half the pool, so it is gathered.
    for (let change = 0; change < 3000; change++) {
      const slot = change % 100;
      const words = Array.from({ length: 40 }, (_, at) => ((change * 7 + at) % 1000) + 1);
      pool.set(slot, Int32Array.from(words));
      texts.set(slot, words);
      if (change % 97 === 0) {
        pool.clear((slot + 1) % 100);
        texts.delete((slot + 1) % 100);
      }
    }
    // Then one slot changed alone, so that a gathering moves the others' words while they stay as they were.
    for (let change = 0; change < 4000; change++) {
      const words = Array.from({ length: 40 }, (_, at) => ((change + at) % 900) + 1);
      pool.set(0, Int32Array.from(words));
      texts.set(0, words);
    }
    for (let slot = 0; slot < 100; slot++) expect([...pool.of(slot)], `slot ${slot}`).toEqual(texts.get(slot) ?? []);
  });

  it('widens from 16 bits to 32 when a word is numbered past 65,535, keeping what it held', () => {
    const pool = new TokenPool();
    pool.grow(2);
    pool.set(0, Int32Array.of(1, 65535, 0));
    pool.set(1, Int32Array.of(70000, 2));
    expect([...pool.of(0)]).toEqual([1, 65535, 0]);
    expect([...pool.of(1)]).toEqual([70000, 2]);
  });
});

describe('the words’ numbers', () => {
  it('number a word once, whatever id it comes back with, and turn search_words’ ids into them', () => {
    const words = new WordPostings();
    words.learn([
      { id: 10, word: 'samsung' },
      { id: 53792, word: 'galaxy' },
    ]);
    // Deleted when no product held it, then added again: a new id, the same text, the same number.
    words.learn([{ id: 60000, word: 'samsung' }]);
    expect(words.numberOf('samsung')).toBe(1);
    expect(words.numberOf('galaxy')).toBe(2);
    expect(words.numbersOf([60000, 10, 53792, 99])).toEqual([1, 1, 2]);
    expect(words.tokensOf('samsung  galaxy nokia')).toEqual(Int32Array.of(1, 0, 2, 0));
    expect(words.textOf(2)).toBe('galaxy');
    expect(words.textOf(0)).toBeUndefined();
  });
});
