/** Support cases (issue #14, spec §2 /case-management): a member asks about an order or a general topic. */

/** What a case is about, from a fixed list; the first five are about an order, the rest general. */
export const CASE_TOPICS = [
  'delivery',
  'return_refund',
  'damaged_item',
  'payment',
  'cancellation',
  'account',
  'coupon_promotion',
  'other',
] as const;
export type CaseTopic = (typeof CASE_TOPICS)[number];

/** Who wrote a message of a case's thread. */
export const CASE_AUTHORS = ['MEMBER', 'STAFF'] as const;
export type CaseAuthor = (typeof CASE_AUTHORS)[number];

/** A message, in characters after trimming. */
export const CASE_MESSAGE_MAX_LENGTH = 2000;
/** Photos one message may carry, and the size of each as uploaded. */
export const CASE_MAX_PHOTOS = 3;
export const CASE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Cases a member may have open (not CLOSED) at once: a bound on what one account can pile on the staff's queue. */
export const CASE_OPEN_MAX = 10;
/** The member's list of cases, per page. */
export const CASE_PAGE_SIZE = 10;
