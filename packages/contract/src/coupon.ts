import { COUPON_KINDS, COUPON_LAYOUTS, COUPON_TYPES, ERRORS, MEMBERSHIP_TIERS, MY_COUPON_STATUSES, type ErrorName } from '@talad/domain';
import { z } from 'zod';
import { placeOrderBody, unavailability } from './checkout.ts';
import { pageOf, pagingQuery, satang } from './common.ts';

/** Coupons: spec §7 "Coupons" (GET coupons, collect, price the cart with coupons) and my coupons (users/me/my-coupon). */

/** Where coupons are offered: the /coupon page ('coupon-page') or the cart's coupon picker ('shopping-cart'). */
export const couponsQuery = z.object({ layout_id: z.enum(COUPON_LAYOUTS).default('coupon-page') });
export type CouponsQuery = z.input<typeof couponsQuery>;

export const couponParams = z.object({ id: z.coerce.number({ error: 'must be a number' }).int().min(1).max(2_147_483_647) });

/** A coupon as a shopper sees it; money in satang, a percent in basis points (1000 = 10 %). */
export const coupon = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(COUPON_TYPES),
  kind: z.enum(COUPON_KINDS),
  discount: z.enum(['amount', 'percent']).describe("'amount': value is satang; 'percent': value is basis points"),
  value: z.number().int(),
  value_text: z.string().describe('The value as shown: "฿100" or "10%"'),
  max_discount: z.number().int().nullable().describe('Satang a percent coupon takes off at most; null = no cap'),
  min_spend: z.number().int().describe('Satang of eligible items the order must reach'),
  starts_at: z.string(),
  ends_at: z.string(),
  tiers: z.array(z.enum(MEMBERSHIP_TIERS)).describe('Only members of these tiers may collect it; empty = everyone'),
  categories: z.array(z.string()).describe('Eligible category slugs; empty = every product'),
  brands: z.array(z.string()).describe('Eligible brand slugs; empty = every brand'),
  uses_left: z.number().int().nullable().describe('Uses left over all members; null = no limit'),
  per_member_limit: z.number().int(),
  collected: z.boolean().describe('Whether the signed-in member has collected it (false for a guest)'),
  member_uses_left: z.number().int().describe('Uses left for the signed-in member (per_member_limit for a guest or before collecting)'),
});
export type Coupon = z.infer<typeof coupon>;

/** One of my coupons: the coupon, when I collected it, how often I used it and where it stands. */
export const myCoupon = coupon.extend({
  collected_at: z.string(),
  used: z.number().int(),
  status: z.enum(MY_COUPON_STATUSES),
  unusable: unavailability
    .nullable()
    .describe(
      'Why I cannot use it now whatever the order (COUPON_NOT_STARTED, COUPON_EXPIRED, COUPON_USED_UP, COUPON_MEMBER_LIMIT, ' +
        'COUPON_NOT_BIRTHDAY_MONTH, COUPON_TIER_ONLY); null when I can. Minimum spend and eligible items are the order’s (the preview says)',
    ),
});
export type MyCoupon = z.infer<typeof myCoupon>;

export const myCouponQuery = z.object({ status: z.enum(MY_COUPON_STATUSES).default('available'), ...pagingQuery });
export type MyCouponQuery = Partial<z.output<typeof myCouponQuery>>;
export const myCouponPage = pageOf(myCoupon);

export const myCouponCount = z.object({ available: z.number().int(), used: z.number().int(), expired: z.number().int() });
export type MyCouponCount = z.infer<typeof myCouponCount>;

export const couponCartBody = z.object({
  coupon_ids: z.array(couponParams.shape.id).max(10).describe('Coupons to apply; at most one of each type applies'),
});
export type CouponCartBody = z.input<typeof couponCartBody>;

const errorName = z.enum(Object.keys(ERRORS) as [ErrorName, ...ErrorName[]]);

/** A coupon that applied, and what it takes off (or gives back as cashback). */
export const appliedCoupon = z.object({
  coupon_id: z.number().int(),
  code: z.string(),
  title: z.string(),
  type: z.enum(COUPON_TYPES),
  kind: z.enum(COUPON_KINDS),
  amount: z.number().int().describe('Satang off the items or the delivery, or given back as cashback'),
  target: z.enum(['items', 'delivery', 'cashback']),
});
export type AppliedCoupon = z.infer<typeof appliedCoupon>;

/** A coupon that could not apply, with the catalogue error saying why (e.g. COUPON_MIN_SPEND). */
export const refusedCoupon = z.object({
  coupon_id: z.number().int(),
  error: errorName,
  status_code: z.number().int(),
  message: z.string().describe("Why, in the request's language"),
});
export type RefusedCoupon = z.infer<typeof refusedCoupon>;

/** The cart's selected lines priced with the asked coupons: the same engine as checkout, so the same totals. */
export const couponCartPricing = z.object({
  applied: z.array(appliedCoupon),
  refused: z.array(refusedCoupon),
  subtotal: satang,
  item_discount: satang,
  delivery_fee: satang,
  delivery_discount: satang,
  cashback_earned: satang,
  total: satang,
  vat_included: satang,
});
export type CouponCartPricing = z.infer<typeof couponCartPricing>;

/**
 * POST coupons/best (issue #29): the order as the shopper has it now — the coupons they chose (kept by the page, one per
 * type), "buy now" items instead of the cart's selected lines, the cashback they spend at checkout — for which the
 * server finds the coupon that saves the most.
 */
export const bestCouponBody = placeOrderBody.pick({ items: true, coupon_ids: true, cashback_amount: true });
export type BestCouponBody = z.input<typeof bestCouponBody>;

/** The coupon to suggest: priced by the same engine and input as the cart and checkout, so `saving` is exact. */
export const bestCoupon = z.object({
  coupon: coupon.describe('The coupon; `collected` false means using it collects it first'),
  saving: satang.describe('What the total falls by once it is used (satang, > 0)'),
  total: satang.describe('The total once it is used'),
  replaces: z
    .number()
    .int()
    .nullable()
    .describe('The chosen coupon of the same type it takes the place of (one per type); null when it joins the chosen ones'),
});
export type BestCoupon = z.infer<typeof bestCoupon>;

export const bestCouponAnswer = z.object({
  total: satang.describe('The total with the chosen coupons, as the cart or checkout shows it'),
  best_coupon: bestCoupon.nullable().describe('Null when no coupon the shopper holds or may collect lowers the total'),
});
export type BestCouponAnswer = z.infer<typeof bestCouponAnswer>;
