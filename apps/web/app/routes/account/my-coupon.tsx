import { MY_COUPON_STATUSES, type MyCouponStatus } from '@talad/domain';
import { getMyCouponCount, getMyCoupons } from '@talad/sdk';
import { Link, useSearchParams } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { useMemberData } from '../../features/account/use-member-data.ts';
import { CouponTicket } from '../../features/coupon/coupon-ticket.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { privateMeta } from '../../lib/private-meta.ts';
import { useLocalHref } from '../../lib/use-locale.ts';

export const meta = privateMeta('myCoupon.title', 'myCoupon.intro');

const PAGE_SIZE = 50;

function statusOf(value: string | null): MyCouponStatus {
  return MY_COUPON_STATUSES.find((status) => status === value) ?? 'available';
}

/** /account/my-coupon: the coupons I collected in three tabs (available, used, expired) with their counts. */
export default function MyCouponPage() {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const count = useMemberData('GET users/me/my-coupon/count', (api, locale) => getMyCouponCount(api, { locale }));
  const coupons = useMemberData(`GET users/me/my-coupon ${status}`, (api, locale) =>
    getMyCoupons(api, { status, size: PAGE_SIZE }, { locale }),
  );

  return (
    <AccountPage title={t('myCoupon.title')} intro={t('myCoupon.intro')} testId="my-coupons">
      <div role="tablist" aria-label={t('myCoupon.tabs')} className="flex gap-1 overflow-x-auto border-b border-gray-200">
        {MY_COUPON_STATUSES.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`my-coupon-tab-${tab}`}
            aria-selected={tab === status}
            aria-controls="my-coupon-panel"
            onClick={() => setSearch(tab === 'available' ? {} : { status: tab }, { replace: true, preventScrollReset: true })}
            className={`shrink-0 border-b-2 px-4 py-2 text-sm font-semibold ${tab === status ? 'border-primary text-primary' : 'border-transparent text-gray-600 hover:text-gray-900'}`}
          >
            {t(`myCoupon.tab.${tab}`, { count: count.data?.[tab] ?? 0 })}
          </button>
        ))}
      </div>
      <div id="my-coupon-panel" role="tabpanel" aria-labelledby={`my-coupon-tab-${status}`} className="mt-4">
        {coupons.status === 'loading' && (
          <div
            role="status"
            aria-label={t('account.loading')}
            className="h-32 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none"
          />
        )}
        {coupons.status === 'failed' && (
          <p role="alert" className="text-sm text-error-strong">
            {t('account.loadFailed')}
          </p>
        )}
        {coupons.data && coupons.data.items.length === 0 && (
          <div className="py-8 text-center">
            <p className="text-gray-600">{t(`myCoupon.none.${status}`)}</p>
            <Link to={localHref('/coupon')} className="btn btn-primary mt-4">
              {t('myCoupon.collectMore')}
            </Link>
          </div>
        )}
        {coupons.data && coupons.data.items.length > 0 && (
          <ul className="grid gap-3 lg:grid-cols-2">
            {coupons.data.items.map((coupon) => (
              <li key={coupon.id}>
                <CouponTicket
                  coupon={coupon}
                  muted={coupon.status !== 'available'}
                  action={
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${coupon.status === 'available' ? 'bg-success/15 text-success-strong' : 'bg-gray-100 text-gray-600'}`}
                    >
                      {t(`myCoupon.status.${coupon.status}`)}
                    </span>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </AccountPage>
  );
}
