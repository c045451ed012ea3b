import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { sortsFor } from './listing-filters.ts';
import { withParam } from './listing-url.ts';

/**
 * The sort orders as links (?sort=), the current one marked; the first is the default and needs no parameter. A list
 * with orders of its own (the wish list's order_by) names them and its parameter.
 */
export function SortLinks({
  current,
  searching = false,
  orders,
  field = 'sort',
}: {
  current: string;
  searching?: boolean;
  orders?: readonly string[];
  field?: string;
}) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const sorts: readonly string[] = orders ?? sortsFor(searching);
  return (
    <nav aria-label={t('listing.sortBy')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex items-center gap-1.5 text-sm whitespace-nowrap">
        <li className="pr-1 text-gray-500" aria-hidden="true">
          {t('listing.sortBy')}
        </li>
        {sorts.map((sort) => (
          <li key={sort}>
            <Link
              to={withParam(pathname, params, field, sort)}
              replace
              preventScrollReset
              aria-current={sort === current ? 'true' : undefined}
              className="inline-flex h-8 items-center rounded-full border border-gray-300 px-3 text-gray-700 hover:border-primary aria-[current=true]:border-primary aria-[current=true]:bg-primary aria-[current=true]:text-white"
            >
              {t(`sort.${sort}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
