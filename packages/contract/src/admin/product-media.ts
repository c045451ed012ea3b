import { MEDIA_ALT_MAX_LENGTH, MEDIA_KINDS, PRODUCT_MEDIA_MAX } from '@talad/domain';
import { z } from 'zod';
import { adminProductCodeParams } from './catalogue.ts';
import { bilingualText } from './products.ts';

/**
 * A product's pictures and videos in the back office (issue #27 item 1, decision 0051), catalog.write: a picture is
 * uploaded as its bytes (JPEG, PNG or WebP) and kept re-encoded as WebP without its metadata; the order and the alt
 * texts in Thai and English are what the shop's product page shows.
 */

/** admin/products/{code}/media/{id}: one of that product's media rows (another product's is not found). */
export const adminProductMediaParams = adminProductCodeParams.extend({
  id: z.coerce.number({ error: 'must be a media id' }).int('must be a media id').min(1, 'must be a media id').max(2_147_483_647),
});

/** PATCH admin/products/{code}/media/{id}: its alt texts, or its place among the product's media (1 is first). */
export const productMediaEditBody = z
  .object({
    alt: bilingualText(MEDIA_ALT_MAX_LENGTH),
    position: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(PRODUCT_MEDIA_MAX),
  })
  .partial()
  .refine((body) => body.alt !== undefined || body.position !== undefined, 'must name alt or position');
export type ProductMediaEditBody = z.infer<typeof productMediaEditBody>;

/** The pictures and videos of a product in the order shoppers see them (colour swatches are the options' own). */
export const productMediaList = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(MEDIA_KINDS),
      url: z.string().describe('A media path of the API: /media/…'),
      alt: z.object({ th: z.string(), en: z.string().nullable() }),
      poster: z.string().nullable().describe('A video’s poster frame; null for pictures and the seed’s recorded clips'),
    }),
  ),
});
export type ProductMediaList = z.infer<typeof productMediaList>;
