import { getWishlistReviewCount } from '@talad/sdk';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { useMemberData } from '../account/use-member-data.ts';

/**
 * The account page's two counters (GET users/me/my-wishlist-review/count): products in the wish list, which opens it,
 * and bought items waiting for a review.
 */
export function WishListReviewCounts() {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const counts = useMemberData('GET users/me/my-wishlist-review/count', (api, locale) => getWishlistReviewCount(api, { locale }));
  if (!counts.data) return null;
  const tile = 'flex flex-col rounded-lg border border-gray-200 px-4 py-3';
  return (
    <div className="grid grid-cols-2 gap-3" data-testid="account-counts">
      <Link to={localHref('/account/my-wish-list')} className={`${tile} hover:border-primary`}>
        <span className="text-2xl font-bold text-gray-900">{counts.data.wish_list.toLocaleString()}</span>
        <span className="text-sm text-gray-600">{t('wishList.title')}</span>
      </Link>
      <p className={tile}>
        <span className="text-2xl font-bold text-gray-900">{counts.data.waiting_for_review.toLocaleString()}</span>
        <span className="text-sm text-gray-600">{t('wishList.waitingForReview')}</span>
      </p>
    </div>
  );
}
