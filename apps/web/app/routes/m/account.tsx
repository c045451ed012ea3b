import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { ProfilePhoto } from '../../features/account/profile-photo.tsx';
import { TierName } from '../../features/account/tier-name.tsx';
import { useProfile } from '../../features/account/use-profile.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { localizeHref } from '../../lib/locale-path.ts';
import { privateMeta } from '../../lib/private-meta.ts';
import { useAccountContext } from '../../shell/layouts/account.tsx';

export const meta = privateMeta('account.title', 'account.welcome');

/** Menu entries that have their own /m screen; the others open the desktop page. */
const MOBILE_SCREENS: Record<string, string> = {
  address: '/account/address',
  'address-tax-invoice': '/account/address-tax-invoice',
  notification: '/notification',
};

/** /m/account: the member, their photo and tier, and the account menu as a list. */
export default function MobileAccount() {
  const { t } = useTranslation();
  const { to, locale } = useFlowPaths();
  const { menu } = useAccountContext();
  const { profile, status, setProfile } = useProfile();

  return (
    <div className="space-y-4">
      <AccountPage title={t('account.title')} testId="m-account" status={status}>
        {profile && (
          <div className="space-y-3">
            <ProfilePhoto profile={profile} onChanged={(image) => setProfile({ ...profile, image })} />
            <p className="text-lg font-bold text-gray-900">{profile.display_name ?? `${profile.firstname} ${profile.lastname}`}</p>
            <p className="text-sm text-gray-600">
              <TierName name={profile.membership.tier_name} colour={profile.membership.colour} className="font-semibold text-gray-900" /> ·{' '}
              {profile.phone ?? profile.email}
            </p>
          </div>
        )}
      </AccountPage>
      <nav aria-label={t('account.menu')}>
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {menu.status === 'ready' &&
            menu.items.map((item) => (
              <li key={item.key}>
                <Link
                  to={MOBILE_SCREENS[item.key] ? to(MOBILE_SCREENS[item.key]!) : localizeHref(item.path, locale)}
                  className="flex items-center justify-between px-4 py-3 text-sm font-semibold text-gray-800"
                >
                  {item.label}
                  <span aria-hidden="true">›</span>
                </Link>
              </li>
            ))}
          <li>
            <Link to={to('/account/setting')} className="flex items-center justify-between px-4 py-3 text-sm font-semibold text-gray-800">
              {t('account.settings')}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        </ul>
      </nav>
    </div>
  );
}
