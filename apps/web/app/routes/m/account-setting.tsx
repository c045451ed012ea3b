import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { SignOutButton } from '../../features/account/sign-out-button.tsx';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { localizePath } from '../../lib/locale-path.ts';
import { privateMeta } from '../../lib/private-meta.ts';
import { LanguageSwitch } from '../../shell/language-switch.tsx';

export const meta = privateMeta('account.settings', 'account.settingsIntro');

/** The account pages a member manages from the app; they open the shared (responsive) /account screens. */
const SETTINGS = [
  { path: '/account', label: 'profile.title' },
  { path: '/account/change-password', label: 'changePassword.title' },
  { path: '/account/privacy-setting', label: 'privacy.title' },
  { path: '/account/member-ship', label: 'accountMembership.title' },
  { path: '/account/delete-account', label: 'deleteAccount.title' },
] as const;

/** /m/account/setting: profile and security pages, language, and sign-out. */
export default function MobileAccountSetting() {
  const { t } = useTranslation();
  const { to, locale } = useFlowPaths();
  return (
    <div className="space-y-4">
      <Link to={to('/account')} className="inline-block text-sm font-semibold text-primary">
        ‹ {t('account.title')}
      </Link>
      <AccountPage title={t('account.settings')} intro={t('account.settingsIntro')} testId="m-account-setting">
        <ul className="divide-y divide-gray-100">
          {SETTINGS.map((setting) => (
            <li key={setting.path}>
              <Link
                to={localizePath(setting.path, locale)}
                className="flex items-center justify-between py-3 text-sm font-semibold text-gray-800"
              >
                {t(setting.label)}
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center justify-between">
          <span className="text-sm text-gray-700">{t('language.switchLabel')}</span>
          <LanguageSwitch />
        </div>
        <div className="mt-6">
          <SignOutButton />
        </div>
      </AccountPage>
    </div>
  );
}
