import { describe, expect, it } from 'vitest';
import { input, line } from './fixtures.test-helpers.ts';
import { priceOrder } from './price-order.ts';
import type { PricingLine, PricingResult, Promotion } from './types.ts';

/** Every answer keeps its books: the lines add up to the order and the total to what is paid. */
function expectBalanced(result: PricingResult): void {
  expect(result.lines.reduce((sum, priced) => sum + priced.netTotal, 0)).toBe(result.subtotal - result.itemDiscount);
  expect(result.total).toBe(result.subtotal - result.itemDiscount + result.deliveryFee - result.deliveryDiscount - result.cashbackUsed);
  expect(result.total).toBeGreaterThanOrEqual(0);
  for (const value of [result.subtotal, result.itemDiscount, result.deliveryDiscount, result.cashbackEarned, result.vatIncluded]) {
    expect(Number.isInteger(value)).toBe(true);
  }
}

const shoe = (overrides: Partial<PricingLine> = {}): PricingLine => line({ lineId: 1, variantId: 101, productId: 11, ...overrides });
const bag = (overrides: Partial<PricingLine> = {}): PricingLine =>
  line({ lineId: 2, variantId: 201, productId: 12, listPrice: 60_000, categories: ['fashion', 'bags'], brand: 'coach', ...overrides });
const flash = { flashSaleId: 3, price: 70_000, unitsLeft: 10 };

describe('flexi: minQuantity units of its products together, percentOff basis points off them', () => {
  const flexi: Promotion = {
    id: 1,
    kind: 'flexi',
    title: 'Buy 2 get 10% off',
    rules: { minQuantity: 2, percentOff: 1_000 },
    productIds: [11, 12],
  };
  it.each<[string, PricingLine[], number[]]>([
    ['2 units of one product qualify', [shoe({ quantity: 2 })], [20_000]],
    ['1 unit does not', [shoe()], [0]],
    ['1 unit each of two of its products qualify together', [shoe(), bag()], [10_000, 6_000]],
    ['an excluded line neither counts nor gets it', [shoe({ quantity: 2, excludedFromPromotions: true })], [0]],
    ['an excluded line does not help another qualify', [shoe(), bag({ excludedFromPromotions: true })], [0, 0]],
    ['a flash-priced line counts but keeps its flash price', [shoe({ flashSale: flash }), bag()], [0, 6_000]],
    ['a product outside the promotion gets nothing', [shoe({ quantity: 2 }), bag({ productId: 99 })], [20_000, 0]],
    ['rounding: 10 % of 2 × 9.99 ฿ = 1.998 ฿ → 2.00 ฿', [shoe({ quantity: 2, listPrice: 999 })], [200]],
    ['rounding: 10 % of 2 × 9.97 ฿ = 1.994 ฿ → 1.99 ฿', [shoe({ quantity: 2, listPrice: 997 })], [199]],
  ])('%s', (_name, lines, discounts) => {
    const result = priceOrder(input({ lines, promotions: [flexi] }));
    expect(result.lines.map((priced) => priced.unitPrice * priced.quantity - priced.lineTotal)).toEqual(discounts);
    expect(result.itemDiscount).toBe(discounts.reduce((a, b) => a + b, 0));
    expectBalanced(result);
  });

  it('a percentOff above 100 % is ignored, never a negative price', () => {
    const broken: Promotion = { ...flexi, rules: { minQuantity: 1, percentOff: 20_000 } } as Promotion;
    expect(priceOrder(input({ promotions: [broken] })).itemDiscount).toBe(0);
  });
});

