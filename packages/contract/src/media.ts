import { MEDIA_WIDTHS, type MediaWidth } from '@talad/domain';
import { z } from 'zod';

/** GET media/*: pictures and videos, answered as bytes rather than an envelope. */

export const mediaQuery = z.object({
  w: z.coerce
    .number()
    .refine((width) => MEDIA_WIDTHS.includes(width as MediaWidth), `must be one of ${MEDIA_WIDTHS.join(', ')}`)
    .optional(),
});

/** Raw bytes (the API sends a Buffer), shown in OpenAPI as 3.0 spells a binary body. */
const bytes = z.custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array).meta({ type: 'string', format: 'binary' });
const binary = (description: string, contentTypes: string[]) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: bytes }])),
});

/** The answers of GET media/*; a failure is the usual error envelope (MEDIA_NOT_FOUND, BAD_REQUEST). */
export const mediaAnswers = {
  200: binary(
    'A picture (generated: AVIF, WebP or JPEG by extension or Accept; uploaded: WebP, JPEG or PNG) or a whole video (product clips WebM, review videos MP4)',
    ['image/avif', 'image/webp', 'image/jpeg', 'image/png', 'video/webm', 'video/mp4'],
  ),
  206: binary('The asked byte range of a video (Range: bytes=start-end)', ['video/webm', 'video/mp4']),
};
