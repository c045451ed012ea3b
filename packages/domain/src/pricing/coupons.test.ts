import { describe, expect, it } from 'vitest';
import type { ErrorName } from '../errors.ts';
import { coupon, input, line } from './fixtures.test-helpers.ts';
import { priceOrder } from './price-order.ts';
import type { CouponOffer, PricingInput, PricingLine } from './types.ts';

const shoes = (overrides: Partial<PricingLine> = {}): PricingLine =>
  line({ lineId: 1, productId: 11, categories: ['fashion', 'shoes'], brand: 'adidas', ...overrides });
const bags = (overrides: Partial<PricingLine> = {}): PricingLine =>
  line({ lineId: 2, variantId: 201, productId: 12, listPrice: 50_000, categories: ['fashion', 'bags'], brand: 'coach', ...overrides });
// input()'s now is 2026-06-15 12:00 in Bangkok.
const NOW = new Date('2026-06-15T05:00:00Z');

describe('coupon rules: a refused coupon says precisely why', () => {
  it.each<[string, Partial<CouponOffer>, Partial<PricingInput>, ErrorName | null]>([
    ['applies inside its window', {}, {}, null],
    ['not started yet', { startsAt: new Date('2026-07-01T00:00:00Z') }, {}, 'COUPON_NOT_STARTED'],
    ['starting this very moment applies', { startsAt: NOW }, {}, null],
    ['ended', { endsAt: new Date('2026-06-01T00:00:00Z') }, {}, 'COUPON_EXPIRED'],
    ['ending this very moment has ended', { endsAt: NOW }, {}, 'COUPON_EXPIRED'],
    ['minimum spend not reached', { minSpend: 100_001 }, {}, 'COUPON_MIN_SPEND'],
    ['minimum spend exactly reached', { minSpend: 100_000 }, {}, null],
    [
      'minimum spend counts eligible lines only',
      { minSpend: 120_000, categories: ['shoes'] },
      { lines: [shoes(), bags()] },
      'COUPON_MIN_SPEND',
    ],
    ['minimum spend counts after promotions', { minSpend: 100_000 }, { lines: [shoes({ specialPrice: 90_000 })] }, 'COUPON_MIN_SPEND'],
    ['no global uses left', { usesLeft: 0 }, {}, 'COUPON_USED_UP'],
    ['one global use left', { usesLeft: 1 }, {}, null],
    ['no uses left for this member', { memberUsesLeft: 0 }, {}, 'COUPON_MEMBER_LIMIT'],
    ['category not in the order', { categories: ['beauty'] }, {}, 'COUPON_NOT_ELIGIBLE'],
    ['category in the order (any level)', { categories: ['shoes'] }, {}, null],
    ['brand not in the order', { brands: ['nike'] }, {}, 'COUPON_NOT_ELIGIBLE'],
    ['brand in the order', { brands: ['adidas'] }, {}, null],
    [
      'category and brand must both match one line',
      { categories: ['shoes'], brands: ['coach'] },
      { lines: [shoes(), bags()] },
      'COUPON_NOT_ELIGIBLE',
    ],
    ['only lines excluded from promotions', {}, { lines: [shoes({ excludedFromPromotions: true })] }, 'COUPON_NOT_ELIGIBLE'],
    ['an empty order', {}, { lines: [] }, 'COUPON_NOT_ELIGIBLE'],
    ['birthday coupon in the birthday month', { kind: 'birthday_coupon' }, { birthdayMonth: 6 }, null],
    ['birthday coupon in another month', { kind: 'birthday_coupon' }, { birthdayMonth: 7 }, 'COUPON_NOT_BIRTHDAY_MONTH'],
    ['birthday coupon, birthday unknown', { kind: 'birthday_coupon' }, { birthdayMonth: null }, 'COUPON_NOT_BIRTHDAY_MONTH'],
    [
      'birthday month is Bangkok’s: 30 June 18:00 UTC is 1 July',
      { kind: 'birthday_coupon' },
      { birthdayMonth: 7, now: new Date('2026-06-30T18:00:00Z') },
      null,
    ],
    ['a delivery coupon when delivery is already free', { type: 'DELIVERYFEE', kind: 'shipping_coupon' }, {}, 'COUPON_NOT_ELIGIBLE'],
  ])('%s', (_name, offer, overrides, error) => {
    const result = priceOrder(input({ coupons: [coupon(offer)], ...overrides }));
    expect(result.refusedCoupons).toEqual(error ? [{ couponId: 1, error }] : []);
    expect(result.adjustments.filter((adjustment) => adjustment.source === 'coupon')).toHaveLength(error ? 0 : 1);
  });

  it.each<[string, CouponOffer[], Array<{ couponId: number; error: ErrorName }>, number[]]>([
    [
      'one coupon per type: the second DISCOUNTCODE is refused',
      [coupon({ id: 1 }), coupon({ id: 2 })],
      [{ couponId: 2, error: 'COUPON_TYPE_TAKEN' }],
      [1],
    ],
    [
      'a refused coupon does not take its type’s place',
      [coupon({ id: 1, usesLeft: 0 }), coupon({ id: 2 })],
      [{ couponId: 1, error: 'COUPON_USED_UP' }],
      [2],
    ],
    ['the same coupon twice applies once', [coupon({ id: 1 }), coupon({ id: 1 })], [{ couponId: 1, error: 'COUPON_TYPE_TAKEN' }], [1]],
    [
      'one of each type applies together',
      [
        coupon({ id: 1 }),
        coupon({ id: 2, type: 'DELIVERYFEE', kind: 'shipping_coupon', value: 1_000 }),
        coupon({ id: 3, type: 'CASHBACK', kind: 'cash_back', value: 500 }),
      ],
      [],
      [1, 2, 3],
    ],
  ])('%s', (_name, coupons, refused, applied) => {
    const result = priceOrder(input({ lines: [shoes({ listPrice: 55_000 })], coupons }));
    expect(result.refusedCoupons).toEqual(refused);
    expect(result.adjustments.filter((adjustment) => adjustment.source === 'coupon').map((adjustment) => adjustment.id)).toEqual(applied);
  });
});

