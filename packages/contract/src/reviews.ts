import {
  REVIEW_COMMENT_MAX_LENGTH,
  REVIEW_FILTERS,
  REVIEW_HISTORY_CAP,
  REVIEW_MEDIA_KINDS,
  REVIEW_MEDIA_STATES,
  REVIEW_PAGE_SIZE,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPORT_NOTE_MAX_LENGTH,
  REVIEW_REPORT_REASONS,
  REVIEW_SORTS,
  REVIEW_STATES,
} from '@talad/domain';
import { z } from 'zod';
import { productCode } from './catalog.ts';
import { pageOf, pagingQuery } from './common.ts';

/**
 * Reviews (issue #14, spec §3 review item, §4 review lists, §7 reviews): a completed order's lines wait for review,
 * the member writes one review per line (and may edit it), adds photos and a video, and the product page lists the
 * written reviews with a rating summary, five sorts, photo/video filters and likes.
 */

export const reviewId = z.coerce.number({ error: 'must be a review id' }).int().min(1).max(2_147_483_647);

const rating = z.coerce
  .number({ error: 'must be a number' })
  .int('must be whole stars')
  .min(REVIEW_RATING_MIN, `must be ${REVIEW_RATING_MIN}–${REVIEW_RATING_MAX}`)
  .max(REVIEW_RATING_MAX, `must be ${REVIEW_RATING_MIN}–${REVIEW_RATING_MAX}`);

