import type { SampleCartPrice, sampleCartBody } from '@talad/contract';
import { errorMessage, freeDeliveryFor, priceOrder, type Locale } from '@talad/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { cartPricingInput, type DeliveryTerms } from '../cart/index.ts';
import { sampleCouponChoices } from '../coupon/index.ts';
import { tierLadder } from '../membership/index.ts';

/** No customer's id: a member who bought none of a flash sale yet (their per-customer limit is whole). */
const NO_CUSTOMER = '00000000-0000-4000-8000-000000000000';

/**
 * POST admin/sample-cart: what these items would cost at `at` for a member of `tier` holding these coupons, priced by
 * the checkout's own input (the live promotions and flash sales at that moment, the variants' prices and stock) and the
 * engine itself — never a copy of its rules.
 */
export async function priceSampleCart(
  db: Database,
  body: z.output<typeof sampleCartBody>,
  delivery: DeliveryTerms,
  now: Date,
  locale: Locale,
): Promise<SampleCartPrice> {
  const at = body.at ? new Date(body.at) : now;
  const [cart, choices, ladder] = await Promise.all([
    cartPricingInput(db, NO_CUSTOMER, { items: body.items }, at, locale),
    sampleCouponChoices(db, body.coupon_ids, body.tier, locale),
    tierLadder(db),
  ]);
  const tier = ladder.find((row) => row.code === body.tier);
  const result = priceOrder({
    lines: cart.lines,
    promotions: cart.promotions,
    coupons: choices.offers,
    delivery: { fee: delivery.fee, freeFrom: freeDeliveryFor(delivery.freeFrom, tier?.freeDeliveryFrom ?? null) },
    cashback: { requested: 0, balance: 0 },
    tier: body.tier,
    now: at,
    birthdayMonth: null,
  });
  return {
    lines: result.lines.map((line) => ({
      variant_id: line.variantId,
      quantity: line.quantity,
      list_price: line.listPrice,
      unit_price: line.unitPrice,
      line_total: line.lineTotal,
      flash_sale_id: line.flashSaleId,
      promotion_id: line.promotionId,
    })),
    extras: result.extras.map((extra) => ({
      variant_id: extra.variantId,
      quantity: extra.quantity,
      unit_price: extra.unitPrice,
      promotion_id: extra.promotionId,
      is_gift: extra.isGift,
    })),
    adjustments: result.adjustments,
    problems: cart.problems.map((problem) => ({ variant_id: problem.variantId, problem: problem.problem.code })),
    refused_coupons: [...choices.refused, ...result.refusedCoupons].map(({ couponId, error }) => ({
      coupon_id: couponId,
      error,
      message: errorMessage(error, locale),
    })),
    subtotal: result.subtotal,
    item_discount: result.itemDiscount,
    delivery_fee: result.deliveryFee,
    delivery_discount: result.deliveryDiscount,
    cashback_earned: result.cashbackEarned,
    total: result.total,
  };
}
