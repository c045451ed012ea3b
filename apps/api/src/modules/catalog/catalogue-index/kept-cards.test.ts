import { describe, expect, it } from 'vitest';
import { KeptCards } from './kept-cards.ts';

describe('kept cards', () => {
  it('read only the cards not kept, keep them for their time, forget what they are told, and hold at most so many', async () => {
    let now = 0;
    const cards = new KeptCards<string>(5_000, 3, () => now);
    const asked: number[][] = [];
    const read = async (ids: number[]) => {
      asked.push(ids);
      // 9 is no longer on sale: no card.
      return new Map(ids.filter((id) => id !== 9).map((id) => [id, `card ${id}`]));
    };
    expect([...(await cards.of([1, 2, 9], read))]).toEqual([
      [1, 'card 1'],
      [2, 'card 2'],
    ]);
    expect([...(await cards.of([2, 3], read)).keys()]).toEqual([2, 3]);
    expect(asked).toEqual([[1, 2, 9], [3]]);
    cards.forget([2]);
    now = 4_999;
    await cards.of([1, 2, 3], read);
    expect(asked.at(-1)).toEqual([2]);
    now = 10_000;
    await cards.of([1], read);
    expect(asked.at(-1)).toEqual([1]);
    // At most three kept: 3, 2 and 1 set in that order, then 4: 3 is let go. 1 and 4 are kept, 2 is past its time.
    await cards.of([4], read);
    now = 10_001;
    await cards.of([1, 2, 3, 4], read);
    expect(asked.at(-1)).toEqual([2, 3]);
    cards.forget();
    await cards.of([4], read);
    expect(asked.at(-1)).toEqual([4]);
  });

  it('keep nothing when their time is 0 (tests: every page reads its cards)', async () => {
    const cards = new KeptCards<string>(0, 10, () => 0);
    let reads = 0;
    const read = async (ids: number[]) => ((reads += 1), new Map(ids.map((id) => [id, `card ${id}`])));
    await cards.of([1], read);
    await cards.of([1], read);
    expect(reads).toBe(2);
  });
});
