import { formatBaht } from '@talad/domain';
import { getMyCoupons, type CheckoutProblem, type OrderItem } from '@talad/sdk';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useLocale } from '../../lib/use-locale.ts';
import { TextField } from '../../ui/fields.tsx';
import { useMemberData } from '../account/use-member-data.ts';
import { BestCouponOffer } from '../coupon/best-coupon-offer.tsx';
import { usableFirst } from '../coupon/usable-first.ts';
import { toggleCoupon, withBestCoupon, type CheckoutChoices } from './checkout-choices.ts';
import { CheckoutSection } from './choice-card.tsx';

/** Enough of one page for a member's usable coupons at checkout. */
const COUPON_PAGE_SIZE = 50;

/**
 * The member's collected coupons (one of each type) and the cashback to spend; the preview says what they take off.
 * A coupon that cannot be used now (birthday month, tier, not started) shows why and cannot be ticked; one the order
 * refused (`refused`: the checkout took it off again) is named with the reason. The coupon that would save the most on
 * this order is offered above them, to take with a tap.
 */
export function SavingsSection({
  choices,
  onChange,
  cashbackBalance,
  refused,
  items,
}: {
  choices: CheckoutChoices;
  onChange: (choices: CheckoutChoices) => void;
  cashbackBalance: number;
  refused: CheckoutProblem[];
  /** "Buy now" items, else the cart's selected lines are ordered. */
  items: OrderItem[] | undefined;
}) {
  const { t } = useTranslation();
  const language = useLocale();
  const coupons = useMemberData('checkout coupons', (api, locale) =>
    getMyCoupons(api, { status: 'available', size: COUPON_PAGE_SIZE }, { locale }),
  );
  const [cashbackText, setCashbackText] = useState(choices.cashback > 0 ? String(choices.cashback / 100) : '');
  const [cashbackError, setCashbackError] = useState<string | null>(null);
  const usable = coupons.status === 'ready' ? usableFirst(coupons.data.items) : [];
  const named = (problem: CheckoutProblem) => {
    const coupon = usable.find((entry) => entry.id === problem.coupon_id);
    return coupon ? t('checkout.couponRefused', { coupon: `${coupon.title} (${coupon.code})`, reason: problem.message }) : problem.message;
  };

  const applyCashback = () => {
    const baht = Number(cashbackText.replace(/,/g, '') || '0');
    const satang = Math.round(baht * 100);
    if (!Number.isFinite(baht) || satang < 0 || satang > cashbackBalance) {
      setCashbackError(t('checkout.cashbackTooMuch', { amount: formatBaht(cashbackBalance, language) }));
      return;
    }
    setCashbackError(null);
    if (satang !== choices.cashback) onChange({ ...choices, cashback: satang });
  };

  return (
    <CheckoutSection id="checkout-savings" title={t('checkout.coupons')}>
      <div className="mb-3">
        <BestCouponOffer
          order={{ coupon_ids: choices.couponIds, cashback_amount: choices.cashback, ...(items ? { items } : {}) }}
          version="checkout"
          onUse={(coupon, replaces) => {
            coupons.reload();
            onChange({ ...choices, couponIds: withBestCoupon(choices.couponIds, coupon.id, replaces) });
          }}
        />
      </div>
      {coupons.status === 'ready' && usable.length === 0 && <p className="text-sm text-gray-600">{t('checkout.noCoupons')}</p>}
      {usable.length > 0 && (
        <ul className="grid gap-2 lg:grid-cols-2" aria-label={t('checkout.coupons')}>
          {usable.map((coupon) => {
            const problem = coupon.unusable;
            return (
              <li key={coupon.id}>
                <label
                  className={`flex gap-3 rounded-lg border border-dashed p-3 text-sm ${problem ? 'cursor-not-allowed border-gray-300 opacity-60' : 'cursor-pointer border-primary/50'}`}
                >
                  <input
                    type="checkbox"
                    className="mt-1 size-4 accent-primary"
                    disabled={problem !== null}
                    checked={choices.couponIds.includes(coupon.id)}
                    onChange={() => onChange({ ...choices, couponIds: toggleCoupon(choices.couponIds, coupon, usable) })}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-gray-900">
                      {coupon.title} <span className="text-primary">{coupon.value_text}</span>
                    </span>
                    <span className="block text-xs text-gray-600">
                      {coupon.code}
                      {coupon.min_spend > 0 && ` · ${t('checkout.couponMinSpend', { amount: formatBaht(coupon.min_spend, language) })}`}
                    </span>
                    {problem && <span className="mt-1 block text-xs text-gray-700">{problem.message}</span>}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {refused.map((problem) => (
        <p key={problem.coupon_id} role="alert" data-testid="coupon-refused" className="mt-2 text-sm text-error-strong">
          {named(problem)}
        </p>
      ))}
      {cashbackBalance > 0 && (
        <div className="mt-4 space-y-1">
          <h3 className="text-sm font-semibold text-gray-800">{t('checkout.cashback')}</h3>
          <p className="text-xs text-gray-600">{t('checkout.cashbackBalance', { amount: formatBaht(cashbackBalance, language) })}</p>
          <TextField
            label={t('checkout.cashbackAmount')}
            value={cashbackText}
            inputMode="decimal"
            onChange={(event) => setCashbackText(event.target.value)}
            onBlur={applyCashback}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyCashback();
              }
            }}
            error={cashbackError}
          />
        </div>
      )}
    </CheckoutSection>
  );
}
