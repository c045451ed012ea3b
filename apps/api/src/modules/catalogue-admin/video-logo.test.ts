import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AdminBrand, ProductBrand, ProductDetail, ProductMediaList } from '@talad/contract';
import { ERRORS, isError, PRODUCT_PHOTO_MAX_BYTES, PRODUCT_VIDEO_MAX_BYTES, type ErrorName } from '@talad/domain';
import { and, asc, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, products } from '../../db/schema/index.ts';
import { probeVideo } from '../../platform/ffmpeg.ts';
import { videoTools } from '../../platform/video-tools.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

/** Product videos and brand logos uploaded in the back office (decision 0061), on PGlite and PostgreSQL. */
const run = promisify(execFile);
const tools = videoTools();
let shop: TestApp;
let folder: string;
/** catalog.write (a manager); the packer and support read the catalogue only. */
let manager: { authorization: string };
let refused: Array<{ authorization: string }>;
let product: { code: string; slug: string };
let brand: { id: number; slug: string };
/** A 2-second test picture as a phone's MP4, and a 61-second one: one past the limit. */
let clip: Buffer;
let longClip: Buffer;

async function video(name: string, seconds: number): Promise<Buffer> {
  const file = join(folder, name);
  await run(tools.ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=96x64:rate=${seconds > 10 ? 1 : 10}:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  return readFile(file);
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'talad-product-video-'));
  // The answer cache on, as in production: a change must not hide behind it.
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, answerCacheMs: 60_000 });
  [manager, ...refused] = await Promise.all([
    staffSession(shop.app, 'manager'),
    staffSession(shop.app, 'packer'),
    staffSession(shop.app, 'support'),
  ]);
  const [onSale] = await shop.db
    .select({ code: products.code, slug: products.slug })
    .from(products)
    .where(and(isNotNull(products.publishedAt), isNull(products.withdrawnAt)))
    .orderBy(asc(products.id))
    .limit(1);
  product = onSale!;
  const [shown] = await shop.db
    .select({ id: brands.id, slug: brands.slug })
    .from(brands)
    .where(isNull(brands.hiddenAt))
    .orderBy(asc(brands.id))
    .limit(1);
  brand = shown!;
  [clip, longClip] = await Promise.all([video('clip.mp4', 2), video('long.mp4', 61)]);
}, 120_000);
afterAll(async () => {
  await shop.close();
  await rm(folder, { recursive: true, force: true });
});

