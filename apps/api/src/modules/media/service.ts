import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { brandName, pickText, type Brand, type MediaFormat, type MediaWidth } from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import type { MediaStorage } from '../../platform/media.ts';
import { blogPosts, liveStreams, optionValues, productMedia, products, promotions } from '../../db/schema/index.ts';
import { lookups, productImage } from '../catalog/index.ts';
import { mediaBanner } from './banners.ts';
import { bannerPicture, productPicture, swatchPicture, type Picture } from './pictures.ts';

const english = (text: { th: string; en?: string | null }) => pickText(text, 'en');

/** The running brand's name as pictures draw it: in Latin script, like every drawn title. */
const drawnBrandName = (brand: Brand) =>
  brandName(brand)
    .replace(/[^\x20-\x7E]/g, '')
    .trim();

async function productMediaPicture(db: Database, code: string, index: number, shopName: string): Promise<Picture | null> {
  const [product] = await db
    .select({
      brandId: products.brandId,
      mainCategoryId: products.mainCategoryId,
      subCategoryId: products.subCategoryId,
      detailCategoryId: products.detailCategoryId,
      imageCount: products.imageCount,
      optionValues: products.optionValues,
      pictured: productMedia.colour,
    })
    .from(products)
    // By its address, not its place: a picture moved in the back office keeps its colour.
    .leftJoin(productMedia, and(eq(productMedia.productId, products.id), eq(productMedia.url, productImage(code, index))))
    .where(eq(products.code, code));
  if (!product || index < 1 || index > product.imageCount) return null;
  const table = await lookups(db);
  const main = table.categoryById.get(product.mainCategoryId);
  const own = table.categoryById.get(product.detailCategoryId ?? product.subCategoryId);
  // The colour the picture's row names (the variants of that colour show it), else the product's first: never the
  // category's tint for a product that has a colour (a black shoe's second picture was pink).
  const colour = product.pictured ? `Color:${product.pictured}` : product.optionValues.find((value) => value.startsWith('Color:'));
  const brand = product.brandId === null ? undefined : table.brandById.get(product.brandId);
  return productPicture({
    main: main?.slug ?? '',
    kind: own?.slug ?? '',
    categoryColour: main?.colour ?? '#4f46e5',
    colour: colour ? (table.optionLabel.get(colour)?.swatch ?? null) : null,
    // A product without a brand is drawn as the shop's own.
    brand: brand ? english(brand.name) : shopName,
    index,
  });
}

/** The picture a media key names, or null when nothing by that name exists. */
export async function pictureFor(db: Database, key: string, shopName: string): Promise<Picture | null> {
  const [kind, name, extra] = key.split('/');
  if (!kind || !name) return null;
  const table = await lookups(db);
  switch (kind) {
    case 'products':
      return extra && /^\d{1,3}$/.test(extra) ? productMediaPicture(db, name, Number(extra), shopName) : null;
    case 'swatches': {
      const [row] = await db.select({ swatch: optionValues.swatch }).from(optionValues).where(eq(optionValues.value, name));
      return row?.swatch ? swatchPicture(row.swatch) : null;
    }
    case 'brands': {
      const isBanner = name.endsWith('-banner');
      const brand = table.brandBySlug.get(isBanner ? name.slice(0, -'-banner'.length) : name);
      return brand ? bannerPicture(name, isBanner ? 0.3 : 0.5, english(brand.name), brand.colour) : null;
    }
    case 'categories': {
      const category = table.categoryBySlug.get(name);
      return category ? bannerPicture(name, 0.3, english(category.name), category.colour) : null;
    }
    case 'collections': {
      const collection = table.collectionBySlug.get(name);
      // No drawn-in words: the page's own heading names it in the shopper's language (a drawn title was English only).
      return collection ? bannerPicture(name, 0.4) : null;
    }
    case 'promotions': {
      const [promotion] = await db.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, name));
      return promotion ? bannerPicture(name, 0.4) : null;
    }
    case 'blog': {
      const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, name));
      return post ? bannerPicture(`blog-${name}`, 0.5625) : null;
    }
    case 'live': {
      const [stream] = await db.select({ id: liveStreams.id }).from(liveStreams).where(eq(liveStreams.slug, name));
      return stream ? bannerPicture(`live-${name}`, 0.5625, 'LIVE') : null;
    }
    default: {
      const banner = mediaBanner(key, shopName);
      return banner ? bannerPicture(key, banner.ratio, banner.title) : null;
    }
  }
}

const ENCODERS: Record<MediaFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};

export interface MediaStore {
  /** The encoded picture, or null when the key names nothing. */
  get(key: string, format: MediaFormat, width: MediaWidth): Promise<Buffer | null>;
}

/**
 * Product pictures uploaded in the back office (catalogue-admin's media.ts) are kept once, re-encoded as WebP, in the
 * media storage under this folder; the shop asks for them in the widths and formats of the drawn ones.
 */
export const CATALOGUE_UPLOADS = 'catalogue/';

/** Pictures staff upload for the shop's content (home banners and blocks, decision 0054), kept and served the same way. */
export const CONTENT_UPLOADS = 'content/';

const UPLOADED_PICTURES = [CATALOGUE_UPLOADS, CONTENT_UPLOADS];

/**
 * Pictures are drawn (or read from the uploads) and encoded on first request, then read from DATA_DIR/media;
 * concurrent first requests share one encoding. Several API instances each fill their own disk cache (object storage
 * would be the shared one).
 */
export function createMediaStore(db: Database, cacheDir: string, brand: Brand, uploads: MediaStorage): MediaStore {
  const shopName = drawnBrandName(brand);
  const pending = new Map<string, Promise<Buffer | null>>();
  const drawn = async (key: string) => {
    const picture = await pictureFor(db, key, shopName);
    return picture ? Buffer.from(picture.svg) : null;
  };

  async function render(key: string, format: MediaFormat, width: MediaWidth, file: string): Promise<Buffer | null> {
    const cached = await readFile(file).catch(() => null);
    if (cached) return cached;
    const uploaded = UPLOADED_PICTURES.some((folder) => key.startsWith(folder));
    const source = uploaded ? await uploads.get(`${key}.webp`) : await drawn(key);
    if (!source) return null;
    const encoded = await ENCODERS[format](sharp(source).resize(width, null, { withoutEnlargement: true })).toBuffer();
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, encoded);
    await rename(partial, file);
    return encoded;
  }

  return {
    get(key, format, width) {
      const file = join(cacheDir, `${key}@${width}.${format}`);
      const running = pending.get(file);
      if (running) return running;
      const job = render(key, format, width, file).finally(() => pending.delete(file));
      pending.set(file, job);
      return job;
    },
  };
}
