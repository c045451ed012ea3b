import {
  COUPON_KINDS,
  COUPON_LAYOUTS,
  COUPON_TYPES,
  MEMBERSHIP_TIERS,
  PROMOTION_KINDS,
  PROMOTION_STATUSES,
  type PromotionKind,
} from '@talad/domain';
import { z } from 'zod';
import { promotionRulesSchemas } from '../promotion-rules.ts';
import { keysetPageOf, keysetQuery } from './common.ts';

/**
 * Promotions, coupons and flash sales in the back office (issue #27, decision 0050). Reading needs catalog.read,
 * every change promotions.write with the second factor. Money is integer satang and percentages basis points
 * (1 % = 100), as the pricing engine reads them; times are ISO 8601 with their offset (the admin sends Bangkok's,
 * +07:00). The rules the numbers must keep (ends after starts, percent 1–100 %, quotas ≥ 0 and not below what sold)
 * are @talad/domain's, answered with their own errors in Thai and English.
 */

const bangkokTime = z.iso.datetime({ offset: true, message: 'must be an ISO time with its offset, e.g. 2026-12-01T09:00:00+07:00' });
const number = z.number({ error: 'must be a whole number' }).int('must be a whole number').min(-2_147_483_648).max(2_147_483_647);
const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
/** Thai and English side by side, both required (the shop answers in either). */
const bilingual = (max: number) => z.object({ th: text(max), en: text(max) });
const productCode = z.string().regex(/^PRD[0-9]{1,12}$/, 'must be a product code (PRD…)');
const slugText = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and dashes')
  .max(80);

export const adminPromotionParams = z.object({
  id: z.coerce.number({ error: 'must be an id' }).int('must be an id').min(1, 'must be an id').max(2_147_483_647),
});

/** ?status&cursor&size of the three lists: newest first. */
export const adminPromotionsQuery = z.object({ status: z.enum(PROMOTION_STATUSES).optional(), ...keysetQuery });
export type AdminPromotionsQuery = z.output<typeof adminPromotionsQuery>;

// ── Promotions (the 7 kinds) ──────────────────────────────────────────────────────────────────────────────────────

const promotionFields = {
  slug: slugText,
  title: bilingual(120),
  description: bilingual(500),
  /** null: since always / until ended by hand. */
  starts_at: bangkokTime.nullable(),
  ends_at: bangkokTime.nullable(),
  product_codes: z.array(productCode).max(2000, 'at most 2,000 products'),
};

const promotionOf = <Kind extends PromotionKind>(kind: Kind) =>
  z.object({ kind: z.literal(kind), rules: promotionRulesSchemas[kind], ...promotionFields });

/** POST admin/promotions: the kind and its rules (PromotionRules in @talad/domain) travel together. */
export const promotionCreateBody = z.discriminatedUnion('kind', [
  promotionOf('flexi'),
  promotionOf('free_gift'),
  promotionOf('add_on_deal'),
  promotionOf('special_price'),
  promotionOf('saving'),
  promotionOf('shipping_discount'),
  promotionOf('cashback'),
]);
export type PromotionCreateBody = z.infer<typeof promotionCreateBody>;

/** PATCH admin/promotions/{id}: what changes (the kind never does; rules are checked against it). */
export const promotionEditBody = z
  .object({ rules: z.record(z.string(), z.number().int().nullable()), ...promotionFields })
  .omit({ slug: true })
  .partial();
export type PromotionEditBody = z.infer<typeof promotionEditBody>;

export const adminPromotion = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  status: z.enum(PROMOTION_STATUSES),
  title: z.object({ th: z.string(), en: z.string() }),
  description: z.object({ th: z.string(), en: z.string() }),
  rules: z.record(z.string(), z.number().nullable()),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  product_codes: z.array(z.string()),
});
export type AdminPromotion = z.infer<typeof adminPromotion>;

export const adminPromotionRow = adminPromotion.omit({ product_codes: true }).extend({ product_count: z.number().int() });
export type AdminPromotionRow = z.infer<typeof adminPromotionRow>;
export const adminPromotionsPage = keysetPageOf(adminPromotionRow);
export type AdminPromotionsPage = z.infer<typeof adminPromotionsPage>;

// ── Coupons ───────────────────────────────────────────────────────────────────────────────────────────────────────

const couponFields = {
  kind: z.enum(COUPON_KINDS),
  name: bilingual(120),
  description: bilingual(500),
  discount: z.enum(['amount', 'percent']),
  /** Satang for 'amount', basis points for 'percent' (1 %–100 % = 100–10,000). */
  value: number,
  /** The cap of a percent discount, satang; null = none. */
  max_discount: number.nullable(),
  min_spend: number,
  starts_at: bangkokTime,
  ends_at: bangkokTime,
  /** Uses over all members; null = no limit. */
  total_limit: number.nullable(),
  per_member_limit: number,
  /** Eligible categories and brands by slug; empty = every product. */
  categories: z.array(slugText).max(50),
  brands: z.array(slugText).max(50),
  /** Offered for collecting on the /coupon page or in the cart's picker (no collecting needed); null = handed out only. */
  layout_id: z.enum(COUPON_LAYOUTS).nullable(),
  tiers: z.array(z.enum(MEMBERSHIP_TIERS)).max(MEMBERSHIP_TIERS.length),
};

/** POST admin/coupons: the code and type are set once (members hold the coupon by them). */
export const couponCreateBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,32}$/, 'must be 3–32 letters, digits, dashes or underscores'),
  type: z.enum(COUPON_TYPES),
  ...couponFields,
});
export type CouponCreateBody = z.infer<typeof couponCreateBody>;

