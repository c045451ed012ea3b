import { FAVORITE_SORTS } from '@talad/domain';
import { getFavoriteProducts, type FavoriteProductsPage } from '@talad/sdk';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { useMemberData } from '../../features/account/use-member-data.ts';
import { PriceAndOptionFilters } from '../../features/catalog/filter-panel.tsx';
import { Pagination } from '../../features/catalog/pagination.tsx';
import { ProductCard } from '../../features/catalog/product-card.tsx';
import { SortLinks } from '../../features/catalog/sort-links.tsx';
import { HeartButton } from '../../features/wish-list/heart-button.tsx';
import { isNarrowed, wishListFiltersFromUrl } from '../../features/wish-list/wish-list-url.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { privateMeta } from '../../lib/private-meta.ts';
import { onCounterInvalidated } from '../../lib/shared-counters.ts';
import { useDevice } from '../../lib/use-device.tsx';
import { useLocalHref } from '../../lib/use-locale.ts';

export const meta = privateMeta('wishList.title', 'wishList.intro');

function WishListGrid({ list }: { list: FavoriteProductsPage }) {
  return (
    <>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-3 lg:grid-cols-4">
        {list.items.map((product) => (
          <li key={product.product_id} className="flex flex-col gap-1.5">
            <ProductCard product={product} heart={false} />
            <HeartButton productCode={product.product_id} productName={product.name} variant="remove" />
          </li>
        ))}
      </ul>
      <Pagination page={list.page} totalPages={list.total_pages} />
    </>
  );
}

/**
 * /account/my-wish-list (spec §2; §7 GET my-favorite/products): the hearted products as listing cards, narrowed by
 * price and options and ordered as the shopper picks, paged; each can be removed here or by its heart.
 */
export default function MyWishList() {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const { pathname, search } = useLocation();
  const device = useDevice();
  const filters = wishListFiltersFromUrl(new URLSearchParams(search));
  const wishList = useMemberData(`GET my-favorite/products ${search}`, (api, locale) => getFavoriteProducts(api, filters, { locale }));
  const { reload } = wishList;
  // A heart taken back on this page (its card's, or its remove button) or in another tab changes the list: read it again.
  useEffect(() => onCounterInvalidated((name) => name === 'favorites' && reload()), [reload]);

  const list = wishList.data;
  return (
    <AccountPage title={t('wishList.title')} intro={t('wishList.intro')} testId="wish-list" status={wishList.status}>
      {list && list.total === 0 && !isNarrowed(filters) ? (
        <div className="py-8 text-center">
          <p className="text-gray-600">{t('wishList.none')}</p>
          <Link to={localHref('/')} className="btn btn-primary mt-4">
            {t('wishList.shop')}
          </Link>
        </div>
      ) : (
        list && (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[200px_minmax(0,1fr)]">
            {/* Open beside the list on wide screens, folded above it on phones (as on listings). */}
            <details className="group rounded-lg border border-gray-200 px-3 lg:border-0 lg:px-0" open={!device.isMobile}>
              <summary className="flex h-11 cursor-pointer items-center justify-between font-semibold lg:hidden">
                {t('filter.title')}
                <span aria-hidden="true" className="transition-transform group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <PriceAndOptionFilters facets={list.facets} />
            </details>
            <section aria-label={t('listing.results')} className="flex flex-col gap-4">
              <p role="status" className="text-sm text-gray-600">
                {t('wishList.count', { count: list.total })}
              </p>
              <SortLinks current={list.order_by} orders={FAVORITE_SORTS} field="order_by" />
              {list.items.length === 0 ? (
                <div className="rounded-xl bg-gray-50 p-8 text-center text-gray-600">
                  <p>{t('listing.empty')}</p>
                  <Link to={pathname} className="btn btn-outline mt-4">
                    {t('listing.clearFilters')}
                  </Link>
                </div>
              ) : (
                <WishListGrid list={list} />
              )}
            </section>
          </div>
        )
      )}
    </AccountPage>
  );
}
