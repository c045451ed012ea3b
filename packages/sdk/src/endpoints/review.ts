import type {
  MyReviewsPage,
  ProductReviewsPage,
  ProductReviewsQuery,
  RatingSummary,
  ReviewItem,
  ReviewLike,
  ReviewReport,
  ReviewReportBody,
  WriteReviewBody,
} from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** Reviews (issue #14): the member's lists, one review, writing it with photos and a video; the product page's summary, list and likes. */

export type {
  MyReviewsPage,
  ProductReviewsPage,
  ProductReviewsQuery,
  RatingSummary,
  ReviewItem,
  ReviewLike,
  ReviewMedia,
  ReviewReport,
  ReviewReportBody,
  WriteReviewBody,
} from '@talad/contract';

type Paging = { limit?: number; offset?: number };

/** My bought lines waiting for a review, newest order first (spec §4: 10 per request, offset +10). */
export function getWaitingForReview(api: ApiClient, paging: Paging = {}, options?: CallOptions): Promise<Envelope<MyReviewsPage>> {
  return api.get<MyReviewsPage>('reviews/my-reviews/waiting-for-review', {
    ...options,
    query: { limit: paging.limit, offset: paging.offset },
  });
}

/** My written reviews, last written first. */
export function getReviewedHistories(api: ApiClient, paging: Paging = {}, options?: CallOptions): Promise<Envelope<MyReviewsPage>> {
  return api.get<MyReviewsPage>('reviews/my-reviews/reviewed-histories', {
    ...options,
    query: { limit: paging.limit, offset: paging.offset },
  });
}

/** One of my reviews, with `variation_choices`; another member's answers REVIEW_NOT_FOUND. */
export function getReviewDetail(api: ApiClient, reviewId: number, options?: CallOptions): Promise<Envelope<ReviewItem>> {
  return api.get<ReviewItem>('reviews/review-detail', { ...options, query: { review_id: reviewId } });
}

/** Writes or rewrites my review; answers it as it is now. */
export function writeReview(api: ApiClient, body: WriteReviewBody, options?: CallOptions): Promise<Envelope<ReviewItem>> {
  return api.put<ReviewItem>('reviews/write-review', body, options);
}

/** POST reviews/add-media multipart {file, review_id}: one photo or video; a video answers with status PROCESSING. */
export function addReviewMedia(api: ApiClient, reviewId: number, file: Blob, options?: CallOptions): Promise<Envelope<ReviewItem>> {
  const form = new FormData();
  form.append('review_id', String(reviewId));
  form.append('file', file);
  return api.post<ReviewItem>('reviews/add-media', form, options);
}

/** Removes every photo and video of my review. */
export function clearReviewMedia(api: ApiClient, reviewId: number, options?: CallOptions): Promise<Envelope<ReviewItem>> {
  return api.put<ReviewItem>('reviews/clear-media', { review_id: reviewId }, options);
}

/** A product's rating summary: average, reviews per star, how many with photos or a video. */
export function getRatingSummary(api: ApiClient, productCode: string, options?: CallOptions): Promise<Envelope<RatingSummary>> {
  return api.get<RatingSummary>(`reviews/products/${encodeURIComponent(productCode)}/summary`, options);
}

/** A product's written reviews: sort (lasted unless asked), filter (all, with_photo, with_video), star, page and size. */
export function getProductReviews(
  api: ApiClient,
  productCode: string,
  query: ProductReviewsQuery = {},
  options?: CallOptions,
): Promise<Envelope<ProductReviewsPage>> {
  return api.get<ProductReviewsPage>(`reviews/products/${encodeURIComponent(productCode)}`, {
    ...options,
    query: { sort: query.sort, filter: query.filter, star: query.star, page: query.page, size: query.size },
  });
}

/** Likes a review (once per member, repeat-safe) or takes the like back. */
export function setReviewLike(api: ApiClient, reviewId: number, liked: boolean, options?: CallOptions): Promise<Envelope<ReviewLike>> {
  const path = `reviews/${encodeURIComponent(String(reviewId))}/like`;
  return liked ? api.put<ReviewLike>(path, undefined, options) : api.delete<ReviewLike>(path, undefined, options);
}

/** Reports another member's review to the shop (once per member: a repeat answers the first report). */
export function reportReview(
  api: ApiClient,
  reviewId: number,
  report: ReviewReportBody,
  options?: CallOptions,
): Promise<Envelope<ReviewReport>> {
  return api.post<ReviewReport>(`reviews/${encodeURIComponent(String(reviewId))}/report`, report, options);
}
