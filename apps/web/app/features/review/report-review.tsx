import { REVIEW_REPORT_NOTE_MAX_LENGTH, REVIEW_REPORT_REASONS, type ReviewReportReason } from '@talad/domain';
import { reportReview, type ReviewItem } from '@talad/sdk';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useSignInHref } from '../cart/sign-in-first.ts';

/**
 * "Report" under a review (issue #29): a member picks a reason (and may add a note) and the shop's moderators see it
 * in their queue. One report per member: sending again answers the first, so the form simply says it was sent. A
 * guest is asked to sign in and brought back to the reviews; the member's own review is refused by the API.
 */
export function ReportReview({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const { role, ready } = useSession();
  const signInHref = useSignInHref();
  const { pathname, search } = useLocation();
  const { run, busy, error } = useApiCall();
  const [state, setState] = useState<'closed' | 'open' | 'signIn' | 'sent'>('closed');
  const [reason, setReason] = useState<ReviewReportReason | null>(null);
  const [note, setNote] = useState('');
  const id = useId();

  if (state === 'sent')
    return (
      <p role="status" className="text-sm text-gray-700">
        {t('reviews.report.sent')}
      </p>
    );

  const send = async () => {
    if (!reason) return;
    const answer = await run((api) => reportReview(api, item.review_id, { reason, note }));
    if (answer.ok) setState('sent');
  };

  return (
    <div className="flex flex-col gap-2">
      {state !== 'open' && (
        <button
          type="button"
          disabled={!ready}
          onClick={() => setState(role === 'user' ? 'open' : 'signIn')}
          className="h-9 self-start rounded-full px-3 text-sm text-gray-600 underline hover:text-primary"
        >
          {t('reviews.report.open')}
        </button>
      )}
      {state === 'signIn' && (
        <p role="alert" className="text-sm text-gray-700">
          {t('reviews.report.signInFirst')}{' '}
          <Link to={signInHref(`${pathname}${search}#reviews`)} className="font-semibold text-primary underline">
            {t('reviews.signIn')}
          </Link>
        </p>
      )}
      {state === 'open' && (
        <form
          className="flex flex-col gap-2 rounded-md border border-gray-200 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-semibold text-gray-900">{t('reviews.report.title', { name: item.user_name })}</legend>
            {REVIEW_REPORT_REASONS.map((value) => (
              <label key={value} className="flex min-h-9 items-center gap-2 text-sm text-gray-800">
                <input type="radio" name={`${id}-reason`} value={value} checked={reason === value} onChange={() => setReason(value)} />
                {t(`reviews.report.reasons.${value}`)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-note`} className="text-sm text-gray-800">
            {t(reason === 'other' ? 'reviews.report.noteNeeded' : 'reviews.report.note')}
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={REVIEW_REPORT_NOTE_MAX_LENGTH}
            required={reason === 'other'}
            rows={2}
            className="rounded-md border border-gray-300 p-2 text-sm"
          />
          {error && (
            <p role="alert" className="text-sm text-error-strong">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={!reason || busy}
              className="h-10 rounded-md bg-primary px-4 text-sm font-semibold text-white disabled:opacity-50"
            >
              {t('reviews.report.send')}
            </button>
            <button type="button" onClick={() => setState('closed')} className="h-10 rounded-md border border-gray-300 px-4 text-sm">
              {t('reviews.report.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
