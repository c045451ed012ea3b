import { loadWrittenRows } from '../features/content/content.server.ts';
import { WrittenList } from '../features/content/written-list.tsx';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/live-shows';

/** Live shows of the live TV page (issue #27 item 6, decision 0060): newest written first, in tabs by status. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  return loadWrittenRows(api, 'live-shows', new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'content.lives');

export default function LiveShows({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <WrittenList
      current="/content/lives"
      label={t('content.lives')}
      newTo="/content/lives/new"
      newLabel={t('content.newLive')}
      status={loaderData.status}
      page={loaderData.page}
      shopPathOf={(slug) => `/live-tv?stream=${slug}`}
    />
  );
}
