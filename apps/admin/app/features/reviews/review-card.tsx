import type { AdminReview } from '@talad/contract';
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { Notice } from '../../ui/form-parts.tsx';

type Moderated = { intent: string; ok: boolean; message: string | null };

/**
 * One written review as the desk moderates it: who wrote it about what, its stars, text and pictures; hide it with a
 * reason (the desk's and the audit log's, never the shopper's), restore it, or write the shop's reply, which the
 * product page shows under the review. Members' open reports flag it (issue #29): hiding answers them, or dismiss them.
 */
export function ReviewCard({ review }: { review: AdminReview }) {
  const { t } = useT();
  const format = useFormat();
  const hidden = review.state === 'hidden';
  const headingId = `review-${review.review_id}`;
  return (
    <article aria-labelledby={headingId} className={`card flex flex-col gap-3 p-4 ${hidden ? 'border-danger' : ''}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          {review.product_name}
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-sm font-semibold ${hidden ? 'bg-danger-soft text-danger' : 'bg-ok-soft text-ok'}`}>
          {t(`reviews.state.${review.state}`)}
        </span>
      </div>
      <p className="text-sm text-muted">
        {review.user_name} · {review.order_no} · {format.moment(review.reviewed_at)}
      </p>
      <p aria-label={t('reviews.stars', { score: review.score })}>
        <span aria-hidden="true" className="text-warn">
          {'★'.repeat(Math.round(review.score))}
          {'☆'.repeat(5 - Math.round(review.score))}
        </span>{' '}
        <span className="text-sm">
          {t('reviews.scores', {
            quality: review.product_quality_rating,
            shipping: review.shipping_service_rating,
            service: review.sales_service_rating,
          })}
        </span>
      </p>
      {review.comment && <p className="whitespace-pre-line">{review.comment}</p>}
      {review.images.length + review.videos.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {[...review.images, ...review.videos].map((media) =>
            media.thumbnail_url ? (
              <li key={media.media_id}>
                <img
                  src={media.thumbnail_url}
                  alt={t(media.kind === 'VIDEO' ? 'reviews.video' : 'reviews.photo')}
                  width={64}
                  height={64}
                  className="size-16 rounded-md object-cover"
                />
              </li>
            ) : null,
          )}
        </ul>
      )}
      {review.open_reports.count > 0 && <OpenReports reports={review.open_reports} />}
      {review.hidden && (
        <p className="text-sm text-danger">
          {t('reviews.hiddenBecause', { reason: review.hidden.reason, at: format.moment(review.hidden.hidden_at) })}
        </p>
      )}
      {review.seller_reply && (
        <div className="rounded-lg bg-accent-soft p-3">
          <p className="text-sm font-semibold">{t('reviews.currentReply', { at: format.moment(review.seller_reply.replied_at) })}</p>
          <p className="whitespace-pre-line">{review.seller_reply.text}</p>
        </div>
      )}
      <div className="grid gap-3 md:grid-cols-2">
        {hidden ? <RestoreForm reviewId={review.review_id} /> : <HideForm reviewId={review.review_id} />}
        {review.open_reports.count > 0 && <DismissForm reviewId={review.review_id} />}
        <ReplyForm reviewId={review.review_id} current={review.seller_reply?.text ?? ''} />
      </div>
    </article>
  );
}

function OpenReports({ reports }: { reports: AdminReview['open_reports'] }) {
  const { t } = useT();
  return (
    <div className="rounded-lg border border-warn bg-warn-soft p-3" data-testid="open-reports">
      <p className="font-semibold">{t('reviews.reported', { count: reports.count })}</p>
      <ul className="mt-1 flex flex-wrap gap-2 text-sm">
        {reports.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-full bg-panel px-2 py-0.5">
            {t('reviews.reasonCount', { reason: t(`reviews.reportReasons.${reason}`), count })}
          </li>
        ))}
      </ul>
      {reports.notes.length > 0 && (
        <>
          <p className="mt-2 text-sm font-semibold">{t('reviews.reportNotes')}</p>
          <ul className="list-inside list-disc text-sm">
            {reports.notes.map((note, index) => (
              <li key={index} className="break-words">
                {note}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** One moderation move as a form of its own: its error beside its button, the button held while it is sent. */
function ModerationForm({
  reviewId,
  intent,
  label,
  tone,
  children,
}: {
  reviewId: number;
  intent: 'hide' | 'restore' | 'dismiss-reports';
  label: string;
  tone: 'btn-outline' | 'btn-danger';
  children?: ReactNode;
}) {
  const fetcher = useFetcher<Moderated>();
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="review_id" value={reviewId} />
      {children}
      {fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && <Notice tone="error">{fetcher.data.message}</Notice>}
      <button type="submit" name="intent" value={intent} className={`btn ${tone} min-h-11 self-start`} disabled={fetcher.state !== 'idle'}>
        {label}
      </button>
    </fetcher.Form>
  );
}

function DismissForm({ reviewId }: { reviewId: number }) {
  const { t } = useT();
  return <ModerationForm reviewId={reviewId} intent="dismiss-reports" label={t('reviews.dismiss')} tone="btn-outline" />;
}

function HideForm({ reviewId }: { reviewId: number }) {
  const { t } = useT();
  const id = `hide-${reviewId}`;
  return (
    <ModerationForm reviewId={reviewId} intent="hide" label={t('reviews.hide')} tone="btn-danger">
      <label htmlFor={id} className="font-semibold">
        {t('reviews.hideReason')}
      </label>
      <input id={id} name="reason" required maxLength={500} className="field min-h-11" />
    </ModerationForm>
  );
}

function RestoreForm({ reviewId }: { reviewId: number }) {
  const { t } = useT();
  return <ModerationForm reviewId={reviewId} intent="restore" label={t('reviews.restore')} tone="btn-outline" />;
}

function ReplyForm({ reviewId, current }: { reviewId: number; current: string }) {
  const { t } = useT();
  const fetcher = useFetcher<Moderated>();
  const id = `reply-${reviewId}`;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="review_id" value={reviewId} />
      <label htmlFor={id} className="font-semibold">
        {t(current ? 'reviews.replaceReply' : 'reviews.reply')}
      </label>
      <textarea id={id} name="text" required maxLength={1000} rows={2} defaultValue={current} key={current} className="field" />
      {fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && <Notice tone="error">{fetcher.data.message}</Notice>}
      {fetcher.state === 'idle' && fetcher.data?.ok && <Notice tone="ok">{t('reviews.replied')}</Notice>}
      <button type="submit" name="intent" value="reply" className="btn btn-primary min-h-11 self-start" disabled={fetcher.state !== 'idle'}>
        {t('reviews.sendReply')}
      </button>
    </fetcher.Form>
  );
}
