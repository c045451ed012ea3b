import { REVIEW_HISTORY_CAP, REVIEW_PAGE_SIZE } from '@talad/domain';

/**
 * The member's two review lists as spec §4 and §9 have them: 10 per request, pages appended without duplicates by
 * review_id, the offset advanced by 10, no further request once an empty page came back; the history also stops on a
 * short page and once it holds 20. Pure: the screen keeps the state and asks `nextRequest` what to fetch.
 */

export const REVIEW_TABS = ['waiting', 'history'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export interface ReviewList<Item extends { review_id: number }> {
  items: Item[];
  /** Where the next request starts: 10 further per request made, whatever its page held. */
  offset: number;
  /** No further request is made (the no-more-data flag). */
  noMore: boolean;
}

export function emptyReviewList<Item extends { review_id: number }>(): ReviewList<Item> {
  return { items: [], offset: 0, noMore: false };
}

/** The tab the address names (?tab=history), waiting for review by default. */
export function reviewTabOf(search: URLSearchParams): ReviewTab {
  return search.get('tab') === 'history' ? 'history' : 'waiting';
}

/** The next request of a list (limit and offset), or null once it asks no more. */
export function nextRequest(list: ReviewList<{ review_id: number }>): { limit: number; offset: number } | null {
  return list.noMore ? null : { limit: REVIEW_PAGE_SIZE, offset: list.offset };
}

/** `held` followed by the items of `page` whose review_id it does not hold yet (a page may overlap the last one). */
export function appendUnique<Item extends { review_id: number }>(held: Item[], page: Item[]): Item[] {
  const known = new Set(held.map((item) => item.review_id));
  const added = page.filter((item) => {
    if (known.has(item.review_id)) return false;
    known.add(item.review_id);
    return true;
  });
  return added.length === 0 ? held : [...held, ...added];
}

/** The list once the page asked at its offset came back. */
export function withPage<Item extends { review_id: number }>(tab: ReviewTab, list: ReviewList<Item>, page: Item[]): ReviewList<Item> {
  const appended = appendUnique(list.items, page);
  const items = tab === 'history' ? appended.slice(0, REVIEW_HISTORY_CAP) : appended;
  const historyDone = tab === 'history' && (page.length < REVIEW_PAGE_SIZE || items.length >= REVIEW_HISTORY_CAP);
  return { items, offset: list.offset + REVIEW_PAGE_SIZE, noMore: page.length === 0 || historyDone };
}
