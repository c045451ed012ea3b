/**
 * Coupons (spec §7 "Coupons", my coupons): the routes, and what checkout needs to price and place an order with
 * coupons: the offers the pricing engine gets, and taking and giving back their uses inside the order's transaction.
 */
export { couponRoutes } from './routes.ts';
export { couponChoices, sampleCouponChoices, type CouponChoices } from './offers.ts';
export { claimCouponUses, returnCouponUses, type AppliedCouponUse } from './uses.ts';
