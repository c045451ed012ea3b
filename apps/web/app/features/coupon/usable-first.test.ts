import { describe, expect, it } from 'vitest';
import { usableFirst } from './usable-first.ts';

describe('the coupons a shopper can choose from', () => {
  it('lists those usable now first, in the order listed, then those that cannot be used now', () => {
    const birthday = { id: 1, unusable: { code: 'COUPON_NOT_BIRTHDAY_MONTH' } };
    const coupons = [birthday, { id: 2, unusable: null }, { id: 3, unusable: { code: 'COUPON_TIER_ONLY' } }, { id: 4, unusable: null }];
    expect(usableFirst(coupons).map((coupon) => coupon.id)).toEqual([2, 4, 1, 3]);
  });
});
