import { formatBaht } from '@talad/domain';
import { getMembership, getMyBenefit, type MembershipTierInfo, type MyBenefit } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { AccountPage } from '../../features/account/account-page.tsx';
import { BenefitList } from '../../features/account/benefit-list.tsx';
import { TierName } from '../../features/account/tier-name.tsx';
import { useMemberData } from '../../features/account/use-member-data.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('accountMembership.title', 'accountMembership.intro');

function Progress({ benefit }: { benefit: MyBenefit }) {
  const { t } = useTranslation();
  const { locale } = useFlowPaths();
  return (
    <div
      className="rounded-xl p-5 text-white"
      style={{ background: `linear-gradient(135deg, ${benefit.colour}, #111827)` }}
      data-testid="membership-card"
    >
      <p className="text-sm opacity-90">{t('accountMembership.yourTier')}</p>
      <p className="text-3xl font-bold">{benefit.tier_name}</p>
      <p className="mt-3 text-sm">{t('accountMembership.yearlySpend', { amount: formatBaht(benefit.yearly_spend, locale) })}</p>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-white/30"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={benefit.progress_percent}
        aria-label={t('accountMembership.progress')}
      >
        <div className="h-full rounded-full bg-white" style={{ width: `${benefit.progress_percent}%` }} />
      </div>
      <p className="mt-2 text-sm">
        {benefit.next_tier_name
          ? t('accountMembership.toNext', { amount: formatBaht(benefit.spend_to_next_tier, locale), tier: benefit.next_tier_name })
          : t('accountMembership.topTier')}
      </p>
    </div>
  );
}

function TierTable({ tiers, current }: { tiers: MembershipTierInfo[]; current: string }) {
  const { t } = useTranslation();
  const { locale } = useFlowPaths();
  return (
    <div className="grid gap-3 md:grid-cols-3">
      {tiers.map((tier) => (
        <div
          key={tier.code}
          className={`rounded-xl border p-4 ${tier.code === current ? 'border-primary ring-2 ring-primary/30' : 'border-gray-200'}`}
        >
          <p className="font-bold text-gray-900">
            <TierName name={tier.name} colour={tier.colour} />
          </p>
          <p className="text-xs text-gray-500">{t('accountMembership.minSpend', { amount: formatBaht(tier.min_spend, locale) })}</p>
          <ul className="mt-2 space-y-1 text-sm text-gray-700">
            {tier.benefits.map((benefit) => (
              <li key={benefit}>• {benefit}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** /account/member-ship: the member's tier, progress to the next one, and what each tier gives. */
export default function Membership() {
  const { t } = useTranslation();
  const benefit = useMemberData('GET users/me/my-benefit', (api, locale) => getMyBenefit(api, { locale }));
  const tiers = useMemberData('GET masters/membership', (api, locale) => getMembership(api, { locale }));
  const status = benefit.status === 'ready' && tiers.status !== 'loading' ? 'ready' : benefit.status === 'failed' ? 'failed' : 'loading';

  return (
    <AccountPage title={t('accountMembership.title')} intro={t('accountMembership.intro')} testId="membership" status={status}>
      {benefit.data && (
        <div className="space-y-6">
          <Progress benefit={benefit.data} />
          <BenefitList title={t('accountMembership.benefits')} benefits={benefit.data.benefits} />
          <BenefitList
            title={t('accountMembership.nextBenefits', { tier: benefit.data.next_tier_name ?? '' })}
            benefits={benefit.data.next_tier_benefits}
          />
          {tiers.data && <TierTable tiers={tiers.data} current={benefit.data.tier} />}
        </div>
      )}
    </AccountPage>
  );
}
