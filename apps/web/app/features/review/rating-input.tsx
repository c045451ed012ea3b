import { REVIEW_RATING_MAX } from '@talad/domain';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { StarIcon } from './stars.tsx';

const STARS = Array.from({ length: REVIEW_RATING_MAX }, (_, index) => index + 1);

/**
 * One rating of 1–5 as a group of five radio buttons drawn as stars: arrow keys move between them, each is named
 * "4 stars", and the stars up to the chosen one are filled. Each input covers its star, so a tap on the star is a tap
 * on the input.
 */
export function RatingInput({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: number | null;
  error?: string | undefined;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const hydrated = useHydrated();
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-semibold text-gray-800">{label}</legend>
      <div className="mt-1 flex items-center gap-1">
        {STARS.map((star) => (
          <label key={star} className="relative flex size-10 items-center justify-center">
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              disabled={!hydrated}
              onChange={() => onChange(star)}
              aria-label={t('reviews.stars', { count: star })}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-md focus-visible:outline-3 focus-visible:outline-primary"
            />
            <StarIcon className={`pointer-events-none size-8 ${value !== null && star <= value ? 'text-amber-600' : 'text-gray-300'}`} />
          </label>
        ))}
        {value !== null && <span className="ml-2 text-sm text-gray-700">{t('reviews.stars', { count: value })}</span>}
      </div>
      {error && (
        <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-error-strong">
          {error}
        </p>
      )}
    </fieldset>
  );
}
