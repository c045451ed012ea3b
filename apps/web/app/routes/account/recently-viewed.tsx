import { getRecentlyViewed } from '@talad/sdk';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { useMemberData } from '../../features/account/use-member-data.ts';
import { Pagination } from '../../features/catalog/pagination.tsx';
import { ProductGrid } from '../../features/catalog/product-card.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { privateMeta } from '../../lib/private-meta.ts';

/** Products per page: four rows of a desktop grid of five. */
const PAGE_SIZE = 20;

export const meta = privateMeta('recentlyViewed.title', 'recentlyViewed.intro');

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /account/my-recently-view: the products this session viewed, newest first (GET my-recently-view/products). */
export default function RecentlyViewed() {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const page = pageOf(useSearchParams()[0].get('page'));
  const viewed = useMemberData(`GET my-recently-view/products ${page}`, (api, locale) =>
    getRecentlyViewed(api, { page, size: PAGE_SIZE }, { locale }),
  );
  return (
    <AccountPage title={t('recentlyViewed.title')} intro={t('recentlyViewed.intro')} testId="recently-viewed" status={viewed.status}>
      {viewed.data && viewed.data.items.length === 0 && (
        <div className="py-8 text-center">
          <p className="text-gray-600">{t('recentlyViewed.none')}</p>
          <Link to={localHref('/')} className="btn btn-primary mt-4">
            {t('recentlyViewed.shop')}
          </Link>
        </div>
      )}
      {viewed.data && viewed.data.items.length > 0 && (
        <>
          <p className="mb-3 text-sm text-gray-600">{t('recentlyViewed.count', { count: viewed.data.total })}</p>
          <ProductGrid products={viewed.data.items} />
          <Pagination page={viewed.data.page} totalPages={viewed.data.total_pages} />
        </>
      )}
    </AccountPage>
  );
}
