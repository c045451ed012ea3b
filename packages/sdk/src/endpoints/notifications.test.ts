import { describe, expect, it } from 'vitest';
import { apiWith, ok } from '../test-support.ts';
import {
  deleteNotification,
  getMyNotifications,
  getUnreadNotificationCount,
  readAllNotifications,
  readNotification,
} from './notifications.ts';

describe('notification calls (issue #14, spec §7 notifications)', () => {
  it('reads each list by its path, paged', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await getMyNotifications(api, 'blog');
    await getMyNotifications(api, 'announce', { page: 2 });
    await getMyNotifications(api, 'promotion', { size: 5 });
    await getMyNotifications(api, 'order');
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'GET /notifications/my-blog',
      'GET /notifications/my-announce?page=2',
      'GET /notifications/my-promotion?size=5',
      'GET /notifications/my-order',
    ]);
  });

  it('counts, reads all, reads one and deletes one, with the id in the body', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await getUnreadNotificationCount(api);
    await readAllNotifications(api, 'promotion');
    await readNotification(api, 42);
    await deleteNotification(api, 42);
    expect(calls.map((call) => [`${call.method} ${call.url.pathname}`, call.body])).toEqual([
      ['GET /notifications/all-unread-count', undefined],
      ['PUT /notifications/promotion/read-all', undefined],
      ['PUT /notifications/read', { notification_id: 42 }],
      ['DELETE /notifications', { notification_id: 42 }],
    ]);
  });
});
