/**
 * Coupons the member can use now first, in the order listed (soonest-ending first), then those that cannot be used now
 * (birthday month, tier, not started: `unusable` says why), which the lists show greyed and never let be chosen.
 */
export function usableFirst<C extends { unusable: unknown }>(coupons: C[]): C[] {
  return [...coupons.filter((coupon) => !coupon.unusable), ...coupons.filter((coupon) => coupon.unusable)];
}
