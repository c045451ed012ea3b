import { listingQuery } from '@talad/contract';
import { describe, expect, it } from 'vitest';
import { randomFrom } from '../random.ts';
import { listingDrawer, type ListingScope } from './listing-draws.ts';

/** A small shop: the whole of it and two categories, few brands, so repeats would be drawn often. */
const SCOPES: ListingScope[] = [
  { category: null, brands: ['apple', 'samsung', 'sony'], price: { min: 900, max: 5_999_000 } },
  { category: 'iphone', brands: ['apple'], price: { min: 2_000_000, max: 5_999_000 } },
  { category: 'snacks', brands: [], price: { min: 900, max: 45_000 } },
];

const params = (queries: string[]) => queries.map((query) => new URLSearchParams(query));

describe('the growth bench’s listing draws (issue #28 item 4)', () => {
  it('never draws the same URL twice in a run, drawing again instead, and counts the draws made again', () => {
    const drawer = listingDrawer(SCOPES, randomFrom(1), false);
    const queries = Array.from({ length: 20_000 }, () => drawer.next());
    expect(new Set(queries).size).toBe(20_000);
    expect(drawer.counts().drawn).toBe(20_000);
    // Three listings, twelve sorts and pages, few brands: the bare draws repeat, and each repeat was drawn again.
    expect(drawer.counts().redrawn).toBeGreaterThan(0);
  });

  it('refuses to go on when the shop has too few listings to draw a new one', () => {
    const drawer = listingDrawer([{ category: 'snacks', brands: [], price: { min: 900, max: 900 } }], () => 0.99, false);
    drawer.next();
    expect(() => drawer.next()).toThrow(/too few listings/);
  });

  it('draws every filter shoppers use, as the listing’s contract takes it', () => {
    const queries = params(Array.from({ length: 5_000 }, listingDrawer(SCOPES, randomFrom(2), true).next));
    for (const key of ['category', 'brand', 'min_price', 'max_price', 'hasStock', 'hasPromotion', 'selection', 'freeShipping'])
      expect(
        queries.some((query) => query.has(key)),
        key,
      ).toBe(true);
    for (const key of ['newProduct', 'installment', 'shipment', 'status', 'rating', 'sort', 'page'])
      expect(
        queries.some((query) => query.has(key)),
        key,
      ).toBe(true);
    expect(queries.some((query) => !query.has('category'))).toBe(true);
    expect(new Set(queries.map((query) => query.get('page')))).toEqual(new Set(['1', '2', '3', '4', '5']));
    for (const query of queries) {
      expect(listingQuery.safeParse(Object.fromEntries(query)).success, query.toString()).toBe(true);
      const category = SCOPES.find((scope) => scope.category === (query.get('category') ?? null))!;
      for (const brand of query.get('brand')?.split(',') ?? []) expect(category.brands).toContain(brand);
    }
  });

  it('draws a rating only when the contract has the filter', () => {
    const queries = params(Array.from({ length: 2_000 }, listingDrawer(SCOPES, randomFrom(3), false).next));
    expect(queries.some((query) => query.has('rating'))).toBe(false);
  });
});
