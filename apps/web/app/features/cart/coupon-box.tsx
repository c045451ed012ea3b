import { withCoupon } from '@talad/domain';
import { collectCoupon, getCoupons, getMyCoupons, type Coupon, type CouponCartPricing } from '@talad/sdk';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useApiCall } from '../../lib/use-api-call.ts';
import { useLocalHref } from '../../lib/use-locale.ts';
import { FormError } from '../../ui/fields.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { BestCouponOffer } from '../coupon/best-coupon-offer.tsx';
import { usableFirst } from '../coupon/usable-first.ts';
import { CouponTicket } from '../coupon/coupon-ticket.tsx';

/** The chosen coupons with one of each type at most: a new coupon replaces the chosen one of its type (the engine's rule). */
export const chooseCoupon = (chosen: Coupon[], coupon: Coupon): Coupon[] => withCoupon(chosen, coupon);

interface CouponBoxProps {
  chosen: Coupon[];
  onChange: (coupons: Coupon[]) => void;
  pricing: CouponCartPricing | null;
  /** Changes whenever the cart's selected lines may price differently: the best coupon is asked for again. */
  cartVersion: string;
}

/**
 * The cart's coupons: a code typed in (found among my coupons and the cart's offers, collected on the way when it
 * is not yet), picked from my collected coupons, or the best one taken with a tap (BestCouponOffer); the API prices
 * them (POST coupons/shopping-cart) and says why a coupon did not apply, next to that coupon.
 */
export function CouponBox({ chosen, onChange, pricing, cartVersion }: CouponBoxProps) {
  const { t } = useTranslation();
  const localHref = useLocalHref();
  const [code, setCode] = useState('');
  const [picking, setPicking] = useState(false);
  const { run, busy, error, setError } = useApiCall();
  const mine = useMemberData('GET users/me/my-coupon available', (api, locale) =>
    getMyCoupons(api, { status: 'available', size: 50 }, { locale }),
  );
  const offers = useMemberData('GET coupons shopping-cart', (api, locale) => getCoupons(api, { layout_id: 'shopping-cart' }, { locale }));

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted) return;
    const held = mine.data?.items.find((coupon) => coupon.code.toUpperCase() === wanted);
    // One of mine that cannot be used now (birthday month, tier, not started) is named with why, never chosen.
    if (held?.unusable) return setError(t('coupon.unusable', { coupon: held.code, reason: held.unusable.message }));
    const found = held ?? offers.data?.find((coupon) => coupon.code.toUpperCase() === wanted);
    if (!found) return setError(t('coupon.codeUnknown'));
    setError(null);
    if (!found.collected) {
      const answer = await run((api) => collectCoupon(api, found.id));
      if (!answer.ok) return;
      mine.reload();
    }
    onChange(chooseCoupon(chosen, found));
    setCode('');
  };

  const refusal = (couponId: number) => pricing?.refused.find((refused) => refused.coupon_id === couponId)?.message ?? null;
  const appliedAmount = (couponId: number) => pricing?.applied.find((applied) => applied.coupon_id === couponId);

  return (
    <section aria-labelledby="cart-coupons" className="space-y-3">
      <h2 id="cart-coupons" className="font-bold text-gray-900">
        {t('coupon.cartTitle')}
      </h2>
      <BestCouponOffer
        order={{ coupon_ids: chosen.map((coupon) => coupon.id) }}
        version={cartVersion}
        onUse={(coupon) => {
          onChange(chooseCoupon(chosen, coupon));
          mine.reload();
        }}
      />
      <form onSubmit={(event) => void apply(event)} className="flex gap-2">
        <label className="sr-only" htmlFor="cart-coupon-code">
          {t('coupon.codeLabel')}
        </label>
        <input
          id="cart-coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={t('coupon.codeLabel')}
          autoComplete="off"
          className="field field-compact min-w-0 flex-1 rounded-md border bg-white px-3 text-sm uppercase"
        />
        <button type="submit" className="btn btn-outline h-10 px-4 text-sm" disabled={busy || !code.trim()}>
          {t('coupon.apply')}
        </button>
      </form>
      <FormError message={error} />
      {chosen.length > 0 && (
        <ul className="space-y-2">
          {chosen.map((coupon) => {
            const applied = appliedAmount(coupon.id);
            const refused = refusal(coupon.id);
            return (
              <li key={coupon.id} className="rounded-md border border-gray-200 p-2 text-sm" data-testid="chosen-coupon">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold text-gray-900">
                    {coupon.title} <span className="text-xs text-gray-500">({coupon.code})</span>
                  </span>
                  <button
                    type="button"
                    className="text-xs font-semibold text-gray-500 hover:text-error-strong"
                    aria-label={t('coupon.remove', { title: coupon.title })}
                    onClick={() => onChange(chosen.filter((other) => other.id !== coupon.id))}
                  >
                    ✕
                  </button>
                </div>
                {applied && <p className="text-xs text-success-strong">{t('coupon.applied', { title: applied.title })}</p>}
                {refused && (
                  <p role="alert" className="text-xs text-error-strong">
                    {refused}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="text-sm font-semibold text-primary hover:underline" onClick={() => setPicking(true)}>
        {t('coupon.pick')} ›
      </button>
      <Modal
        open={picking}
        onOpenChange={setPicking}
        title={t('coupon.pickTitle')}
        closeLabel={t('form.close')}
        className="max-w-xl"
        testId="coupon-picker"
      >
        {mine.status === 'loading' && (
          <div role="status" aria-label={t('coupon.loading')} className="h-24 animate-pulse rounded bg-gray-100" />
        )}
        {mine.status === 'failed' && (
          <p role="alert" className="text-sm text-error-strong">
            {t('coupon.loadFailed')}
          </p>
        )}
        {mine.data && mine.data.items.length === 0 && <p className="py-4 text-center text-sm text-gray-600">{t('coupon.pickNone')}</p>}
        {mine.data && mine.data.items.length > 0 && (
          <ul className="space-y-3">
            {usableFirst(mine.data.items).map((coupon) => {
              const using = chosen.some((other) => other.id === coupon.id);
              return (
                <li key={coupon.id}>
                  <CouponTicket
                    coupon={coupon}
                    muted={coupon.unusable !== null}
                    action={
                      coupon.unusable ? (
                        <span className="text-xs font-semibold text-gray-700">{coupon.unusable.message}</span>
                      ) : (
                        <button
                          type="button"
                          aria-pressed={using}
                          className={`btn h-8 px-3 text-sm ${using ? 'btn-primary' : 'btn-outline'}`}
                          onClick={() => onChange(using ? chosen.filter((other) => other.id !== coupon.id) : chooseCoupon(chosen, coupon))}
                        >
                          {using ? `✓ ${t('coupon.use')}` : t('coupon.use')}
                        </button>
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-4 flex items-center justify-between">
          <Link to={localHref('/coupon')} className="text-sm font-semibold text-primary hover:underline">
            {t('coupon.collectMore')}
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => setPicking(false)}>
            {t('coupon.done')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
