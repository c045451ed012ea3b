import type { ReviewItem } from '@talad/sdk';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref, useLocale } from '../../lib/use-locale.ts';
import { Picture } from '../media/picture.tsx';
import type { ReviewTab } from './review-lists.ts';
import { reviewDay, variationText } from './review-format.ts';
import { Stars } from './stars.tsx';

/** One bought line waiting for its review, or one written review, with the way to its page (write or edit). */
export function MyReviewCard({ item, tab }: { item: ReviewItem; tab: ReviewTab }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localHref = useLocalHref();
  const variation = variationText(item);
  const written = tab === 'history';
  return (
    <li className="flex flex-wrap items-start gap-3 py-4 sm:flex-nowrap" data-testid="my-review-item">
      <Picture
        src={item.product_image}
        alt=""
        width={80}
        height={80}
        sizes="80px"
        className="size-20 shrink-0 rounded-md border border-gray-100 bg-gray-50 object-cover"
      />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold break-words text-gray-900">{item.product_name}</p>
        {variation && <p className="text-xs text-gray-600">{variation}</p>}
        {item.order_no && <p className="text-xs text-gray-600">{t('reviews.order', { orderNo: item.order_no })}</p>}
        {written && item.score !== null && (
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-gray-600">
            <Stars score={item.score} />
            {item.reviewed_date && <span>{t('reviews.reviewedOn', { date: reviewDay(item.reviewed_date, locale) })}</span>}
          </div>
        )}
        {written && item.comment && <p className="mt-1 line-clamp-2 text-sm break-words text-gray-800">{item.comment}</p>}
        {written && (item.images.length > 0 || item.videos.length > 0) && (
          <p className="mt-1 text-xs text-gray-600">
            {[
              item.images.length > 0 && t('reviews.photoCount', { count: item.images.length }),
              item.videos.length > 0 && t('reviews.videoCount', { count: item.videos.length }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {item.media_processing && (
          <p role="status" className="mt-1 text-xs font-semibold text-info-strong">
            {t('reviews.processing')}
          </p>
        )}
      </div>
      <Link
        to={localHref(`/account/my-review/${item.review_id}`)}
        aria-label={t(written ? 'reviews.editNamed' : 'reviews.writeNamed', { name: item.product_name })}
        className={`btn shrink-0 ${written ? 'btn-outline' : 'btn-primary'}`}
      >
        {t(written ? 'reviews.edit' : 'reviews.write')}
      </Link>
    </li>
  );
}
