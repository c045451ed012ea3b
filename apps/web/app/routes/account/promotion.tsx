import { getMyBenefit } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { BenefitList } from '../../features/account/benefit-list.tsx';
import { useMemberData } from '../../features/account/use-member-data.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { pageOf } from '../../features/catalog/listing-url.ts';
import { NotificationList } from '../../features/notification/notification-list.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

/** The list shares the page with more: shorter pages keep the rest near. */
const SHORT_PAGE = 10;

export const meta = privateMeta('accountPromotion.title', 'accountPromotion.intro');

/**
 * /account/promotion ("My promotions"; its contents are not shown by the spec): the promotions the shop sent the
 * member (their promotion notifications, marked read once opened, spec §4), then the privileges their tier gives now
 * (GET users/me/my-benefit).
 */
export default function MyPromotions() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const { search } = useLocation();
  const benefit = useMemberData('GET users/me/my-benefit', (api, locale) => getMyBenefit(api, { locale }));
  return (
    <AccountPage title={t('accountPromotion.title')} intro={t('accountPromotion.intro')} testId="my-promotions">
      <div className="space-y-6">
        <section aria-labelledby="sent-promotions" className="space-y-3">
          <h2 id="sent-promotions" className="text-lg font-semibold text-gray-900">
            {t('accountPromotion.listTitle')}
          </h2>
          <NotificationList
            kind="promotion"
            size={SHORT_PAGE}
            page={pageOf(new URLSearchParams(search))}
            label={t('accountPromotion.listTitle')}
          />
        </section>
        {benefit.status === 'failed' && (
          <p role="alert" className="text-sm text-error-strong">
            {t('account.loadFailed')}
          </p>
        )}
        {benefit.data && (
          <div className="space-y-4">
            <BenefitList title={t('accountPromotion.forTier', { tier: benefit.data.tier_name })} benefits={benefit.data.benefits} />
            {benefit.data.benefits.length === 0 && <p className="text-sm text-gray-600">{t('accountPromotion.none')}</p>}
            <Link to={to('/account/member-ship')} className="btn btn-outline">
              {t('accountPromotion.seeMembership')}
            </Link>
          </div>
        )}
      </div>
    </AccountPage>
  );
}
