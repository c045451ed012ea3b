import { getCollection } from '@talad/sdk';
import { data } from 'react-router';
import { Breadcrumb } from '../features/catalog/breadcrumb.tsx';
import { ListingBanner } from '../features/catalog/listing-banner.tsx';
import { loadListing } from '../features/catalog/listing.server.ts';
import { ListingView } from '../features/catalog/listing-view.tsx';
import { loadSeo } from '../features/seo/page-seo.server.ts';
import { routeMeta, snippet } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { settle } from '../lib/settle.ts';
import type { Route } from './+types/collection';

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [collection, result, seo] = await Promise.all([
    settle(`GET collections/${params.name}`, () => getCollection(serverApi, params.name, { locale }), null),
    loadListing(request, { collection: params.name }, locale),
    loadSeo('product-collection', params.name, locale),
  ]);
  if (!collection) throw data(`Page Not Found: /collection/${params.name}`, { status: 404 });
  return { collection, ...result, seo };
}

export function meta({ data: page, location, matches }: Route.MetaArgs) {
  if (!page) return [];
  const { collection } = page;
  return routeMeta({ location, matches, title: collection.name, description: snippet(collection.description), seo: page.seo, image: collection.banner, trail: [{ label: collection.name }] });
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
