import { getMyBenefit } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { BenefitList } from '../../features/account/benefit-list.tsx';
import { useMemberData } from '../../features/account/use-member-data.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('accountPromotion.title', 'accountPromotion.intro');

/** /account/promotion: the privileges the member's tier gives now (GET users/me/my-benefit). */
export default function MyPromotions() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const benefit = useMemberData('GET users/me/my-benefit', (api, locale) => getMyBenefit(api, { locale }));
  return (
    <AccountPage title={t('accountPromotion.title')} intro={t('accountPromotion.intro')} testId="my-promotions" status={benefit.status}>
      {benefit.data && (
        <div className="space-y-4">
          <BenefitList title={t('accountPromotion.forTier', { tier: benefit.data.tier_name })} benefits={benefit.data.benefits} />
          {benefit.data.benefits.length === 0 && <p className="text-sm text-gray-600">{t('accountPromotion.none')}</p>}
          <Link to={to('/account/member-ship')} className="btn btn-outline">
            {t('accountPromotion.seeMembership')}
          </Link>
        </div>
      )}
    </AccountPage>
  );
}
