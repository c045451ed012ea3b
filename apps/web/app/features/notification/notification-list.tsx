import type { NotificationKind } from '@talad/domain';
import { deleteNotification, getMyNotifications, readAllNotifications, type Notification, type NotificationsPage } from '@talad/sdk';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/api-browser.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { invalidateCounter } from '../../lib/shared-counters.ts';
import { useShellData } from '../../lib/shell-data.ts';
import { useLocalHref, useLocale } from '../../lib/use-locale.ts';
import { useMemberData } from '../account/use-member-data.ts';
import { Pagination } from '../catalog/pagination.tsx';
import { orderTime } from '../order/order-format.ts';

/**
 * Spec §4: opening a list marks it read-all afterwards. Sent once the list is on screen (its items keep their "new"
 * marks for this visit), then the bell and the tabs read their counts again. Nothing to mark when none is unread.
 */
function useReadAllAfterOpening(kind: NotificationKind, list: NotificationsPage | null) {
  const { config } = useShellData();
  useEffect(() => {
    if (!list || list.unread === 0) return;
    readAllNotifications(browserApi(config), kind)
      .then((answer) => answer.is_success && invalidateCounter('notifications'))
      .catch((error: unknown) => console.error('PUT notifications/read-all failed:', error));
  }, [config, kind, list]);
}

function NotificationItem({ item, onDelete }: { item: Notification; onDelete: (item: Notification) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localHref = useLocalHref();
  return (
    <li
      data-testid="notification"
      className={`flex gap-3 rounded-lg border p-3 md:p-4 ${item.is_read ? 'border-gray-200 bg-white' : 'border-primary/30 bg-primary/5'}`}
    >
      <span aria-hidden="true" className={`mt-2 size-2 shrink-0 rounded-full ${item.is_read ? 'bg-transparent' : 'bg-error-strong'}`} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-gray-900">
          {!item.is_read && <span className="sr-only">{t('notifications.new')}: </span>}
          {item.title}
        </p>
        <p className="mt-0.5 text-sm break-words text-gray-700">{item.body}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-500">
          <time dateTime={item.created_at}>{orderTime(item.created_at, locale)}</time>
          {item.link && (
            <Link to={localHref(item.link)} className="font-semibold text-primary hover:underline">
              {t('notifications.open')}
            </Link>
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={() => onDelete(item)}
        aria-label={t('notifications.deleteLabel', { title: item.title })}
        className="h-[38px] shrink-0 self-start rounded-md px-2 text-sm text-gray-600 hover:bg-gray-100 hover:text-error-strong"
      >
        {t('notifications.delete')}
      </button>
    </li>
  );
}

/**
 * One list of the member's notifications (order updates, promotions, announcements or articles), newest first, paged
 * by ?page= (`size` a page, the API's 20 by default); each can be deleted. Opening it marks the list read (spec §4).
 */
export function NotificationList({ kind, page, label, size }: { kind: NotificationKind; page: number; label: string; size?: number }) {
  const { t } = useTranslation();
  const { config } = useShellData();
  const list = useMemberData(`GET notifications/${kind} ${page} ${size}`, (api, locale) =>
    getMyNotifications(api, kind, { page, ...(size ? { size } : {}) }, { locale }),
  );
  const [deleted, setDeleted] = useState<number[]>([]);
  const [failed, setFailed] = useState(false);
  useReadAllAfterOpening(kind, list.data);

  const remove = (item: Notification) => {
    setFailed(false);
    deleteNotification(browserApi(config), item.notification_id)
      .then((answer) => {
        if (!answer.is_success) return setFailed(true);
        setDeleted((gone) => [...gone, item.notification_id]);
        if (!item.is_read) invalidateCounter('notifications');
      })
      .catch(() => setFailed(true));
  };

  if (list.status === 'loading')
    return <div role="status" aria-label={t('account.loading')} className="h-32 animate-pulse rounded-md bg-gray-100" />;
  if (!list.data)
    return (
      <p role="alert" className="text-sm text-error-strong">
        {t('account.loadFailed')}
      </p>
    );
  const items = list.data.items.filter((item) => !deleted.includes(item.notification_id));
  return (
    <div className="flex flex-col gap-3">
      {failed && (
        <p role="alert" className="text-sm text-error-strong">
          {t('notifications.deleteFailed')}
        </p>
      )}
      {items.length === 0 ? (
        <p className="py-6 text-center text-gray-600">{t(`notifications.none.${kind}`)}</p>
      ) : (
        <ul aria-label={label} className="flex flex-col gap-2">
          {items.map((item) => (
            <NotificationItem key={item.notification_id} item={item} onDelete={remove} />
          ))}
        </ul>
      )}
      <Pagination page={list.data.page} totalPages={list.data.total_pages} />
    </div>
  );
}
