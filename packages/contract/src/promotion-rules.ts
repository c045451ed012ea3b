import type { PromotionKind, PromotionRules } from '@talad/domain';
import { z } from 'zod';

/**
 * The rules of each promotion kind as stored in promotions.rules (PromotionRules in @talad/domain, read by the pricing
 * engine): money in integer satang, percentages in basis points (1 % = 100).
 */
const satang = z.number().int().nonnegative();
const count = z.number().int().positive();
const basisPoints = z.number().int().min(1).max(10_000);
const variantId = z.number().int().positive();

export const promotionRulesSchemas = {
  flexi: z.strictObject({ minQuantity: count, percentOff: basisPoints }),
  free_gift: z.strictObject({ minQuantity: count, giftVariantId: variantId, giftQuantity: count }),
  add_on_deal: z.strictObject({ addOnVariantId: variantId, addOnPrice: satang, maxAddOns: count }),
  special_price: z.strictObject({ price: satang }),
  saving: z.strictObject({ minSpend: satang, amountOff: satang.positive() }),
  shipping_discount: z.strictObject({ minSpend: satang, amountOff: satang.positive().nullable() }),
  cashback: z.strictObject({ percent: basisPoints, maxCashback: satang.positive() }),
} satisfies { [Kind in PromotionKind]: z.ZodType<PromotionRules[Kind]> };

/** A promotion's rules checked for its kind; a failure says which field is wrong. */
export function parsePromotionRules<Kind extends PromotionKind>(kind: Kind, rules: unknown): z.ZodSafeParseResult<PromotionRules[Kind]> {
  return (promotionRulesSchemas[kind] as unknown as z.ZodType<PromotionRules[Kind]>).safeParse(rules);
}
