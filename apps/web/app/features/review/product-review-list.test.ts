import type { ReviewItem } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { hasMore, sortOf, startList, withLike, withProductPage } from './product-review-list.ts';

const review = (id: number, likes = 0): ReviewItem => ({ review_id: id, likes, is_liked: false }) as ReviewItem;
const pageOf = (page: number, ids: number[], totalPages = 3) => ({
  items: ids.map((id) => review(id)),
  page,
  total_pages: totalPages,
  total: 25,
});

describe("the product page's reviews", () => {
  it('start at the newest, all of them, asking for the first page', () => {
    const list = startList();
    expect(list).toMatchObject({ sort: 'lasted', filter: 'all', page: 0 });
    expect(hasMore(list)).toBe(true);
  });

  it('append pages without a review twice, and ask more until the last page', () => {
    let list = withProductPage(startList('max_to_min_like', 'with_photo'), pageOf(1, [1, 2, 3]));
    // A like between two pages moved review 3 down: the second page starts with it again.
    list = withProductPage(list, pageOf(2, [3, 4, 5]));
    expect(list.items.map((item) => item.review_id)).toEqual([1, 2, 3, 4, 5]);
    expect(hasMore(list)).toBe(true);
    list = withProductPage(list, pageOf(3, [6]));
    expect(hasMore(list)).toBe(false);
    expect(list).toMatchObject({ sort: 'max_to_min_like', filter: 'with_photo', total: 25 });
    expect(hasMore(withProductPage(startList(), pageOf(1, [], 0)))).toBe(false);
  });

  it('take a like as the API answered it', () => {
    const list = withProductPage(startList(), pageOf(1, [1, 2]));
    const liked = withLike(list, { review_id: 2, likes: 7, is_liked: true });
    expect(liked.items[1]).toMatchObject({ review_id: 2, likes: 7, is_liked: true });
    expect(liked.items[0]).toBe(list.items[0]);
  });

  it('know the five sorts of spec §3 and fall back to the newest', () => {
    for (const sort of ['lasted', 'max_to_min_score', 'min_to_max_score', 'max_to_min_like', 'min_to_max_like'])
      expect(sortOf(sort)).toBe(sort);
    expect(sortOf('cheapest')).toBe('lasted');
  });
});
