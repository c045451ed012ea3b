import { describe, expect, it } from 'vitest';
import { ProductColumns, type IndexRow } from './columns.ts';
import { answer } from './query.ts';

const row = (id: number, optionValues: string[], changes: Partial<IndexRow> = {}): IndexRow => ({
  id,
  brandId: (id % 5) + 1,
  mainCategoryId: 1,
  subCategoryId: 2 + (id % 3),
  detailCategoryId: null,
  flags: [],
  deliveryMaxDays: 3,
  effectivePrice: 1000 + id,
  discountPercent: 0,
  inStock: true,
  soldRanked: 0,
  optionValues,
  promotionKinds: [],
  createdMicros: id,
  rank: 0,
  ratingTenths: 0,
  collectionIds: [],
  ...changes,
});

const optionsOf = (columns: ProductColumns, id: number) => {
  const slot = columns.slotOf(id);
  const from = columns.optionStart[slot]!;
  return [...columns.optionPool.subarray(from, from + columns.optionCount[slot]!)].map((value) => columns.optionNames[value]);
};

describe('the catalogue index columns', () => {
  it('keep each product’s option values through many changes, the pool gathered up when half of it is left behind', () => {
    const columns = new ProductColumns();
    for (let id = 1; id <= 3000; id++) columns.put(row(id, ['Color:black', 'Size:m']));
    // 4 values written for each of 3,000 products, 5 times: the pool is gathered up along the way.
    for (let round = 0; round < 5; round++)
      for (let id = 1; id <= 3000; id++) columns.put(row(id, ['Color:red', `Size:${round}`, 'Size:l', 'Color:red']));
    for (let id = 1; id <= 3000; id += 499) expect(optionsOf(columns, id)).toEqual(['Color:red', 'Size:4', 'Size:l', 'Color:red']);
    expect(columns.size).toBe(3000);
  });

  it('reuse a withdrawn product’s slot, and its lists forget it', () => {
    const columns = new ProductColumns();
    for (let id = 1; id <= 10; id++) columns.put(row(id, []));
    columns.remove(4);
    columns.remove(4);
    columns.put(row(11, ['Color:black'], { subCategoryId: 2 }));
    expect(columns.size).toBe(10);
    expect(columns.slotOf(4)).toBe(-1);
    expect(columns.slotOf(11)).toBe(3);
    const inSub = answer(columns, { category: { id: 2, level: 'sub' } }, 'price_low_to_high', { offset: 0, limit: 20 }, 'detail');
    // Sub-category 2 holds the ids divisible by 3 and the new 11.
    expect(inSub.ids).toEqual([3, 6, 9, 11]);
    columns.put(row(11, [], { subCategoryId: 3 }));
    expect(answer(columns, { category: { id: 2, level: 'sub' } }, 'price_low_to_high', { offset: 0, limit: 20 }, null).ids).toEqual([
      3, 6, 9,
    ]);
  });
});
