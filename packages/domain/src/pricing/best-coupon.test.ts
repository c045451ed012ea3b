import { describe, expect, it } from 'vitest';
import { bestCoupon, withCoupon, type CouponCandidate } from './best-coupon.ts';
import { coupon, input, line } from './fixtures.test-helpers.ts';
import { priceOrder } from './price-order.ts';
import type { CouponOffer } from './types.ts';

const held = (overrides: Partial<CouponOffer>): CouponCandidate => ({ offer: coupon(overrides), collected: true });
const toCollect = (overrides: Partial<CouponOffer>): CouponCandidate => ({ offer: coupon(overrides), collected: false });
const shoes = line({ lineId: 1, productId: 11, listPrice: 100_000, categories: ['fashion', 'shoes'], brand: 'adidas' });
const bag = line({ lineId: 2, variantId: 201, productId: 12, listPrice: 20_000, categories: ['fashion', 'bags'], brand: 'coach' });
// Delivery costs ฿50 below ฿2,000 of items: a ฿1,200 order pays it.
const order = input({ lines: [shoes, bag], delivery: { fee: 5_000, freeFrom: 200_000 } });

describe('the best coupon: the one that takes the most off the total, priced by the engine', () => {
  it('picks the largest saving and says the total it leads to', () => {
    const best = bestCoupon(order, [held({ id: 1, value: 10_000 }), held({ id: 2, value: 15_000 }), held({ id: 3, value: 5_000 })]);
    expect(best).toMatchObject({ saving: 15_000, total: 120_000 + 5_000 - 15_000, replaces: null, collected: true });
    expect(best?.offer.id).toBe(2);
  });

  it('on a tie prefers a coupon already collected, then the one ending first, then the lower id', () => {
    const soon = new Date('2026-07-01T00:00:00Z');
    const later = new Date('2026-08-01T00:00:00Z');
    expect(bestCoupon(order, [toCollect({ id: 1 }), held({ id: 2 })])?.offer.id).toBe(2);
    expect(bestCoupon(order, [held({ id: 3, endsAt: later }), held({ id: 4, endsAt: soon })])?.offer.id).toBe(4);
    expect(bestCoupon(order, [held({ id: 6, endsAt: soon }), held({ id: 5, endsAt: soon })])?.offer.id).toBe(5);
  });

  it('passes by a coupon whose minimum spend the order does not reach', () => {
    const best = bestCoupon(order, [held({ id: 1, value: 50_000, minSpend: 500_000 }), held({ id: 2, value: 1_000 })]);
    expect(best?.offer.id).toBe(2);
    expect(bestCoupon(order, [held({ id: 1, value: 50_000, minSpend: 120_001 })])).toBeNull();
  });

  it('prices a coupon for some lines on those lines only', () => {
    // 20 % off bags (฿200 of the order) saves ฿40; 5 % off everything (฿1,200) saves ฿60.
    const bags = held({ id: 1, kind: 'discount_item', discount: 'percent', value: 2_000, categories: ['bags'] });
    const everything = held({ id: 2, discount: 'percent', value: 500 });
    expect(bestCoupon(order, [bags])).toMatchObject({ saving: 4_000 });
    expect(bestCoupon(order, [bags, everything])).toMatchObject({ saving: 6_000 });
    // A brand the order does not hold applies to nothing.
    expect(bestCoupon(order, [held({ id: 3, brands: ['nike'] })])).toBeNull();
  });

  it('weighs a shipping coupon against a discount by what each takes off the total', () => {
    const shipping = held({ id: 1, type: 'DELIVERYFEE', kind: 'shipping_coupon', value: 10_000 });
    const small = held({ id: 2, value: 3_000 });
    // The delivery coupon can take off no more than the ฿50 fee.
    expect(bestCoupon(order, [shipping, small])).toMatchObject({ saving: 5_000, offer: { id: 1 } });
    // Once items reach the free-delivery threshold there is no fee left to take off.
    const freeDelivery = input({ lines: [line({ listPrice: 300_000 })], delivery: { fee: 5_000, freeFrom: 200_000 } });
    expect(bestCoupon(freeDelivery, [shipping, small])).toMatchObject({ saving: 3_000, offer: { id: 2 } });
  });

  it('never suggests an expired, not yet started or used-up coupon', () => {
    expect(
      bestCoupon(order, [
        held({ id: 1, endsAt: new Date('2026-06-01T00:00:00Z') }),
        held({ id: 2, startsAt: new Date('2026-07-01T00:00:00Z') }),
        held({ id: 3, usesLeft: 0 }),
        held({ id: 4, memberUsesLeft: 0 }),
      ]),
    ).toBeNull();
  });

  it('gives nothing for a cashback coupon: it saves nothing on the total now', () => {
    expect(bestCoupon(order, [held({ id: 1, type: 'CASHBACK', kind: 'cash_back', value: 90_000 })])).toBeNull();
  });

  it('against a chosen coupon: the saving is what the swap adds, and it names the coupon it replaces', () => {
    const chosen = coupon({ id: 9, value: 10_000 });
    const withChoice = { ...order, coupons: [chosen] };
    const best = bestCoupon(withChoice, [held({ id: 1, value: 25_000 }), held({ id: 2, value: 8_000 })]);
    expect(best).toMatchObject({ saving: 15_000, replaces: 9, offer: { id: 1 } });
    // The chosen coupon itself is never suggested, and a worse one is not either.
    expect(bestCoupon(withChoice, [held({ id: 9, value: 10_000 }), held({ id: 2, value: 8_000 })])).toBeNull();
  });

  it('a coupon of another type joins the chosen one instead of replacing it', () => {
    const withChoice = { ...order, coupons: [coupon({ id: 9, value: 10_000 })] };
    const best = bestCoupon(withChoice, [held({ id: 1, type: 'DELIVERYFEE', kind: 'shipping_coupon', value: 5_000 })]);
    expect(best).toMatchObject({ saving: 5_000, replaces: null });
  });

  it('the saving is the engine’s to the satang: pricing with the suggestion lowers the total by exactly that much', () => {
    const odd = input({ lines: [line({ listPrice: 33_333, quantity: 3 })], delivery: { fee: 4_321, freeFrom: 500_000 } });
    const candidates = [
      held({ id: 1, discount: 'percent', value: 1_234, maxDiscount: 11_111 }),
      held({ id: 2, discount: 'percent', value: 777 }),
      held({ id: 3, type: 'DELIVERYFEE', kind: 'shipping_coupon', value: 4_000 }),
    ];
    const best = bestCoupon(odd, candidates);
    expect(best).not.toBeNull();
    const after = priceOrder({ ...odd, coupons: withCoupon(odd.coupons, best!.offer) });
    expect(priceOrder(odd).total - after.total).toBe(best!.saving);
    expect(after.total).toBe(best!.total);
  });

  it('counts cashback being spent: a saving the cashback would have covered anyway is no saving', () => {
    // ฿1,250 payable and ฿1,250 of cashback spent: the total is ฿0 with or without a coupon.
    const covered = { ...order, cashback: { requested: 125_000, balance: 125_000 } };
    expect(bestCoupon(covered, [held({ id: 1, value: 10_000 })])).toBeNull();
  });

  it('nothing to suggest on an empty order', () => {
    expect(bestCoupon(input({ lines: [] }), [held({ id: 1 })])).toBeNull();
  });
});
