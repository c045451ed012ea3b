import { AccountPage } from '../../features/account/account-page.tsx';
import { MyReviews } from '../../features/review/my-reviews.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { privateMeta } from '../../lib/private-meta.ts';

export const meta = privateMeta('reviews.title', 'reviews.intro');

/** /account/my-review (spec §2): the bought lines waiting for a review and the reviews written, 10 at a time (spec §4). */
export default function MyReviewPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('reviews.title')} intro={t('reviews.intro')} testId="my-reviews">
      <MyReviews />
    </AccountPage>
  );
}
