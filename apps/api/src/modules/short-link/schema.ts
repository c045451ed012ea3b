import { z } from 'zod';

export const shortenBody = z.object({ url: z.string().min(1).max(2000).describe('A path of this shop (/product/…) or an absolute URL on WEB_ORIGIN') });

export const shortLink = z.object({ code: z.string(), short_url: z.string(), url: z.string() });

export const shortLinkParams = z.object({ code: z.string().max(32) });
