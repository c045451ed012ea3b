import { randomUUID } from 'node:crypto';
import type { Cart, ProductCard, ProductDetail, ProductListing, ProductMediaList } from '@talad/contract';
import { ERRORS, isError, PRODUCT_PHOTO_MAX_BYTES, type ErrorName } from '@talad/domain';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orderLines, products, productVariants } from '../../db/schema/index.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { registerMember, saveHomeAddress } from '../../test-support/members.ts';
import { plainVariants } from '../../test-support/orders.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
/** catalog.write (a manager); the packer reads the catalogue only. */
let manager: { authorization: string };
let packer: { authorization: string };
/** Two products on sale the tests change: their pages are the shop's answer to check. */
let first: { code: string; slug: string };
let second: { code: string; slug: string };

beforeAll(async () => {
  // The answer cache on, as in production: a change must not hide behind it.
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, answerCacheMs: 60_000 });
  manager = await staffSession(shop.app, 'manager');
  packer = await staffSession(shop.app, 'packer');
  const onSale = await shop.db
    .select({ code: products.code, slug: products.slug })
    .from(products)
    .where(and(isNotNull(products.publishedAt), isNull(products.withdrawnAt)))
    .orderBy(asc(products.id))
    .limit(2);
  [first, second] = onSale as [typeof first, typeof second];
}, 120_000);
afterAll(() => shop.close());

