import { getCustomPage } from '@talad/sdk';
import { blockPageMeta } from '../features/content/block-page-meta.ts';
import { ContentBlocks } from '../features/content/content-blocks.tsx';
import { loadBlockPage } from '../features/content/content-page.server.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import type { Route } from './+types/custom-page';

/** /p/:custom: GET custom-page/{name} (spec §7); no such page is the not-found page (§8), an API that fails the try-again page. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return loadBlockPage(
    {
      what: `GET custom-page/${params.custom}`,
      call: () => getCustomPage(serverApi, params.custom, { locale }),
      path: `/p/${params.custom}`,
      seo: { kind: 'custom-page', key: params.custom },
    },
    locale,
  );
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  return blockPageMeta(data, { location, matches });
}

export default function CustomPageRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="mx-auto max-w-6xl px-4 pt-6 text-2xl font-bold">{loaderData.page.title}</h1>
      <ContentBlocks blocks={loaderData.page.blocks} data={loaderData.blockData} />
    </>
  );
}
