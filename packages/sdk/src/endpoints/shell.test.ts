import { ERRORS, isError } from '@talad/domain';
import { describe, expect, it, vi } from 'vitest';
import { dataOr } from '../envelope.ts';
import { createLoadingTracker } from '../loading.ts';
import { apiWith, fail, ok } from '../test-support.ts';
import { EMPTY_MENU, getCustomPage, getMenu, getProductsByIds, getSeo, postCookieConsent } from './shell.ts';

describe('shell and content calls (spec §7, §8)', () => {
  it('menu answers its envelope; the shell falls back to an empty menu with dataOr, which logs the failure', async () => {
    const { api, logger } = apiWith(() => fail(500, 500));
    const answer = await getMenu(api);
    expect(answer).toMatchObject({ is_success: false, data: null, status_code: 500 });
    expect(logger.error).not.toHaveBeenCalled();
    expect(dataOr(answer, EMPTY_MENU, api.logger)).toEqual({ categories: [], links: [] });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('product carousel asks GET products with comma-joined ids, skips loading and answers a failure as its envelope', async () => {
    const onLoading = vi.fn();
    const { api, calls } = apiWith(() => fail(503, 503), { loading: createLoadingTracker(onLoading) });
    await expect(getProductsByIds(api, ['PRD1', 'PRD22'])).resolves.toMatchObject({ is_success: false, data: null, status_code: 503 });
    expect(calls[0]!.url.searchParams.get('product_id')).toBe('PRD1,PRD22');
    expect(onLoading).not.toHaveBeenCalled();
  });

  it('product carousel without ids answers an empty list without a call', async () => {
    const { api, calls } = apiWith(() => ok([{ product_id: 'PRD1' }]));
    await expect(getProductsByIds(api, [])).resolves.toMatchObject({ is_success: true, data: [] });
    expect(calls).toEqual([]);
  });

  it('product carousel answers the cards without ever setting the loading flag, which the same client sets for GET menu', async () => {
    const onLoading = vi.fn();
    const cards = [{ product_id: 'PRD1' }, { product_id: 'PRD22' }];
    const { api, calls, logger } = apiWith((call) => (call.url.pathname === '/products' ? ok(cards) : ok({ categories: [], links: [] })), {
      loading: createLoadingTracker(onLoading),
    });
    await expect(getProductsByIds(api, ['PRD1', 'PRD22'])).resolves.toMatchObject({ is_success: true, data: cards });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['GET /products']);
    expect(onLoading).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
    await getMenu(api);
    expect(onLoading).toHaveBeenCalledWith(true);
  });

  it('custom page URL-encodes the name; a missing page answers its envelope, named by the catalogue, with the message', async () => {
    const { api, calls } = apiWith(() => fail(404, ERRORS.CONTENT_PAGE_NOT_FOUND.code, 'ไม่พบหน้า'));
    const answer = await getCustomPage(api, 'ลดราคา 11.11');
    expect(calls[0]!.url.pathname).toBe(`/custom-page/${encodeURIComponent('ลดราคา 11.11')}`);
    expect(isError(answer, 'CONTENT_PAGE_NOT_FOUND')).toBe(true);
    expect(answer).toMatchObject({ data: null, message: 'ไม่พบหน้า' });
  });

  it('custom page answers the page in its envelope', async () => {
    const page = { kind: 'custom-page', key: 'ลดราคา 11.11', title: 'ลดราคา', theme: 'DARK', blocks: [] };
    const { api } = apiWith(() => ok(page));
    await expect(getCustomPage(api, 'ลดราคา 11.11')).resolves.toMatchObject({ is_success: true, data: page });
  });

  it('seo asks by type (and key) and answers the envelope, a missing row named by the catalogue', async () => {
    const seo = { type: 'home', key: null, title: 'Talad', description: 'd', keywords: 'ช้อปออนไลน์', og_image: null };
    const good = apiWith(() => ok(seo));
    await expect(getSeo(good.api, 'home')).resolves.toMatchObject({ is_success: true, data: seo });
    expect(good.calls[0]!.url.search).toBe('?type=home');
    const bad = apiWith(() => fail(404, ERRORS.SEO_NOT_FOUND.code, 'No SEO data'));
    const answer = await getSeo(bad.api, 'blog', 'missing');
    expect(bad.calls[0]!.url.search).toBe('?type=blog&key=missing');
    expect(isError(answer, 'SEO_NOT_FOUND')).toBe(true);
  });

  it('cookie consent posts the three choices and answers is_success false with the message on failure', async () => {
    const { api, calls } = apiWith(() => fail(400, 400, 'is_google_accepted: Required'));
    const answer = await postCookieConsent(api, { is_analytics_accepted: true, is_marketing_accepted: false, is_google_accepted: true });
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ is_analytics_accepted: true, is_marketing_accepted: false, is_google_accepted: true });
    expect(answer).toMatchObject({ is_success: false, message: 'is_google_accepted: Required' });
  });
});