describe('special_price: its products cost `price` each when below their own price', () => {
  const special: Promotion = { id: 2, kind: 'special_price', title: 'Special', rules: { price: 79_000 }, productIds: [11] };
  it.each<[string, PricingLine, number, number | null]>([
    ['below the list price', shoe({ quantity: 2 }), 42_000, 2],
    ['above the line’s own special price: nothing', shoe({ specialPrice: 70_000 }), 0, null],
    ['a flash-priced line keeps its flash price', shoe({ flashSale: flash }), 0, null],
    ['an excluded line', shoe({ excludedFromPromotions: true }), 0, null],
    ['another product', bag(), 0, null],
  ])('%s', (_name, priced, discount, promotionId) => {
    const result = priceOrder(input({ lines: [priced], promotions: [special] }));
    expect(result.itemDiscount).toBe(discount);
    expect(result.lines[0]?.promotionId).toBe(promotionId);
    expectBalanced(result);
  });
});

describe('add_on_deal: with one of its products in the cart, the add-on costs addOnPrice for up to maxAddOns units', () => {
  const addOn: Promotion = {
    id: 3,
    kind: 'add_on_deal',
    title: 'Socks for 99',
    rules: { addOnVariantId: 301, addOnPrice: 9_900, maxAddOns: 1 },
    productIds: [11],
  };
  const socks = (quantity: number, overrides: Partial<PricingLine> = {}): PricingLine =>
    line({ lineId: 3, variantId: 301, productId: 31, listPrice: 29_900, quantity, ...overrides });
  it.each<[string, PricingLine[], number]>([
    ['one add-on unit at the deal price', [shoe(), socks(1)], 20_000],
    ['only maxAddOns units at the deal price', [shoe(), socks(3)], 20_000],
    ['no qualifying product: full price', [bag(), socks(1)], 0],
    ['the qualifying product is excluded: full price', [shoe({ excludedFromPromotions: true }), socks(1)], 0],
    ['the add-on line is excluded: full price', [shoe(), socks(1, { excludedFromPromotions: true })], 0],
  ])('%s', (_name, lines, discount) => {
    const result = priceOrder(input({ lines, promotions: [addOn] }));
    expect(result.itemDiscount).toBe(discount);
    expectBalanced(result);
  });

  it('is offered while the add-on is not yet in the cart', () => {
    expect(priceOrder(input({ lines: [shoe()], promotions: [addOn] })).availableAddOns).toEqual([
      { promotionId: 3, variantId: 301, addOnPrice: 9_900, maxAddOns: 1 },
    ]);
    expect(priceOrder(input({ lines: [bag()], promotions: [addOn] })).availableAddOns).toEqual([]);
  });
});

describe('one line-price promotion per line: the best for the shopper', () => {
  const flexi: Promotion = { id: 1, kind: 'flexi', title: 'flexi', rules: { minQuantity: 2, percentOff: 1_000 }, productIds: [11] };
  const special: Promotion = { id: 2, kind: 'special_price', title: 'special', rules: { price: 95_000 }, productIds: [11] };
  it.each<[string, number, number, number]>([
    // quantity, expected discount, expected promotion
    ['special price (5 000 × 1) when flexi does not qualify', 1, 5_000, 2],
    ['flexi (10 % of 200 000 = 20 000) beats special (2 × 5 000)', 2, 20_000, 1],
  ])('%s', (_name, quantity, discount, promotionId) => {
    const result = priceOrder(input({ lines: [shoe({ quantity })], promotions: [special, flexi] }));
    expect(result.itemDiscount).toBe(discount);
    expect(result.lines[0]?.promotionId).toBe(promotionId);
    expect(result.adjustments.filter((adjustment) => adjustment.source === 'promotion')).toHaveLength(1);
  });
});

