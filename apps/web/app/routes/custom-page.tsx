import { getCustomPage } from '@talad/sdk';
import { data } from 'react-router';
import { blockPageMeta } from '../features/content/block-page-meta.ts';
import { ContentBlocks } from '../features/content/content-blocks.tsx';
import { loadBlockPage } from '../features/content/content-page.server.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { loaderHeadersOnly, PREVIEW_HEADERS } from '../lib/preview.ts';
import type { Route } from './+types/custom-page';

/** /p/:custom: GET custom-page/{name} (spec §7); no such page is the not-found page (§8), an API that fails the try-again page. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { pathname, searchParams } = new URL(request.url);
  const locale = localeFromPath(pathname);
  // A draft's preview link from the back office (decision 0060): the page is the staff's, kept by no cache, indexed by none.
  const preview = searchParams.get('preview') ?? undefined;
  const loaded = await loadBlockPage(
    {
      what: `GET custom-page/${params.custom}`,
      call: () => getCustomPage(serverApi, params.custom, { locale, ...(preview ? { preview } : {}) }),
      path: `/p/${params.custom}`,
      seo: { kind: 'custom-page', key: params.custom },
    },
    locale,
  );
  return preview ? data(loaded, { headers: PREVIEW_HEADERS }) : loaded;
}

export const headers: Route.HeadersFunction = loaderHeadersOnly;

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
