/**
 * The membership module's front door (decision 0012): the tier ladder and its rules (applied at start from the
 * MEMBERSHIP_* settings), where a member's 12-month spend stands on it, the spend ledger that moves it (and tells
 * the member of a new tier), and the birthday coupon.
 */
export { membershipRoutes, type MembershipRouteOptions } from './routes.ts';
export { membershipProgress, tierLadder, tierRowFor, type MembershipTerms } from './progress.ts';
export { SHOPPER_COLUMNS, shopperFacts, shopperFactsOf, type ShopperFacts } from './shopper-facts.ts';
export { applyTierRules } from './tier-rules.ts';
export { cashbackRateOf } from './cashback-rate.ts';
export { countOrderSpend, keepOrderSpend, refreshMemberTier, refreshTiers, tierRefreshJob, TIER_REFRESH_JOB } from './spend.ts';
export { birthdayCouponJob, grantBirthdayCoupons, BIRTHDAY_COUPON_JOB } from './birthday.ts';
