import { ERRORS, isError } from '@talad/domain';
import { describe, expect, it, vi } from 'vitest';
import { dataOr } from '../envelope.ts';
import { createLoadingTracker } from '../loading.ts';
import { apiWith, fail, ok } from '../test-support.ts';
import { EMPTY_LIVE_STREAMS, getAboutPage, getBlogPost, getBlogPosts, getContentPage, getLiveStream, getLiveStreams } from './content.ts';

describe('content calls (spec §7, §8)', () => {
  it('a content page is asked by kind and key; a missing one answers its envelope, named by the catalogue, and logs nothing', async () => {
    const { api, calls, logger } = apiWith(() => fail(404, ERRORS.CONTENT_PAGE_NOT_FOUND.code));
    const answer = await getContentPage(api, 'about-us', 'shipping');
    expect(isError(answer, 'CONTENT_PAGE_NOT_FOUND')).toBe(true);
    expect(calls[0]!.url.pathname).toBe('/content-pages/about-us');
    expect(calls[0]!.url.searchParams.get('key')).toBe('shipping');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('an about page is the content page of kind about-us keyed by its slug', async () => {
    const page = { kind: 'about-us', key: 'shipping', title: 'การจัดส่ง', theme: 'LIGHT', blocks: [] };
    const { api, calls } = apiWith(() => ok(page));
    await expect(getAboutPage(api, 'shipping')).resolves.toMatchObject({ is_success: true, data: page });
    expect(`${calls[0]!.url.pathname}${calls[0]!.url.search}`).toBe('/content-pages/about-us?key=shipping');
  });

  it('blog posts go on the wire as page, size and tag; posts and shows are asked by their URL-encoded slug', async () => {
    const { api, calls } = apiWith(() => ok(null));
    await getBlogPosts(api, { page: 2, size: 8, tag: 'ซัมเมอร์' });
    await getBlogPost(api, 'air fryer');
    await getLiveStream(api, 'ไลฟ์');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ page: '2', size: '8', tag: 'ซัมเมอร์' });
    expect(calls.slice(1).map((call) => call.url.pathname)).toEqual([
      '/blog/posts/air%20fryer',
      `/live-streams/${encodeURIComponent('ไลฟ์')}`,
    ]);
  });

  it('feed blocks answer the envelope; the screen falls back with dataOr, which logs the failure (§8)', async () => {
    const { api, logger } = apiWith(() => fail(503, 503));
    expect(dataOr(await getLiveStreams(api), EMPTY_LIVE_STREAMS, api.logger)).toEqual({ live: [], upcoming: [], replays: [] });
    await expect(getBlogPosts(api, { size: 4 })).resolves.toMatchObject({ is_success: false, data: null, status_code: 503 });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('live TV is a feed: it never flashes the loading overlay', async () => {
    const onLoading = vi.fn();
    const { api } = apiWith(() => ok(EMPTY_LIVE_STREAMS), { loading: createLoadingTracker(onLoading) });
    await getLiveStreams(api);
    expect(onLoading).not.toHaveBeenCalled();
  });
});
