import { describe, expect, it } from 'vitest';
import { input, line } from './fixtures.test-helpers.ts';
import { priceOrder } from './price-order.ts';
import { allocate, percentOf, vatIncludedIn } from './rounding.ts';

describe('unit price per line', () => {
  const flash = { flashSaleId: 7, price: 60_000, unitsLeft: 2 };
  it.each([
    ['list price only', line(), 100_000, null],
    ['special price below list', line({ specialPrice: 80_000 }), 80_000, null],
    ['special price not below list is ignored', line({ specialPrice: 120_000 }), 100_000, null],
    ['flash price while units are left', line({ specialPrice: 80_000, flashSale: flash, quantity: 2 }), 60_000, 7],
    ['more asked than the flash sale has: special price', line({ specialPrice: 80_000, flashSale: flash, quantity: 3 }), 80_000, null],
    ['more asked than the flash sale has, no special: list', line({ flashSale: flash, quantity: 3 }), 100_000, null],
  ])('%s', (_name, priced, unitPrice, flashSaleId) => {
    const result = priceOrder(input({ lines: [priced] }));
    expect(result.lines[0]).toMatchObject({ unitPrice, flashSaleId, lineTotal: unitPrice * priced.quantity });
    expect(result.subtotal).toBe(unitPrice * priced.quantity);
  });
});

describe('delivery fee', () => {
  it.each([
    ['below the threshold pays the fee', 49_999, 5_000],
    ['at the threshold is free', 50_000, 0],
    ['above the threshold is free', 80_000, 0],
  ])('%s', (_name, listPrice, fee) => {
    const result = priceOrder(input({ lines: [line({ listPrice })] }));
    expect(result.deliveryFee).toBe(fee);
    expect(result.total).toBe(listPrice + fee);
  });

  it('an empty order has no delivery fee and a zero total', () => {
    const result = priceOrder(input({ lines: [] }));
    expect(result).toMatchObject({ subtotal: 0, deliveryFee: 0, total: 0, vatIncluded: 0 });
  });
});

describe('cashback used = min(requested, balance, payable)', () => {
  it.each([
    ['requested is the least', { requested: 1_000, balance: 5_000 }, 1_000],
    ['balance is the least', { requested: 9_000, balance: 2_500 }, 2_500],
    ['payable is the least', { requested: 999_999, balance: 999_999 }, 45_000],
    ['nothing requested', { requested: 0, balance: 5_000 }, 0],
    ['a negative request counts as none', { requested: -500, balance: 5_000 }, 0],
  ])('%s', (_name, cashback, used) => {
    const result = priceOrder(input({ lines: [line({ listPrice: 40_000 })], cashback }));
    expect(result.cashbackUsed).toBe(used);
    expect(result.total).toBe(45_000 - used);
    expect(result.total).toBeGreaterThanOrEqual(0);
  });
});

describe('rounding in satang: halves up, integer arithmetic', () => {
  it.each([
    // total, VAT inside: total × 7 / 107
    [107, 7],
    [100, 7], // 6.54 → 7
    [1_000, 65], // 65.42 → 65
    [10_700, 700],
    [53, 3], // 3.467 → 3
    [23, 2], // 1.505 → 2
    [107_000_000, 7_000_000],
    [0, 0],
  ])('VAT inside %i satang is %i', (total, vat) => {
    expect(vatIncludedIn(total)).toBe(vat);
  });

  it('an order reports the VAT of its total', () => {
    const result = priceOrder(input({ lines: [line({ listPrice: 99_900 })] }));
    expect(result.total).toBe(99_900);
    expect(result.vatIncluded).toBe(6_536); // 6535.51… → 6536 (to the nearest satang)
  });

  it.each([
    [10_000, 1_000, 1_000], // 10 % of 100 ฿
    [999, 1_000, 100], // 99.9 → 100
    [995, 1_000, 100], // 99.5 → 100 (half up)
    [994, 1_000, 99], // 99.4 → 99
    [12_345, 750, 926], // 925.875 → 926
    [1, 5_000, 1], // 0.5 → 1
    [0, 5_000, 0],
  ])('%i satang at %i basis points is %i', (amount, bp, share) => {
    expect(percentOf(amount, bp)).toBe(share);
  });

  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [10, [300, 700], [3, 7]],
    [1, [1, 1], [1, 0]],
    [0, [5, 5], [0, 0]],
    [7, [0, 0], [0, 0]],
  ])('allocating %i over %j gives %j, summing exactly', (amount, weights, shares) => {
    expect(allocate(amount, weights)).toEqual(shares);
  });
});
