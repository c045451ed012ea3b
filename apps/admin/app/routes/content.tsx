import { CONTENT_STATUSES } from '@talad/domain';
import { Link } from 'react-router';
import { loadBlogPosts } from '../features/content/content.server.ts';
import { ContentTabs } from '../features/content/content-tabs.tsx';
import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import { KeysetPager } from '../ui/keyset-pager.tsx';
import type { Route } from './+types/content';

/** Blog posts (issue #27 item 6, decision 0055): newest written first in keyset pages, in tabs by status; a new one from here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = allowedTo(context, 'content.write');
  return loadBlogPosts(api, new URL(request.url).searchParams);
}

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, 'content.blog');

export default function Content({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  const format = useFormat();
  const { status, page } = loaderData;
  const tab = (to: string, label: string, current: boolean) => (
    <Link
      key={to}
      to={to}
      className={`btn min-h-11 ${current ? 'btn-primary' : 'btn-outline'}`}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </Link>
  );
  return (
    <>
      <ContentTabs current="/content" />
      <nav className="mt-2 flex flex-wrap gap-2" aria-label={t('content.statuses')}>
        {tab('?', t('content.status.all'), status === null)}
        {CONTENT_STATUSES.map((each) => tab(`?status=${each}`, t(`content.status.${each}`), each === status))}
      </nav>
      <p className="mt-4">
        <Link to="/content/blog/new" className="btn btn-outline min-h-11">
          {t('content.newPost')}
        </Link>
      </p>
      <section className="mt-4" aria-label={t('content.blog')}>
        {page.items.length === 0 ? (
          <p className="card p-6 text-center text-muted">{t('content.empty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {page.items.map((post) => (
              <li key={post.id}>
                <Link to={`/content/blog/${post.id}`} className="card block h-full p-4 hover:border-accent">
                  <span className="block font-semibold break-words text-accent">{post.title[language]}</span>
                  <span className="block text-sm text-muted break-all">/blog/{post.slug}</span>
                  <span className="block text-sm">
                    {t(`content.status.${post.status}`)}
                    {post.published_at && ` · ${t('content.shownFrom', { at: format.moment(post.published_at) })}`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <KeysetPager nextCursor={page.next_cursor} total={page.approximate_total} exact={page.total_exact} label={t('lists.pages')} />
      </section>
    </>
  );
}
