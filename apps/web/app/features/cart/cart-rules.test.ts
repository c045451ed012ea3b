import type { CartLine, Coupon } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { lineBuyable } from './cart-line.tsx';
import { checkoutPath } from './cart-page.tsx';
import { chooseCoupon } from './coupon-box.tsx';

const coupon = (id: number, type: Coupon['type']) => ({ id, type, code: `C${id}`, title: `coupon ${id}` }) as Coupon;

const line = (change: Partial<CartLine>): CartLine =>
  ({ line_id: 1, variant_id: 1, quantity: 1, selected: true, max_quantity: 5, stock: 5, problems: [], ...change }) as CartLine;

describe('cart rules of the screen', () => {
  it('keeps one coupon of each type: a new one replaces the chosen one of its type', () => {
    const discount = coupon(1, 'DISCOUNTCODE');
    const delivery = coupon(2, 'DELIVERYFEE');
    const otherDiscount = coupon(3, 'DISCOUNTCODE');
    expect(chooseCoupon([discount, delivery], otherDiscount).map((chosen) => chosen.id)).toEqual([2, 3]);
    expect(chooseCoupon([discount], discount).map((chosen) => chosen.id)).toEqual([1]);
  });

  it('does not offer a sold-out or no-longer-sold line for checkout', () => {
    expect(lineBuyable(line({}))).toBe(true);
    expect(lineBuyable(line({ max_quantity: 0, stock: 0, problems: [{ code: 'OUT_OF_STOCK' }] }))).toBe(false);
    expect(lineBuyable(line({ problems: [{ code: 'NOT_SOLD' }] }))).toBe(false);
    // Fewer left than asked still sells what is left.
    expect(lineBuyable(line({ max_quantity: 2, problems: [{ code: 'FEWER_LEFT', requested: 4, available: 2 }] }))).toBe(true);
  });

  it('hands checkout the chosen coupons', () => {
    expect(checkoutPath([])).toBe('/check-out');
    expect(checkoutPath([4, 9])).toBe('/check-out?coupons=4,9');
  });
});
