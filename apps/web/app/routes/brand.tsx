import { getBrand } from '@talad/sdk';
import { Breadcrumb } from '../features/catalog/breadcrumb.tsx';
import { ListingBanner } from '../features/catalog/listing-banner.tsx';
import { loadListingPage } from '../features/catalog/listing.server.ts';
import { ListingView } from '../features/catalog/listing-view.tsx';
import { routeMeta, snippet } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { settleAnswer } from '../lib/settle.ts';
import type { Route } from './+types/brand';

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { subject: brand, ...page } = await loadListingPage(request, locale, {
    fixed: { brand: [params.slug] },
    seo: { kind: 'brand', key: params.slug },
    path: `/brand/${params.slug}`,
    subject: () => settleAnswer(`GET brands/${params.slug}`, () => getBrand(serverApi, params.slug, { locale })),
  });
  return { brand, ...page };
}

export function meta({ data: page, location, matches }: Route.MetaArgs) {
  if (!page) return [];
  const { t } = i18nFor(localeFromPath(location.pathname));
  return routeMeta({
    location,
    matches,
    title: page.brand.name,
    description: snippet(page.brand.description),
    seo: page.seo,
    image: page.brand.banner,
    trail: [{ label: t('brands.title'), path: '/brand' }, { label: page.brand.name }],
  });
}

export default function BrandRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brand, listing, problem } = loaderData;
  return (
    <ListingView
      title={brand.name}
      listing={listing}
      problem={problem}
      fixed={['brand']}
      header={
        <>
          <Breadcrumb trail={[{ label: t('brands.title'), path: '/brand' }, { label: brand.name }]} />
          <ListingBanner image={brand.banner} alt={brand.name} />
          <p className="mt-3 max-w-3xl text-sm text-gray-700">
            {brand.is_thai && (
              <span className="mr-2 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary">{t('brands.thai')}</span>
            )}
            {brand.description}
          </p>
        </>
      }
    />
  );
}
