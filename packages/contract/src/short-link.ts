import { z } from 'zod';

/** Short links to pages of this shop, for sharing. */

export const shortenBody = z.object({
  url: z.string().min(1).max(2000).describe('A path of this shop (/product/…) or an absolute URL on WEB_ORIGIN'),
});
export type ShortenBody = z.input<typeof shortenBody>;

/** POST url-shortener. */
export const shortLink = z.object({ code: z.string(), short_url: z.string(), url: z.string() });
export type ShortLink = z.infer<typeof shortLink>;

export const shortLinkParams = z.object({ code: z.string().max(32) });

/** GET s/{code}: a redirect with no body; the Location header carries the shop URL. */
export const shortLinkRedirect = z.undefined().meta({
  description: 'Found: the Location header is the shop URL the code stands for',
  headers: { location: { type: 'string', description: 'The shop URL' } },
});
