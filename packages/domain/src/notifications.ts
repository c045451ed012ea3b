/**
 * Members' notifications (issue #14, spec §1 notifications, §4 read-all, §7 notifications): the shop's blog posts,
 * announcements and promotions, and the member's own order updates.
 */

/** The lists a member reads: the spec's three (blog, announce, promotion) and the member's order updates. */
export const NOTIFICATION_KINDS = ['order', 'promotion', 'announce', 'blog'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The path of each list's GET notifications/my-… (spec §7 names my-blog, my-announce, my-promotion). */
export const NOTIFICATION_LIST_PATHS = {
  order: 'my-order',
  promotion: 'my-promotion',
  announce: 'my-announce',
  blog: 'my-blog',
} as const satisfies Record<NotificationKind, string>;

/** What the staff send by hand; blog posts and order updates are told by the shop itself when they happen. */
export const STAFF_NOTIFICATION_KINDS = ['announce', 'promotion'] as const;
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];

/** Who a notification is for: every member, the members of one tier, or one member. */
export const NOTIFICATION_AUDIENCES = ['ALL', 'TIER', 'MEMBER'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** A list's page. */
export const NOTIFICATION_PAGE_SIZE = 20;
/** Lengths as written by the staff, in characters after trimming. */
export const NOTIFICATION_TITLE_MAX_LENGTH = 120;
export const NOTIFICATION_BODY_MAX_LENGTH = 1000;

/** The badge shows at most this; more reads "99+". */
export const NOTIFICATION_BADGE_MAX = 99;

/** The badge's text for a count: nothing at zero, "99+" past the most it shows. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(count);
}
