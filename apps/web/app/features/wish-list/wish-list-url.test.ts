import { describe, expect, it } from 'vitest';
import { isNarrowed, wishListFiltersFromUrl, WISH_LIST_PAGE_SIZE } from './wish-list-url.ts';

describe("the wish list's URL", () => {
  it('reads option values as Name:value pairs, prices in satang, the order and the page', () => {
    const filters = wishListFiltersFromUrl(
      new URLSearchParams('Color=black,white&Size=m&min_price=10000&max_price=50000&order_by=discount&page=3'),
    );
    expect(filters).toEqual({
      page: 3,
      size: WISH_LIST_PAGE_SIZE,
      product_options: ['Color:black', 'Color:white', 'Size:m'],
      min_price: 10000,
      max_price: 50000,
      order_by: 'discount',
    });
    expect(isNarrowed(filters)).toBe(true);
  });

  it('falls back to the first page in hearting order, unnarrowed, for missing or foreign values', () => {
    const filters = wishListFiltersFromUrl(new URLSearchParams('order_by=relevance&page=-2&min_price=abc'));
    expect(filters).toMatchObject({ page: 1, product_options: [], order_by: 'recently_added' });
    expect(filters.min_price).toBeUndefined();
    expect(isNarrowed(filters)).toBe(false);
  });
});
