import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { ConsentForm } from '../../features/account/consent-form.tsx';
import { useProfile } from '../../features/account/use-profile.ts';
import { useFlowPaths } from '../../features/auth/flow-paths.ts';
import { pageOf } from '../../features/catalog/listing-url.ts';
import { NotificationList } from '../../features/notification/notification-list.tsx';
import { privateMeta } from '../../lib/private-meta.ts';

/** The list shares the page with more: shorter pages keep the rest near. */
const SHORT_PAGE = 10;

export const meta = privateMeta('content.title', 'content.intro');

/**
 * /account/content ("News & articles"; its contents are not shown by the spec): the shop's new articles told to the
 * member (their blog notifications, marked read once opened, spec §4), and whether they receive news and articles and
 * get them chosen for them — the two PDPA consents that govern content.
 */
export default function AccountContent() {
  const { t } = useTranslation();
  const { to } = useFlowPaths();
  const { search } = useLocation();
  const { profile, status } = useProfile();
  return (
    <AccountPage title={t('content.title')} intro={t('content.intro')} testId="account-content">
      <div className="space-y-6">
        <section aria-labelledby="new-articles" className="space-y-3">
          <h2 id="new-articles" className="text-lg font-semibold text-gray-900">
            {t('content.listTitle')}
          </h2>
          <NotificationList kind="blog" size={SHORT_PAGE} page={pageOf(new URLSearchParams(search))} label={t('content.listTitle')} />
        </section>
        <section aria-labelledby="content-consents" className="space-y-4">
          <h2 id="content-consents" className="text-lg font-semibold text-gray-900">
            {t('content.consentTitle')}
          </h2>
          {status === 'failed' && (
            <p role="alert" className="text-sm text-error-strong">
              {t('account.loadFailed')}
            </p>
          )}
          {profile && <ConsentForm initial={profile.pdpa} consents={['is_marketing_accepted', 'is_personalization_accepted']} />}
          <Link to={to('/account/privacy-setting')} className="text-sm font-semibold text-primary">
            {t('content.allSettings')}
          </Link>
        </section>
      </div>
    </AccountPage>
  );
}
