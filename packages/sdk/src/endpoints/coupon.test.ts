import { isError } from '@talad/domain';
import { describe, expect, it } from 'vitest';
import { apiWith, fail, ok } from '../test-support.ts';
import {
  collectCoupon,
  getBestCoupon,
  getCoupons,
  getMyCouponCount,
  getMyCoupons,
  getProductCoupons,
  priceCartWithCoupons,
} from './coupon.ts';

describe('coupon calls (spec §7 "Coupons", my coupons)', () => {
  it('asks for the coupons of a layout, the /coupon page by default', async () => {
    const { api, calls } = apiWith(() => ok([]));
    await getCoupons(api, { layout_id: 'shopping-cart' });
    await getCoupons(api);
    expect(calls[0]!.url.pathname).toBe('/coupons');
    expect(calls[0]!.url.searchParams.get('layout_id')).toBe('shopping-cart');
    expect(calls[1]!.url.searchParams.has('layout_id')).toBe(false);
  });

  it('collects with PUT coupons/collect/{id}, and a refusal is told by name', async () => {
    const { api, calls } = apiWith(() => fail(403, 10932, 'คูปองนี้สำหรับสมาชิกระดับที่กำหนดเท่านั้น'));
    const answer = await collectCoupon(api, 12);
    expect(calls[0]).toMatchObject({ method: 'PUT' });
    expect(calls[0]!.url.pathname).toBe('/coupons/collect/12');
    expect(isError(answer, 'COUPON_TIER_ONLY')).toBe(true);
  });

  it('prices the cart with coupon_ids', async () => {
    const { api, calls } = apiWith(() => ok({ applied: [], refused: [] }));
    await priceCartWithCoupons(api, [3, 7]);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { coupon_ids: [3, 7] } });
    expect(calls[0]!.url.pathname).toBe('/coupons/shopping-cart');
  });

  it('asks for the best coupon with my choice, and for the coupons of a product by its slug', async () => {
    const { api, calls } = apiWith(() => ok({ total: 0, best_coupon: null }));
    await getBestCoupon(api, { coupon_ids: [4], items: [{ variant_id: 9, quantity: 1 }], cashback_amount: 500 });
    await getProductCoupons(api, 'เสื้อ a/b');
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { coupon_ids: [4], items: [{ variant_id: 9, quantity: 1 }], cashback_amount: 500 },
    });
    expect(calls[0]!.url.pathname).toBe('/coupons/best');
    expect(calls[1]!.url.pathname).toBe(`/products/${encodeURIComponent('เสื้อ a/b')}/coupons`);
  });

  it('reads my coupons by tab and page, and their count', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await getMyCoupons(api, { status: 'expired', page: 2, size: 10 });
    await getMyCouponCount(api);
    expect(calls[0]!.url.pathname).toBe('/users/me/my-coupon');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ status: 'expired', page: '2', size: '10' });
    expect(calls[1]!.url.pathname).toBe('/users/me/my-coupon/count');
  });
});
