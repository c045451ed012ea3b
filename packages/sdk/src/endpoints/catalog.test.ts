import { describe, expect, it } from 'vitest';
import { apiWith, fail, ok } from '../test-support.ts';
import { filterQuery, getBrands, getFlashSales, getProduct, getProductListing } from './catalog.ts';
import { getBlogPosts, getContentPage, getLiveStreams } from './content.ts';
import { getRecentlyViewed, recordRecentlyViewed } from './lists.ts';
import { getPopularSearches, getRelatedSideMenu, searchProducts } from './search.ts';

describe('catalogue calls', () => {
  it('filters go on the wire comma-joined, booleans only when true', async () => {
    expect(filterQuery({ brand: ['samsung', 'apple'], hasStock: true, freeShipping: false, Color: [], page: 2 })).toEqual({ brand: ['samsung', 'apple'], hasStock: true, page: 2 });
    const { api, calls } = apiWith(() => ok({ items: [] }));
    await getProductListing(api, { category: 'fashion', Size: ['m', 'l'], sort: 'newest' });
    expect(calls[0]!.url.pathname).toBe('/catalog/products');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ category: 'fashion', Size: 'm,l', sort: 'newest' });
  });

  it('a listing answers the envelope so a 400 message can be shown', async () => {
    const { api } = apiWith(() => fail(400, 400, 'min_price must not be more than max_price'));
    await expect(getProductListing(api, { min_price: 5, max_price: 1 })).resolves.toMatchObject({ is_success: false, message: 'min_price must not be more than max_price' });
  });

  it('a product detail that fails is logged and null; the slug is URL-encoded', async () => {
    const { api, calls, logger } = apiWith(() => fail(404, 10201));
    await expect(getProduct(api, 'เสื้อ ยืด')).resolves.toBeNull();
    expect(calls[0]!.url.pathname).toBe(`/products/${encodeURIComponent('เสื้อ ยืด')}`);
    expect(logger.error).toHaveBeenCalled();
  });

  it('lists and blocks fall back to empty on failure (§8: logged only)', async () => {
    const { api, logger } = apiWith(() => fail(503, 503));
    await expect(getBrands(api)).resolves.toEqual([]);
    await expect(getFlashSales(api)).resolves.toEqual({ running: null, upcoming: [] });
    await expect(getLiveStreams(api)).resolves.toEqual({ live: [], upcoming: [], replays: [] });
    await expect(getBlogPosts(api, { size: 4 })).resolves.toMatchObject({ items: [], total: 0, size: 4 });
    await expect(getPopularSearches(api)).resolves.toEqual([]);
    await expect(getRelatedSideMenu(api, 'รองเท้า')).resolves.toEqual({ categories: [], brands: [] });
    expect(logger.error).toHaveBeenCalledTimes(6);
  });
});

describe('content, search and lists calls', () => {
  it('a content page is asked by kind and key; null on error', async () => {
    const { api, calls } = apiWith(() => fail(404, 10301));
    await expect(getContentPage(api, 'about-us', 'shipping')).resolves.toBeNull();
    expect(calls[0]!.url.pathname).toBe('/content-pages/about-us');
    expect(calls[0]!.url.searchParams.get('key')).toBe('shipping');
  });

  it('search sends the text with the filters', async () => {
    const { api, calls } = apiWith(() => ok({ items: [] }));
    await searchProducts(api, 'รองเท้า', { hasStock: true });
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ search: 'รองเท้า', hasStock: 'true' });
  });

  it('recently viewed: GET pages, POST records a view without the loading flag', async () => {
    const { api, calls } = apiWith(() => ok({ items: [], total: 0, page: 1, size: 20, total_pages: 0 }));
    await getRecentlyViewed(api, { page: 1, size: 20 });
    await expect(recordRecentlyViewed(api, 'PRD100001')).resolves.toBe(true);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /my-recently-view/products', 'POST /my-recently-view/products']);
    expect(calls[1]!.body).toEqual({ product_id: 'PRD100001' });
  });
});