describe('saving: spend minSpend on its products, amountOff off them', () => {
  const saving: Promotion = {
    id: 4,
    kind: 'saving',
    title: 'Spend 1,500 save 200',
    rules: { minSpend: 150_000, amountOff: 20_000 },
    productIds: [11, 12],
  };
  it.each<[string, PricingLine[], number, number[]]>([
    ['spend reached: spread in proportion (100 000 : 60 000)', [shoe(), bag()], 20_000, [87_500, 52_500]],
    ['spend not reached', [shoe(), bag({ listPrice: 40_000 })], 0, [100_000, 40_000]],
    ['excluded lines do not count towards the spend', [shoe(), bag({ excludedFromPromotions: true })], 0, [100_000, 60_000]],
    [
      'rounding: 20 000 over three equal lines → 6 667, 6 667, 6 666',
      [shoe(), bag({ listPrice: 100_000 }), bag({ lineId: 3, listPrice: 100_000 })],
      20_000,
      [93_333, 93_333, 93_334],
    ],
  ])('%s', (_name, lines, discount, nets) => {
    const result = priceOrder(input({ lines, promotions: [saving] }));
    expect(result.itemDiscount).toBe(discount);
    expect(result.lines.map((priced) => priced.netTotal)).toEqual(nets);
    expectBalanced(result);
  });

  it('never takes off more than its lines cost', () => {
    const huge: Promotion = { ...saving, rules: { minSpend: 0, amountOff: 9_999_999 } } as Promotion;
    const result = priceOrder(input({ lines: [shoe(), bag({ productId: 99 })], promotions: [huge] }));
    expect(result.itemDiscount).toBe(100_000);
    expect(result.lines.map((priced) => priced.netTotal)).toEqual([0, 60_000]);
    expectBalanced(result);
  });
});

describe('free_gift: minQuantity units of its products bring giftQuantity of the gift, free', () => {
  const gift: Promotion = {
    id: 5,
    kind: 'free_gift',
    title: 'Free tote',
    rules: { minQuantity: 2, giftVariantId: 901, giftQuantity: 1 },
    productIds: [11, 12],
  };
  it.each<[string, PricingLine[], number]>([
    ['2 units together bring the gift', [shoe(), bag()], 1],
    ['1 unit does not', [shoe()], 0],
    ['excluded units do not count', [shoe(), bag({ excludedFromPromotions: true })], 0],
  ])('%s', (_name, lines, gifts) => {
    const result = priceOrder(input({ lines, promotions: [gift] }));
    expect(result.extras).toHaveLength(gifts);
    if (gifts) expect(result.extras[0]).toEqual({ variantId: 901, quantity: 1, unitPrice: 0, promotionId: 5, isGift: true });
    expect(result.itemDiscount).toBe(0);
    expectBalanced(result);
  });
});

describe('shipping_discount: spend minSpend in the order, delivery costs amountOff less (null = free)', () => {
  const less = (id: number, amountOff: number | null, minSpend = 30_000): Promotion => ({
    id,
    kind: 'shipping_discount',
    title: `ship ${id}`,
    rules: { minSpend, amountOff },
    productIds: [],
  });
  it.each<[string, PricingLine[], Promotion[], number, number]>([
    // lines, promotions, delivery fee, delivery discount
    ['amount off the fee', [shoe({ listPrice: 40_000 })], [less(6, 2_000)], 5_000, 2_000],
    ['null: free delivery', [shoe({ listPrice: 40_000 })], [less(6, null)], 5_000, 5_000],
    ['never more than the fee', [shoe({ listPrice: 40_000 })], [less(6, 8_000)], 5_000, 5_000],
    ['spend not reached', [shoe({ listPrice: 20_000 })], [less(6, null)], 5_000, 0],
    [
      'excluded lines do not count towards the spend',
      [shoe({ listPrice: 40_000, excludedFromPromotions: true })],
      [less(6, null)],
      5_000,
      0,
    ],
    ['already free from the threshold: nothing to take', [shoe({ listPrice: 60_000 })], [less(6, null)], 0, 0],
    ['the best one of several', [shoe({ listPrice: 40_000 })], [less(6, 1_000), less(7, 3_000), less(8, 2_000)], 5_000, 3_000],
  ])('%s', (_name, lines, promotions, fee, discount) => {
    const result = priceOrder(input({ lines, promotions }));
    expect(result.deliveryFee).toBe(fee);
    expect(result.deliveryDiscount).toBe(discount);
    expect(result.adjustments.filter((adjustment) => adjustment.target === 'delivery')).toHaveLength(discount ? 1 : 0);
    expectBalanced(result);
  });
});

