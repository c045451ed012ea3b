import type { CouponOffer, PricingInput, PricingLine, Promotion } from './types.ts';

/** Builders for the engine's tests: a line, a coupon and an input with sensible defaults, overridden per case. */
export function line(overrides: Partial<PricingLine> = {}): PricingLine {
  return {
    lineId: 1,
    variantId: 101,
    productId: 11,
    quantity: 1,
    categories: ['fashion', 'shoes'],
    brand: 'adidas',
    listPrice: 100_000,
    specialPrice: null,
    flashSale: null,
    excludedFromPromotions: false,
    ...overrides,
  };
}

export function coupon(overrides: Partial<CouponOffer> = {}): CouponOffer {
  return {
    id: 1,
    code: 'SAVE',
    type: 'DISCOUNTCODE',
    kind: 'discount_coupon',
    title: 'coupon',
    discount: 'amount',
    value: 10_000,
    maxDiscount: null,
    minSpend: 0,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    usesLeft: null,
    memberUsesLeft: 1,
    categories: [],
    brands: [],
    ...overrides,
  };
}

export function promotion<P extends Promotion>(value: P): Promotion {
  return value;
}

export function input(overrides: Partial<PricingInput> = {}): PricingInput {
  return {
    lines: [line()],
    promotions: [],
    coupons: [],
    delivery: { fee: 5_000, freeFrom: 50_000 },
    cashback: { requested: 0, balance: 0 },
    tier: null,
    now: new Date('2026-06-15T05:00:00Z'),
    ...overrides,
  };
}
