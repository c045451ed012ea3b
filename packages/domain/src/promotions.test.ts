import { describe, expect, it } from 'vitest';
import {
  couponProblem,
  flashSaleItemProblem,
  promotionRulesProblem,
  promotionStatus,
  windowProblem,
  type CouponTerms,
} from './promotions.ts';

const at = (hours: number) => new Date(Date.UTC(2026, 11, 1) + hours * 3_600_000);

describe('promotion, coupon and flash sale rules', () => {
  it('a window is scheduled, running or ended at a moment; its end comes after its start', () => {
    expect(promotionStatus({ startsAt: at(1), endsAt: at(2) }, at(0))).toBe('scheduled');
    expect(promotionStatus({ startsAt: at(1), endsAt: at(2) }, at(1))).toBe('running');
    expect(promotionStatus({ startsAt: null, endsAt: null }, at(0))).toBe('running');
    expect(promotionStatus({ startsAt: at(1), endsAt: at(2) }, at(2))).toBe('ended');
    expect(windowProblem(at(2), at(2))).toEqual({ error: 'PROMO_ENDS_BEFORE_START', field: 'ends_at' });
    expect(windowProblem(null, at(2))).toBeNull();
  });

  it('each kind’s numbers: percentages 1–100 %, money above ฿0 (a minimum spend or an add-on price may be 0), counts 1 or more', () => {
    expect(promotionRulesProblem('flexi', { minQuantity: 2, percentOff: 99 })).toEqual({
      error: 'PROMO_PERCENT_OUT_OF_RANGE',
      field: 'rules.percentOff',
    });
    expect(promotionRulesProblem('flexi', { minQuantity: 0, percentOff: 1000 })?.error).toBe('PROMO_COUNT_NOT_POSITIVE');
    expect(promotionRulesProblem('cashback', { percent: 10_001, maxCashback: 1 })?.error).toBe('PROMO_PERCENT_OUT_OF_RANGE');
    expect(promotionRulesProblem('special_price', { price: 0 })?.error).toBe('PROMO_MONEY_NOT_POSITIVE');
    expect(promotionRulesProblem('add_on_deal', { addOnVariantId: 1, addOnPrice: 0, maxAddOns: 1 })).toBeNull();
    expect(promotionRulesProblem('saving', { minSpend: -1, amountOff: 100 })?.error).toBe('PROMO_MONEY_NEGATIVE');
    expect(promotionRulesProblem('shipping_discount', { minSpend: 0, amountOff: null })).toBeNull();
    expect(promotionRulesProblem('free_gift', { minQuantity: 1, giftVariantId: 1, giftQuantity: 1 })).toBeNull();
  });

  it('a coupon’s kind belongs to its type; its total limit never below its uses; a quota never below what sold', () => {
    const terms: CouponTerms = {
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      discount: 'percent',
      value: 1000,
      maxDiscount: 5000,
      minSpend: 0,
      totalLimit: 10,
      perMemberLimit: 1,
      startsAt: at(0),
      endsAt: at(1),
    };
    expect(couponProblem(terms)).toBeNull();
    expect(couponProblem({ ...terms, type: 'DELIVERYFEE' })?.error).toBe('PROMO_COUPON_KIND_NOT_OF_TYPE');
    expect(couponProblem({ ...terms, value: 10_001 })?.error).toBe('PROMO_PERCENT_OUT_OF_RANGE');
    expect(couponProblem({ ...terms, discount: 'amount', value: 0 })?.error).toBe('PROMO_MONEY_NOT_POSITIVE');
    expect(couponProblem(terms, 11)).toEqual({ error: 'PROMO_LIMIT_BELOW_USED', field: 'total_limit' });
    expect(couponProblem({ ...terms, endsAt: at(0) })?.error).toBe('PROMO_ENDS_BEFORE_START');
    const item = { flashPrice: 100, quota: 0, perCustomerLimit: 1 };
    expect(flashSaleItemProblem(item, 0, 'items.0')).toBeNull();
    expect(flashSaleItemProblem({ ...item, quota: -1 }, 0, 'items.0')).toEqual({ error: 'PROMO_QUOTA_NEGATIVE', field: 'items.0.quota' });
    expect(flashSaleItemProblem({ ...item, quota: 2 }, 3, 'items.1')).toEqual({ error: 'PROMO_LIMIT_BELOW_USED', field: 'items.1.quota' });
    expect(flashSaleItemProblem({ ...item, perCustomerLimit: 0 }, 0, 'items.0')?.error).toBe('PROMO_COUNT_NOT_POSITIVE');
  });
});
