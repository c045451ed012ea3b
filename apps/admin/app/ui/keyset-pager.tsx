import { Link, useLocation } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { firstPageQuery, nextPageQuery, previousPageQuery } from './keyset-trail.ts';

/**
 * How many a list holds, as the API counts it: exact up to its cap, else the database's estimate, said as "about N"
 * (an exact count is what stalls other admins' lists at hundreds of thousands of rows). Desk lists that carry no
 * `total_exact` are exact up to 1,000.
 */
export function countText(
  t: (key: string, values?: Record<string, string | number>) => string,
  language: string,
  total: number,
  exact?: boolean,
) {
  const count = new Intl.NumberFormat(language === 'th' ? 'th-TH' : 'en-US').format(total);
  return t((exact ?? total <= 1000) ? 'lists.count' : 'lists.aboutCount', { count: total, shown: count });
}

/** A keyset list's foot: how many, and first / previous / next as links (the address holds the place: keyset-trail.ts). */
export function KeysetPager({
  nextCursor,
  total,
  exact,
  label,
}: {
  nextCursor: string | null;
  total: number;
  exact?: boolean;
  label: string;
}) {
  const { t, language } = useT();
  const search = new URLSearchParams(useLocation().search);
  const first = firstPageQuery(search);
  const previous = previousPageQuery(search);
  const next = nextPageQuery(search, nextCursor);
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {countText(t, language, total, exact)}
      </p>
      <div className="flex flex-wrap gap-2">
        {first && previous !== first && (
          <Link to={first} className="btn btn-outline">
            {t('lists.first')}
          </Link>
        )}
        {previous && (
          <Link to={previous} className="btn btn-outline" rel="prev">
            {t('lists.previous')}
          </Link>
        )}
        {next && (
          <Link to={next} className="btn btn-outline" rel="next">
            {t('lists.next')}
          </Link>
        )}
      </div>
    </nav>
  );
}
