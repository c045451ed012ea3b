import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { pageHref, pageWindow } from './listing-url.ts';

const pageLink = 'inline-flex h-[38px] min-w-[38px] items-center justify-center rounded-md border px-3 text-sm font-semibold';

/** Page links kept in the URL (?page=), so every page of results can be opened, shared and indexed. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const params = new URLSearchParams(search);
  const href = (target: number) => pageHref(pathname, params, target);
  return (
    <nav aria-label={t('listing.pages')} className="mt-8 flex flex-wrap items-center justify-center gap-1.5">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={`${pageLink} border-gray-300 text-gray-700 hover:border-primary`}>
          {t('listing.previous')}
        </Link>
      )}
      {pageWindow(page, totalPages).map((target, index) =>
        target === null ? (
          <span key={`gap-${index}`} className="px-1 text-gray-500" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={target}
            to={href(target)}
            aria-current={target === page ? 'page' : undefined}
            aria-label={t('listing.page', { page: target })}
            className={`${pageLink} ${target === page ? 'border-primary bg-primary text-white' : 'border-gray-300 text-gray-700 hover:border-primary'}`}
          >
            {target}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link to={href(page + 1)} rel="next" className={`${pageLink} border-gray-300 text-gray-700 hover:border-primary`}>
          {t('listing.next')}
        </Link>
      )}
    </nav>
  );
}
