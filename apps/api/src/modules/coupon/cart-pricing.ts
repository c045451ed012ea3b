import type { CouponCartPricing } from '@talad/contract';
import { ERRORS, errorMessage, freeDeliveryFor, priceOrder, type ErrorName, type Locale, type PricingInput } from '@talad/domain';
import type { Database } from '../../db/client.ts';
import { cartPricingInput, type DeliveryTerms, type PricingSource } from '../cart/index.ts';
import { cashbackBalance } from '../cashback/index.ts';
import { shopperFacts } from '../membership/index.ts';
import { couponChoices, type CouponChoices } from './offers.ts';

/** What the shopper prices: the cart's selected lines or "buy now" items, the coupons chosen and the cashback spent. */
export interface CouponOrder {
  couponIds: number[];
  source: PricingSource;
  cashbackRequested: number;
}

/**
 * The engine's input for the shopper's order with their chosen coupons, built as the checkout preview builds it (the
 * coupons as couponChoices offers them, the shopper's tier, birthday month and free-delivery threshold, the cashback
 * balance when some is spent), and the coupons refused before pricing. The coupon picker and the best coupon both
 * price from it, so what they show is what the checkout charges.
 */
export async function couponPricingInput(
  db: Database,
  customerId: string,
  order: CouponOrder,
  delivery: DeliveryTerms,
  now: Date,
  locale: Locale,
): Promise<{ input: PricingInput; choices: CouponChoices }> {
  const [cart, choices, facts, balance] = await Promise.all([
    cartPricingInput(db, customerId, order.source, now, locale),
    couponChoices(db, customerId, order.couponIds, locale),
    shopperFacts(db, customerId),
    order.cashbackRequested > 0 ? cashbackBalance(db, customerId) : 0,
  ]);
  const input: PricingInput = {
    lines: cart.lines,
    promotions: cart.promotions,
    coupons: choices.offers,
    delivery: { ...delivery, freeFrom: freeDeliveryFor(delivery.freeFrom, facts.freeDeliveryFrom) },
    cashback: { requested: order.cashbackRequested, balance },
    tier: facts.tier,
    now,
    birthdayMonth: facts.birthdayMonth,
  };
  return { input, choices };
}

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
  const order = { couponIds, source: { selectedOnly: true } as const, cashbackRequested: 0 };
  const { input, choices } = await couponPricingInput(db, customerId, order, delivery, now, locale);
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
