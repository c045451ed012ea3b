import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MediaStorage } from '../../platform/media.ts';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const PROFILE_IMAGE_SIZE = 512;

/** The file's own first bytes decide what it is; its name and declared type are not trusted. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** Re-encodes to a square WebP: EXIF (GPS, camera) and any payload hidden in the original do not survive. */
async function reencode(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new AppError('IMAGE_INVALID', { cause: error });
  }
}

export async function saveProfileImage(db: Database, media: MediaStorage, customerId: string, bytes: Buffer): Promise<string> {
  if (!sniffImageType(bytes)) throw new AppError('IMAGE_INVALID');
  const key = `profile/${customerId}/${randomUUID()}.webp`;
  await media.put(key, await reencode(bytes));
  await db.update(customers).set({ imageKey: key }).where(eq(customers.id, customerId));
  return key;
}
