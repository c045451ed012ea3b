import {
  MEMBERSHIP_TIERS,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_BODY_MAX_LENGTH,
  NOTIFICATION_KINDS,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TITLE_MAX_LENGTH,
  STAFF_NOTIFICATION_KINDS,
} from '@talad/domain';
import { z } from 'zod';
import { pageOf, pagingQuery } from './common.ts';

/**
 * Members' notifications (issue #14; spec §7 notifications): the lists GET notifications/my-blog | my-announce |
 * my-promotion | my-order, PUT notifications/{kind}/read-all (sent after a list is opened, §4), PUT notifications/read
 * and DELETE notifications {notification_id}, GET notifications/all-unread-count; and the staff's POST staff/notifications.
 */

export const notificationKind = z.enum(NOTIFICATION_KINDS);

export const notification = z.object({
  notification_id: z.number().int(),
  kind: notificationKind,
  /** In the caller's language (Thai where no English was written). */
  title: z.string(),
  body: z.string(),
  /** A path of the shop without its language (/blog/…, /account/my-order/…), or null. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsQuery = z.object({ page: pagingQuery.page, size: pagingQuery.size.default(NOTIFICATION_PAGE_SIZE) });
export type NotificationsQuery = z.output<typeof notificationsQuery>;
/** A list's page, newest first, with how many of the list are unread. */
export const notificationsPage = pageOf(notification).extend({ unread: z.number().int() });
export type NotificationsPage = z.infer<typeof notificationsPage>;

/** GET notifications/all-unread-count: unread in all lists (the bell's badge) and in each (the tabs' dots). */
export const unreadCounts = z.object({
  all: z.number().int(),
  order: z.number().int(),
  promotion: z.number().int(),
  announce: z.number().int(),
  blog: z.number().int(),
});
export type UnreadCounts = z.infer<typeof unreadCounts>;

export const readAllParams = z.object({ kind: notificationKind });
/** PUT notifications/read and DELETE notifications. */
export const notificationIdBody = z.object({
  notification_id: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1).max(2_147_483_647),
});

const staffText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const staffLocalized = (max: number) => z.object({ th: staffText(max), en: staffText(max).optional() });

/**
 * What the desk sends (POST admin/notifications, its contract in admin/notifications.ts; an Idempotency-Key header makes a repeat answer the first one): an
 * announcement or promotion for every member (ALL), one tier's members (TIER + tier) or one member (MEMBER + phone).
 */
export const staffNotificationBody = z
  .object({
    kind: z.enum(STAFF_NOTIFICATION_KINDS),
    audience: z.enum(NOTIFICATION_AUDIENCES),
    tier: z.enum(MEMBERSHIP_TIERS).optional(),
    member_phone: z
      .string()
      .regex(/^0\d{9}$/, 'must be a Thai mobile number (10 digits starting with 0)')
      .optional(),
    title: staffLocalized(NOTIFICATION_TITLE_MAX_LENGTH),
    body: staffLocalized(NOTIFICATION_BODY_MAX_LENGTH),
    /** A path of the shop (/promotion, /collection/…); not another site. */
    link: z
      .string()
      .max(500)
      .regex(/^\/(?![/\\])\S*$/, 'must be a path of the shop starting with /')
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.audience === 'TIER' && !body.tier) context.addIssue({ code: 'custom', path: ['tier'], message: 'is required for TIER' });
    if (body.audience !== 'TIER' && body.tier) context.addIssue({ code: 'custom', path: ['tier'], message: 'is only for TIER' });
    if (body.audience === 'MEMBER' && !body.member_phone)
      context.addIssue({ code: 'custom', path: ['member_phone'], message: 'is required for MEMBER' });
    if (body.audience !== 'MEMBER' && body.member_phone)
      context.addIssue({ code: 'custom', path: ['member_phone'], message: 'is only for MEMBER' });
  });
export type StaffNotificationBody = z.infer<typeof staffNotificationBody>;

export const staffNotification = z.object({
  notification_id: z.number().int(),
  kind: notificationKind,
  audience: z.enum(NOTIFICATION_AUDIENCES),
  tier: z.enum(MEMBERSHIP_TIERS).nullable(),
  member_phone: z.string().nullable(),
  title: z.object({ th: z.string(), en: z.string().nullable() }),
  body: z.object({ th: z.string(), en: z.string().nullable() }),
  link: z.string().nullable(),
  created_at: z.string(),
});
export type StaffNotification = z.infer<typeof staffNotification>;
