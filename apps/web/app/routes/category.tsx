import { getCategory } from '@talad/sdk';
import { data } from 'react-router';
import { Breadcrumb } from '../features/catalog/breadcrumb.tsx';
import { categoryTrail } from '../features/catalog/trails.ts';
import { loadListing } from '../features/catalog/listing.server.ts';
import { ListingView } from '../features/catalog/listing-view.tsx';
import { SubcategoryLinks } from '../features/catalog/subcategory-links.tsx';
import { loadSeo } from '../features/seo/page-seo.server.ts';
import { routeMeta, snippet } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { settle } from '../lib/settle.ts';
import { redirectIfRetired } from '../shell/retired-redirect.ts';
import type { Route } from './+types/category';

/** /:category is a one-segment catch-all: a slug that is no category answers the not-found page with 404. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  redirectIfRetired(pathname);
  const locale = localeFromPath(pathname);
  const slug = params.category;
  const [category, result, seo] = await Promise.all([
    settle(`GET categories/${slug}`, () => getCategory(serverApi, slug, { locale }), null),
    loadListing(request, { category: slug }, locale),
    loadSeo('category', slug, locale),
  ]);
  if (!category) throw data(`Page Not Found: /${slug}`, { status: 404 });
  return { category, ...result, seo };
}

export function meta({ data: page, location, matches }: Route.MetaArgs) {
  if (!page) return [];
  return routeMeta({
    location,
    matches,
    title: page.category.name,
    description: snippet(page.category.description),
    seo: page.seo,
    image: page.category.banner,
    trail: categoryTrail(page.category),
  });
}

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const { category, listing, problem } = loaderData;
  return (
    <ListingView
      title={category.name}
      listing={listing}
      problem={problem}
      fixed={['category']}
      header={
        <>
          <Breadcrumb trail={categoryTrail(category)} />
          <SubcategoryLinks categories={category.children} />
        </>
      }
    />
  );
}
