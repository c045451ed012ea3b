import { loadWrittenRows } from '../features/content/content.server.ts';
import { WrittenList } from '../features/content/written-list.tsx';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/content-pages';

/** Custom pages at /p/… (issue #27 item 6, decision 0060): newest first in keyset pages, in tabs by status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  return loadWrittenRows(api, 'custom-pages', new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'content.pages');

export default function ContentPages({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <WrittenList
      current="/content/pages"
      label={t('content.pages')}
      newTo="/content/pages/new"
      newLabel={t('content.newPage')}
      status={loaderData.status}
      page={loaderData.page}
      shopPathOf={(slug) => `/p/${slug}`}
    />
  );
}
