/** Reviews of bought products (issue #14, spec §3 review item, §4 review lists, §9 review pages). */

/** Each of the three ratings is a whole number of stars. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** A review's comment, in characters after trimming. */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** Spec §9: review pages load 10 per request; the history holds at most 20. */
export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_HISTORY_CAP = 20;
/** What one review may carry. */
export const REVIEW_MAX_PHOTOS = 5;
export const REVIEW_MAX_VIDEOS = 1;
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const REVIEW_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const REVIEW_VIDEO_MAX_SECONDS = 60;
/** Where a review stands: opened when its order completes, written by the shopper. */
export const REVIEW_STATES = ['WAITING', 'REVIEWED'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
/** A piece of media: a video waits for its conversion job; a failed conversion is shown to its owner only. */
export const REVIEW_MEDIA_STATES = ['PROCESSING', 'READY', 'FAILED'] as const;
export type ReviewMediaState = (typeof REVIEW_MEDIA_STATES)[number];
export const REVIEW_MEDIA_KINDS = ['IMAGE', 'VIDEO'] as const;
export type ReviewMediaKind = (typeof REVIEW_MEDIA_KINDS)[number];
/** The product page's filter of its review list. */
export const REVIEW_FILTERS = ['all', 'with_photo', 'with_video'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
/**
 * Moderation (issue #26): staff hide a review from the product page with a reason (it leaves the list, the counts and
 * the average; its author still sees it) or restore it, and the shop may answer it with one reply shown under it.
 */
export const REVIEW_MODERATION_STATES = ['visible', 'hidden'] as const;
export type ReviewModerationState = (typeof REVIEW_MODERATION_STATES)[number];
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500;
export const REVIEW_REPLY_MAX_LENGTH = 1000;
/**
 * A member reports a review to the desk (issue #29): one report per member per review, never their own; open reports
 * flag the review in the moderation queue until the staff dismiss them or hide the review.
 */
export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'off_topic', 'personal_info', 'other'] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];
export const REVIEW_REPORT_NOTE_MAX_LENGTH = 500;
/** REVIEW cashback credited once per reviewed order line, satang. */
export const REVIEW_CASHBACK_SATANG = 500;

/** Ten times the mean of the three ratings, rounded: 4, 5, 5 → 47 (4.7 stars). What the score sorts use. */
export function scoreTenthsOf(ratings: readonly [number, number, number]): number {
  return Math.round(((ratings[0] + ratings[1] + ratings[2]) * 10) / 3);
}

/** The star a review counts under in the summary and the star filter: its score rounded half up (4.5 → 5, 4.3 → 4). */
export function starOf(scoreTenths: number): number {
  return Math.floor((scoreTenths + 5) / 10);
}
