import { randomUUID } from 'node:crypto';
import type { BilingualText, ProductMediaEditBody, ProductMediaList } from '@talad/contract';
import { PRODUCT_MEDIA_MAX, PRODUCT_VIDEO_MAX_SECONDS, type LocalizedText } from '@talad/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { productMedia, products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { convertVideo, probeUpload } from '../../platform/ffmpeg.ts';
import type { MediaStorage } from '../../platform/media.ts';
import { encodePhoto } from '../../platform/photos.ts';
import { sniffUpload } from '../../platform/sniff.ts';
import type { VideoTools } from '../../platform/video-tools.ts';
import { recordAudit } from '../audit/index.ts';
import { productImage } from '../catalog/index.ts';
import { CATALOGUE_UPLOADS } from '../media/index.ts';
import { stored, type Editor } from './product-writing.ts';

type MediaRow = typeof productMedia.$inferSelect;

/** The rows the back office orders: pictures and videos. A colour's swatch belongs to its option and stays last. */
const isShown = (row: Pick<MediaRow, 'kind'>) => row.kind !== 'COLOR';

async function productIdOf(db: Database | Transaction, code: string, lock = false): Promise<number> {
  const query = db.select({ id: products.id }).from(products).where(eq(products.code, code));
  const [product] = lock ? await query.for('update') : await query;
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  return product.id;
}

const rowsOf = (db: Database | Transaction, productId: number) =>
  db.select().from(productMedia).where(eq(productMedia.productId, productId)).orderBy(asc(productMedia.position), asc(productMedia.id));

/** GET admin/products/{code}/media: its pictures and videos in the shop's order. */
export async function productMediaOf(db: Database, code: string): Promise<ProductMediaList> {
  const rows = await rowsOf(db, await productIdOf(db, code));
  return {
    items: rows
      .filter(isShown)
      .map((row) => ({ id: row.id, kind: row.kind, url: row.url, alt: { th: row.alt.th, en: row.alt.en ?? null }, poster: row.poster })),
  };
}

/**
 * Positions 1… in this order, the swatches after them; only rows whose place changed are written. The product's card
 * picture follows: its first picture, unless that is its drawn first picture (null, which the cards show anyway and
 * which lets a cart line show its own colour's drawn picture).
 */
async function renumber(tx: Transaction, product: { id: number; code: string }, shown: readonly MediaRow[], swatches: readonly MediaRow[]) {
  const order = [...shown, ...swatches];
  for (const [index, row] of order.entries()) {
    if (row.position !== index + 1)
      await tx
        .update(productMedia)
        .set({ position: index + 1 })
        .where(eq(productMedia.id, row.id));
  }
  const first = shown.find((row) => row.kind === 'IMAGE')?.url;
  await tx
    .update(products)
    .set({ cardImage: first === undefined || first === productImage(product.code) ? null : first })
    .where(eq(products.id, product.id));
}

/** A new row's file(s) in the media storage and what its audit entry says of it. */
interface Upload {
  kind: 'IMAGE' | 'VIDEO';
  files: Array<{ key: string; body: Buffer }>;
  url: string;
  poster: string | null;
  facts: Record<string, unknown>;
}

/**
 * The upload added after the product's other pictures and videos, its alt text the product's name until someone
 * writes one; its files are written inside the product's lock, once the limit is known to leave room. Audited as
 * product.media.add.
 */
async function addUpload(db: Database, media: MediaStorage, code: string, upload: Upload, by: Editor) {
  return db.transaction(async (tx) => {
    const productId = await productIdOf(tx, code, true);
    const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
    const rows = await rowsOf(tx, productId);
    const shown = rows.filter(isShown);
    if (shown.length >= PRODUCT_MEDIA_MAX) throw new AppError('PRODUCT_MEDIA_LIMIT');
    for (const file of upload.files) await media.put(file.key, file.body);
    const alt: LocalizedText = product!.name;
    const [row] = await tx
      .insert(productMedia)
      .values({ productId, position: shown.length + 1, kind: upload.kind, url: upload.url, alt, colour: null, poster: upload.poster })
      .returning();
    await renumber(
      tx,
      { id: productId, code },
      [...shown, row!],
      rows.filter((item) => !isShown(item)),
    );
    await recordAudit(tx, {
      actor: by.actor,
      context: by.context,
      action: 'product.media.add',
      entity: { type: 'product', id: code },
      after: { media: row!.id, kind: upload.kind, url: row!.url, ...upload.facts },
    });
    return row!.id;
  });
}

/**
 * POST admin/products/{code}/media with a picture: re-encoded as the shop re-encodes shoppers' photos (WebP, upright,
 * no EXIF or anything else the file carried).
 */
export async function addProductPicture(db: Database, media: MediaStorage, code: string, bytes: Buffer, by: Editor) {
  await productIdOf(db, code);
  const encoded = await encodePhoto(bytes, 'PRODUCT_PHOTO_INVALID');
  const key = `${CATALOGUE_UPLOADS}${randomUUID()}.webp`;
  return addUpload(
    db,
    media,
    code,
    {
      kind: 'IMAGE',
      files: [{ key, body: encoded.photo }],
      url: `/media/${key}`,
      poster: null,
      facts: { width: encoded.width, height: encoded.height },
    },
    by,
  );
}

