import { REVIEW_COMMENT_MAX_LENGTH } from '@talad/domain';
import { writeReview, type ReviewItem } from '@talad/sdk';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation, type Translator } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { FormError, SelectField } from '../../ui/fields.tsx';
import { Modal } from '../../ui/modal.tsx';
import type { SavedReviewState } from './my-reviews.tsx';
import { RatingInput } from './rating-input.tsx';
import { draftChanged, draftOf, draftProblems, RATING_FIELDS, writeBodyOf, type DraftProblem, type ReviewDraft } from './review-draft.ts';
import { variationLabel } from './review-format.ts';
import { ReviewMediaEditor } from './review-media-editor.tsx';
import { resetReviewArea } from './use-review-area.ts';
import { useLeaveGuard } from './use-leave-guard.ts';

function CommentBox({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {t('reviews.comment')}
      </label>
      <textarea
        id={id}
        rows={5}
        maxLength={REVIEW_COMMENT_MAX_LENGTH}
        value={value}
        readOnly={!hydrated}
        placeholder={t('reviews.commentHint')}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-left${error ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(error)}
        className="field mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900"
      />
      <p id={`${id}-left`} className="mt-1 text-right text-xs text-gray-600">
        {t('reviews.charactersLeft', { count: REVIEW_COMMENT_MAX_LENGTH - value.length })}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-error-strong">
          {error}
        </p>
      )}
    </div>
  );
}

/** The product's options with more than one value, each a choice of the variation the review is about. */
function VariationChoices({
  review,
  chosen,
  onChoose,
}: {
  review: ReviewItem;
  chosen: Record<string, string>;
  onChoose: (name: string, value: string) => void;
}) {
  const { t } = useTranslation();
  const options = Object.entries(review.variation_choices ?? {}).filter(([, values]) => values.length > 1);
  if (options.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-gray-800">{t('reviews.variation')}</legend>
      {options.map(([name, values]) => (
        <SelectField
          key={name}
          label={t(`filter.option.${name}`)}
          placeholder={t('reviews.chooseVariation')}
          options={values.map((value) => ({ value, label: variationLabel(review, name, value) }))}
          value={chosen[name] ?? ''}
          // The empty choice keeps what was chosen: a review is always about one variation.
          onChange={(event) => event.target.value && onChoose(name, event.target.value)}
        />
      ))}
    </fieldset>
  );
}

function LeavePagePopup({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(stillOpen) => !stillOpen && onStay()}
      title={t('reviews.leave.title')}
      description={t('reviews.leave.text')}
      testId="leave-review-popup"
    >
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-outline" onClick={onLeave}>
          {t('reviews.leave.go')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onStay}>
          {t('reviews.leave.stay')}
        </button>
      </div>
    </Modal>
  );
}

const problemText = (problems: DraftProblem[], field: DraftProblem['field'], t: Translator['t']) => {
  const found = problems.find((problem) => problem.field === field);
  return found ? t(`reviews.${found.problem}`, { count: REVIEW_COMMENT_MAX_LENGTH }) : undefined;
};

/**
 * Writing or rewriting one review: three ratings, the variation, the comment, photos and a video. Ratings, variation
 * and comment are sent with "save"; pictures as they are picked. Leaving with unsaved changes asks first (spec §2).
 */
export function ReviewForm({ review, onMediaChanged }: { review: ReviewItem; onMediaChanged: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localHref = useLocalHref();
  const [saved] = useState<ReviewDraft>(() => draftOf(review));
  const [draft, setDraft] = useState<ReviewDraft>(saved);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const { run, busy, error } = useApiCall();
  const guard = useLeaveGuard(draftChanged(saved, draft));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    const body = writeBodyOf(review.review_id, draft);
    if (!body) return;
    const answer = await run((api) => writeReview(api, body));
    if (!answer.ok) return;
    // Saved: the area's lists start over (the review moved to the history), and leaving asks nothing.
    guard.release();
    resetReviewArea();
    navigate(localHref('/account/my-review?tab=history'), { state: { savedReview: review.product_name } satisfies SavedReviewState });
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label={t('reviews.formLabel', { name: review.product_name })}>
        <div className="flex flex-col gap-3">
          {RATING_FIELDS.map((field) => (
            <RatingInput
              key={field}
              label={t(`reviews.ratings.${field}`)}
              value={draft.ratings[field]}
              error={problemText(problems, field, t)}
              onChange={(value) => setDraft((now) => ({ ...now, ratings: { ...now.ratings, [field]: value } }))}
            />
          ))}
        </div>
        <VariationChoices
          review={review}
          chosen={draft.variations}
          onChoose={(name, value) => setDraft((now) => ({ ...now, variations: { ...now.variations, [name]: value } }))}
        />
        <CommentBox
          value={draft.comment}
          error={problemText(problems, 'comment', t)}
          onChange={(comment) => setDraft((now) => ({ ...now, comment }))}
        />
        <ReviewMediaEditor review={review} onChanged={onMediaChanged} />
        <FormError message={error} />
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('reviews.save')}
          </button>
        </div>
      </form>
      <LeavePagePopup open={guard.target !== null} onStay={guard.stay} onLeave={guard.leave} />
    </>
  );
}