/** A photo or a video of a review; URLs are absolute, under /media/reviews/. */
export const reviewMedia = z.object({
  media_id: z.number().int(),
  kind: z.enum(REVIEW_MEDIA_KINDS),
  status: z.enum(REVIEW_MEDIA_STATES).describe('A video is PROCESSING until its conversion job made the MP4 and the poster'),
  url: z.string().nullable().describe('WebP photo, or H.264/AAC MP4 video; null while processing or failed'),
  thumbnail_url: z.string().nullable().describe('Small WebP: the photo thumbnail, or the video poster frame'),
  poster_url: z.string().nullable().describe('Video only: the full-size poster frame (WebP)'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration_seconds: z.number().nullable().describe('Video only'),
});
export type ReviewMedia = z.infer<typeof reviewMedia>;

/** The shop's answer to a review, shown under it as "Seller's reply" (ตอบกลับจากร้านค้า); written by the staff. */
export const sellerReply = z.object({ text: z.string(), replied_at: z.string() });
export type SellerReply = z.infer<typeof sellerReply>;

/** Spec §3 review item, plus what the screens need. `images`/`videos` hold READY media (the owner also sees the rest). */
export const reviewItem = z.object({
  review_id: z.number().int(),
  status: z.enum(REVIEW_STATES),
  user_name: z.string().describe('Display name, shortened for privacy on the product page (e.g. "Somchai K.")'),
  user_image: z.string().nullable().describe('Absolute URL of the profile photo, as users/me answers it'),
  reviewed_date: z.string().nullable().describe('ISO time the review was last written; null while WAITING'),
  product_quality_rating: z.number().int().nullable(),
  shipping_service_rating: z.number().int().nullable(),
  sales_service_rating: z.number().int().nullable(),
  /** The mean of the three ratings, one decimal: what the score sorts and the stars of the list use. */
  score: z.number().nullable(),
  comment: z.string(),
  likes: z.number().int(),
  is_liked: z.boolean(),
  images: z.array(reviewMedia),
  videos: z.array(reviewMedia),
  media_processing: z.boolean().describe('A video of this review is still being converted'),
  product_id: z.string().describe('Product code, PRD…'),
  product_slug: z.string(),
  product_image: z.string().describe('The bought picture as order lines carry it: a /media/products/… path on the API'),
  product_name: z.string(),
  variations: z.record(z.string(), z.string()).describe('The variation chosen in the review (defaults to the one bought)'),
  variation_labels: z
    .record(z.string(), z.string())
    .describe(
      'The label of each option value the item names (its variations; in review-detail every choice too), keyed "Color:black", in the reader’s language',
    ),
  order_no: z.string().nullable().describe('Only in the member’s own lists and detail'),
  order_line_id: z.number().int().nullable().describe('Only in the member’s own lists and detail'),
  /** The variations the member may choose in write-review: those of the product (option name → values). */
  variation_choices: z.record(z.string(), z.array(z.string())).nullable().describe('Only in review-detail'),
  seller_reply: sellerReply.nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;

/** GET reviews/my-reviews/waiting-for-review and reviewed-histories ?limit&offset (spec §4: 10 per request). */
export const myReviewsQuery = z.object({
  limit: z.coerce.number({ error: 'must be a number' }).int().min(1).max(REVIEW_HISTORY_CAP).default(REVIEW_PAGE_SIZE),
  offset: z.coerce.number({ error: 'must be a number' }).int().min(0).max(100_000).default(0),
});
export type MyReviewsQuery = Partial<z.output<typeof myReviewsQuery>>;

export const myReviewsPage = z.object({
  items: z.array(reviewItem),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type MyReviewsPage = z.infer<typeof myReviewsPage>;

/** GET reviews/review-detail ?review_id: the member's own review (another member's is 404 REVIEW_NOT_FOUND). */
export const reviewDetailQuery = z.object({ review_id: reviewId });
export type ReviewDetailQuery = z.output<typeof reviewDetailQuery>;

/** PUT reviews/write-review: writes or rewrites the review; REVIEW cashback is credited on the first write only. */
export const writeReviewBody = z.object({
  review_id: reviewId,
  product_quality_rating: rating,
  shipping_service_rating: rating,
  sales_service_rating: rating,
  comment: z
    .string()
    .trim()
    .max(REVIEW_COMMENT_MAX_LENGTH, `must be at most ${REVIEW_COMMENT_MAX_LENGTH} characters`)
    .refine((text) => !text.includes('\u0000'), 'must not contain NUL')
    .default(''),
  variations: z
    .record(z.string().max(50), z.string().max(100))
    .optional()
    .describe('Option name → value, each a value the product has; omitted keeps what was bought'),
});
type WrittenReview = z.output<typeof writeReviewBody>;
/** What a caller sends: the comment may be left out (empty), the variations too (as bought). */
export type WriteReviewBody = Omit<WrittenReview, 'comment'> & { comment?: string };

/** POST reviews/add-media multipart {file, review_id}: one photo (JPEG/PNG/WebP) or video (MP4/WebM/QuickTime). */
export const addMediaFields = z.object({ review_id: reviewId });
/** The review after the upload: a video shows PROCESSING until its job ran. */
export const addMediaAnswer = reviewItem;

/** PUT reviews/clear-media {review_id}: removes every photo and video of the review. */
export const clearMediaBody = z.object({ review_id: reviewId });

/** GET reviews/products/{product_id}/summary: the product page's rating summary. */
export const productReviewParams = z.object({ product_id: productCode });
export const ratingSummary = z.object({
  product_id: z.string(),
  average: z.number().describe('Mean score of the written reviews, one decimal; 0 with none'),
  total: z.number().int(),
  /** Reviews per star ("1" … "5"), by each review's rounded score. */
  counts: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
  with_photo: z.number().int(),
  with_video: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** GET reviews/products/{product_id} ?sort&filter&star&page&size: written reviews of a product. */
export const productReviewsQuery = z.object({
  sort: z.enum(REVIEW_SORTS).default('lasted'),
  filter: z.enum(REVIEW_FILTERS).default('all'),
  star: z.coerce.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).optional().describe('Only reviews of this rounded score'),
  page: pagingQuery.page,
  size: pagingQuery.size.default(REVIEW_PAGE_SIZE),
});
export type ProductReviewsQuery = Partial<z.output<typeof productReviewsQuery>>;
export const productReviewsPage = pageOf(reviewItem);
export type ProductReviewsPage = z.infer<typeof productReviewsPage>;

/** PUT reviews/{review_id}/like and DELETE reviews/{review_id}/like: one like per member; both idempotent. */
export const reviewParams = z.object({ review_id: reviewId });
export const reviewLike = z.object({ review_id: z.number().int(), likes: z.number().int(), is_liked: z.boolean() });
export type ReviewLike = z.infer<typeof reviewLike>;

/**
 * POST reviews/{review_id}/report {reason, note?}: a member reports another member's review to the desk (issue #29).
 * Once per member per review: a repeat answers the first report unchanged. "other" needs a note; any reason may have one.
 */
export const reviewReportBody = z
  .object({
    reason: z.enum(REVIEW_REPORT_REASONS, { error: `must be one of ${REVIEW_REPORT_REASONS.join(', ')}` }),
    note: z
      .string()
      .trim()
      .max(REVIEW_REPORT_NOTE_MAX_LENGTH, `must be at most ${REVIEW_REPORT_NOTE_MAX_LENGTH} characters`)
      .refine((text) => !text.includes('\u0000'), 'must not contain NUL')
      .default(''),
  })
  .refine((report) => report.reason !== 'other' || report.note !== '', {
    path: ['note'],
    message: 'must say what is wrong when the reason is other',
  });
export type ReviewReportBody = z.input<typeof reviewReportBody>;
export const reviewReport = z.object({
  report_id: z.number().int(),
  review_id: z.number().int(),
  reason: z.enum(REVIEW_REPORT_REASONS),
  note: z.string(),
  reported_at: z.string(),
});
export type ReviewReport = z.infer<typeof reviewReport>;
