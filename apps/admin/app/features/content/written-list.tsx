import type { AdminContentRows } from '@talad/contract';
import { CONTENT_STATUSES, type ContentStatus } from '@talad/domain';
import { Link } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { KeysetPager } from '../../ui/keyset-pager.tsx';
import { ContentTabs, type ContentTab } from './content-tabs.tsx';

/**
 * The list screen of one kind of written content (blog posts, custom pages, live shows): tabs by status, newest
 * written first in keyset pages, a new one from here; each card opens its screen at `{current}/{id}`.
 */
export function WrittenList({
  current,
  label,
  newTo,
  newLabel,
  status,
  page,
  shopPathOf,
}: {
  current: ContentTab;
  label: string;
  newTo: string;
  newLabel: string;
  status: ContentStatus | null;
  page: AdminContentRows;
  shopPathOf: (slug: string) => string;
}) {
  const { t, language } = useT();
  const format = useFormat();
  const tab = (to: string, text: string, here: boolean) => (
    <Link key={to} to={to} className={`btn min-h-11 ${here ? 'btn-primary' : 'btn-outline'}`} aria-current={here ? 'page' : undefined}>
      {text}
    </Link>
  );
  const base = current === '/content' ? '/content/blog' : current;
  return (
    <>
      <ContentTabs current={current} />
      <nav className="mt-2 flex flex-wrap gap-2" aria-label={t('content.statuses')}>
        {tab('?', t('content.status.all'), status === null)}
        {CONTENT_STATUSES.map((each) => tab(`?status=${each}`, t(`content.status.${each}`), each === status))}
      </nav>
      <p className="mt-4">
        <Link to={newTo} className="btn btn-outline min-h-11">
          {newLabel}
        </Link>
      </p>
      <section className="mt-4" aria-label={label}>
        {page.items.length === 0 ? (
          <p className="card p-6 text-center text-muted">{t('content.empty')}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {page.items.map((item) => (
              <li key={item.id}>
                <Link to={`${base}/${item.id}`} className="card block h-full p-4 hover:border-accent">
                  <span className="block font-semibold break-words text-accent">{item.title[language]}</span>
                  <span className="block text-sm text-muted break-all">{shopPathOf(item.slug)}</span>
                  <span className="block text-sm">
                    {t(`content.status.${item.status}`)}
                    {item.published_at && ` · ${t('content.shownFrom', { at: format.moment(item.published_at) })}`}
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
