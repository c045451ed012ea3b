import { REVIEW_RATING_MAX } from '@talad/domain';
import { useTranslation } from '../../lib/i18n.ts';

const STAR_PATH = 'M12 2.6l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.5l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';
const FIVE = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index);

export function StarIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`shrink-0 ${className}`}>
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/** A score as one decimal in the page's language (4.3, 4.0). */
export function scoreText(score: number, locale: string): string {
  return score.toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/**
 * A score out of five as five stars filled to the tenth, read as one picture: "4.3 out of 5 stars". The filled stars
 * are amber-600 (3.2:1 on white, WCAG's contrast for graphics); the empty ones only frame them.
 */
export function Stars({ score, size = 'size-4' }: { score: number; size?: string }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const filled = Math.max(0, Math.min(100, (score / REVIEW_RATING_MAX) * 100));
  return (
    <span role="img" aria-label={t('reviews.outOfFive', { score: scoreText(score, language) })} className="relative inline-flex shrink-0">
      <span className="flex text-gray-300">
        {FIVE.map((index) => (
          <StarIcon key={index} className={size} />
        ))}
      </span>
      <span className="absolute inset-y-0 left-0 flex overflow-hidden text-amber-600" style={{ width: `${filled}%` }}>
        {FIVE.map((index) => (
          <StarIcon key={index} className={size} />
        ))}
      </span>
    </span>
  );
}
