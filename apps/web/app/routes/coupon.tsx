import { CouponBoard } from '../features/coupon/coupon-board.tsx';
import { i18nFor } from '../lib/i18n.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { pageMeta, shellDataOf } from '../lib/seo.ts';
import type { Route } from './+types/coupon';

export function meta({ matches, location }: Route.MetaArgs) {
  const { t } = i18nFor(localeFromPath(location.pathname));
  return pageMeta({ title: t('coupon.title'), description: t('coupon.intro'), pathname: location.pathname, shell: shellDataOf(matches) });
}

/** /coupon: collect coupons (spec §2, §7). Whether each is collected belongs to the shopper: read after hydration. */
export default function CouponRoute() {
  return <CouponBoard />;
}
