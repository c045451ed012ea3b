import { getAboutPage } from '@talad/sdk';
import { ContentBlocks } from '../features/content/content-blocks.tsx';
import { loadBlockData } from '../features/content/content-page.server.ts';
import { loadSeo } from '../features/seo/page-seo.server.ts';
import { routeMeta } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { requiredData } from '../lib/settle.ts';
import type { Route } from './+types/about';

/** /a/:about inside the about layout: a content page of kind about-us keyed by its slug. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [page, seo] = await Promise.all([
    requiredData(`GET about ${params.about}`, () => getAboutPage(serverApi, params.about, { locale }), `/a/${params.about}`),
    loadSeo('about-us', params.about, locale),
  ]);
  return { page, seo, blockData: await loadBlockData(page.blocks, locale) };
}

export function meta({ data: loaded, location, matches }: Route.MetaArgs) {
  if (!loaded) return [];
  return routeMeta({
    location,
    matches,
    title: loaded.page.title,
    description: loaded.seo?.description ?? loaded.page.title,
    seo: loaded.seo,
    trail: [{ label: loaded.page.title }],
  });
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="text-2xl font-bold">{loaderData.page.title}</h1>
      <div className="-mx-4 mt-2">
        <ContentBlocks blocks={loaderData.page.blocks} data={loaderData.blockData} />
      </div>
    </>
  );
}
