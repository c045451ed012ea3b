import { REVIEW_FILTERS, REVIEW_SORTS, type ReviewFilter } from '@talad/domain';
import { getProductReviews, type RatingSummary, type ReviewLike } from '@talad/sdk';
import { useEffect, useId, useState } from 'react';
import { browserApi } from '../../lib/api-browser.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { useShellData } from '../../lib/shell-data.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useNearView } from '../../lib/use-near-view.ts';
import { hasMore, sortOf, startList, withLike, withProductPage, type ProductReviewList, type ReviewSort } from './product-review-list.ts';
import { RatingSummaryView } from './rating-summary.tsx';
import { ReviewCard } from './review-card.tsx';

/** Below the first screen: the list is read when it comes within this distance of view (decision 0007). */
const NEAR_VIEW = '600px 0px';

type Reading = 'idle' | 'loading' | 'failed';

/** What the list asks next: a sort, a filter and a page; `round` asks the same again after a failure. */
interface Request {
  sort: ReviewSort;
  filter: ReviewFilter;
  page: number;
  round: number;
}

/** The product's reviews, read with the shopper's session (their likes show) one page after another. */
function useProductReviews(productCode: string, near: boolean) {
  const { config } = useShellData();
  const locale = useLocale();
  const { ready } = useSession();
  const [list, setList] = useState<ProductReviewList>(() => startList());
  const [request, setRequest] = useState<Request>({ sort: 'lasted', filter: 'all', page: 1, round: 0 });
  // Which request the list answers (or failed): any other is still on its way, so no moment shows a stale state.
  const [outcome, setOutcome] = useState<{ request: Request; failed: boolean } | null>(null);
  const reading: Reading = outcome?.request !== request ? 'loading' : outcome.failed ? 'failed' : 'idle';

  useEffect(() => {
    if (!near || !ready) return;
    let current = true;
    const { sort, filter, page } = request;
    getProductReviews(browserApi(config), productCode, { sort, filter, page }, { locale })
      .then((answer) => {
        if (!current) return;
        const read = answer.is_success ? answer.data : null;
        if (read) setList((now) => withProductPage(page === 1 ? startList(sort, filter) : now, read));
        setOutcome({ request, failed: !read });
      })
      .catch((error: unknown) => {
        console.error(`GET reviews/products/${productCode} failed:`, error);
        if (current) setOutcome({ request, failed: true });
      });
    return () => {
      current = false;
    };
  }, [near, ready, config, locale, productCode, request]);

  return {
    list,
    request,
    reading,
    choose: (sort: ReviewSort, filter: ReviewFilter) => {
      setList(startList(sort, filter));
      setRequest({ sort, filter, page: 1, round: 0 });
    },
    more: () => setRequest((now) => ({ ...now, page: list.page + 1, round: 0 })),
    retry: () => setRequest((now) => ({ ...now, round: now.round + 1 })),
    liked: (like: ReviewLike) => setList((now) => withLike(now, like)),
  };
}

function Controls({
  chosen,
  summary,
  onChoose,
}: {
  chosen: { sort: ReviewSort; filter: ReviewFilter };
  summary: RatingSummary;
  onChoose: (sort: ReviewSort, filter: ReviewFilter) => void;
}) {
  const { t } = useTranslation();
  const sortId = useId();
  const counts: Record<ReviewFilter, number> = { all: summary.total, with_photo: summary.with_photo, with_video: summary.with_video };
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div role="group" aria-label={t('reviews.filterLabel')} className="flex flex-wrap gap-2">
        {REVIEW_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={chosen.filter === filter}
            onClick={() => onChoose(chosen.sort, filter)}
            className={`inline-flex h-9 items-center rounded-full border px-3 text-sm ${
              chosen.filter === filter
                ? 'border-primary bg-primary/10 font-semibold text-primary'
                : 'border-gray-300 text-gray-700 hover:border-primary'
            }`}
          >
            {t(`reviews.filters.${filter}`, { count: counts[filter] })}
          </button>
        ))}
      </div>
      <div>
        <label htmlFor={sortId} className="block text-sm font-semibold text-gray-800">
          {t('reviews.sortLabel')}
        </label>
        <select
          id={sortId}
          value={chosen.sort}
          onChange={(event) => onChoose(sortOf(event.target.value), chosen.filter)}
          className="field field-compact mt-1 block rounded-md border bg-white px-3 text-sm text-gray-900"
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`reviews.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * The product page's reviews (issue #14): the rating summary comes with the page (its loader read it for the
 * JSON-LD too); the list is read in the browser once the section comes near view, as the page's other parts below the
 * first screen are (decisions 0006 and 0007), with the shopper's session so their likes show.
 */
export function ProductReviews({ productCode, summary }: { productCode: string; summary: RatingSummary }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const { near, target } = useNearView<HTMLElement>({ margin: NEAR_VIEW });
  return (
    <section
      ref={target}
      id="reviews"
      aria-labelledby="reviews-title"
      className="mt-10 max-w-3xl scroll-mt-24"
      data-testid="product-reviews"
    >
      <h2 id="reviews-title" className="text-xl font-bold">
        {t('reviews.productTitle')}
      </h2>
      <div className="mt-3">
        <RatingSummaryView summary={summary} />
      </div>
      {/* Signing in or out reads the list again from its first page: the likes shown are the session's. */}
      {summary.total > 0 && (
        <ReviewList key={session ? `${session.role}:${session.user_id}` : 'none'} productCode={productCode} summary={summary} near={near} />
      )}
    </section>
  );
}

function ReviewList({ productCode, summary, near }: { productCode: string; summary: RatingSummary; near: boolean }) {
  const { t } = useTranslation();
  const reviews = useProductReviews(productCode, near);
  const { list, reading } = reviews;
  return (
    <div className="mt-5 flex flex-col gap-2">
      <Controls chosen={reviews.request} summary={summary} onChoose={reviews.choose} />
      {list.items.length > 0 && (
        <ul className="divide-y divide-gray-100" aria-label={t('reviews.productTitle')}>
          {list.items.map((item) => (
            <ReviewCard key={item.review_id} item={item} onLiked={reviews.liked} />
          ))}
        </ul>
      )}
      {reading === 'idle' && list.page > 0 && list.items.length === 0 && (
        <p className="py-6 text-center text-gray-600">{t('reviews.noneMatch')}</p>
      )}
      {reading === 'loading' && (
        <div
          role="status"
          aria-label={t('reviews.loading')}
          className="h-24 animate-pulse rounded-md bg-gray-100 motion-reduce:animate-none"
        />
      )}
      {reading === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm text-error-strong">
          {t('reviews.loadFailed')}
          <button type="button" className="btn btn-outline" onClick={reviews.retry}>
            {t('reviews.tryAgain')}
          </button>
        </div>
      )}
      {reading === 'idle' && list.page > 0 && hasMore(list) && (
        <div className="text-center">
          <button type="button" className="btn btn-outline" onClick={reviews.more}>
            {t('reviews.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
