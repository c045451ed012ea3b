import { NOTIFICATION_AUDIENCES, STAFF_NOTIFICATION_KINDS } from '@talad/domain';
import { z } from 'zod';
import { staffNotification, staffNotificationBody } from '../notifications.ts';
import { adminActor, keysetPageOf, keysetQuery } from './common.ts';

/**
 * Announcements and promotions to members from the desk (issue #26; permission notifications.send).
 *
 * POST admin/notifications: `adminNotificationBody` — every member (ALL), one tier (TIER + tier) or one member
 * (MEMBER + member_phone). An Idempotency-Key header makes a repeat answer the first one (header
 * `idempotent-replayed: true`); the key with another body is refused (IDEMPOTENCY_KEY_REUSED).
 */
export const adminNotificationBody = staffNotificationBody;
export type AdminNotificationBody = z.infer<typeof adminNotificationBody>;

export const adminNotification = staffNotification.extend({
  /** Who sent it; null for those sent before staff accounts (the shared key). */
  sent_by: adminActor.nullable(),
});
export type AdminNotification = z.infer<typeof adminNotification>;

/** GET admin/notifications ?kind&audience&cursor&limit: what the desk sent, newest first. */
export const adminNotificationsQuery = z.object({
  kind: z.enum(STAFF_NOTIFICATION_KINDS).optional(),
  audience: z.enum(NOTIFICATION_AUDIENCES).optional(),
  ...keysetQuery,
});
export type AdminNotificationsQuery = z.output<typeof adminNotificationsQuery>;
export type AdminNotificationsQueryWire = z.input<typeof adminNotificationsQuery>;
export const adminNotificationsPage = keysetPageOf(adminNotification);
export type AdminNotificationsPage = z.infer<typeof adminNotificationsPage>;
