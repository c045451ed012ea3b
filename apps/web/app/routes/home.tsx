import { data } from 'react-router';
import { CategoryGrid } from '../features/catalog/category-grid.tsx';
import { ContentBlocks } from '../features/content/content-blocks.tsx';
import { loadContentPage } from '../features/content/content-page.server.ts';
import { HeroBanner } from '../features/content/hero-banner.tsx';
import { loadSeo } from '../features/seo/page-seo.server.ts';
import { routeMeta } from '../features/seo/route-meta.ts';
import { i18nFor } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { brandNameOf, shellDataOf } from '../lib/seo.ts';
import { useBrand, useShellData } from '../lib/shell-data.ts';
import type { Route } from './+types/home';
import { loaderHeadersOnly, PREVIEW_HEADERS } from '../lib/preview.ts';

/** Home (/ and /m): the content page 'home' of the API, every block type, rendered on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname, searchParams } = new URL(request.url);
  const locale = localeFromPath(pathname);
  // A preview link from the back office (decision 0054): the page with its drafts is the staff's, kept and indexed by none.
  const preview = searchParams.get('preview') ?? undefined;
  const [content, seo] = await Promise.all([loadContentPage('home', undefined, locale, preview), loadSeo('home', undefined, locale)]);
  return preview ? data({ content, seo }, { headers: PREVIEW_HEADERS }) : { content, seo };
}

export const headers: Route.HeadersFunction = loaderHeadersOnly;

export function meta({ data, matches, location }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  const name = brandNameOf(shellDataOf(matches));
  const meta = routeMeta({ location, matches, title: t('home.title', { name }), description: t('home.description'), seo: data?.seo });
  // The home title is already complete: drop the "| brand" pageMeta appends.
  return meta.map((entry) => ('title' in entry && !data?.seo?.title ? { title: t('home.title', { name }) } : entry));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const brand = useBrand();
  const { menu } = useShellData();
  const { content } = loaderData;
  if (content) {
    return (
      <>
        <h1 className="sr-only">{content.page.title || brand.name}</h1>
        <ContentBlocks blocks={content.page.blocks} data={content.blockData} />
      </>
    );
  }
  // The API had no home page for us: the brand's own opening and the categories still make a usable home.
  return (
    <>
      <HeroBanner brand={brand} />
      <CategoryGrid categories={menu.categories} />
    </>
  );
}
