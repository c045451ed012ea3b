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
  searchText: `สินค้า ${id} product ${id}`,
  card: {
    code: `P${id}`,
    slug: `product-${id}`,
    name: { th: `สินค้า ${id}`, en: `Product ${id}` },
    price: 1000 + id,
    specialPrice: null,
    stock: 5,
    sold: 0,
    badges: [],
    cardImage: null,
  },
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

  it('hold each product’s card as the database has it, the same lists shared, and a freed slot’s card let go', () => {
    const columns = new ProductColumns();
    columns.put(row(1, [], { flags: ['free_shipping'], promotionKinds: ['flash_sale'] }));
    columns.put(row(2, [], { flags: ['free_shipping'], brandId: null }));
    expect(columns.cardOf(columns.slotOf(1))).toEqual({
      id: 1,
      code: 'P1',
      slug: 'product-1',
      name: { th: 'สินค้า 1', en: 'Product 1' },
      brandId: 2,
      price: 1001,
      specialPrice: null,
      discountPercent: 0,
      stock: 5,
      flags: ['free_shipping'],
      badges: [],
      promotionKinds: ['flash_sale'],
      sold: 0,
      cardImage: null,
    });
    expect(columns.cardOf(columns.slotOf(2)).brandId).toBeNull();
    expect(columns.cardOf(columns.slotOf(2)).flags).toBe(columns.cardOf(columns.slotOf(1)).flags);
    const special = row(2, [], { brandId: null, flags: ['free_shipping'] });
    columns.put({ ...special, card: { ...special.card, specialPrice: 0, cardImage: '/media/x.webp' } });
    expect(columns.cardOf(columns.slotOf(2))).toMatchObject({ specialPrice: 0, cardImage: '/media/x.webp' });
  });

  it('tell a change a listing may show from an order’s usual one (stock still on hand, units sold)', () => {
    const columns = new ProductColumns();
    const first = row(1, ['Color:black'], { collectionIds: [7] });
    expect(columns.put(first)).toBe(true);
    const sold = { ...first, card: { ...first.card, stock: 2, sold: 3 } };
    expect(columns.put(sold)).toBe(false);
    expect(columns.cardOf(columns.slotOf(1))).toMatchObject({ stock: 2, sold: 3 });
    // Sold out, renamed, moved, another option, another collection: each is shown.
    expect(columns.put({ ...sold, inStock: false, card: { ...sold.card, stock: 0 } })).toBe(true);
    expect(columns.put({ ...sold, card: { ...sold.card, name: { th: 'ใหม่', en: 'New' } } })).toBe(true);
    expect(columns.put({ ...sold, subCategoryId: 9 })).toBe(true);
    expect(columns.put({ ...sold, subCategoryId: 9, optionValues: ['Color:red'] })).toBe(true);
    expect(columns.put({ ...sold, subCategoryId: 9, optionValues: ['Color:red'], collectionIds: [8] })).toBe(true);
    expect(columns.put({ ...sold, subCategoryId: 9, optionValues: ['Color:red'], collectionIds: [8] })).toBe(false);
  });
});
