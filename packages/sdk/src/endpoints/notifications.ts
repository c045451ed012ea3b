import type { Notification, NotificationsPage, UnreadCounts } from '@talad/contract';
import { NOTIFICATION_LIST_PATHS, type Envelope, type NotificationKind } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** Notifications (issue #14; spec §7 notifications): the member's lists, the bell's counts, read marks and deletions. */

export type { Notification, NotificationsPage, UnreadCounts } from '@talad/contract';

/** One list (GET notifications/my-blog | my-announce | my-promotion | my-order), newest first, with its unread count. */
export function getMyNotifications(
  api: ApiClient,
  kind: NotificationKind,
  query: { page?: number; size?: number } = {},
  options?: CallOptions,
): Promise<Envelope<NotificationsPage>> {
  return api.get<NotificationsPage>(`notifications/${NOTIFICATION_LIST_PATHS[kind]}`, { ...options, query });
}

/** Unread in all lists and in each (the bell's badge, the tabs' dots); read in the background, without the loading overlay. */
export function getUnreadNotificationCount(api: ApiClient, options?: CallOptions): Promise<Envelope<UnreadCounts>> {
  return api.get<UnreadCounts>('notifications/all-unread-count', { ...options, skipLoading: true });
}

/** Marks one list read (spec §4: sent after the list is opened, in the background); answers the unread counts after it. */
export function readAllNotifications(api: ApiClient, kind: NotificationKind, options?: CallOptions): Promise<Envelope<UnreadCounts>> {
  return api.put<UnreadCounts>(`notifications/${kind}/read-all`, undefined, { ...options, skipLoading: true });
}

/** Marks one notification read (PUT notifications/read {notification_id}). */
export function readNotification(api: ApiClient, notificationId: number, options?: CallOptions): Promise<Envelope<Notification>> {
  return api.put<Notification>('notifications/read', { notification_id: notificationId }, { ...options, skipLoading: true });
}

/** Deletes one notification for the member (DELETE notifications {notification_id}); deleting it again is fine. */
export function deleteNotification(api: ApiClient, notificationId: number, options?: CallOptions): Promise<Envelope<null>> {
  return api.delete<null>('notifications', { notification_id: notificationId }, options);
}
