import type {
  BestCouponAnswer,
  BestCouponBody,
  Coupon,
  CouponCartPricing,
  CouponsQuery,
  MyCouponCount,
  MyCouponQuery,
  MyCoupon,
  Page,
} from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** Coupons: spec §7 "Coupons" and my coupons (issue #12). */

export type {
  AppliedCoupon,
  BestCoupon,
  BestCouponAnswer,
  BestCouponBody,
  Coupon,
  CouponCartBody,
  CouponCartPricing,
  CouponsQuery,
  MyCoupon,
  MyCouponCount,
  MyCouponQuery,
  RefusedCoupon,
} from '@talad/contract';

/** Coupons offered on the /coupon page ('coupon-page') or in the cart's picker ('shopping-cart'), each saying whether I collected it. */
export function getCoupons(api: ApiClient, query: CouponsQuery = {}, options?: CallOptions): Promise<Envelope<Coupon[]>> {
  return api.get<Coupon[]>('coupons', { ...options, query });
}

/** Collects a coupon into my coupons (members only); collecting it again answers the same coupon. */
export function collectCoupon(api: ApiClient, couponId: number, options?: CallOptions): Promise<Envelope<Coupon>> {
  return api.put<Coupon>(`coupons/collect/${couponId}`, undefined, options);
}

/** My cart's selected lines priced with these coupons: which applied, which were refused and why, and the totals. */
export function priceCartWithCoupons(api: ApiClient, couponIds: number[], options?: CallOptions): Promise<Envelope<CouponCartPricing>> {
  return api.post<CouponCartPricing>('coupons/shopping-cart', { coupon_ids: couponIds }, options);
}

/** My collected coupons of one tab (available, used, expired), a page at a time. */
export function getMyCoupons(api: ApiClient, query: MyCouponQuery = {}, options?: CallOptions): Promise<Envelope<Page<MyCoupon>>> {
  return api.get<Page<MyCoupon>>('users/me/my-coupon', { ...options, query });
}

/** How many of my coupons each tab holds. */
export function getMyCouponCount(api: ApiClient, options?: CallOptions): Promise<Envelope<MyCouponCount>> {
  return api.get<MyCouponCount>('users/me/my-coupon/count', options);
}

/**
 * The coupon I hold or may collect that saves the most on my order as I have it: my chosen coupons, "buy now" items
 * (else the cart's selected lines), the cashback I spend. It only suggests; using it is mine to do.
 */
export function getBestCoupon(api: ApiClient, body: BestCouponBody, options?: CallOptions): Promise<Envelope<BestCouponAnswer>> {
  return api.post<BestCouponAnswer>('coupons/best', body, options);
}

/** The coupons on offer that apply to a product, each saying whether I collected it (none for a guest). */
export function getProductCoupons(api: ApiClient, slug: string, options?: CallOptions): Promise<Envelope<Coupon[]>> {
  return api.get<Coupon[]>(`products/${encodeURIComponent(slug)}/coupons`, options);
}