describe('cashback: percent basis points of what is paid for its products, at most maxCashback', () => {
  const cashback: Promotion = { id: 9, kind: 'cashback', title: '5% back', rules: { percent: 500, maxCashback: 3_000 }, productIds: [11] };
  it.each<[string, PricingLine[], number, number]>([
    // lines, cashback burned, cashback earned
    ['5 % of 400 ฿', [shoe({ listPrice: 40_000 })], 0, 2_000],
    ['capped at maxCashback', [shoe()], 0, 3_000],
    ['on what is paid after the cashback burned (300 ฿)', [shoe({ listPrice: 40_000 })], 10_000, 1_500],
    ['rounding: 5 % of 123.45 ฿ = 6.1725 ฿ → 6.17 ฿', [shoe({ listPrice: 12_345 })], 0, 617],
    ['rounding: 5 % of 123.50 ฿ = 6.175 ฿ → 6.18 ฿ (half up)', [shoe({ listPrice: 12_350 })], 0, 618],
    ['excluded line: none', [shoe({ listPrice: 40_000, excludedFromPromotions: true })], 0, 0],
    ['another product: none', [bag()], 0, 0],
  ])('%s', (_name, lines, burned, earned) => {
    const result = priceOrder(input({ lines, promotions: [cashback], cashback: { requested: burned, balance: 50_000 } }));
    expect(result.cashbackUsed).toBe(burned);
    expect(result.cashbackEarned).toBe(earned);
    expectBalanced(result);
  });
});

describe('stacking: line promotions, then order promotions, then delivery, then cashback on what is paid', () => {
  it('prices an order that uses every kind at once', () => {
    const promotions: Promotion[] = [
      { id: 1, kind: 'special_price', title: 'special', rules: { price: 90_000 }, productIds: [11] },
      { id: 4, kind: 'saving', title: 'saving', rules: { minSpend: 100_000, amountOff: 10_000 }, productIds: [11, 12] },
      { id: 5, kind: 'free_gift', title: 'gift', rules: { minQuantity: 1, giftVariantId: 901, giftQuantity: 1 }, productIds: [12] },
      { id: 6, kind: 'shipping_discount', title: 'ship', rules: { minSpend: 0, amountOff: null }, productIds: [] },
      { id: 9, kind: 'cashback', title: 'back', rules: { percent: 1_000, maxCashback: 100_000 }, productIds: [11, 12] },
    ];
    const result = priceOrder(
      input({
        lines: [shoe(), bag()],
        promotions,
        delivery: { fee: 5_000, freeFrom: 1_000_000 },
        cashback: { requested: 15_000, balance: 20_000 },
      }),
    );
    // 100 000 + 60 000; special −10 000 on the shoe; saving −10 000 over 90 000 : 60 000 → 84 000 + 56 000.
    expect(result.subtotal).toBe(160_000);
    expect(result.itemDiscount).toBe(20_000);
    expect(result.lines.map((priced) => priced.netTotal)).toEqual([84_000, 56_000]);
    expect(result).toMatchObject({ deliveryFee: 5_000, deliveryDiscount: 5_000, cashbackUsed: 15_000, total: 125_000 });
    // Cashback: 10 % of what is paid for the items (140 000 − 15 000 burned) = 12 500.
    expect(result.cashbackEarned).toBe(12_500);
    expect(result.vatIncluded).toBe(8_178); // 125 000 × 7 / 107 = 8 177.57
    expect(result.extras).toHaveLength(1);
    expect(result.adjustments.map((adjustment) => adjustment.kind)).toEqual([
      'special_price',
      'saving',
      'free_gift',
      'shipping_discount',
      'cashback',
    ]);
    expectBalanced(result);
  });
});
