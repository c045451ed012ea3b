// eslint-disable-next-line no-restricted-imports -- a test (never shipped) holding the web's copy of the limit to the contract's
import { CART_MAX_LINE_QUANTITY } from '@talad/contract';
import { describe, expect, it } from 'vitest';
import { clampQuantity } from '../../ui/quantity-stepper.tsx';
import { MAX_LINE_QUANTITY, purchaseLimit } from './purchase-limit.ts';

const sale = { flash_sale_id: 1, flash_price: 9900, quota: 50, sold: 45, per_customer_limit: 2, ends_at: '2099-01-01T00:00:00Z' };

describe('the quantity a shopper may choose on the product page', () => {
  it('is bounded by the variant’s stock', () => {
    expect(purchaseLimit(3, null)).toBe(3);
    expect(purchaseLimit(0, null)).toBe(0);
  });

  it('is bounded by the flash sale’s per-customer limit and the units left in its quota', () => {
    expect(purchaseLimit(100, sale)).toBe(2);
    expect(purchaseLimit(100, { ...sale, per_customer_limit: 10 })).toBe(5);
    expect(purchaseLimit(100, { ...sale, sold: 50 })).toBe(0);
  });

  it('never exceeds what one cart line may hold, the same number as the contract', () => {
    expect(MAX_LINE_QUANTITY).toBe(CART_MAX_LINE_QUANTITY);
    expect(purchaseLimit(500, null)).toBe(CART_MAX_LINE_QUANTITY);
  });

  it('brings a typed number back within the bounds', () => {
    expect(clampQuantity(7, 1, 3)).toBe(3);
    expect(clampQuantity(0, 1, 3)).toBe(1);
    expect(clampQuantity(2.7, 1, 3)).toBe(2);
    expect(clampQuantity(Number('abc'), 1, 3)).toBe(1);
    expect(clampQuantity(5, 1, 0)).toBe(1);
  });
});
