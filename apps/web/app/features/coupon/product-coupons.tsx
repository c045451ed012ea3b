import { getProductCoupons } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { CollectButton } from './coupon-board.tsx';
import { CouponTicket } from './coupon-ticket.tsx';

/** The first coupons shown; the rest behind "show all", so the buying panel stays near the top on a phone. */
const FIRST_SHOWN = 2;

/**
 * The product page's coupons (GET products/{slug}/coupons: those on offer that apply to this product, by the
 * engine's own eligibility rule), each with "collect"; a guest sees them and collects after signing in. Read in the
 * browser with the shopper's session, again when they sign in or out ("collected" is the member's).
 */
export function ProductCoupons({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { ready, role } = useSession();
  const [all, setAll] = useState(false);
  const coupons = useMemberData(`GET products/${slug}/coupons ${ready ? role : 'waiting'}`, (api, locale) =>
    getProductCoupons(api, slug, { locale }),
  );
  if (!ready || coupons.status !== 'ready' || coupons.data.length === 0) return null;
  const shown = all ? coupons.data : coupons.data.slice(0, FIRST_SHOWN);
  return (
    <section aria-labelledby="product-coupons-title" data-testid="product-coupons">
      <h2 id="product-coupons-title" className="text-sm font-semibold text-gray-900">
        {t('product.coupons')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {shown.map((coupon) => (
          <li key={coupon.id}>
            <CouponTicket coupon={coupon} action={<CollectButton coupon={coupon} onCollected={coupons.reload} />} />
          </li>
        ))}
      </ul>
      {coupons.data.length > FIRST_SHOWN && (
        <button
          type="button"
          className="mt-2 text-sm font-semibold text-primary hover:underline"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {all ? t('product.couponsFewer') : t('product.couponsAll', { count: coupons.data.length })}
        </button>
      )}
    </section>
  );
}
