import { getAboutPage } from '@talad/sdk';
import { blockPageMeta } from '../features/content/block-page-meta.ts';
import { ContentBlocks } from '../features/content/content-blocks.tsx';
import { loadBlockPage } from '../features/content/content-page.server.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import type { Route } from './+types/about';

/** /a/:about inside the about layout: a content page of kind about-us keyed by its slug. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return loadBlockPage(
    {
      what: `GET about ${params.about}`,
      call: () => getAboutPage(serverApi, params.about, { locale }),
      path: `/a/${params.about}`,
      seo: { kind: 'about-us', key: params.about },
    },
    locale,
  );
}

export function meta({ data, location, matches }: Route.MetaArgs) {
  return blockPageMeta(data, { location, matches });
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
