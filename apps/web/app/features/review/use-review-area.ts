import type { Locale } from '@talad/domain';
import { getReviewedHistories, getWaitingForReview, type ApiClient, type ReviewItem } from '@talad/sdk';
import { useSyncExternalStore } from 'react';
import {
  areaReset,
  freshArea,
  listMounted,
  pageArrived,
  pageAsked,
  pageFailed,
  retried,
  wantsPage,
  type ReviewArea,
} from './review-area.ts';
import { nextRequest, type ReviewTab } from './review-lists.ts';

/**
 * The my-review area of this browser tab (review-area.ts says what it holds and when it resets). One per tab, kept in
 * memory only: account pages render in the browser (ARCHITECTURE), so the server never touches it.
 */
let area: ReviewArea<ReviewItem> = freshArea();
const SERVER_AREA: ReviewArea<ReviewItem> = freshArea();
const listeners = new Set<() => void>();

function update(next: ReviewArea<ReviewItem>) {
  if (next === area) return;
  area = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReviewArea(): ReviewArea<ReviewItem> {
  return useSyncExternalStore(
    subscribe,
    () => area,
    () => SERVER_AREA,
  );
}

/** The list screen mounted (spec §2's mounted-once flag: set the first time, kept until the area is left). */
export function mountReviewList(): void {
  update(listMounted(area));
}

/** Leaving the area, or a review saved: the flag and the lists start over. */
export function resetReviewArea(): void {
  update(areaReset(area));
}

export function retryReviewList(tab: ReviewTab): void {
  update(retried(area, tab));
}

/** Asks the tab's next page (10 at its offset) unless one is on its way or the list asks no more. */
export async function loadNextReviews(api: ApiClient, tab: ReviewTab, locale: Locale): Promise<void> {
  const request = nextRequest(area.lists[tab].list);
  if (!wantsPage(area, tab) || !request) return;
  const generation = area.generation;
  update(pageAsked(area, tab));
  try {
    const read = tab === 'waiting' ? getWaitingForReview : getReviewedHistories;
    const answer = await read(api, request, { locale });
    update(answer.is_success && answer.data ? pageArrived(area, tab, answer.data.items, generation) : pageFailed(area, tab, generation));
  } catch (error) {
    console.error(`GET reviews/my-reviews (${tab}) failed:`, error);
    update(pageFailed(area, tab, generation));
  }
}