export const couponEditBody = z.object(couponFields).partial();
export type CouponEditBody = z.infer<typeof couponEditBody>;

export const adminCoupon = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  ...couponFields,
  name: z.object({ th: z.string(), en: z.string() }),
  description: z.object({ th: z.string(), en: z.string() }),
  status: z.enum(PROMOTION_STATUSES),
  used: z.number().int(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const adminCouponsPage = keysetPageOf(adminCoupon);
export type AdminCouponsPage = z.infer<typeof adminCouponsPage>;

// ── Flash sales (slots) ───────────────────────────────────────────────────────────────────────────────────────────

export const flashSaleItemBody = z.object({
  product_code: productCode,
  flash_price: number,
  quota: number,
  per_customer_limit: number,
});

const flashSaleFields = {
  name: bilingual(120),
  starts_at: bangkokTime,
  ends_at: bangkokTime,
  /** The slot's products in the order shown; an edit sends the whole list (a product that sold stays in it). */
  items: z.array(flashSaleItemBody).min(1, 'must have a product').max(200, 'at most 200 products'),
};

export const flashSaleCreateBody = z.object(flashSaleFields);
export type FlashSaleCreateBody = z.infer<typeof flashSaleCreateBody>;
export const flashSaleEditBody = z.object(flashSaleFields).partial();
export type FlashSaleEditBody = z.infer<typeof flashSaleEditBody>;

export const adminFlashSale = z.object({
  id: z.number().int(),
  name: z.object({ th: z.string(), en: z.string() }),
  status: z.enum(PROMOTION_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  items: z.array(
    flashSaleItemBody.extend({
      product_name: z.string().describe('In the caller’s language'),
      sold: z.number().int(),
    }),
  ),
});
export type AdminFlashSale = z.infer<typeof adminFlashSale>;
export const adminFlashSalesPage = keysetPageOf(adminFlashSale);
export type AdminFlashSalesPage = z.infer<typeof adminFlashSalesPage>;

// ── Preview: what a rule touches, what overlaps it, how it was used; a sample cart priced by the engine ───────────────

export const rulePreview = z.object({
  /** The products the rule applies to (a coupon's: those of its categories and brands, every product when none). */
  products: z.object({
    approximate_total: z.number().int(),
    total_exact: z.boolean(),
    items: z.array(
      z.object({
        code: z.string(),
        name: z.string().describe('In the caller’s language'),
        price: z.number().int(),
        special_price: z.number().int().nullable(),
        /** Flagged "not in promotion": promotions and coupons pass it by. */
        not_in_promotion: z.boolean(),
      }),
    ),
  }),
  /** Rules live at the same time on the same products (or, for order-wide ones, competing for the same place). */
  overlaps: z.array(
    z.object({
      type: z.enum(['promotion', 'coupon', 'flash_sale']),
      id: z.number().int(),
      name: z.string(),
      starts_at: z.string().nullable(),
      ends_at: z.string().nullable(),
      /** Products both rules touch; null when the two compete for the order as a whole. */
      shared_products: z.number().int().nullable(),
    }),
  ),
  /** From the orders themselves (cancelled ones left out). */
  usage: z.object({
    /** Members who collected a coupon; null for promotions and flash sales. */
    claims: z.number().int().nullable(),
    orders: z.number().int(),
    /** Flash sale units sold; null otherwise. */
    units: z.number().int().nullable(),
    /** Satang given: discounts, or cashback for a cashback promotion or coupon. */
    discount: z.number().int(),
  }),
});
export type RulePreview = z.infer<typeof rulePreview>;

/** POST admin/sample-cart: what these items would cost at `at` (default now) for a member of `tier`, with these coupons. */
export const sampleCartBody = z.object({
  items: z
    .array(z.object({ variant_id: z.number().int().positive(), quantity: z.number().int().min(1).max(99) }))
    .min(1, 'must have an item')
    .max(20, 'at most 20 items'),
  coupon_ids: z.array(z.number().int().positive()).max(3).default([]),
  tier: z.enum(MEMBERSHIP_TIERS).default('REGULAR'),
  at: bangkokTime.optional(),
});
export type SampleCartBody = z.input<typeof sampleCartBody>;

export const sampleCartPrice = z.object({
  lines: z.array(
    z.object({
      variant_id: z.number().int(),
      quantity: z.number().int(),
      list_price: z.number().int(),
      unit_price: z.number().int(),
      line_total: z.number().int(),
      flash_sale_id: z.number().int().nullable(),
      promotion_id: z.number().int().nullable(),
    }),
  ),
  extras: z.array(
    z.object({
      variant_id: z.number().int(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      promotion_id: z.number().int(),
      is_gift: z.boolean(),
    }),
  ),
  adjustments: z.array(
    z.object({
      source: z.enum(['promotion', 'coupon']),
      id: z.number().int(),
      kind: z.string(),
      title: z.string(),
      amount: z.number().int(),
      target: z.enum(['items', 'delivery', 'cashback']),
    }),
  ),
  /** Items the shop could not sell now (out of stock, withdrawn): left out of the price, as the cart leaves them. */
  problems: z.array(z.object({ variant_id: z.number().int(), problem: z.string() })),
  refused_coupons: z.array(z.object({ coupon_id: z.number().int(), error: z.string(), message: z.string() })),
  subtotal: z.number().int(),
  item_discount: z.number().int(),
  delivery_fee: z.number().int(),
  delivery_discount: z.number().int(),
  cashback_earned: z.number().int(),
  total: z.number().int(),
});
export type SampleCartPrice = z.infer<typeof sampleCartPrice>;
