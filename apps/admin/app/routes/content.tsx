import { loadWrittenRows } from '../features/content/content.server.ts';
import { WrittenList } from '../features/content/written-list.tsx';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/content';

/** Blog posts (issue #27 item 6, decision 0055): newest written first in keyset pages, in tabs by status; a new one from here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  return loadWrittenRows(api, 'blog-posts', new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'content.blog');

export default function Content({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <WrittenList
      current="/content"
      label={t('content.blog')}
      newTo="/content/blog/new"
      newLabel={t('content.newPost')}
      status={loaderData.status}
      page={loaderData.page}
      shopPathOf={(slug) => `/blog/${slug}`}
    />
  );
}