function expectError(response: { statusCode: number; body: string; json(): unknown }, name: ErrorName) {
  expect(isError(response.json() as never, name), response.body).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

async function ok<T>(response: { statusCode: number; body: string; json(): unknown }): Promise<T> {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
}

const upload = (code: string, bytes: Buffer, type = 'image/jpeg', headers: Record<string, string> = manager) =>
  shop.app.inject({ method: 'POST', url: `/admin/products/${code}/media`, headers: { ...headers, 'content-type': type }, payload: bytes });
const edit = (code: string, id: number, body: unknown, headers = manager) =>
  adminCall(shop.app, 'PATCH', `/admin/products/${code}/media/${id}`, { headers, body });
const remove = (code: string, id: number, headers = manager) =>
  adminCall(shop.app, 'DELETE', `/admin/products/${code}/media/${id}`, { headers });
const listOf = async (code: string) =>
  (await ok<ProductMediaList>(await adminCall(shop.app, 'GET', `/admin/products/${code}/media`, { headers: manager }))).items;
const page = async (slug: string, language: 'th' | 'en' = 'en') =>
  ok<ProductDetail>(await call(shop.app, 'GET', `/products/${slug}`, { language }));

/** A JPEG as a phone takes it: the camera's make and a GPS position in its EXIF. */
const phoneJpeg = (background: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TaladPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' } })
    .toBuffer();

describe('a product’s pictures in the back office (decision 0051)', () => {
  it('uploads a picture re-encoded without its EXIF, last in the order, served in the shop’s widths and formats; audited', async () => {
    const before = await listOf(first.code);
    const original = await phoneJpeg('#2a7');
    const items = (await ok<ProductMediaList>(await upload(first.code, original))).items;
    expect(items.slice(0, -1)).toEqual(before);
    const added = items.at(-1)!;
    expect(added).toMatchObject({ kind: 'IMAGE', url: expect.stringMatching(/^\/media\/catalogue\/[0-9a-f-]{36}\.webp$/) });

    const stored = await shop.app.media.get(added.url.slice('/media/'.length));
    const meta = await sharp(stored!).metadata();
    expect({ format: meta.format, width: meta.width, exif: meta.exif, xmp: meta.xmp }).toEqual({
      format: 'webp',
      width: 1200,
      exif: undefined,
      xmp: undefined,
    });
    expect(stored!.includes(Buffer.from('TaladPhone'))).toBe(false);
    for (const [path, type, width] of [
      [added.url.replace('.webp', '.webp?w=320'), 'image/webp', 320],
      [added.url.replace('.webp', '.avif?w=640'), 'image/avif', 640],
    ] as const) {
      const served = await shop.app.inject({ method: 'GET', url: path });
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }

    const shown = await page(first.slug);
    expect(shown.media.filter((item) => item.kind !== 'COLOR').map((item) => item.url)).toEqual(items.map((item) => item.url));
    const audit = await auditEntriesOf(shop.db, 'product', first.code);
    expect(audit.at(-1)).toMatchObject({
      action: 'product.media.add',
      actorId: (await staffOf(shop.db, manager)).id,
      after: { media: added.id, url: added.url, width: 1200, height: 900 },
    });
  });

  it('moves a picture first and gives it alt texts: the shop’s page shows that order and those words, in each language', async () => {
    const second_ = (await ok<ProductMediaList>(await upload(second.code, await phoneJpeg('#a27'), 'image/png'))).items;
    expect(second_.length).toBeGreaterThan(1);
    const moved = second_.at(-1)!;
    const alt = { th: 'เสื้อสีแดง ด้านหน้า', en: 'Red shirt, front' };
    const after = (await ok<ProductMediaList>(await edit(second.code, moved.id, { position: 1, alt }))).items;
    expect(after.map((item) => item.id)).toEqual([moved.id, ...second_.slice(0, -1).map((item) => item.id)]);
    expect(after[0]).toMatchObject({ id: moved.id, alt: { th: alt.th, en: alt.en } });

    const english = await page(second.slug, 'en');
    expect(english.media[0]).toMatchObject({ kind: 'IMAGE', url: moved.url, alt: alt.en });
    expect((await page(second.slug, 'th')).media[0]).toMatchObject({ url: moved.url, alt: alt.th });

    const entries = await auditEntriesOf(shop.db, 'product', second.code);
    expect(entries.at(-1)).toMatchObject({
      action: 'product.media.edit',
      before: { media: moved.id, position: second_.length, alt: { th: expect.any(String) } },
      after: { media: moved.id, position: 1, alt },
    });
    // The same request again changes nothing and writes nothing.
    await ok(await edit(second.code, moved.id, { position: 1, alt }));
    expect(await auditEntriesOf(shop.db, 'product', second.code)).toHaveLength(entries.length);
    // A place past the end is last.
    const last = (await ok<ProductMediaList>(await edit(second.code, moved.id, { position: 20 }))).items;
    expect(last.at(-1)!.id).toBe(moved.id);
  });

  it('removes a picture: gone from the list, the shop’s page and the storage; the rest keep their order; audited', async () => {
    const items = (await ok<ProductMediaList>(await upload(first.code, await phoneJpeg('#27a'), 'image/webp'))).items;
    const gone = items.at(-1)!;
    const left = (await ok<ProductMediaList>(await remove(first.code, gone.id))).items;
    expect(left).toEqual(items.slice(0, -1));
    expect((await page(first.slug)).media.map((item) => item.url)).not.toContain(gone.url);
    expect(await shop.app.media.get(gone.url.slice('/media/'.length))).toBeNull();
    expect((await auditEntriesOf(shop.db, 'product', first.code)).at(-1)).toMatchObject({
      action: 'product.media.remove',
      before: { media: gone.id, kind: 'IMAGE', url: gone.url, position: items.length },
    });
    // Removing it again: it is no longer there.
    expectError(await remove(first.code, gone.id), 'PRODUCT_MEDIA_NOT_FOUND');
  });

  it('refuses what is not a picture, too large a file, NUL in an alt text; unknown products and media, another product’s media', async () => {
    const [own] = await listOf(first.code);
    const count = (await auditEntriesOf(shop.db, 'product', first.code)).length;
    expectError(await upload(first.code, Buffer.from('%PDF-1.4 not a picture'), 'application/pdf'), 'UNSUPPORTED_MEDIA_TYPE');
    const text = await upload(first.code, Buffer.from('just some text, not a picture at all\n'), 'image/png', {
      ...manager,
      'accept-language': 'en',
    });
    expectError(text, 'PRODUCT_PHOTO_INVALID');
    expect(text.json().message).toBe(ERRORS.PRODUCT_PHOTO_INVALID.en);
    const thai = await upload(first.code, Buffer.alloc(PRODUCT_PHOTO_MAX_BYTES + 1, 0xff), 'image/jpeg', {
      ...manager,
      'accept-language': 'th',
    });
    expectError(thai, 'PRODUCT_PHOTO_TOO_LARGE');
    expect(thai.json().message).toBe(ERRORS.PRODUCT_PHOTO_TOO_LARGE.th);
    const nul = await edit(first.code, own!.id, { alt: { th: 'รูป\u0000', en: 'x' } });
    expectError(nul, 'TEXT_CONTROL_CHARACTER');
    expect(nul.json().errors).toEqual([{ field: 'body.alt.th', reason: expect.any(String) }]);
    expectError(await edit(first.code, own!.id, {}), 'BAD_REQUEST');

    expectError(await upload('PRD999999999', await phoneJpeg('#777')), 'PRODUCT_NOT_FOUND');
    expectError(await edit('PRD999999999', own!.id, { position: 1 }), 'PRODUCT_NOT_FOUND');
    expectError(await edit(first.code, 2_000_000_000, { position: 1 }), 'PRODUCT_MEDIA_NOT_FOUND');
    expectError(await edit(second.code, own!.id, { position: 1 }), 'PRODUCT_MEDIA_NOT_FOUND');
    expectError(await remove(second.code, own!.id), 'PRODUCT_MEDIA_NOT_FOUND');
    expect(await listOf(first.code)).toContainEqual(own);
    expect(await auditEntriesOf(shop.db, 'product', first.code)).toHaveLength(count);
  });

  it('is refused to a role without catalog.write (the packer), who may still read the list', async () => {
    const [own] = await listOf(first.code);
    expectError(await upload(first.code, await phoneJpeg('#777'), 'image/jpeg', packer), 'STAFF_FORBIDDEN');
    expectError(await edit(first.code, own!.id, { position: 2 }, packer), 'STAFF_FORBIDDEN');
    expectError(await remove(first.code, own!.id, packer), 'STAFF_FORBIDDEN');
    expect(await ok(await adminCall(shop.app, 'GET', `/admin/products/${first.code}/media`, { headers: packer }))).toEqual({
      items: await listOf(first.code),
    });
  });
});

describe('cards, cart lines and new orders show the product’s first picture (X-288, X-289)', () => {
  it('the back office’s first picture on its cards, listing, cart line and a new order’s line; an order placed before keeps its picture', async () => {
    const member = await registerMember(shop);
    const homeId = await saveHomeAddress(shop, member);
    const variant = (await plainVariants(shop.db, 5)).at(-1)!;
    const [product] = await shop.db
      .select({ code: products.code, slug: products.slug, category: categories.slug, imageIndex: productVariants.imageIndex })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .innerJoin(categories, eq(categories.id, products.subCategoryId))
      .where(eq(productVariants.id, variant.id));
    const { code, slug } = product!;
    const shopper = async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
      const headers = method === 'POST' && url === '/orders' ? { 'idempotency-key': randomUUID() } : undefined;
      return ok<T>(await call(shop.app, method, url, { token: member.session.access_token, body, ...(headers ? { headers } : {}) }));
    };
    const cardImage = async () => (await shopper<ProductCard[]>('GET', `/products?product_id=${code}`))[0]!.image;
    const listedImage = async () =>
      (await shopper<ProductListing>('GET', `/catalog/products?category=${product!.category}&size=100`)).items.find(
        (item) => item.product_id === code,
      )?.image;
    const order = () =>
      shopper<{ order_id: string }>('POST', '/orders', {
        items: [{ variant_id: variant.id, quantity: 1 }],
        delivery: { type: 'home', address_id: homeId },
        payment_method: 'COD',
      });
    const lineImage = async (orderId: string) =>
      (await shop.db.select({ image: orderLines.image }).from(orderLines).where(eq(orderLines.orderId, orderId)))[0]!.image;

    // The drawn pictures, as the seed left them: the card its first, a line its colour's. Answers kept (cache on).
    const drawn = `/media/products/${code}/1.webp`;
    expect([await cardImage(), await listedImage()]).toEqual([drawn, drawn]);
    const before = await order();
    expect(await lineImage(before.order_id)).toBe(`/media/products/${code}/${product!.imageIndex}.webp`);

    // A picture uploaded and moved first: what the page shows first, the cards, the cart and a new order show.
    const uploaded = (await ok<ProductMediaList>(await upload(code, await phoneJpeg('#c33')))).items.at(-1)!;
    expect((await edit(code, uploaded.id, { position: 1 })).statusCode).toBe(200);
    expect((await page(slug)).media[0]!.url).toBe(uploaded.url);
    expect([await cardImage(), await listedImage()]).toEqual([uploaded.url, uploaded.url]);
    await shopper('POST', '/cart/items', { variant_id: variant.id, quantity: 1 });
    const cart = await shopper<Cart>('GET', '/cart');
    expect(cart.lines.find((line) => line.variant_id === variant.id)?.product.image).toBe(uploaded.url);
    const after = await order();
    expect(await lineImage(after.order_id)).toBe(uploaded.url);

    // The uploaded picture removed: the drawn first picture again.
    expect((await remove(code, uploaded.id)).statusCode).toBe(200);
    expect([await cardImage(), await listedImage()]).toEqual([drawn, drawn]);
    // The orders keep the pictures they were placed with.
    expect([await lineImage(before.order_id), await lineImage(after.order_id)]).toEqual([
      `/media/products/${code}/${product!.imageIndex}.webp`,
      uploaded.url,
    ]);
  });
});