/**
 * POST admin/products/{code}/media with a video (decision 0061), checked as review videos are: its first bytes must
 * name a container the conversion takes (its declared type is not trusted), ffprobe must read it and it may last at
 * most a minute. Converted while the back office waits, with the reviews' ffmpeg steps: an H.264 MP4 every browser
 * plays (at most 720 px, no metadata) and a poster frame kept as an uploaded picture is.
 */
export async function addProductVideo(db: Database, tools: VideoTools, media: MediaStorage, code: string, bytes: Buffer, by: Editor) {
  await productIdOf(db, code);
  const sniffed = sniffUpload(bytes);
  if (sniffed?.kind !== 'VIDEO') throw new AppError('PRODUCT_VIDEO_INVALID');
  const probed = await probeUpload(tools, bytes, sniffed.extension);
  if (!probed) throw new AppError('PRODUCT_VIDEO_INVALID');
  if (probed.durationMs > PRODUCT_VIDEO_MAX_SECONDS * 1000) throw new AppError('PRODUCT_VIDEO_TOO_LONG');
  const converted = await convertVideo(tools, bytes, sniffed.extension, probed.durationMs);
  if (!converted) throw new AppError('PRODUCT_VIDEO_INVALID');
  const poster = await encodePhoto(converted.frame, 'PRODUCT_VIDEO_INVALID');
  const base = `${CATALOGUE_UPLOADS}${randomUUID()}`;
  return addUpload(
    db,
    media,
    code,
    {
      kind: 'VIDEO',
      files: [
        { key: `${base}.mp4`, body: converted.video },
        { key: `${base}.webp`, body: poster.photo },
      ],
      url: `/media/${base}.mp4`,
      poster: `/media/${base}.webp`,
      facts: { width: probed.width, height: probed.height, duration_ms: probed.durationMs },
    },
    by,
  );
}

/** The product's row with this id, locked with its product; another product's id is as unknown as a made-up one. */
async function mediaRowOf(tx: Transaction, code: string, id: number) {
  const productId = await productIdOf(tx, code, true);
  const rows = await rowsOf(tx, productId);
  const row = rows.find((item) => item.id === id && isShown(item));
  if (!row) throw new AppError('PRODUCT_MEDIA_NOT_FOUND');
  return { row, shown: rows.filter(isShown), swatches: rows.filter((item) => !isShown(item)) };
}

const sameAlt = (before: LocalizedText, after: BilingualText) => before.th === after.th && (before.en ?? '') === (after.en ?? '');

/**
 * PATCH admin/products/{code}/media/{id}: new alt texts, or a new place (1 is first; past the end is last). Audited as
 * product.media.edit with what changed; the same request again changes nothing and writes nothing.
 */
export async function editProductMedia(db: Database, code: string, id: number, edit: ProductMediaEditBody, by: Editor) {
  await db.transaction(async (tx) => {
    const { row, shown, swatches } = await mediaRowOf(tx, code, id);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    if (edit.alt && !sameAlt(row.alt, edit.alt)) {
      await tx
        .update(productMedia)
        .set({ alt: stored(edit.alt) })
        .where(eq(productMedia.id, id));
      Object.assign(before, { alt: row.alt });
      Object.assign(after, { alt: stored(edit.alt) });
    }
    const from = shown.indexOf(row);
    const to = Math.min(edit.position ?? from + 1, shown.length) - 1;
    if (to !== from) {
      const others = shown.filter((item) => item !== row);
      await renumber(tx, { id: row.productId, code }, [...others.slice(0, to), row, ...others.slice(to)], swatches);
      Object.assign(before, { position: from + 1 });
      Object.assign(after, { position: to + 1 });
    }
    if (Object.keys(after).length === 0) return;
    await recordAudit(tx, {
      actor: by.actor,
      context: by.context,
      action: 'product.media.edit',
      entity: { type: 'product', id: code },
      before: { media: id, ...before },
      after: { media: id, ...after },
    });
  });
}

/**
 * DELETE admin/products/{code}/media/{id}: the row goes and the ones after it move up, audited as product.media.remove;
 * an uploaded file is removed once that has committed (a drawn picture of the seed is no file).
 */
export async function removeProductMedia(db: Database, media: MediaStorage, code: string, id: number, by: Editor) {
  const removed = await db.transaction(async (tx) => {
    const { row, shown, swatches } = await mediaRowOf(tx, code, id);
    await tx.delete(productMedia).where(and(eq(productMedia.id, id), eq(productMedia.productId, row.productId)));
    await renumber(
      tx,
      { id: row.productId, code },
      shown.filter((item) => item !== row),
      swatches,
    );
    await recordAudit(tx, {
      actor: by.actor,
      context: by.context,
      action: 'product.media.remove',
      entity: { type: 'product', id: code },
      before: { media: id, kind: row.kind, url: row.url, alt: row.alt, position: shown.indexOf(row) + 1 },
    });
    return row;
  });
  const prefix = `/media/${CATALOGUE_UPLOADS}`;
  for (const url of [removed.url, removed.poster]) if (url?.startsWith(prefix)) await media.delete(url.slice('/media/'.length));
}
