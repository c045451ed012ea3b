import type { ContentPageKind, Locale } from '@talad/domain';
import { getSeo } from '@talad/sdk';
import { serverApi } from '../../lib/api.server.ts';
import { seoOrNull, type PageSeo } from '../../lib/seo.ts';
import { settle } from '../../lib/settle.ts';

/** The SEO record of a page kind (or of one key of it) from GET seo; null when there is none or the API is away. */
export async function loadSeo(kind: ContentPageKind, key: string | undefined, locale: Locale): Promise<PageSeo | null> {
  return seoOrNull(await settle(`GET seo?type=${kind}`, () => getSeo(serverApi, kind, key, { locale }), null), key);
}
