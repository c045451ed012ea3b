import { getCustomPage } from '@talad/sdk';
import { ContentBlocks } from '../features/content/content-blocks.tsx';
import { loadBlockData } from '../features/content/content-page.server.ts';
import { loadSeo } from '../features/seo/page-seo.server.ts';
import { routeMeta } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { requiredData } from '../lib/settle.ts';
import type { Route } from './+types/custom-page';

/** /p/:custom: GET custom-page/{name} (spec §7); no such page is the not-found page (§8), an API that fails the try-again page. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const [page, seo] = await Promise.all([
    requiredData(`GET custom-page/${params.custom}`, () => getCustomPage(serverApi, params.custom, { locale }), `/p/${params.custom}`),
    loadSeo('custom-page', params.custom, locale),
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

export default function CustomPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mx-auto max-w-6xl px-4 pt-6 text-2xl font-bold">{loaderData.page.title}</h1>
      <ContentBlocks blocks={loaderData.page.blocks} data={loaderData.blockData} />
    </>
  );
}
