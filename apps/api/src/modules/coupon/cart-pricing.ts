import type { CouponCartPricing } from '@talad/contract';
import { ERRORS, errorMessage, freeDeliveryFor, priceOrder, type ErrorName, type Locale, type PricingInput } from '@talad/domain';
import type { Database } from '../../db/client.ts';
import { cartPricingInput, type DeliveryTerms } from '../cart/index.ts';
import { shopperFacts } from '../membership/index.ts';
import { couponChoices } from './offers.ts';

/**
 * The member's selected cart lines priced with these coupons by the same engine and the same input as the checkout
 * preview (no cashback spent: that is chosen at checkout). Coupons the engine or the member's holdings refuse are
 * answered with their catalogue error instead of failing the call, so the cart can say why next to each.
 */
export async function priceCartWithCoupons(
  db: Database,
  customerId: string,
  couponIds: number[],
  delivery: DeliveryTerms,
  now: Date,
  locale: Locale,
): Promise<CouponCartPricing> {
  const [cart, choices, facts] = await Promise.all([
    cartPricingInput(db, customerId, { selectedOnly: true }, now, locale),
    couponChoices(db, customerId, couponIds, locale),
    shopperFacts(db, customerId),
  ]);
  const input: PricingInput = {
    lines: cart.lines,
    promotions: cart.promotions,
    coupons: choices.offers,
    delivery: { ...delivery, freeFrom: freeDeliveryFor(delivery.freeFrom, facts.freeDeliveryFrom) },
    cashback: { requested: 0, balance: 0 },
    tier: facts.tier,
    now,
    birthdayMonth: facts.birthdayMonth,
  };
  const result = priceOrder(input);
  const offers = new Map(choices.offers.map((offer) => [offer.id, offer]));
  const refusal = ({ couponId, error }: { couponId: number; error: ErrorName }) => ({
    coupon_id: couponId,
    error,
    status_code: ERRORS[error].code,
    message: errorMessage(error, locale),
  });
  return {
    applied: result.adjustments
      .filter((adjustment) => adjustment.source === 'coupon')
      .flatMap((adjustment) => {
        const offer = offers.get(adjustment.id);
        if (!offer) return [];
        return [
          {
            coupon_id: offer.id,
            code: offer.code,
            title: adjustment.title,
            type: offer.type,
            kind: offer.kind,
            amount: adjustment.amount,
            target: adjustment.target,
          },
        ];
      }),
    refused: [...choices.refused, ...result.refusedCoupons].map(refusal),
    subtotal: result.subtotal,
    item_discount: result.itemDiscount,
    delivery_fee: result.deliveryFee,
    delivery_discount: result.deliveryDiscount,
    cashback_earned: result.cashbackEarned,
    total: result.total,
    vat_included: result.vatIncluded,
  };
}
