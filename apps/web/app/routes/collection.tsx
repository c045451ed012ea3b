import { getCollection } from '@talad/sdk';
import { Breadcrumb } from '../features/catalog/breadcrumb.tsx';
import { ListingBanner } from '../features/catalog/listing-banner.tsx';
import { loadListingPage } from '../features/catalog/listing.server.ts';
import { ListingView } from '../features/catalog/listing-view.tsx';
import { routeMeta, snippet } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { settleAnswer } from '../lib/settle.ts';
import type { Route } from './+types/collection';

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { subject: collection, ...page } = await loadListingPage(request, locale, {
    fixed: { collection: params.name },
    seo: { kind: 'product-collection', key: params.name },
    path: `/collection/${params.name}`,
    subject: () => settleAnswer(`GET collections/${params.name}`, () => getCollection(serverApi, params.name, { locale })),
  });
  return { collection, ...page };
}

export function meta({ data: page, location, matches }: Route.MetaArgs) {
  if (!page) return [];
  const { collection } = page;
  return routeMeta({
    location,
    matches,
    title: collection.name,
    description: snippet(collection.description),
    seo: page.seo,
    image: collection.banner,
    trail: [{ label: collection.name }],
  });
}

export default function CollectionRoute({ loaderData }: Route.ComponentProps) {
  const { collection, listing, problem } = loaderData;
  return (
    <ListingView
      title={collection.name}
      listing={listing}
      problem={problem}
      fixed={['collection']}
      header={
        <>
          <Breadcrumb trail={[{ label: collection.name }]} />
          <ListingBanner image={collection.banner} alt={collection.name} />
          <p className="mt-3 max-w-3xl text-sm text-gray-700">{collection.description}</p>
        </>
      }
    />
  );
}
