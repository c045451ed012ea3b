import { emptyReviewList, withPage, type ReviewList, type ReviewTab } from './review-lists.ts';

/**
 * The my-review area (/account/my-review and /account/my-review/:id) as one browser tab holds it: the two lists and
 * the mounted-once flag. The list screen mounted for the first time in the area starts both lists afresh; mounted
 * again while the flag is set (back from a review's page) it shows what it held, without asking again. Leaving the
 * area resets the flag (spec §2), so the next visit starts afresh; so does saving a review, which moves it from one
 * list to the other. Pure transitions; the screens' store (use-review-area.ts) applies them.
 */
export interface ListSlot<Item extends { review_id: number }> {
  list: ReviewList<Item>;
  /** A request of this list is on its way: no second one meanwhile. */
  loading: boolean;
  failed: boolean;
}

export interface ReviewArea<Item extends { review_id: number }> {
  mountedOnce: boolean;
  lists: Record<ReviewTab, ListSlot<Item>>;
  /** Counts the resets: a page asked before one is dropped when it arrives after it. */
  generation: number;
}

const emptySlot = <Item extends { review_id: number }>(): ListSlot<Item> => ({ list: emptyReviewList(), loading: false, failed: false });

export function freshArea<Item extends { review_id: number }>(): ReviewArea<Item> {
  return { mountedOnce: false, lists: { waiting: emptySlot(), history: emptySlot() }, generation: 0 };
}

/** Leaving the area, or a review saved: the flag and the lists are reset. */
export function areaReset<Item extends { review_id: number }>(area: ReviewArea<Item>): ReviewArea<Item> {
  return { ...freshArea<Item>(), generation: area.generation + 1 };
}

/** The list screen mounts: the first time in the area it starts from empty lists and sets the flag; later it keeps them. */
export function listMounted<Item extends { review_id: number }>(area: ReviewArea<Item>): ReviewArea<Item> {
  return area.mountedOnce ? area : { ...areaReset(area), mountedOnce: true };
}

/** Whether the tab's list should ask for its next page now: it asks more, and nothing is on its way or failed. */
export function wantsPage(area: ReviewArea<{ review_id: number }>, tab: ReviewTab): boolean {
  const slot = area.lists[tab];
  return area.mountedOnce && !slot.loading && !slot.failed && !slot.list.noMore;
}

function withSlot<Item extends { review_id: number }>(area: ReviewArea<Item>, tab: ReviewTab, slot: ListSlot<Item>): ReviewArea<Item> {
  return { ...area, lists: { ...area.lists, [tab]: slot } };
}

export function pageAsked<Item extends { review_id: number }>(area: ReviewArea<Item>, tab: ReviewTab): ReviewArea<Item> {
  return withSlot(area, tab, { ...area.lists[tab], loading: true, failed: false });
}

/** The page asked in `generation` came back; one asked before a reset changes nothing. */
export function pageArrived<Item extends { review_id: number }>(
  area: ReviewArea<Item>,
  tab: ReviewTab,
  page: Item[],
  generation: number,
): ReviewArea<Item> {
  if (generation !== area.generation) return area;
  const slot = area.lists[tab];
  return withSlot(area, tab, { list: withPage(tab, slot.list, page), loading: false, failed: false });
}

/** A failed request leaves the list as it was, marked so the screen offers to try again (`retried`). */
export function pageFailed<Item extends { review_id: number }>(
  area: ReviewArea<Item>,
  tab: ReviewTab,
  generation: number,
): ReviewArea<Item> {
  if (generation !== area.generation) return area;
  return withSlot(area, tab, { ...area.lists[tab], loading: false, failed: true });
}

export function retried<Item extends { review_id: number }>(area: ReviewArea<Item>, tab: ReviewTab): ReviewArea<Item> {
  return withSlot(area, tab, { ...area.lists[tab], failed: false });
}
