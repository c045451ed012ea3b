import type { PlaceOrderBody } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { intentFor } from './place-order.ts';

const body: PlaceOrderBody = { delivery: { type: 'home', address_id: '0b8a8d53-7d1c-4b53-9a76-3b1a8d1f0a01' }, payment_method: 'COD' };

describe('the Idempotency-Key of an attempt to buy', () => {
  it('is made once and kept for every retry of the same order', () => {
    let made = 0;
    const makeKey = () => `key-${++made}`;
    const first = intentFor(null, body, makeKey);
    const retried = intentFor(first, { ...body }, makeKey);
    expect(retried.key).toBe('key-1');
    expect(intentFor(retried, body, makeKey).key).toBe('key-1');
    expect(made).toBe(1);
  });

  it('is new for a different order (another address, coupon or method)', () => {
    const first = intentFor(null, body, () => 'key-1');
    const changed = intentFor(first, { ...body, coupon_ids: [3] }, () => 'key-2');
    expect(changed.key).toBe('key-2');
  });
});
