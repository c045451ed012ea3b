import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { byteRange } from './videos.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const CLIP = '/media/videos/mobile-tablet-turn.webm';
/** Every WebM (Matroska) file starts with the EBML magic number. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

async function firstProductOf(mainCategory: string) {
  const [row] = await shop.db
    .select({ slug: products.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.mainCategoryId))
    .where(eq(categories.slug, mainCategory))
    .limit(1);
  if (!row) throw new Error(`no product in ${mainCategory}`);
  const response = await call(shop.app, 'GET', `/products/${row.slug}`, {});
  return response.json().data as { media: { kind: string; url: string; alt: string }[] };
}

describe('product videos (media kind VIDEO)', () => {
  it('a phone has one VIDEO after its pictures, and its clip is a real WebM served by the media route', async () => {
    const product = await firstProductOf('mobile-tablet');
    const videos = product.media.filter((item) => item.kind === 'VIDEO');
    expect(videos).toEqual([{ kind: 'VIDEO', url: CLIP, alt: expect.stringMatching(/^วิดีโอ /), color: null, poster: null }]);
    expect(product.media[0]?.kind).toBe('IMAGE');
    expect(product.media.findIndex((item) => item.kind === 'VIDEO')).toBe(product.media.filter((item) => item.kind === 'IMAGE').length);

    const response = await shop.app.inject({ method: 'GET', url: CLIP });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/webm');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.rawPayload.subarray(0, 4)).toEqual(EBML);
    // Small enough for a product page, big enough to be a clip and not an empty file.
    expect(response.rawPayload.length).toBeGreaterThan(10_000);
    expect(response.rawPayload.length).toBeLessThan(400_000);
  });

  it('only some products have a video: a fashion product has none', async () => {
    const product = await firstProductOf('fashion');
    expect(product.media.some((item) => item.kind === 'VIDEO')).toBe(false);
  });

  it('a Range request is answered 206 with that slice, as a <video> asks when it seeks', async () => {
    const whole = (await shop.app.inject({ method: 'GET', url: CLIP })).rawPayload;
    const response = await shop.app.inject({ method: 'GET', url: CLIP, headers: { range: 'bytes=0-99' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(response.rawPayload).toEqual(whole.subarray(0, 100));
    const tail = await shop.app.inject({ method: 'GET', url: CLIP, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload).toEqual(whole.subarray(whole.length - 10));
  });

  it('a range past the end is 416 with the real length', async () => {
    const response = await shop.app.inject({ method: 'GET', url: CLIP, headers: { range: 'bytes=99999999-' } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
  });

  it('an unknown clip or a path outside the videos folder is MEDIA_NOT_FOUND', async () => {
    for (const url of ['/media/videos/no-such-clip.webm', '/media/videos/..%2Fservice.ts', '/media/videos/mobile-tablet-turn.mp4']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ is_success: false, status_code: 10604 });
    }
  });
});

describe('live shows (GET live-streams video_url)', () => {
  it('every seeded show plays its own recorded clip from the media route, with no outside network', async () => {
    const { live, upcoming, replays } = (await call(shop.app, 'GET', '/live-streams', {})).json().data as Record<
      string,
      { slug: string; video_url: string }[]
    >;
    const shows = [...(live ?? []), ...(upcoming ?? []), ...(replays ?? [])];
    expect(shows.length).toBeGreaterThan(0);
    for (const show of shows) {
      expect(show.video_url).toBe(`/media/videos/live-${show.slug}.webm`);
      const response = await shop.app.inject({ method: 'GET', url: show.video_url, headers: { range: 'bytes=0-3' } });
      expect(response.statusCode, show.slug).toBe(206);
      expect(response.headers['content-type']).toBe('video/webm');
      expect(response.rawPayload).toEqual(EBML);
    }
  });
});

describe('byteRange', () => {
  it('reads start-end, open ends and suffixes, inside the file', () => {
    expect(byteRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(byteRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange('bytes=2-50', 10)).toEqual({ start: 2, end: 9 });
    expect(byteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
  });

  it('refuses what no slice of the file satisfies', () => {
    for (const header of ['bytes=10-', 'bytes=5-2', 'bytes=-', 'items=0-1', 'bytes=0-1,4-5'])
      expect(byteRange(header, 10), header).toBeNull();
  });
});
