import { REVIEW_RATING_MAX } from '@talad/domain';
import type { RatingSummary } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { scoreText, Stars } from './stars.tsx';

const STARS_DOWN = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => REVIEW_RATING_MAX - index) as Array<1 | 2 | 3 | 4 | 5>;

/** The product's average as a number and stars, the reviews counted, and one bar per star (5 down to 1). */
export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  if (summary.total === 0) return <p className="text-gray-600">{t('reviews.none')}</p>;
  return (
    <div className="flex flex-wrap items-center gap-6" data-testid="rating-summary">
      <div className="text-center">
        <p className="text-4xl font-bold text-gray-900">{scoreText(summary.average, language)}</p>
        <Stars score={summary.average} size="size-5" />
        <p className="mt-1 text-sm text-gray-600">{t('reviews.count', { count: summary.total })}</p>
      </div>
      <ul className="min-w-0 flex-1 basis-48 space-y-1" aria-label={t('reviews.perStar')}>
        {STARS_DOWN.map((star) => {
          const count = summary.counts[star];
          return (
            <li key={star} className="flex items-center gap-2 text-sm text-gray-700" data-testid={`star-count-${star}`}>
              <span className="w-14 shrink-0">{t('reviews.stars', { count: star })}</span>
              <span aria-hidden="true" className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-gray-200">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${(count / summary.total) * 100}%` }} />
              </span>
              <span className="w-20 shrink-0 text-right whitespace-nowrap">{t('reviews.count', { count })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The short line under the product's name: stars, average and count, leading to the reviews below. */
export function RatingLine({ summary }: { summary: RatingSummary }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  if (summary.total === 0) return null;
  return (
    <a href="#reviews" className="inline-flex items-center gap-1.5 text-sm text-gray-700 hover:underline" data-testid="rating-line">
      <Stars score={summary.average} />
      <span className="font-semibold text-gray-900">{scoreText(summary.average, language)}</span>
      <span>({t('reviews.count', { count: summary.total })})</span>
    </a>
  );
}
