import { REVIEW_HISTORY_CAP } from '@talad/domain';
import type { ReviewItem } from '@talad/sdk';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { browserApi } from '../../lib/api-browser.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useShellData } from '../../lib/shell-data.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormSuccess } from '../../ui/fields.tsx';
import type { ListSlot } from './review-area.ts';
import { REVIEW_TABS, reviewTabOf, type ReviewTab } from './review-lists.ts';
import { MyReviewCard } from './my-review-card.tsx';
import { loadNextReviews, mountReviewList, retryReviewList, useReviewArea } from './use-review-area.ts';

/** What a review's page hands the list when it saved: the list says so once. */
export interface SavedReviewState {
  savedReview: string;
}

function ReviewTabs({ current }: { current: ReviewTab }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('reviews.lists')}>
      <ul className="flex gap-1 border-b border-gray-200">
        {REVIEW_TABS.map((tab) => (
          <li key={tab}>
            <Link
              to={`${pathname}?tab=${tab}`}
              aria-current={tab === current ? 'page' : undefined}
              className={`-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap ${
                tab === current ? 'border-primary text-primary' : 'border-transparent text-gray-600 hover:text-gray-900'
              }`}
            >
              {t(`reviews.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Whether the marker at the list's end is within a screen of view, as it changes. */
function useMarkerInView() {
  const marker = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((entry) => entry.isIntersecting)), {
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { marker, inView };
}

/**
 * One list, 10 at a time (spec §4): its first page when shown, the next ones as its end comes near (or "show more"),
 * until the list asks no more.
 */
function ReviewList({ tab, slot, started }: { tab: ReviewTab; slot: ListSlot<ReviewItem>; started: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { config } = useShellData();
  const { marker, inView } = useMarkerInView();
  const { list, loading, failed } = slot;
  const firstPage = list.offset === 0;

  // Looked at again whenever a page arrives or a retry clears the failure (loading, failed): while the list's end
  // stays near, the next page follows, until an empty (or, for the history, short or 20th) page ends the list.
  useEffect(() => {
    if (started && (firstPage || inView)) void loadNextReviews(browserApi(config), tab, locale);
  }, [config, tab, locale, started, firstPage, inView, loading, failed]);

  return (
    <div>
      {list.items.length > 0 && (
        <ul className="divide-y divide-gray-100" aria-label={t(`reviews.tabs.${tab}`)} data-testid={`my-reviews-${tab}`}>
          {list.items.map((item) => (
            <MyReviewCard key={item.review_id} item={item} tab={tab} />
          ))}
        </ul>
      )}
      {list.noMore && list.items.length === 0 && (
        <p className="py-8 text-center text-gray-600">{t(tab === 'waiting' ? 'reviews.noneWaiting' : 'reviews.noneHistory')}</p>
      )}
      {tab === 'history' && list.items.length >= REVIEW_HISTORY_CAP && (
        <p className="pt-3 text-center text-xs text-gray-600">{t('reviews.historyCap', { count: REVIEW_HISTORY_CAP })}</p>
      )}
      {loading && (
        <div
          role="status"
          aria-label={t('account.loading')}
          className="mt-3 h-20 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none"
        />
      )}
      {failed && (
        <div role="alert" className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-error-strong">
          {t('reviews.loadFailed')}
          <button type="button" className="btn btn-outline" onClick={() => retryReviewList(tab)}>
            {t('reviews.tryAgain')}
          </button>
        </div>
      )}
      {!list.noMore && !loading && !failed && !firstPage && (
        <div className="mt-3 text-center">
          <button type="button" className="btn btn-outline" onClick={() => void loadNextReviews(browserApi(config), tab, locale)}>
            {t('reviews.loadMore')}
          </button>
        </div>
      )}
      <div ref={marker} aria-hidden="true" />
    </div>
  );
}

/** /account/my-review: the two lists as tabs (?tab=), the chosen one below them. */
export function MyReviews() {
  const { t } = useTranslation();
  const location = useLocation();
  const tab = reviewTabOf(new URLSearchParams(location.search));
  const area = useReviewArea();
  const saved = (location.state as SavedReviewState | null)?.savedReview;

  useEffect(() => mountReviewList(), []);

  return (
    <div className="flex flex-col gap-4">
      {saved && <FormSuccess message={t('reviews.saved', { name: saved })} />}
      <ReviewTabs current={tab} />
      <ReviewList key={tab} tab={tab} slot={area.lists[tab]} started={area.mountedOnce} />
    </div>
  );
}
