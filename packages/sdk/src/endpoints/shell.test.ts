import { describe, expect, it, vi } from 'vitest';
import { createLoadingTracker } from '../loading.ts';
import { apiWith, fail, ok } from '../test-support.ts';
import { getCustomPage, getMenu, getProductsByIds, getSeo, postCookieConsent } from './shell.ts';

describe('shell and content calls (spec §7, §8)', () => {
  it('menu failure is logged only and yields an empty menu', async () => {
    const { api, logger } = apiWith(() => fail(500, 500));
    await expect(getMenu(api)).resolves.toEqual({ categories: [], links: [] });
    expect(logger.error).toHaveBeenCalled();
  });

  it('product carousel asks GET products with comma-joined ids, skips loading and logs failure only', async () => {
    const onLoading = vi.fn();
    const { api, calls, logger } = apiWith(() => fail(503, 503), { loading: createLoadingTracker(onLoading) });
    await expect(getProductsByIds(api, ['PRD1', 'PRD22'])).resolves.toEqual([]);
    expect(calls[0]!.url.searchParams.get('product_id')).toBe('PRD1,PRD22');
    expect(logger.error).toHaveBeenCalled();
    expect(onLoading).not.toHaveBeenCalled();
  });

  it('product carousel answers the cards without ever setting the loading flag, which the same client sets for GET menu', async () => {
    const onLoading = vi.fn();
    const cards = [{ product_id: 'PRD1' }, { product_id: 'PRD22' }];
    const { api, calls, logger } = apiWith((call) => (call.url.pathname === '/products' ? ok(cards) : ok({ categories: [], links: [] })), { loading: createLoadingTracker(onLoading) });
    await expect(getProductsByIds(api, ['PRD1', 'PRD22'])).resolves.toEqual(cards);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /products']);
    expect(onLoading).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    await getMenu(api);
    expect(onLoading).toHaveBeenCalledWith(true);
  });

  it('custom page URL-encodes the name and answers null on error', async () => {
    const { api, calls } = apiWith(() => fail(404, 404));
    await expect(getCustomPage(api, 'ลดราคา 11.11')).resolves.toBeNull();
    expect(calls[0]!.url.pathname).toBe(`/custom-page/${encodeURIComponent('ลดราคา 11.11')}`);
  });

  it('custom page failure is logged with the page name and the message, and answers null; success logs nothing', async () => {
    const failing = apiWith(() => fail(404, 10404, 'ไม่พบหน้า'));
    await expect(getCustomPage(failing.api, 'ลดราคา 11.11')).resolves.toBeNull();
    expect(failing.logger.error).toHaveBeenCalledTimes(1);
    expect(failing.logger.error).toHaveBeenCalledWith(expect.stringContaining('custom-page/ลดราคา 11.11'), 'ไม่พบหน้า');
    const page = { name: 'ลดราคา 11.11', blocks: [] };
    const working = apiWith(() => ok(page));
    await expect(getCustomPage(working.api, 'ลดราคา 11.11')).resolves.toEqual(page);
    expect(working.logger.error).not.toHaveBeenCalled();
  });

  it('seo returns the data when is_success, otherwise the whole answer', async () => {
    const seo = { type: 'home', key: null, title: 'Talad', description: 'd', keywords: 'ช้อปออนไลน์', og_image: null };
    const good = apiWith(() => ok(seo));
    await expect(getSeo(good.api, 'home')).resolves.toEqual(seo);
    expect(good.calls[0]!.url.search).toBe('?type=home');
    const bad = apiWith(() => fail(404, 10103, 'No SEO data'));
    await expect(getSeo(bad.api, 'blog', 'missing')).resolves.toMatchObject({ is_success: false, message: 'No SEO data' });
  });

  it('cookie consent posts the three choices and answers is_success false with the message on failure', async () => {
    const { api, calls } = apiWith(() => fail(400, 400, 'is_google_accepted: Required'));
    const answer = await postCookieConsent(api, { is_analytics_accepted: true, is_marketing_accepted: false, is_google_accepted: true });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ is_analytics_accepted: true, is_marketing_accepted: false, is_google_accepted: true });
    expect(answer).toMatchObject({ is_success: false, message: 'is_google_accepted: Required' });
  });
});
