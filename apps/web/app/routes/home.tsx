import { getSeo } from '@talad/sdk';
import { CategoryGrid } from '../features/catalog/category-grid.tsx';
import { HeroBanner } from '../features/content/hero-banner.tsx';
import { serverApi } from '../lib/api.server.ts';
import { i18nFor } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { mediaUrl } from '../lib/media.ts';
import { brandNameOf, pageMeta, seoOrNull, shellDataOf } from '../lib/seo.ts';
import { settle } from '../lib/settle.ts';
import { useBrand, useShellData } from '../lib/shell-data.ts';
import type { Route } from './+types/home';

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const answer = await settle('GET seo?type=home', () => getSeo(serverApi, 'home', undefined, { locale }), null);
  return { seo: seoOrNull(answer) };
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  const shell = shellDataOf(matches);
  const { t } = i18nFor(localeFromPath(location.pathname));
  const seo = data?.seo;
  return pageMeta({
    title: seo?.title || t('home.title', { name: brandNameOf(shell) }),
    fullTitle: true,
    description: seo?.description || t('home.description'),
    keywords: seo?.keywords,
    image: seo?.image && shell ? mediaUrl(seo.image, shell.config.apiUrl) : null,
    pathname: location.pathname,
    shell,
  });
}

export default function Home() {
  const brand = useBrand();
  const { menu } = useShellData();
  return (
    <>
      <HeroBanner brand={brand} />
      <CategoryGrid categories={menu.categories} />
    </>
  );
}
