import type { AdminCoupon } from '@talad/contract';
import { loadRule, ruleAction } from '../features/promotions/promotions.server.ts';
import { CouponForm } from '../features/promotions/rule-forms.tsx';
import { accessOf, RuleScreen } from '../features/promotions/rule-screen.tsx';
import { useT } from '../lib/i18n.ts';
import { pageTitle } from '../lib/page-title.ts';
import { allowedTo } from '../lib/signed-in.server.ts';
import type { Route } from './+types/coupon';

/** One coupon (or a new one): its terms, usage, competing coupons and products (issue #27, decision 0050). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api, me } = allowedTo(context, 'catalog.read');
  const found = await loadRule<AdminCoupon>(api, 'coupons', params.id);
  return { coupon: found?.rule ?? null, preview: found?.preview ?? null, access: accessOf(me, new URL(request.url)) };
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, data?.coupon ? 'promotions.couponTitle' : 'promotions.newCoupon', { code: data?.coupon?.code ?? '' });

export async function action({ params, request, context }: Route.ActionArgs) {
  const { api } = allowedTo(context, 'promotions.write');
  return ruleAction(api, 'coupons', params.id, await request.formData());
}

export default function Coupon({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  const { coupon, preview, access } = loaderData;
  return (
    <RuleScreen
      back="/promotions?of=coupons"
      title={coupon ? `${coupon.code} · ${coupon.name[language]}` : t('promotions.newCoupon')}
      status={coupon?.status ?? null}
      preview={preview}
      access={access}
    >
      <CouponForm coupon={coupon ?? undefined} />
    </RuleScreen>
  );
}
