import type { Address, CheckoutOptions } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import {
  initialChoices,
  orderBody,
  parseBuyNow,
  pricingKey,
  toggleCoupon,
  withBestCoupon,
  withSavedPickup,
  type CheckoutChoices,
} from './checkout-choices.ts';

const store = { store_id: '01234', name: 'สาขาสยาม', address: 'ถนนพระราม 1', province: 'กรุงเทพมหานคร', lat: 13.7, lng: 100.5 };
const home = { id: '0b8a8d53-7d1c-4b53-9a76-3b1a8d1f0a01', kind: 'AddressShipping' } as Address;
const pickup = {
  id: '0b8a8d53-7d1c-4b53-9a76-3b1a8d1f0a02',
  kind: 'Address7-11',
  store,
  firstname: 'นภา',
  lastname: 'ส่งไว',
  phone: '0812345678',
} as Address;

function options(
  overrides: { homeAvailable?: boolean; addresses?: Address[]; saved?: Address[]; codEligible?: boolean; cardEligible?: boolean } = {},
): CheckoutOptions {
  return {
    item_count: 1,
    delivery: {
      home: { available: overrides.homeAvailable ?? true, reason: null, addresses: overrides.addresses ?? [home] },
      store7_11: { available: true, reason: null, saved: overrides.saved ?? [pickup] },
    },
    billing_addresses: [],
    delivery_fee: 5000,
    free_delivery_from: 50000,
    estimate: { min_days: 1, max_days: 3, earliest: '2026-11-25', latest: '2026-11-27', label: '1-3 วันทำการ' },
    payment_methods: [
      overrides.cardEligible
        ? { method: 'CREDITCARD', eligible: true, reason: null }
        : { method: 'CREDITCARD', eligible: false, reason: { code: 'PAYMENT_METHOD_NOT_AVAILABLE', status_code: 10960, message: 'later' } },
      { method: 'COD', eligible: overrides.codEligible ?? true, reason: null },
    ],
    cashback_balance: 0,
    cod_max: 2_000_000,
  };
}

const chosen = (overrides: Partial<CheckoutChoices> = {}): CheckoutChoices => ({ ...initialChoices(options()), ...overrides });

describe('buy now (?buy=<variant_id>:<qty>)', () => {
  it('reads one or more variant:quantity pairs', () => {
    expect(parseBuyNow('42:2')).toEqual([{ variant_id: 42, quantity: 2 }]);
    expect(parseBuyNow('42:2,7:1')).toEqual([
      { variant_id: 42, quantity: 2 },
      { variant_id: 7, quantity: 1 },
    ]);
  });

  it('falls back to the cart (undefined) for anything malformed, zero or above 99', () => {
    for (const value of [null, '', '42', '42:', 'x:1', '42:0', '0:1', '42:100', '42:1,', '42:1;7:1', '-1:1']) {
      expect(parseBuyNow(value), String(value)).toBeUndefined();
    }
  });
});

describe('the first choices', () => {
  it('deliver home to the default address with the first method that may be used', () => {
    const first = initialChoices(options());
    expect(first).toMatchObject({ delivery: 'home', addressId: home.id, paymentMethod: 'COD', couponIds: [], cashback: 0 });
    expect(first.store).toEqual(store);
  });

  it('pick up at the saved store when home delivery is not possible (items for 7-Eleven only)', () => {
    expect(initialChoices(options({ homeAvailable: false }))).toMatchObject({ delivery: 'store7_11', recipientName: 'นภา ส่งไว' });
  });

  it('prefer cash on delivery when it may be used, else the first method that may be (issue #13: cards are offered too)', () => {
    expect(initialChoices(options({ cardEligible: true })).paymentMethod).toBe('COD');
    expect(initialChoices(options({ cardEligible: true, codEligible: false })).paymentMethod).toBe('CREDITCARD');
  });

  it('choose no payment method when none may be used', () => {
    expect(initialChoices(options({ codEligible: false })).paymentMethod).toBeNull();
  });
});