describe('coupon types × kinds: what each takes off, in satang', () => {
  type Case = [
    string,
    Partial<CouponOffer>,
    PricingLine[],
    { itemDiscount?: number; deliveryDiscount?: number; cashbackEarned?: number; total?: number },
  ];
  it.each<Case>([
    // DISCOUNTCODE → items
    [
      'discount_coupon: an amount off the order',
      { kind: 'discount_coupon', value: 10_000 },
      [shoes()],
      { itemDiscount: 10_000, total: 90_000 },
    ],
    [
      'discount_coupon: a percent of the whole order even with categories',
      { kind: 'discount_coupon', discount: 'percent', value: 1_000, categories: ['shoes'] },
      [shoes(), bags()],
      { itemDiscount: 15_000 },
    ],
    [
      'discount_item: a percent of the eligible lines only',
      { kind: 'discount_item', discount: 'percent', value: 1_000, categories: ['shoes'] },
      [shoes(), bags()],
      { itemDiscount: 10_000 },
    ],
    [
      'discount_item: an amount never more than the eligible lines',
      { kind: 'discount_item', value: 80_000, brands: ['coach'] },
      [shoes(), bags()],
      { itemDiscount: 50_000 },
    ],
    ['percent capped by maxDiscount', { discount: 'percent', value: 5_000, maxDiscount: 20_000 }, [shoes()], { itemDiscount: 20_000 }],
    ['an amount never more than the items; total never negative', { value: 999_999 }, [shoes()], { itemDiscount: 100_000, total: 5_000 }],
    ['birthday_coupon as a DISCOUNTCODE', { kind: 'birthday_coupon', value: 15_000 }, [shoes()], { itemDiscount: 15_000 }],
    [
      'excluded lines pay full price',
      { discount: 'percent', value: 1_000 },
      [shoes(), bags({ excludedFromPromotions: true })],
      { itemDiscount: 10_000, total: 140_000 },
    ],
    [
      'rounding: 3.33 % of 123.45 ฿ = 4.110885 ฿ → 4.11 ฿',
      { discount: 'percent', value: 333 },
      [shoes({ listPrice: 12_345 })],
      { itemDiscount: 411 },
    ],
    [
      'rounding: 12.5 % of 12.34 ฿ = 1.5425 ฿ → 1.54 ฿',
      { discount: 'percent', value: 1_250 },
      [shoes({ listPrice: 1_234 })],
      { itemDiscount: 154 },
    ],
    [
      'rounding: 0.5 % of 10.01 ฿ = 0.05005 ฿ → 0.05 ฿',
      { discount: 'percent', value: 50 },
      [shoes({ listPrice: 1_001 })],
      { itemDiscount: 5 },
    ],
    [
      'rounding: 10 % of 0.05 ฿ = 0.005 ฿ → 0.01 ฿ (half up)',
      { discount: 'percent', value: 1_000 },
      [shoes({ listPrice: 5 })],
      { itemDiscount: 1 },
    ],
    // DELIVERYFEE → delivery (fee 50 ฿ below 500 ฿ of items)
    [
      'shipping_coupon: an amount off delivery',
      { type: 'DELIVERYFEE', kind: 'shipping_coupon', value: 3_000 },
      [shoes({ listPrice: 40_000 })],
      { deliveryDiscount: 3_000, total: 42_000 },
    ],
    [
      'shipping_coupon: never more than the fee',
      { type: 'DELIVERYFEE', kind: 'shipping_coupon', value: 10_000 },
      [shoes({ listPrice: 40_000 })],
      { deliveryDiscount: 5_000, total: 40_000 },
    ],
    [
      'shipping_coupon: a percent of the fee, capped',
      { type: 'DELIVERYFEE', kind: 'shipping_coupon', discount: 'percent', value: 5_000, maxDiscount: 2_000 },
      [shoes({ listPrice: 40_000 })],
      { deliveryDiscount: 2_000 },
    ],
    [
      'birthday_coupon as a DELIVERYFEE',
      { type: 'DELIVERYFEE', kind: 'birthday_coupon', discount: 'percent', value: 10_000 },
      [shoes({ listPrice: 40_000 })],
      { deliveryDiscount: 5_000 },
    ],
    // CASHBACK → cashback earned, on what is paid for the eligible lines
    [
      'cash_back: a percent of what is paid',
      { type: 'CASHBACK', kind: 'cash_back', discount: 'percent', value: 500 },
      [shoes()],
      { cashbackEarned: 5_000, total: 100_000 },
    ],
    [
      'cash_back: capped by maxDiscount',
      { type: 'CASHBACK', kind: 'cash_back', discount: 'percent', value: 500, maxDiscount: 2_000 },
      [shoes()],
      { cashbackEarned: 2_000 },
    ],
    [
      'cash_back: eligible lines only',
      { type: 'CASHBACK', kind: 'cash_back', discount: 'percent', value: 1_000, brands: ['coach'] },
      [shoes(), bags()],
      { cashbackEarned: 5_000 },
    ],
    [
      'cash_back: an amount, never more than paid',
      { type: 'CASHBACK', kind: 'cash_back', value: 80_000 },
      [shoes({ listPrice: 60_000 })],
      { cashbackEarned: 60_000 },
    ],
    [
      'rounding: 1.5 % of 99.99 ฿ = 1.49985 ฿ → 1.50 ฿',
      { type: 'CASHBACK', kind: 'cash_back', discount: 'percent', value: 150 },
      [shoes({ listPrice: 9_999 })],
      { cashbackEarned: 150 },
    ],
  ])('%s', (_name, offer, lines, expected) => {
    const result = priceOrder(input({ lines, coupons: [coupon(offer)], birthdayMonth: 6 }));
    expect(result.refusedCoupons).toEqual([]);
    expect(result).toMatchObject(expected);
    expect(result.total).toBe(result.subtotal - result.itemDiscount + result.deliveryFee - result.deliveryDiscount - result.cashbackUsed);
    expect(result.lines.reduce((sum, priced) => sum + priced.netTotal, 0)).toBe(result.subtotal - result.itemDiscount);
  });

  it('a coupon applies after promotions: 10 % of the special price', () => {
    const result = priceOrder(
      input({
        lines: [shoes()],
        promotions: [{ id: 1, kind: 'special_price', title: 's', rules: { price: 80_000 }, productIds: [11] }],
        coupons: [coupon({ discount: 'percent', value: 1_000 })],
      }),
    );
    expect(result.itemDiscount).toBe(20_000 + 8_000);
  });

  it('a discount coupon that takes the items below the free-delivery threshold brings the fee back', () => {
    const result = priceOrder(input({ lines: [shoes({ listPrice: 55_000 })], coupons: [coupon({ value: 10_000 })] }));
    expect(result).toMatchObject({ itemDiscount: 10_000, deliveryFee: 5_000, total: 50_000 });
  });
});
