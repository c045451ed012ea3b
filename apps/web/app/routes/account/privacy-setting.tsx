import { useTranslation } from '../../lib/i18n.ts';
import { AccountPage } from '../../features/account/account-page.tsx';
import { ConsentForm } from '../../features/account/consent-form.tsx';
import { useProfile } from '../../features/account/use-profile.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('privacy.title', 'privacy.intro');

/** /account/privacy-setting: the PDPA consents, changed with PUT users/profile/pdpa. */
export default function PrivacySetting() {
  const { t } = useTranslation();
  const { profile, status } = useProfile();
  return (
    <AccountPage title={t('privacy.title')} intro={t('privacy.intro')} testId="privacy-setting" status={status}>
      {profile && <ConsentForm initial={profile.pdpa} />}
    </AccountPage>
  );
}