describe('the order body (the same for the preview and the order)', () => {
  it('delivers home to the chosen address; buy-now items, coupons (sorted) and cashback go along', () => {
    const body = orderBody(chosen({ couponIds: [9, 3], cashback: 2500, note: ' ฝากไว้ที่ป้อม ' }), [{ variant_id: 42, quantity: 1 }]);
    expect(body).toEqual({
      items: [{ variant_id: 42, quantity: 1 }],
      delivery: { type: 'home', address_id: home.id },
      payment_method: 'COD',
      coupon_ids: [3, 9],
      cashback_amount: 2500,
      note: 'ฝากไว้ที่ป้อม',
    });
  });

  it('orders the cart (no items) and asks a tax invoice only when one is wanted, with its address when one is chosen', () => {
    const body = orderBody(chosen({ taxInvoice: true, billingAddressId: pickup.id }), undefined);
    expect(body).not.toHaveProperty('items');
    expect(body).toMatchObject({ full_tax_invoice: true, billing_address_id: pickup.id });
    // Wanted without an address: asked all the same, so the preview refuses it and "place order" waits for one.
    expect(orderBody(chosen({ taxInvoice: true }), undefined)).toMatchObject({ full_tax_invoice: true });
    expect(orderBody(chosen({ taxInvoice: true }), undefined)).not.toHaveProperty('billing_address_id');
    const unwanted = orderBody(chosen({ billingAddressId: pickup.id }), undefined);
    expect(unwanted).not.toHaveProperty('billing_address_id');
    expect(unwanted).not.toHaveProperty('full_tax_invoice');
  });

  it('picks up at the store with the recipient, the phone without dashes', () => {
    const body = orderBody(withSavedPickup(chosen(), { ...pickup, phone: '081-234-5678' } as Address), undefined);
    expect(body?.delivery).toEqual({ type: 'store7_11', store_id: '01234', recipient_name: 'นภา ส่งไว', recipient_phone: '0812345678' });
  });

  it('is not made while a needed choice is missing', () => {
    expect(orderBody(chosen({ addressId: null }), undefined)).toBeNull();
    expect(orderBody(chosen({ paymentMethod: null }), undefined)).toBeNull();
    expect(orderBody(chosen({ delivery: 'store7_11', store: null }), undefined)).toBeNull();
    expect(orderBody(chosen({ delivery: 'store7_11', recipientName: ' ' }), undefined)).toBeNull();
    expect(orderBody(chosen({ delivery: 'store7_11', recipientPhone: '12' }), undefined)).toBeNull();
  });

  it('asks the preview again for a change of price, not for a change of note', () => {
    const body = orderBody(chosen(), undefined)!;
    expect(pricingKey({ ...body, note: 'a' })).toBe(pricingKey(body));
    expect(pricingKey({ ...body, coupon_ids: [1] })).not.toBe(pricingKey(body));
  });
});

describe('coupons: one of each type', () => {
  const coupons = [
    { id: 1, type: 'DISCOUNTCODE' },
    { id: 2, type: 'DISCOUNTCODE' },
    { id: 3, type: 'DELIVERYFEE' },
  ];
  it('adds, swaps within a type and removes', () => {
    let ids = toggleCoupon([], coupons[0]!, coupons);
    ids = toggleCoupon(ids, coupons[2]!, coupons);
    expect(ids).toEqual([1, 3]);
    ids = toggleCoupon(ids, coupons[1]!, coupons);
    expect(ids).toEqual([3, 2]);
    expect(toggleCoupon(ids, coupons[1]!, coupons)).toEqual([3]);
  });
});

describe('the best coupon taken with a tap', () => {
  it('takes the place of the coupon it replaces and joins the others; never twice', () => {
    expect(withBestCoupon([1, 3], 2, 1)).toEqual([3, 2]);
    expect(withBestCoupon([1], 3, null)).toEqual([1, 3]);
    expect(withBestCoupon([], 4, null)).toEqual([4]);
    expect(withBestCoupon([4], 4, null)).toEqual([4]);
  });
});
