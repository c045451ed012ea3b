import { getBrands } from '@talad/sdk';
import { Link } from 'react-router';
import { Breadcrumb } from '../features/catalog/breadcrumb.tsx';
import { Picture } from '../features/media/picture.tsx';
import { loadSeo } from '../features/seo/page-seo.server.ts';
import { routeMeta } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { i18nFor, useTranslation } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { optionalData } from '../lib/settle.ts';
import { useLocalHref } from '../lib/use-locale.ts';
import type { Route } from './+types/brands';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [brands, seo] = await Promise.all([
    optionalData('GET brands', () => getBrands(serverApi, { locale }), []),
    loadSeo('brand', undefined, locale),
  ]);
  return { brands, seo };
}

export function meta({ data: page, location, matches }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  return routeMeta({
    location,
    matches,
    title: t('brands.title'),
    description: t('brands.description'),
    seo: page?.seo,
    trail: [{ label: t('brands.title') }],
  });
}

export default function BrandsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb trail={[{ label: t('brands.title') }]} />
      <h1 className="mt-2 text-2xl font-bold">{t('brands.title')}</h1>
      <p className="mt-1 text-gray-600">{t('brands.description')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {loaderData.brands.map((brand, index) => (
          <li key={brand.slug}>
            <Link
              to={localHref(`/brand/${encodeURIComponent(brand.slug)}`)}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-gray-200 p-3 text-center hover:border-primary hover:shadow-md"
            >
              <Picture
                src={brand.logo}
                alt=""
                width={160}
                height={80}
                sizes="128px"
                priority={index < 6}
                className="h-16 w-32 rounded-lg bg-gray-50 object-cover"
              />
              <span className="font-semibold text-gray-900">{brand.name}</span>
              <span className="text-xs text-gray-500">{t('brands.products', { count: brand.product_count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
