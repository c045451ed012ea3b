import { describe, expect, it } from 'vitest';
import { apiWith, ok } from '../test-support.ts';
import { getFavoriteProductIds, getFavoriteProducts, getWishlistReviewCount, setFavorite } from './lists.ts';

describe('wish list calls (spec §7 lists, issue #14)', () => {
  it('sends the option filters as one comma-joined product_options, and leaves out what is not asked', async () => {
    const { api, calls } = apiWith(() => ok({ items: [] }));
    await getFavoriteProducts(api, {
      product_options: ['Color:black', 'Size:m'],
      min_price: 10000,
      order_by: 'price_low_to_high',
      page: 2,
    });
    await getFavoriteProducts(api, { product_options: [] });
    expect(calls.map((call) => `${call.url.pathname}${decodeURIComponent(call.url.search)}`)).toEqual([
      '/my-favorite/products?min_price=10000&order_by=price_low_to_high&page=2&product_options=Color:black,Size:m',
      '/my-favorite/products',
    ]);
  });

  it('hearts with PUT and takes the heart back with DELETE, by product code', async () => {
    const { api, calls } = apiWith(() => ok({ product_id: 'PRD1', is_favorite: true }));
    await setFavorite(api, 'PRD1', true);
    await setFavorite(api, 'PRD1', false);
    await getFavoriteProductIds(api);
    await getWishlistReviewCount(api);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'PUT /my-favorite/products/PRD1',
      'DELETE /my-favorite/products/PRD1',
      'GET /my-favorite/product-ids',
      'GET /users/me/my-wishlist-review/count',
    ]);
  });
});
