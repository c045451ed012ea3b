import { AccountPage } from '../../features/account/account-page.tsx';
import { NotificationCenter } from '../../features/notification/notification-center.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('notifications.title', 'notifications.intro');

/**
 * /account/notification and /m/notification (spec §2): the member's order updates, promotions, announcements and
 * articles, one list per tab (?tab=); opening a list marks it read (spec §4).
 */
export default function Notifications() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('notifications.title')} intro={t('notifications.intro')} testId="notifications">
      <NotificationCenter />
    </AccountPage>
  );
}
