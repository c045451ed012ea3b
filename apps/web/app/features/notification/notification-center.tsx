import { badgeText, NOTIFICATION_KINDS, type NotificationKind } from '@talad/domain';
import { getUnreadNotificationCount } from '@talad/sdk';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { onCounterInvalidated } from '../../lib/shared-counters.ts';
import { useMemberData } from '../account/use-member-data.ts';
import { pageOf } from '../catalog/listing-url.ts';
import { NotificationList } from './notification-list.tsx';

/** The list the address names (?tab=), order updates by default. */
export function tabOf(search: URLSearchParams): NotificationKind {
  const tab = search.get('tab');
  return NOTIFICATION_KINDS.find((kind) => kind === tab) ?? 'order';
}

/** The lists as tabs that are links (?tab=, so each can be opened and shared), each with its unread count. */
function ListTabs({ current }: { current: NotificationKind }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const counts = useMemberData('GET notifications/all-unread-count', (api, locale) => getUnreadNotificationCount(api, { locale }));
  const { reload } = counts;
  // A list read or a notification deleted (here or in another tab) changes the counts.
  useEffect(() => onCounterInvalidated((name) => name === 'notifications' && reload()), [reload]);
  // Positioned, so that the badges' screen-reader words (sr-only: absolute) belong to the strip and scroll in it; they
  // had stood past its edge and made a phone's page 415–517 px wide.
  return (
    <nav aria-label={t('notifications.lists')} className="relative -mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-gray-200 px-1">
        {NOTIFICATION_KINDS.map((kind) => {
          const unread = counts.data?.[kind] ?? 0;
          return (
            <li key={kind}>
              <Link
                to={`${pathname}?tab=${kind}`}
                aria-current={kind === current ? 'page' : undefined}
                className={`-mb-px inline-flex h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold whitespace-nowrap ${
                  kind === current ? 'border-primary text-primary' : 'border-transparent text-gray-600 hover:text-gray-900'
                }`}
              >
                {t(`notifications.tabs.${kind}`)}
                {unread > 0 && (
                  <span className="rounded-full bg-error-strong px-1.5 text-xs leading-5 text-white">
                    <span aria-hidden="true">{badgeText(unread)}</span>
                    <span className="sr-only">{t('notifications.unreadIn', { count: unread })}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** /account/notification and /m/notification: the four lists as tabs, the chosen one below them. */
export function NotificationCenter() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const kind = tabOf(params);
  return (
    <div className="flex flex-col gap-4">
      <ListTabs current={kind} />
      <NotificationList key={kind} kind={kind} page={pageOf(params)} label={t(`notifications.tabs.${kind}`)} />
    </div>
  );
}
