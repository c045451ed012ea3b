import { describe, expect, it } from 'vitest';
import { appendUnique, emptyReviewList, nextRequest, reviewTabOf, withPage, type ReviewList } from './review-lists.ts';

type Item = { review_id: number };
const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, index) => ({ review_id: from + index }));
const ids = (list: ReviewList<Item>) => list.items.map((item) => item.review_id);
const range = (from: number, count: number) => items(from, count).map((item) => item.review_id);

describe('the waiting-for-review and review-history lists (spec §4, §9)', () => {
  it('ask 10 per request, from offset 0', () => {
    expect(nextRequest(emptyReviewList())).toEqual({ limit: 10, offset: 0 });
  });

  it('advance the offset by 10 per page, whatever the page held', () => {
    const first = withPage('waiting', emptyReviewList<Item>(), items(1, 10));
    expect(nextRequest(first)).toEqual({ limit: 10, offset: 10 });
    const second = withPage('waiting', first, items(11, 3));
    expect(nextRequest(second)).toEqual({ limit: 10, offset: 20 });
    expect(ids(second)).toEqual(range(1, 13));
  });

  it('append a page without the review_ids already held', () => {
    const first = withPage('waiting', emptyReviewList<Item>(), items(1, 10));
    // A review written meanwhile shifts the server's pages: the next one starts with one already held.
    const second = withPage('waiting', first, items(10, 10));
    expect(ids(second)).toEqual(range(1, 19));
    expect(appendUnique(items(1, 2), [{ review_id: 3 }, { review_id: 3 }])).toEqual(items(1, 3));
  });

  it('set the no-more flag when an empty page comes back, and then ask nothing', () => {
    const first = withPage('waiting', emptyReviewList<Item>(), items(1, 4));
    // The waiting list goes on after a short page: only an empty one stops it.
    expect(first.noMore).toBe(false);
    const done = withPage('waiting', first, []);
    expect(done).toEqual({ items: items(1, 4), offset: 20, noMore: true });
    expect(nextRequest(done)).toBeNull();
    expect(withPage('history', emptyReviewList<Item>(), []).noMore).toBe(true);
  });

  it('stop the history on a short page', () => {
    const short = withPage('history', emptyReviewList<Item>(), items(1, 9));
    expect(short.noMore).toBe(true);
    expect(nextRequest(short)).toBeNull();
    expect(withPage('history', emptyReviewList<Item>(), items(1, 10)).noMore).toBe(false);
  });

  it('stop the history once it holds 20, and hold no more than 20', () => {
    const first = withPage('history', emptyReviewList<Item>(), items(1, 10));
    const second = withPage('history', first, items(11, 10));
    expect(second).toMatchObject({ offset: 20, noMore: true });
    expect(second.items).toHaveLength(20);
    // Two overlapping pages leave 19: the history asks once more, and keeps 20 of what comes.
    const overlapped = withPage('history', first, items(10, 10));
    expect(overlapped).toMatchObject({ offset: 20, noMore: false });
    const third = withPage('history', overlapped, items(20, 10));
    expect(ids(third)).toEqual(range(1, 20));
    expect(third.noMore).toBe(true);
  });

  it('the waiting list has no cap of 20', () => {
    let list = emptyReviewList<Item>();
    for (let page = 0; page < 3; page++) list = withPage('waiting', list, items(1 + page * 10, 10));
    expect(list).toMatchObject({ offset: 30, noMore: false });
    expect(list.items).toHaveLength(30);
  });

  it('read the tab from the address: waiting unless ?tab=history', () => {
    expect(reviewTabOf(new URLSearchParams('tab=history'))).toBe('history');
    expect(reviewTabOf(new URLSearchParams('tab=other'))).toBe('waiting');
    expect(reviewTabOf(new URLSearchParams(''))).toBe('waiting');
  });
});
