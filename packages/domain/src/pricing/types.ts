import type { CouponKind, CouponType, MembershipTier, PromotionKind } from '../enums.ts';
import type { ErrorName } from '../errors.ts';
import type { Satang } from '../money.ts';

/**
 * The pricing engine's input and answer (decision 0014): one pure function prices the cart summary, the checkout
 * preview and the order alike. All money is integer satang, VAT included (Thai retail prices are VAT-inclusive).
 */

/** The parameters of each promotion kind (spec §3), as seeded in promotions.rules. */
export interface PromotionRules {
  /** Buy at least `minQuantity` units of the promotion's products together: `percentOff` basis points off them. */
  flexi: { minQuantity: number; percentOff: number };
  /** Buy at least `minQuantity` units of the promotion's products: `giftVariantId` comes free, `giftQuantity` of it. */
  free_gift: { minQuantity: number; giftVariantId: number; giftQuantity: number };
  /** With any of the promotion's products in the cart, the add-on variant costs `addOnPrice` (up to `maxAddOns` units). */
  add_on_deal: { addOnVariantId: number; addOnPrice: Satang; maxAddOns: number };
  /** The promotion's products cost `price` each (when below their own price). */
  special_price: { price: Satang };
  /** Spend at least `minSpend` on the promotion's products: `amountOff` off the order. */
  saving: { minSpend: Satang; amountOff: Satang };
  /** Spend at least `minSpend` in the order: delivery costs `amountOff` less (null = free delivery). */
  shipping_discount: { minSpend: Satang; amountOff: Satang | null };
  /** `percent` basis points of what is paid for the promotion's products comes back as cashback, at most `maxCashback`. */
  cashback: { percent: number; maxCashback: Satang };
}

export type Promotion = {
  [Kind in PromotionKind]: { id: number; kind: Kind; title: string; rules: PromotionRules[Kind]; productIds: number[] };
}[PromotionKind];

/** A cart line as the engine needs it: what the variant costs today and what limits it. */
export interface PricingLine {
  lineId: number;
  variantId: number;
  productId: number;
  quantity: number;
  /** Category slugs (main → detail) and brand slug, for coupon eligibility. */
  categories: string[];
  brand: string | null;
  listPrice: Satang;
  specialPrice: Satang | null;
  /** A running flash sale's price for this product, with the units still within quota and the member's limit. */
  flashSale: { flashSaleId: number; price: Satang; unitsLeft: number } | null;
  /** Flagged "not in promotion" (spec §3 badge): promotions and coupons pass it by. */
  excludedFromPromotions: boolean;
}

/** A coupon the shopper asked to apply, with what is left of its limits. */
export interface CouponOffer {
  id: number;
  code: string;
  type: CouponType;
  kind: CouponKind;
  title: string;
  discount: 'amount' | 'percent';
  /** Satang for 'amount', basis points for 'percent'. */
  value: number;
  maxDiscount: Satang | null;
  minSpend: Satang;
  startsAt: Date;
  endsAt: Date;
  /** Uses left over all members (null = no limit) and for this member. */
  usesLeft: number | null;
  memberUsesLeft: number;
  categories: string[];
  brands: string[];
}

export interface PricingInput {
  lines: PricingLine[];
  promotions: Promotion[];
  coupons: CouponOffer[];
  /** The delivery fee before discounts, and the order value from which delivery is free. */
  delivery: { fee: Satang; freeFrom: Satang };
  /** Cashback the shopper asks to spend, and their balance. */
  cashback: { requested: Satang; balance: Satang };
  tier: MembershipTier | null;
  now: Date;
  /** The member's birthday month (1–12) for birthday coupons; absent or null = unknown, so none applies. */
  birthdayMonth?: number | null;
}

export interface PricedLine {
  lineId: number;
  variantId: number;
  quantity: number;
  /** Price per unit before line promotions: flash, else special, else list. */
  unitPrice: Satang;
  listPrice: Satang;
  /** Line total after line-level promotions (flexi, special_price). */
  lineTotal: Satang;
  flashSaleId: number | null;
  /** The one line-price promotion applied to this line (special_price, flexi or add_on_deal), if any. */
  promotionId: number | null;
  /** What the shopper pays for the line after every item discount (order promotions and item coupons spread over
   * the lines they applied to, in whole satang), before cashback is burned: refunds and cashback use it. */
  netTotal: Satang;
}

/** A discount, cashback or gift the engine applied, named for the summary. */
export interface Adjustment {
  source: 'promotion' | 'coupon';
  id: number;
  kind: PromotionKind | CouponKind;
  title: string;
  /** Satang taken off (discounts) or given back (cashback); 0 for a gift. */
  amount: Satang;
  target: 'items' | 'delivery' | 'cashback';
}

export interface PricingResult {
  lines: PricedLine[];
  /** Free gifts and add-on deals that join the order as lines of their own. */
  extras: Array<{ variantId: number; quantity: number; unitPrice: Satang; promotionId: number; isGift: boolean }>;
  /** Add-on deals the order qualifies for: put `variantId` in the cart and up to `maxAddOns` units cost `addOnPrice`. */
  availableAddOns: Array<{ promotionId: number; variantId: number; addOnPrice: Satang; maxAddOns: number }>;
  adjustments: Adjustment[];
  /** Coupons that could not apply, each with the catalogue error that says why. */
  refusedCoupons: Array<{ couponId: number; error: ErrorName }>;
  subtotal: Satang;
  itemDiscount: Satang;
  deliveryFee: Satang;
  deliveryDiscount: Satang;
  cashbackUsed: Satang;
  cashbackEarned: Satang;
  total: Satang;
  /** The VAT inside total: round(total × 7 / 107). */
  vatIncluded: Satang;
}
