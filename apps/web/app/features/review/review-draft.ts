import { REVIEW_COMMENT_MAX_LENGTH } from '@talad/domain';
import type { ReviewItem, WriteReviewBody } from '@talad/sdk';

/** The three ratings of spec §1, in the order the form asks them. */
export const RATING_FIELDS = ['product_quality_rating', 'shipping_service_rating', 'sales_service_rating'] as const;
export type RatingField = (typeof RATING_FIELDS)[number];

/** What the review form holds: a rating left unchosen is null. */
export interface ReviewDraft {
  ratings: Record<RatingField, number | null>;
  comment: string;
  variations: Record<string, string>;
}

export type DraftProblem = { field: RatingField; problem: 'chooseRating' } | { field: 'comment'; problem: 'commentTooLong' };

/** The form as the review stands: its ratings (none while waiting), comment and chosen variation. */
export function draftOf(review: Pick<ReviewItem, RatingField | 'comment' | 'variations'>): ReviewDraft {
  return {
    ratings: {
      product_quality_rating: review.product_quality_rating,
      shipping_service_rating: review.shipping_service_rating,
      sales_service_rating: review.sales_service_rating,
    },
    comment: review.comment,
    variations: { ...review.variations },
  };
}

const sameRecord = (one: Record<string, unknown>, other: Record<string, unknown>) =>
  Object.keys(one).length === Object.keys(other).length && Object.entries(one).every(([key, value]) => other[key] === value);

/** Whether the form differs from what was saved: what the leave-page popup guards (spec §2). */
export function draftChanged(saved: ReviewDraft, draft: ReviewDraft): boolean {
  return !sameRecord(saved.ratings, draft.ratings) || saved.comment !== draft.comment || !sameRecord(saved.variations, draft.variations);
}

/** What stops the form from being sent: every rating chosen, the comment within its limit (as the API counts it, trimmed). */
export function draftProblems(draft: ReviewDraft): DraftProblem[] {
  const ratings = RATING_FIELDS.filter((field) => draft.ratings[field] === null).map((field): DraftProblem => ({
    field,
    problem: 'chooseRating',
  }));
  const comment: DraftProblem[] =
    draft.comment.trim().length > REVIEW_COMMENT_MAX_LENGTH ? [{ field: 'comment', problem: 'commentTooLong' }] : [];
  return [...ratings, ...comment];
}

/** The write-review body of a draft without problems; null while one remains. */
export function writeBodyOf(reviewId: number, draft: ReviewDraft): WriteReviewBody | null {
  const { product_quality_rating, shipping_service_rating, sales_service_rating } = draft.ratings;
  if (draftProblems(draft).length > 0 || !product_quality_rating || !shipping_service_rating || !sales_service_rating) return null;
  return {
    review_id: reviewId,
    product_quality_rating,
    shipping_service_rating,
    sales_service_rating,
    comment: draft.comment.trim(),
    variations: draft.variations,
  };
}
