import { describe, expect, it } from 'vitest';
import { myCardHref, orderIdOf, paymentHref, uuidParam } from './paths.ts';

const ID = '0b8a8d53-7d1c-4b53-9a76-3b1a8d1f0a01';

describe('payment page addresses', () => {
  it('are /payment and its steps, with the order and what else the step needs', () => {
    expect(paymentHref('choose', ID)).toBe(`/payment?order=${ID}`);
    expect(paymentHref('choose', ID, { method: 'CREDITCARD' })).toBe(`/payment?order=${ID}&method=CREDITCARD`);
    expect(paymentHref('processing', ID)).toBe(`/payment/processing?order=${ID}`);
    expect(paymentHref('card-verifying', ID, { challenge: 'https://pay.example/3ds/1?x=1' })).toBe(
      `/payment/card-verifying?order=${ID}&challenge=https%3A%2F%2Fpay.example%2F3ds%2F1%3Fx%3D1`,
    );
  });

  it('take only an order id (a UUID) from ?order=', () => {
    expect(orderIdOf(new URLSearchParams(`order=${ID.toUpperCase()}`))).toBe(ID);
    for (const bad of ['', 'order=', 'order=42', 'order=../users', `order=${ID}x`]) expect(orderIdOf(new URLSearchParams(bad))).toBeNull();
  });

  it('bring a card being added back to /account/my-card by its verification id, and only a UUID (issue #29)', () => {
    expect(myCardHref(ID)).toBe(`/account/my-card?verification=${ID}`);
    expect(uuidParam(new URLSearchParams(`card=${ID}`), 'card')).toBe(ID);
    for (const bad of ['card=', 'card=1', 'card=javascript:alert(1)']) expect(uuidParam(new URLSearchParams(bad), 'card')).toBeNull();
  });
});
