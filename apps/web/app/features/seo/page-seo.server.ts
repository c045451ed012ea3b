import type { ContentPageKind, Locale } from '@talad/domain';
import { getSeo } from '@talad/sdk';
import { serverApi } from '../../lib/api.server.ts';
import { seoOrNull, type PageSeo } from '../../lib/seo.ts';
import { remembered } from '../../lib/remembered.ts';
import { settle } from '../../lib/settle.ts';
import { SHELL_ANSWER_TTL_MS } from '../../lib/shell-answers.server.ts';

async function askSeo(kind: ContentPageKind, key: string | undefined, locale: Locale): Promise<PageSeo | null> {
  return seoOrNull(await settle(`GET seo?type=${kind}`, () => getSeo(serverApi, kind, key, { locale }), null), key);
}

/**
 * A page kind's own SEO record (home, blog, flash sale…: a handful per language) has no runtime writer: kept as long as
 * the menu, one API call fewer per render. Records by key (a product, a category: thousands) are asked each time, so
 * nothing here grows with the catalogue; no record, or a failure, is not kept.
 */
const kindSeoFor = remembered(
  SHELL_ANSWER_TTL_MS,
  (kindInLocale: `${ContentPageKind} ${Locale}`) => {
    const [kind, locale] = kindInLocale.split(' ') as [ContentPageKind, Locale];
    return askSeo(kind, undefined, locale);
  },
  (seo) => seo !== null,
);

/** The SEO record of a page kind (or of one key of it) from GET seo; null when there is none or the API is away. */
export function loadSeo(kind: ContentPageKind, key: string | undefined, locale: Locale): Promise<PageSeo | null> {
  return key === undefined ? kindSeoFor(`${kind} ${locale}`) : askSeo(kind, key, locale);
}
