import { formatBaht } from '@talad/domain';
import { collectCoupon, getBestCoupon, type BestCouponBody, type Coupon } from '@talad/sdk';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { FormError } from '../../ui/fields.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { offerWording } from './offer-wording.ts';

/**
 * The coupon that saves the most on this order (POST coupons/best: the server prices every coupon the member holds
 * or may collect with the cart's and checkout's own engine), with one tap to use it — collecting it first when it is
 * not yet the member's. It never chooses by itself: the shopper's choice stays until they tap (issue #29).
 * `order` says what is priced; `version` changes whenever the order's totals may have (the cart or the preview).
 */
export function BestCouponOffer({
  order,
  version,
  onUse,
}: {
  order: BestCouponBody;
  version: string;
  onUse: (coupon: Coupon, replaces: number | null) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { run, busy, error } = useApiCall();
  const answer = useMemberData(`POST coupons/best ${JSON.stringify(order)} ${version}`, (api, language) =>
    getBestCoupon(api, order, { locale: language }),
  );
  const best = answer.status === 'ready' ? answer.data.best_coupon : null;
  if (!best) return null;
  const { coupon, saving, replaces } = best;
  const wording = offerWording(best, order.coupon_ids?.length ?? 0);
  const use = async () => {
    if (!coupon.collected) {
      const collected = await run((api) => collectCoupon(api, coupon.id));
      if (!collected.ok) return;
    }
    onUse({ ...coupon, collected: true }, replaces);
  };
  return (
    <section
      aria-label={t('coupon.best.label')}
      data-testid="best-coupon"
      className="rounded-lg border border-success/40 bg-success/10 p-3 text-sm"
    >
      <p className="font-semibold break-words text-gray-900">
        {t(`coupon.best.${wording}`, { amount: formatBaht(saving, locale), title: coupon.title })}
      </p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-gray-600">
          {coupon.code}
          {!coupon.collected && ` · ${t('coupon.best.collectFirst')}`}
        </span>
        <button type="button" className="btn btn-primary h-9 px-4 text-sm" disabled={busy} onClick={() => void use()}>
          {wording === 'instead' ? t('coupon.best.useInstead') : t('coupon.best.use')}
        </button>
      </div>
      <FormError message={error} />
    </section>
  );
}
