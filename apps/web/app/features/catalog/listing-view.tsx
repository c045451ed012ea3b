import type { ProductListing } from '@talad/sdk';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { useDevice } from '../../lib/use-device.tsx';
import { FilterPanel, type FixedField } from './filter-panel.tsx';
import { ProductGrid } from './product-card.tsx';
import { Pagination } from './pagination.tsx';
import { SortLinks } from './sort-links.tsx';

interface ListingViewProps {
  title: string;
  /** Breadcrumb, banner or intro shown above the results. */
  header?: ReactNode;
  listing: ProductListing | null;
  /** The listing's total is the least there are (a search ranks a bounded set of hits): shown as "120+". */
  more?: boolean;
  problem: string | null;
  fixed?: FixedField[];
  searching?: boolean;
  /** What to say when nothing is found; by default, that the filters found nothing, and a way to clear them. */
  empty?: ReactNode;
}

function Results({ listing, empty }: { listing: ProductListing; empty: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (listing.items.length === 0 && empty) return empty;
  if (listing.items.length === 0) {
    return (
      <div className="rounded-xl bg-gray-50 p-8 text-center text-gray-600">
        <p>{t('listing.empty')}</p>
        <Link to={pathname} className="btn btn-outline mt-4">
          {t('listing.clearFilters')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ProductGrid products={listing.items} eager={listing.page === 1 ? 2 : 0} />
      <Pagination page={listing.page} totalPages={listing.total_pages} />
    </>
  );
}

/**
 * The filters: open on desktop, folded on phones (first guess from the user agent, then from the width). On a phone a
 * filter chosen folds them again and brings their heading into view, so the results it changed are on screen (open,
 * the long list had pushed them below the fold after every tap).
 */
function FilterSheet({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { isMobile } = useDevice();
  const [open, setOpen] = useState(!isMobile);
  const heading = useRef<HTMLElement>(null);
  const filters = useRef(search);
  useEffect(() => {
    if (!isMobile) return setOpen(true);
    setOpen(false);
    if (filters.current === search) return;
    filters.current = search;
    heading.current?.scrollIntoView({ block: 'nearest' });
  }, [isMobile, search]);
  return (
    <details
      className="group rounded-lg border border-gray-200 px-3 md:border-0 md:px-0"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary ref={heading} className="flex h-11 cursor-pointer items-center justify-between font-semibold md:hidden">
        {t('filter.title')}
        <span aria-hidden="true" className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      {children}
    </details>
  );
}

/** A product listing page (category, brand, collection, search): filters, sort, result count, grid, pages. */
export function ListingView({ title, header, listing, more = false, problem, fixed, searching = false, empty }: ListingViewProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      {header}
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {listing && (
          <p role="status" className="text-sm text-gray-600">
            {t(more ? 'listing.countAtLeast' : 'listing.count', { count: listing.total, formatted: listing.total.toLocaleString() })}
          </p>
        )}
      </div>
      {problem && (
        <div role="alert" className="mt-4 rounded-lg border border-error/40 bg-error/5 p-4 text-sm text-gray-800">
          <p>{problem}</p>
          <Link to={pathname} className="mt-2 inline-block font-semibold text-primary underline">
            {t('listing.clearFilters')}
          </Link>
        </div>
      )}
      {listing && (
        <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[220px_minmax(0,1fr)]">
          <aside aria-label={t('filter.title')}>
            <FilterSheet>
              <FilterPanel facets={listing.facets} fixed={fixed} />
            </FilterSheet>
          </aside>
          <section aria-label={t('listing.results')}>
            <SortLinks current={listing.sort} searching={searching} />
            <div className="mt-4">
              <Results listing={listing} empty={empty} />
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
