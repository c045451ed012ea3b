import { httpStatusOf, isError } from '@talad/domain';
import { getCategory } from '@talad/sdk';
import { Breadcrumb } from '../features/catalog/breadcrumb.tsx';
import { categoryTrail } from '../features/catalog/trails.ts';
import { loadListingPage } from '../features/catalog/listing.server.ts';
import { ListingView } from '../features/catalog/listing-view.tsx';
import { SubcategoryLinks } from '../features/catalog/subcategory-links.tsx';
import { routeMeta, snippet } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { settleAnswer } from '../lib/settle.ts';
import { redirectIfRetired } from '../shell/retired-redirect.ts';
import type { Route } from './+types/category';

/** /:category is a one-segment catch-all: a slug that is no category answers the not-found page with 404. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  redirectIfRetired(pathname);
  const locale = localeFromPath(pathname);
  const slug = params.category;
  const { subject: category, ...page } = await loadListingPage(request, locale, {
    fixed: { category: slug },
    seo: { kind: 'category', key: slug },
    path: `/${slug}`,
    subject: async (listing) => {
      const answer = await listing;
      // The listing carries its category. One refused for something else (a bad filter in the URL) leaves it to ask;
      // an unknown category, or an API that failed, is answered as it is (not found, or try again).
      if (answer.is_success) return { ...answer, data: answer.data?.category ?? null };
      if (isError(answer, 'CATEGORY_NOT_FOUND') || httpStatusOf(answer.status_code) >= 500) return { ...answer, data: null };
      return settleAnswer(`GET categories/${slug}`, () => getCategory(serverApi, slug, { locale }));
    },
  });
  return { category, ...page };
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
