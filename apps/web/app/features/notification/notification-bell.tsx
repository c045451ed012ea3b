import { badgeText } from '@talad/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { useLocalHref } from '../../lib/use-locale.ts';
import { useUnreadNotifications } from './unread.ts';

/** The bell of a signed-in member: it opens their notifications (the /m screen inside the app) and shows how many are unread. */
export function NotificationBell({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const { role } = useSession();
  const unread = useUnreadNotifications();
  if (role !== 'user') return null;
  const badge = badgeText(unread ?? 0);
  return (
    <Link
      to={localHref('/account/notification')}
      aria-label={badge ? t('notifications.bellUnread', { count: unread ?? 0 }) : t('notifications.bell')}
      data-testid="notification-bell"
      className={`relative inline-flex h-[38px] items-center rounded-md px-2 text-gray-700 hover:bg-gray-100 ${className}`}
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
        <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <path d="M10 20.5a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      {badge && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute -top-0.5 right-0 min-w-5 rounded-full bg-error-strong px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
