import {
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_MODERATION_STATES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPORT_REASONS,
} from '@talad/domain';
import { z } from 'zod';
import { reviewId, reviewMedia, sellerReply } from '../reviews.ts';
import { keysetPageOf, keysetQuery } from './common.ts';

/**
 * Review moderation (issue #26; permission reviews.moderate). A hidden review leaves the product page: its list, its
 * star counts and its average; its author still sees it in their own lists. The shop's reply (one per review,
 * replaced when written again) shows under the review on the product page as "Seller's reply".
 */

/** GET admin/reviews ?state&rating&cursor&limit: written reviews, the newest written first. */
export const adminReviewsQuery = z.object({
  /** visible or hidden; reported: reviews with open members' reports (issue #29), whichever their state. */
  state: z.enum([...REVIEW_MODERATION_STATES, 'reported']).optional(),
  /** Only reviews of this star (the score rounded half up, as the product page counts them). */
  rating: z.coerce
    .number({ error: 'must be a number' })
    .int('must be whole stars')
    .min(REVIEW_RATING_MIN, `must be ${REVIEW_RATING_MIN}–${REVIEW_RATING_MAX}`)
    .max(REVIEW_RATING_MAX, `must be ${REVIEW_RATING_MIN}–${REVIEW_RATING_MAX}`)
    .optional(),
  ...keysetQuery,
});
export type AdminReviewsQuery = z.output<typeof adminReviewsQuery>;
export type AdminReviewsQueryWire = z.input<typeof adminReviewsQuery>;

export const adminReview = z.object({
  review_id: z.number().int(),
  product_id: z.string().describe('Product code, PRD…'),
  product_name: z.string().describe('In the caller’s language'),
  product_slug: z.string(),
  customer_id: z.string(),
  /** As the product page shows the reviewer ("Somchai K."). */
  user_name: z.string(),
  order_no: z.string(),
  product_quality_rating: z.number().int(),
  shipping_service_rating: z.number().int(),
  sales_service_rating: z.number().int(),
  score: z.number(),
  comment: z.string(),
  likes: z.number().int(),
  images: z.array(reviewMedia),
  videos: z.array(reviewMedia),
  reviewed_at: z.string(),
  state: z.enum(REVIEW_MODERATION_STATES),
  hidden: z.object({ reason: z.string(), hidden_at: z.string() }).nullable(),
  seller_reply: sellerReply.nullable(),
  /** Members' reports not yet dismissed or answered by a hide: how many, per reason, and their notes (issue #29). */
  open_reports: z.object({
    count: z.number().int(),
    reasons: z.array(z.object({ reason: z.enum(REVIEW_REPORT_REASONS), count: z.number().int() })),
    notes: z.array(z.string()),
  }),
});
export type AdminReview = z.infer<typeof adminReview>;

export const adminReviewsPage = keysetPageOf(adminReview);
export type AdminReviewsPage = z.infer<typeof adminReviewsPage>;

export const adminReviewParams = z.object({ id: reviewId });

/** Moderators' text: trimmed, not empty, bounded. */
const moderatorText = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);

/** POST admin/reviews/{id}/hide {reason}: the reason is for the desk and the audit log, never shown to shoppers. */
export const hideReviewBody = z.object({ reason: moderatorText(REVIEW_HIDE_REASON_MAX_LENGTH) });
export type HideReviewBody = z.infer<typeof hideReviewBody>;

/** POST admin/reviews/{id}/restore: back on the product page. Both are repeat-safe (a second hide keeps the first). */

/** PUT admin/reviews/{id}/reply {text}: writes or replaces the shop's reply. */
export const reviewReplyBody = z.object({ text: moderatorText(REVIEW_REPLY_MAX_LENGTH) });
export type ReviewReplyBody = z.infer<typeof reviewReplyBody>;

/** POST admin/reviews/{id}/dismiss-reports: the open reports are closed, the review stays as it is (repeat-safe). */
