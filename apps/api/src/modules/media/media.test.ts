import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { and, eq, gt } from 'drizzle-orm';
import { categories, productMedia, products, reviewMedia } from '../../db/schema/index.ts';
import { OPTION_ROWS } from '../../seed/catalog/options.ts';
import { DRAWINGS } from './drawings.ts';
import { pictureFor } from './service.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const fetchMedia = (url: string, accept?: string) => shop.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

describe('GET /media/... (generated pictures, no signature needed)', () => {
  it('a product picture is WebP by its extension, 640 wide by default, cached for a year and loadable cross-origin', async () => {
    const response = await fetchMedia('/media/products/PRD100001/1.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 640 });
  });

  it('each width and format of MEDIA_WIDTHS is served; AVIF and JPEG too', async () => {
    const avif = await fetchMedia('/media/products/PRD100001/2.avif?w=320');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(320);
    const jpeg = await fetchMedia('/media/products/PRD100001/1.jpg?w=160');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('without an extension the Accept header chooses AVIF, then WebP, then JPEG, and says it varies', async () => {
    expect((await fetchMedia('/media/brands/samsung', 'image/avif,image/webp,*/*')).headers['content-type']).toBe('image/avif');
    expect((await fetchMedia('/media/brands/samsung', 'image/webp,*/*')).headers['content-type']).toBe('image/webp');
    const plain = await fetchMedia('/media/brands/samsung');
    expect(plain.headers['content-type']).toBe('image/jpeg');
    expect(plain.headers.vary).toContain('Accept');
  });

  it('the second request is served the same bytes from the disk cache', async () => {
    const first = await fetchMedia('/media/categories/fashion.webp?w=320');
    const second = await fetchMedia('/media/categories/fashion.webp?w=320');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('the seeded popup, banner, blog, live and promotion pictures exist', async () => {
    for (const url of [
      '/media/demo/popups/flash-sale.webp',
      '/media/banners/hero-mega-sale.webp',
      '/media/blog/choose-air-fryer.webp',
      '/media/live/mobile-deals-live.webp',
      '/media/promotions/cashback-mobile.webp',
      '/media/swatches/black.webp',
      '/media/collections/best-sellers.webp',
    ]) {
      expect((await fetchMedia(url)).statusCode, url).toBe(200);
    }
  });

  it('draws no words into collection and promotion banners: their pages name them in the shopper’s language (issue #15)', async () => {
    for (const key of ['collections/best-sellers', 'promotions/cashback-mobile']) {
      expect((await pictureFor(shop.db, key, 'Talad'))?.svg, key).not.toContain('<text');
    }
    // A brand's banner keeps its (Latin) name.
    expect((await pictureFor(shop.db, 'brands/samsung-banner', 'Talad'))?.svg).toContain('Samsung');
  });

  it.each([
    '/media/products/PRD999999/1.webp',
    '/media/products/PRD100001/99.webp',
    '/media/banners/not-a-banner.webp',
    '/media/brands/nope.webp',
    '/media/products/PRD100001/1.gif',
    '/media/../secret.webp',
  ])('%s is a 404 envelope', async (url) => {
    const response = await fetchMedia(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ is_success: false, data: null });
  });

  it('a width outside MEDIA_WIDTHS is a 400 naming w', async () => {
    const response = await fetchMedia('/media/brands/samsung.webp?w=333');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('w');
  });
});

describe("the running brand's name in the shop's own pictures", () => {
  it('the default link-preview picture is drawn for the brand running; pictures naming no brand are alike for both', async () => {
    const trueselect = await buildTestApp({ brand: 'trueselect' });
    try {
      const both = async (url: string) =>
        [(await fetchMedia(url)).rawPayload, (await trueselect.app.inject({ method: 'GET', url })).rawPayload] as const;
      const [taladPreview, trueselectPreview] = await both('/media/demo/og/default.webp');
      expect(trueselectPreview.length).toBeGreaterThan(0);
      expect(trueselectPreview.equals(taladPreview)).toBe(false);
      const [taladFashion, trueselectFashion] = await both('/media/demo/og/fashion.webp');
      expect(trueselectFashion.equals(taladFashion)).toBe(true);
    } finally {
      await trueselect.close();
    }
    // The second brand's shop: on a fresh machine the first file to ask seeds its snapshot (≈ 10 s alone, more while
    // other test files run).
  }, 120_000);
});

describe('product pictures of their own kind (issue #15)', () => {
  /** A seeded product of the category and the drawing its first picture must hold: its kind in its first colour. */
  async function firstOf(slug: string) {
    const [row] = await shop.db
      .select({ code: products.code, options: products.optionValues })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.detailCategoryId))
      .where(eq(categories.slug, slug))
      .limit(1);
    const colour = row!.options.find((option) => option.startsWith('Color:'))?.slice('Color:'.length);
    const swatch = OPTION_ROWS.Color.find(([value]) => value === colour)?.[3];
    return { svg: (await pictureFor(shop.db, `products/${row!.code}/1`, 'Talad'))!.svg, swatch: swatch! };
  }

  it('earbuds are drawn as earbuds, not as a phone; sneakers as a shoe, not as a T-shirt', async () => {
    const earbuds = await firstOf('earphones');
    expect(earbuds.svg).toContain(DRAWINGS.earphones!(earbuds.swatch));
    expect(earbuds.svg).not.toContain(DRAWINGS.iphone!(earbuds.swatch));
    const sneakers = await firstOf('sneakers');
    expect(sneakers.svg).toContain(DRAWINGS.sneakers!(sneakers.swatch));
    expect(sneakers.svg).not.toContain(DRAWINGS['t-shirts']!(sneakers.swatch));
  });
});

describe('the seeded pictures (issue #25)', () => {
  /** A picture's key as its address names it: /media/products/PRD1/2.webp?w=320 → products/PRD1/2. */
  const keyOf = (address: string) => address.replace(/^\/media\//, '').replace(/\.\w+(\?.*)?$/, '');

  it('every product picture and review photo the seed refers to is served (a third photo of a two-picture product was a 404)', async () => {
    // The product's own pictures: positions within its image count, which is what a picture is served by.
    const beyond = await shop.db
      .select({ url: productMedia.url })
      .from(productMedia)
      .innerJoin(products, eq(products.id, productMedia.productId))
      .where(and(eq(productMedia.kind, 'IMAGE'), gt(productMedia.position, products.imageCount)));
    expect(beyond).toEqual([]);
    const photos = await shop.db.select({ file: reviewMedia.fileKey, thumbnail: reviewMedia.thumbnailKey }).from(reviewMedia);
    expect(photos.length).toBeGreaterThan(20);
    const missing = [];
    for (const key of new Set(photos.map((row) => keyOf(row.file ?? ''))))
      if (!(await pictureFor(shop.db, key, 'Talad'))) missing.push(key);
    expect(missing).toEqual([]);
    expect(photos.every((row) => keyOf(row.thumbnail ?? '') === keyOf(row.file ?? ''))).toBe(true);
  });

  it("a product of one colour shows that colour in every picture, not its category's tint (a black shoe's second was pink)", async () => {
    const rows = await shop.db
      .select({ code: products.code, options: products.optionValues, pictures: products.imageCount })
      .from(products)
      .orderBy(products.code);
    const single = rows.filter((row) => row.pictures >= 2 && row.options.filter((option) => option.startsWith('Color:')).length === 1);
    expect(single.length).toBeGreaterThan(10);
    for (const product of single.slice(0, 10)) {
      const colour = product.options.find((option) => option.startsWith('Color:'))!.slice('Color:'.length);
      const swatch = OPTION_ROWS.Color.find(([value]) => value === colour)?.[3];
      const second = (await pictureFor(shop.db, `products/${product.code}/2`, 'Talad'))!.svg;
      // Drawn in it, as a shape's fill or a frame's line (a bicycle's frame is its colour).
      expect(second, `${product.code}/2 in ${colour}`).toMatch(new RegExp(`(fill|stroke)="${swatch}"`));
    }
  });
});
