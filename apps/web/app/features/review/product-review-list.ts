import { REVIEW_SORTS, type ReviewFilter } from '@talad/domain';
import type { ReviewItem } from '@talad/sdk';
import { appendUnique } from './review-lists.ts';

export type ReviewSort = (typeof REVIEW_SORTS)[number];

/**
 * The product page's reviews: one sort and one filter at a time, pages appended as "show more" asks (a like or a new
 * review between two pages may shift them: an item already held is not shown twice). Pure.
 */
export interface ProductReviewList {
  sort: ReviewSort;
  filter: ReviewFilter;
  items: ReviewItem[];
  /** The last page read; 0 before the first. */
  page: number;
  totalPages: number;
  total: number;
}

export function startList(sort: ReviewSort = 'lasted', filter: ReviewFilter = 'all'): ProductReviewList {
  return { sort, filter, items: [], page: 0, totalPages: 0, total: 0 };
}

export function hasMore(list: ProductReviewList): boolean {
  return list.page === 0 || list.page < list.totalPages;
}

export function withProductPage(
  list: ProductReviewList,
  page: { items: ReviewItem[]; page: number; total_pages: number; total: number },
): ProductReviewList {
  return { ...list, items: appendUnique(list.items, page.items), page: page.page, totalPages: page.total_pages, total: page.total };
}

/** A like or unlike as the API answered it: that review's count and the viewer's mark. */
export function withLike(list: ProductReviewList, like: { review_id: number; likes: number; is_liked: boolean }): ProductReviewList {
  return {
    ...list,
    items: list.items.map((item) => (item.review_id === like.review_id ? { ...item, likes: like.likes, is_liked: like.is_liked } : item)),
  };
}

/** A sort or filter read from a select or a button: one of the spec's values, or the default. */
export function sortOf(value: string): ReviewSort {
  return REVIEW_SORTS.find((sort) => sort === value) ?? 'lasted';
}
