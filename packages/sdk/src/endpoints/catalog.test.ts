import { ERRORS, isError } from '@talad/domain';
import { describe, expect, it, vi } from 'vitest';
import { dataOr } from '../envelope.ts';
import { createLoadingTracker } from '../loading.ts';
import { apiWith, fail, ok } from '../test-support.ts';
import { filterQuery, getBrands, getFlashSales, getProduct, getProductListing } from './catalog.ts';
import { getRecentlyViewed, recordRecentlyViewed } from './lists.ts';
import { getPopularSearches, getRelatedSideMenu, getSearchPlaceholders, searchProducts } from './search.ts';

describe('catalogue calls', () => {
  it('filters go on the wire comma-joined, booleans only when true', async () => {
    expect(filterQuery({ brand: ['samsung', 'apple'], hasStock: true, freeShipping: false, Color: [], page: 2 })).toEqual({
      brand: ['samsung', 'apple'],
      hasStock: true,
      page: 2,
    });
    const { api, calls } = apiWith(() => ok({ items: [] }));
    await getProductListing(api, { category: 'fashion', Size: ['m', 'l'], sort: 'newest' });
    expect(calls[0]!.url.pathname).toBe('/catalog/products');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ category: 'fashion', Size: 'm,l', sort: 'newest' });
  });

  it('a listing answers the envelope so a 400 message can be shown', async () => {
    const { api } = apiWith(() => fail(400, 400, 'min_price must not be more than max_price'));
    await expect(getProductListing(api, { min_price: 5, max_price: 1 })).resolves.toMatchObject({
      is_success: false,
      message: 'min_price must not be more than max_price',
    });
  });

  it('a product detail that fails answers the envelope, named by the catalogue, and logs nothing; the slug is URL-encoded', async () => {
    const { api, calls, logger } = apiWith(() => fail(404, ERRORS.PRODUCT_NOT_FOUND.code));
    const answer = await getProduct(api, 'เสื้อ ยืด');
    expect(isError(answer, 'PRODUCT_NOT_FOUND')).toBe(true);
    expect(calls[0]!.url.pathname).toBe(`/products/${encodeURIComponent('เสื้อ ยืด')}`);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('lists and blocks answer the envelope; the screen falls back with dataOr, which logs the failure (§8)', async () => {
    const { api, logger } = apiWith(() => fail(503, 503));
    await expect(getBrands(api)).resolves.toMatchObject({ is_success: false, data: null, status_code: 503 });
    expect(dataOr(await getFlashSales(api), { running: null, upcoming: [] }, api.logger)).toEqual({ running: null, upcoming: [] });
    expect(dataOr(await getPopularSearches(api), [], api.logger)).toEqual([]);
    expect(dataOr(await getRelatedSideMenu(api, 'รองเท้า'), null, api.logger)).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(3);
  });

  it('flash sales, popular searches, box hints and the side menu skip the loading flag', async () => {
    const onLoading = vi.fn();
    const { api } = apiWith(() => ok({}), { loading: createLoadingTracker(onLoading) });
    await getFlashSales(api);
    await getPopularSearches(api);
    await getSearchPlaceholders(api);
    await getRelatedSideMenu(api, 'รองเท้า');
    expect(onLoading).not.toHaveBeenCalled();
    await getBrands(api);
    expect(onLoading).toHaveBeenCalledWith(true);
  });
});

describe('search and lists calls', () => {
  it('search sends the text with the filters', async () => {
    const { api, calls } = apiWith(() => ok({ items: [] }));
    await searchProducts(api, 'รองเท้า', { hasStock: true });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ search: 'รองเท้า', hasStock: 'true' });
  });

  it('recently viewed: GET pages, POST records a view without the loading flag', async () => {
    const onLoading = vi.fn();
    const { api, calls } = apiWith(
      (call) => (call.method === 'POST' ? ok({ product_id: 'PRD100001' }) : ok({ items: [], total: 0, page: 1, size: 20, total_pages: 0 })),
      {
        loading: createLoadingTracker(onLoading),
      },
    );
    await getRecentlyViewed(api, { page: 1, size: 20 });
    expect(onLoading).toHaveBeenCalledTimes(1);
    await expect(recordRecentlyViewed(api, 'PRD100001')).resolves.toMatchObject({ is_success: true, data: { product_id: 'PRD100001' } });
    expect(onLoading).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /my-recently-view/products',
      'POST /my-recently-view/products',
    ]);
    expect(calls[1]!.body).toEqual({ product_id: 'PRD100001' });
  });
});
