import type { ContentPage } from '@talad/sdk';
import type { MetaDescriptor } from 'react-router';
import type { PageSeo } from '../../lib/seo.ts';
import { routeMeta, type RouteMetaInput } from '../seo/route-meta.ts';

/** The meta of a page made of content blocks: its title, the SEO entry's description, a one-step trail. */
export function blockPageMeta(
  loaded: { page: ContentPage; seo: PageSeo | null } | undefined,
  route: Pick<RouteMetaInput, 'location' | 'matches'>,
): MetaDescriptor[] {
  if (!loaded) return [];
  return routeMeta({
    ...route,
    title: loaded.page.title,
    description: loaded.seo?.description ?? loaded.page.title,
    seo: loaded.seo,
    trail: [{ label: loaded.page.title }],
  });
}
