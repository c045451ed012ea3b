import { getReviewDetail } from '@talad/sdk';
import { Link, useParams } from 'react-router';
import { AccountPage } from '../../features/account/account-page.tsx';
import { useMemberData } from '../../features/account/use-member-data.ts';
import { Picture } from '../../features/media/picture.tsx';
import { ReviewForm } from '../../features/review/review-form.tsx';
import { variationText } from '../../features/review/review-format.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { privateMeta } from '../../lib/private-meta.ts';
import { useLocalHref } from '../../lib/use-locale.ts';

export const meta = privateMeta('reviews.writeTitle', 'reviews.writeIntro');

/** /account/my-review/:id (spec §2): write, or edit, the review of one bought line (GET reviews/review-detail). */
export default function WriteReviewPage() {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const id = Number(useParams().id);
  const detail = useMemberData(`GET reviews/review-detail ${id}`, (api, locale) => getReviewDetail(api, id, { locale }));
  const review = detail.data;
  return (
    <AccountPage
      title={t(review?.status === 'REVIEWED' ? 'reviews.editTitle' : 'reviews.writeTitle')}
      intro={t('reviews.writeIntro')}
      testId="write-review"
      status={detail.status}
    >
      <Link to={localHref('/account/my-review')} className="mb-4 inline-block text-sm font-semibold text-primary">
        ← {t('reviews.back')}
      </Link>
      {review && (
        <div className="flex flex-col gap-5">
          <div className="flex items-start gap-3">
            <Picture
              src={review.product_image}
              alt=""
              width={80}
              height={80}
              sizes="80px"
              className="size-20 shrink-0 rounded-md border border-gray-100 bg-gray-50 object-cover"
            />
            <div className="min-w-0">
              <h2 className="font-semibold break-words text-gray-900">{review.product_name}</h2>
              <p className="text-xs text-gray-600">{variationText(review)}</p>
              {review.order_no && <p className="text-xs text-gray-600">{t('reviews.order', { orderNo: review.order_no })}</p>}
            </div>
          </div>
          <ReviewForm key={review.review_id} review={review} onMediaChanged={detail.reload} />
        </div>
      )}
    </AccountPage>
  );
}
