import { setReviewLike, type ReviewItem, type ReviewLike } from '@talad/sdk';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { useSignInHref } from '../cart/sign-in-first.ts';
import { MediaViewer } from './media-viewer.tsx';
import { ReportReview } from './report-review.tsx';
import { reviewDay, variationText } from './review-format.ts';
import { Stars } from './stars.tsx';
import { useMediaHref } from './use-media-href.ts';

const THUMB_PATH = 'M7 10v11H3V10h4zm2 11h8.3a2 2 0 0 0 2-1.6l1.5-7A2 2 0 0 0 18.8 10H14V5.5A2.5 2.5 0 0 0 11.5 3L9 10v11z';

/**
 * Like a review or take the like back (one per member, the count as the API answers it). A guest is asked to sign in
 * and brought back to the reviews afterwards.
 */
function LikeButton({ item, onLiked }: { item: ReviewItem; onLiked: (like: ReviewLike) => void }) {
  const { t } = useTranslation();
  const { role, ready } = useSession();
  const signInHref = useSignInHref();
  const { pathname, search } = useLocation();
  const { run, busy, error } = useApiCall();
  const [askSignIn, setAskSignIn] = useState(false);

  const toggle = async () => {
    if (role !== 'user') return setAskSignIn(true);
    const answer = await run((api) => setReviewLike(api, item.review_id, !item.is_liked));
    if (answer.ok) onLiked(answer.data);
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={item.is_liked}
        disabled={!ready || busy}
        onClick={() => void toggle()}
        className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm ${
          item.is_liked ? 'border-primary bg-primary/10 font-semibold text-primary' : 'border-gray-300 text-gray-700 hover:border-primary'
        }`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4">
          <path
            d={THUMB_PATH}
            fill={item.is_liked ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        {t('reviews.like')}
        <span data-testid="review-likes">{item.likes}</span>
      </button>
      {askSignIn && (
        <p role="alert" className="text-sm text-gray-700">
          {t('reviews.signInToLike')}{' '}
          <Link to={signInHref(`${pathname}${search}#reviews`)} className="font-semibold text-primary underline">
            {t('reviews.signIn')}
          </Link>
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-error-strong">
          {error}
        </p>
      )}
    </div>
  );
}

function Avatar({ item }: { item: ReviewItem }) {
  const href = useMediaHref();
  if (item.user_image)
    return (
      <img
        src={href(item.user_image)}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 shrink-0 rounded-full object-cover"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary"
    >
      {item.user_name.charAt(0)}
    </span>
  );
}

/**
 * One written review on the product page: who, the stars, when, the variation, the words, photos and video, the
 * shop's reply under them (as Shopee's "Seller's response"), likes, and a report to the shop.
 */
export function ReviewCard({ item, onLiked }: { item: ReviewItem; onLiked: (like: ReviewLike) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const href = useMediaHref();
  const [shown, setShown] = useState<number | null>(null);
  const media = [...item.images, ...item.videos];
  const variation = variationText(item);
  return (
    <li className="flex gap-3 py-4" data-testid="product-review">
      <Avatar item={item} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-gray-900">{item.user_name}</p>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-600">
          {item.score !== null && <Stars score={item.score} />}
          {item.reviewed_date && <span>{reviewDay(item.reviewed_date, locale)}</span>}
          {variation && <span>{t('reviews.boughtVariation', { variation })}</span>}
        </div>
        {item.comment && <p className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-gray-800">{item.comment}</p>}
        {media.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2">
            {media.map((entry, index) => (
              <li key={entry.media_id}>
                <button
                  type="button"
                  onClick={() => setShown(index)}
                  aria-label={t(entry.kind === 'VIDEO' ? 'reviews.openVideo' : 'reviews.openPhoto', {
                    number: index + 1,
                    name: item.user_name,
                  })}
                  className="relative block size-20 overflow-hidden rounded-md border border-gray-200 bg-gray-100"
                >
                  {entry.thumbnail_url && (
                    <img src={href(entry.thumbnail_url)} alt="" width={80} height={80} loading="lazy" className="size-full object-cover" />
                  )}
                  {entry.kind === 'VIDEO' && (
                    <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center bg-black/40 text-lg text-white">
                      ▶
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        {item.seller_reply && (
          <div className="mt-2 rounded-md bg-gray-100 px-3 py-2 text-sm" data-testid="seller-reply">
            <p className="font-semibold text-gray-900">{t('reviews.sellerReply')}</p>
            <p className="mt-1 leading-6 break-words whitespace-pre-line text-gray-800">{item.seller_reply.text}</p>
          </div>
        )}
        <div className="mt-2 flex flex-col gap-1">
          <LikeButton item={item} onLiked={onLiked} />
          <ReportReview item={item} />
        </div>
      </div>
      <MediaViewer media={media} shown={shown} author={item.user_name} onShow={setShown} onClose={() => setShown(null)} />
    </li>
  );
}