function expectError(response: { statusCode: number; body: string; json(): unknown }, name: ErrorName) {
  expect(isError(response.json() as never, name), response.body).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

async function ok<T>(response: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

const send = (method: 'POST' | 'PUT', url: string, bytes: Buffer, type: string, headers: Record<string, string> = manager) =>
  shop.app.inject({ method, url, headers: { ...headers, 'content-type': type }, payload: bytes });
const uploadVideo = (bytes: Buffer, type = 'video/mp4', headers: Record<string, string> = manager) =>
  send('POST', `/admin/products/${product.code}/media`, bytes, type, headers);
const putLogo = (bytes: Buffer, type = 'image/png', headers: Record<string, string> = manager) =>
  send('PUT', `/admin/brands/${brand.id}/logo`, bytes, type, headers);
const page = async (language: 'th' | 'en' = 'en') =>
  ok<ProductDetail>(await call(shop.app, 'GET', `/products/${product.slug}`, { language }));
const stored = (url: string) => shop.app.media.get(url.slice('/media/'.length));
const logoPng = (background: string) =>
  sharp({ create: { width: 400, height: 200, channels: 3, background } })
    .png()
    .toBuffer();

describe('a product’s video uploaded in the back office (decision 0061)', () => {
  it('converts it to an H.264 MP4 with a poster frame, last in the order, served in byte ranges; the shop’s page shows it; audited', async () => {
    const before = (
      await ok<ProductMediaList>(await adminCall(shop.app, 'GET', `/admin/products/${product.code}/media`, { headers: manager }))
    ).items;
    const items = (await ok<ProductMediaList>(await uploadVideo(clip))).items;
    expect(items.slice(0, -1)).toEqual(before);
    const added = items.at(-1)!;
    expect(added).toMatchObject({
      kind: 'VIDEO',
      url: expect.stringMatching(/^\/media\/catalogue\/[0-9a-f-]{36}\.mp4$/),
      poster: expect.stringMatching(/^\/media\/catalogue\/[0-9a-f-]{36}\.webp$/),
    });

    // What is kept is the conversion, not the upload: read back by ffprobe as a 96×64 video of two seconds.
    const mp4 = await stored(added.url);
    expect(mp4!.equals(clip)).toBe(false);
    await writeFile(join(folder, 'kept.mp4'), mp4!);
    const probed = await probeVideo(tools, join(folder, 'kept.mp4'));
    expect(probed).toMatchObject({ width: 96, height: 64 });
    expect(Math.round(probed!.durationMs / 1000)).toBe(2);
    expect((await sharp((await stored(added.poster!))!).metadata()).format).toBe('webp');

    const ranged = await shop.app.inject({ method: 'GET', url: added.url, headers: { range: 'bytes=0-99' } });
    expect([ranged.statusCode, ranged.headers['content-type'], ranged.rawPayload.length]).toEqual([206, 'video/mp4', 100]);
    const poster = await shop.app.inject({ method: 'GET', url: added.poster!.replace('.webp', '.webp?w=320') });
    expect([poster.statusCode, poster.headers['content-type']]).toEqual([200, 'image/webp']);

    const shown = (await page()).media.find((item) => item.url === added.url);
    expect(shown).toMatchObject({ kind: 'VIDEO', poster: added.poster, alt: expect.any(String) });
    expect((await auditEntriesOf(shop.db, 'product', product.code)).at(-1)).toMatchObject({
      action: 'product.media.add',
      actorId: (await staffOf(shop.db, manager)).id,
      after: { media: added.id, kind: 'VIDEO', url: added.url, width: 96, height: 64 },
    });
  });

  it('moves the video first with its captions in Thai and English; removing it removes its files; each audited', async () => {
    const items = (
      await ok<ProductMediaList>(await adminCall(shop.app, 'GET', `/admin/products/${product.code}/media`, { headers: manager }))
    ).items;
    const own = items.find((item) => item.kind === 'VIDEO' && item.poster)!;
    const alt = { th: 'วิดีโอสาธิตการใช้งาน', en: 'How it is used, a video' };
    const moved = (
      await ok<ProductMediaList>(
        await adminCall(shop.app, 'PATCH', `/admin/products/${product.code}/media/${own.id}`, {
          headers: manager,
          body: { position: 1, alt },
        }),
      )
    ).items;
    expect(moved.map((item) => item.id)).toEqual([own.id, ...items.filter((item) => item.id !== own.id).map((item) => item.id)]);
    expect((await page('en')).media[0]).toMatchObject({ kind: 'VIDEO', url: own.url, poster: own.poster, alt: alt.en });
    expect((await page('th')).media[0]).toMatchObject({ kind: 'VIDEO', alt: alt.th });
    expect((await auditEntriesOf(shop.db, 'product', product.code)).at(-1)).toMatchObject({
      action: 'product.media.edit',
      after: { media: own.id, position: 1, alt },
    });

    const left = (
      await ok<ProductMediaList>(
        await adminCall(shop.app, 'DELETE', `/admin/products/${product.code}/media/${own.id}`, { headers: manager }),
      )
    ).items;
    expect(left.map((item) => item.id)).not.toContain(own.id);
    expect([await stored(own.url), await stored(own.poster!)]).toEqual([null, null]);
    expect((await page()).media.map((item) => item.url)).not.toContain(own.url);
    expect((await auditEntriesOf(shop.db, 'product', product.code)).at(-1)).toMatchObject({
      action: 'product.media.remove',
      before: { media: own.id, kind: 'VIDEO', url: own.url, position: 1 },
    });
  });

  it('refuses bytes that are no video, one over a minute or over 50 MB, in the envelope’s words; nothing is written', async () => {
    const count = (await auditEntriesOf(shop.db, 'product', product.code)).length;
    const text = await uploadVideo(Buffer.from('just some text that claims to be a video\n'), 'video/mp4', {
      ...manager,
      'accept-language': 'en',
    });
    expectError(text, 'PRODUCT_VIDEO_INVALID');
    expect(text.json()).toMatchObject({ is_success: false, message: ERRORS.PRODUCT_VIDEO_INVALID.en });
    // A picture is no video either, whatever it is sent as; and an MP4's first bytes followed by rubbish fail ffprobe.
    expectError(await uploadVideo(await logoPng('#123'), 'video/webm'), 'PRODUCT_VIDEO_INVALID');
    expectError(
      await uploadVideo(Buffer.concat([clip.subarray(0, 32), Buffer.alloc(4096, 7)]), 'video/quicktime'),
      'PRODUCT_VIDEO_INVALID',
    );
    const long = await uploadVideo(longClip, 'video/mp4', { ...manager, 'accept-language': 'th' });
    expectError(long, 'PRODUCT_VIDEO_TOO_LONG');
    expect(long.json().message).toBe(ERRORS.PRODUCT_VIDEO_TOO_LONG.th);
    expectError(await uploadVideo(Buffer.alloc(PRODUCT_VIDEO_MAX_BYTES + 1, 0)), 'PRODUCT_VIDEO_TOO_LARGE');
    expectError(await uploadVideo(clip, 'video/x-msvideo'), 'UNSUPPORTED_MEDIA_TYPE');
    expect(await auditEntriesOf(shop.db, 'product', product.code)).toHaveLength(count);
  });
});

describe('a brand’s logo uploaded in the back office (decision 0061)', () => {
  const shopBrand = async () => ok<ProductBrand>(await call(shop.app, 'GET', `/brands/${brand.slug}`, { language: 'en' }));
  const listed = async () =>
    (await ok<ProductBrand[]>(await call(shop.app, 'GET', '/brands', { language: 'en' }))).find((entry) => entry.slug === brand.slug)!.logo;

  it('uploads, replaces and removes it: re-encoded, shown by the shop at once, the replaced file deleted; each audited', async () => {
    const drawn = `/media/brands/${brand.slug}.webp`;
    // Read first, so the shop's caches hold the drawn logo that the change must empty.
    expect([(await shopBrand()).logo, await listed()]).toEqual([drawn, drawn]);
    const first = await ok<AdminBrand>(await putLogo(await logoPng('#e33')));
    expect(first.logo).toMatch(/^\/media\/catalogue\/[0-9a-f-]{36}\.webp$/);
    expect((await sharp((await stored(first.logo))!).metadata()).format).toBe('webp');
    expect([(await shopBrand()).logo, await listed()]).toEqual([first.logo, first.logo]);
    const served = await shop.app.inject({ method: 'GET', url: first.logo.replace('.webp', '.avif?w=160') });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/avif']);

    const second = await ok<AdminBrand>(await putLogo(await logoPng('#3e3'), 'image/png'));
    expect(second.logo).not.toBe(first.logo);
    expect(await stored(first.logo)).toBeNull();
    expect((await shopBrand()).logo).toBe(second.logo);

    const removed = await ok<AdminBrand>(await adminCall(shop.app, 'DELETE', `/admin/brands/${brand.id}/logo`, { headers: manager }));
    expect(removed.logo).toBe(drawn);
    expect(await stored(second.logo)).toBeNull();
    expect([(await shopBrand()).logo, await listed()]).toEqual([drawn, drawn]);
    const entries = await auditEntriesOf(shop.db, 'brand', String(brand.id));
    expect(entries.slice(-3)).toMatchObject([
      { action: 'brand.logo.set', before: { logo: null }, after: { logo: first.logo } },
      { action: 'brand.logo.set', before: { logo: first.logo }, after: { logo: second.logo } },
      { action: 'brand.logo.remove', before: { logo: second.logo }, after: { logo: null } },
    ]);
    // Removing it again changes nothing and writes nothing.
    await ok(await adminCall(shop.app, 'DELETE', `/admin/brands/${brand.id}/logo`, { headers: manager }));
    expect(await auditEntriesOf(shop.db, 'brand', String(brand.id))).toHaveLength(entries.length);
  });

  it('refuses what is no picture and too large a file, in the envelope’s words; an unknown brand', async () => {
    const count = (await auditEntriesOf(shop.db, 'brand', String(brand.id))).length;
    const text = await putLogo(Buffer.from('<svg onload="alert(1)"></svg> is no picture we take'), 'image/png', {
      ...manager,
      'accept-language': 'en',
    });
    expectError(text, 'BRAND_LOGO_INVALID');
    expect(text.json().message).toBe(ERRORS.BRAND_LOGO_INVALID.en);
    expectError(await putLogo(Buffer.alloc(PRODUCT_PHOTO_MAX_BYTES + 1, 0xff), 'image/jpeg'), 'BRAND_LOGO_TOO_LARGE');
    expectError(await putLogo(await logoPng('#333'), 'image/svg+xml'), 'UNSUPPORTED_MEDIA_TYPE');
    expectError(await send('PUT', '/admin/brands/2000000000/logo', await logoPng('#333'), 'image/png'), 'BRAND_NOT_FOUND');
    expect(await auditEntriesOf(shop.db, 'brand', String(brand.id))).toHaveLength(count);
  });
});

describe('only catalog.write changes media (the one guard)', () => {
  it('refuses the packer and support a video, a logo and a logo’s removal', async () => {
    for (const headers of refused) {
      expectError(await uploadVideo(clip, 'video/mp4', headers), 'STAFF_FORBIDDEN');
      expectError(await putLogo(await logoPng('#333'), 'image/png', headers), 'STAFF_FORBIDDEN');
      expectError(await adminCall(shop.app, 'DELETE', `/admin/brands/${brand.id}/logo`, { headers }), 'STAFF_FORBIDDEN');
    }
  });
});
