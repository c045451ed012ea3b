import { randomUUID } from 'node:crypto';
import type { ContentPicture } from '@talad/contract';
import type { MediaStorage } from '../../platform/media.ts';
import { encodePhoto } from '../../platform/photos.ts';
import { CONTENT_UPLOADS } from '../media/index.ts';

export const CONTENT_PICTURE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * A banner's or block's picture as staff upload it, re-encoded (never the file as sent: EXIF, GPS and anything hidden
 * in it do not survive) and kept under an unguessable name; the shop then shows it as AVIF or WebP in every width.
 */
export async function saveContentPicture(media: MediaStorage, bytes: Buffer): Promise<ContentPicture> {
  const { photo, width, height } = await encodePhoto(bytes, 'CONTENT_PICTURE_INVALID');
  const name = `${CONTENT_UPLOADS}${randomUUID()}`;
  await media.put(`${name}.webp`, photo);
  return { image: `/media/${name}.webp`, width, height };
}
