import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { ConsentForm } from '../../features/account/consent-form.tsx';
import { useProfile } from '../../features/account/use-profile.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('content.title', 'content.intro');

/**
 * /account/content ("News & articles"): whether the member receives the shop's news and articles and gets them
 * chosen for them — the two PDPA consents that govern content. The articles themselves arrive with the blog.
 */
export default function AccountContent() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const { profile, status } = useProfile();
  return (
    <AccountPage title={t('content.title')} intro={t('content.intro')} testId="account-content" status={status}>
      {profile && (
        <div className="space-y-4">
          <ConsentForm initial={profile.pdpa} consents={['is_marketing_accepted', 'is_personalization_accepted']} />
          <Link to={to('/account/privacy-setting')} className="text-sm font-semibold text-primary">
            {t('content.allSettings')}
          </Link>
        </div>
      )}
    </AccountPage>
  );
}
