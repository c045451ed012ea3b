import type { ErrorName } from '@talad/domain';
import sharp from 'sharp';
import { AppError } from './app-error.ts';

/** Shoppers' photos (reviews, support cases) are kept at most this wide or high, with a square thumbnail. */
export const PHOTO_SIZE = 1600;
export const THUMBNAIL_SIZE = 320;

export interface EncodedPhoto {
  photo: Buffer;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/**
 * A shopper's picture re-encoded to WebP (at most PHOTO_SIZE, turned upright) and a square THUMBNAIL_SIZE thumbnail:
 * EXIF, GPS and anything hidden in the file do not survive. What sharp does not read as a JPEG, PNG or WebP picture is
 * refused with the caller's error (`invalid`).
 */
export async function encodePhoto(bytes: Buffer, invalid: ErrorName): Promise<EncodedPhoto> {
  try {
    const source = sharp(bytes, { limitInputPixels: 40_000_000 });
    const { format } = await source.metadata();
    if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw new Error(`not a photo: ${format}`);
    const upright = source.rotate();
    const photo = await upright
      .clone()
      .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await upright.clone().resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
    return { photo: photo.data, width: photo.info.width, height: photo.info.height, thumbnail };
  } catch (error) {
    throw new AppError(invalid, { cause: error });
  }
}
