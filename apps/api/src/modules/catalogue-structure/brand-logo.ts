import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MediaStorage } from '../../platform/media.ts';
import { encodePhoto } from '../../platform/photos.ts';
import { recordAudit } from '../audit/index.ts';
import { CATALOGUE_UPLOADS } from '../media/index.ts';
import type { Editor } from './writing.ts';

/** The uploaded file behind a logo's address, once it is no longer the brand's: the drawn logos are no files. */
async function forget(media: MediaStorage, logo: string | null) {
  const prefix = `/media/${CATALOGUE_UPLOADS}`;
  if (logo?.startsWith(prefix)) await media.delete(logo.slice('/media/'.length));
}

/**
 * One brand's logo changed under its row lock and audited in the same transaction (brand.logo.set, brand.logo.remove);
 * the file it replaced is deleted once that has committed.
 */
async function changeLogo(
  db: Database,
  media: MediaStorage,
  id: number,
  by: Editor,
  next: { logo: string | null; file?: Buffer; action: 'brand.logo.set' | 'brand.logo.remove' },
) {
  const before = await db.transaction(async (tx) => {
    const [row] = await tx.select({ logo: brands.logo }).from(brands).where(eq(brands.id, id)).for('update');
    if (!row) throw new AppError('BRAND_NOT_FOUND');
    if (row.logo === next.logo) return null;
    if (next.file && next.logo) await media.put(next.logo.slice('/media/'.length), next.file);
    await tx.update(brands).set({ logo: next.logo }).where(eq(brands.id, id));
    await recordAudit(tx, {
      actor: by.actor,
      context: by.context,
      action: next.action,
      entity: { type: 'brand', id },
      before: { logo: row.logo },
      after: { logo: next.logo },
    });
    return row;
  });
  if (before) await forget(media, before.logo);
}

/**
 * PUT admin/brands/{id}/logo: the picture re-encoded as the shop's photos are (WebP, upright, at most 1600 px, nothing
 * else the file carried) and served like a product's uploaded pictures, in the widths and formats the shop asks for.
 */
export async function setBrandLogo(db: Database, media: MediaStorage, id: number, bytes: Buffer, by: Editor) {
  const encoded = await encodePhoto(bytes, 'BRAND_LOGO_INVALID');
  const logo = `/media/${CATALOGUE_UPLOADS}${randomUUID()}.webp`;
  await changeLogo(db, media, id, by, { logo, file: encoded.photo, action: 'brand.logo.set' });
}

/** DELETE admin/brands/{id}/logo: back to the drawn logo; a brand without an uploaded one is left as it is. */
export async function removeBrandLogo(db: Database, media: MediaStorage, id: number, by: Editor) {
  await changeLogo(db, media, id, by, { logo: null, action: 'brand.logo.remove' });
}
