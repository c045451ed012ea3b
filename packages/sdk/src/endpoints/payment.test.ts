import { isError } from '@talad/domain';
import { describe, expect, it } from 'vitest';
import { apiWith, fail, ok } from '../test-support.ts';
import {
  cardVerificationResult,
  deleteSavedCard,
  getMySavedCards,
  getOrderPayment,
  setDefaultCard,
  startCardVerification,
  startPayment,
} from './payment.ts';

describe('payment calls (issue #13, spec §7 my-card)', () => {
  it('starts a payment with the attempt’s Idempotency-Key and the method, never an amount', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await startPayment(api, 'o-1', { method: 'CREDITCARD', save_card: true }, { idempotencyKey: 'attempt-0001' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { method: 'CREDITCARD', save_card: true } });
    expect(calls[0]!.url.pathname).toBe('/orders/o-1/payments');
    expect(calls[0]!.headers['Idempotency-Key']).toBe('attempt-0001');
  });

  it('reads the order’s payment, my saved cards, and forgets a card with DELETE {card_id}', async () => {
    const { api, calls } = apiWith(() => ok([]));
    await getOrderPayment(api, 'o/2');
    await getMySavedCards(api);
    await deleteSavedCard(api, 'c-9');
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'GET /orders/o%2F2/payment',
      'GET /users/me/my-card',
      'DELETE /users/me/my-card',
    ]);
    expect(calls[2]!.body).toEqual({ card_id: 'c-9' });
  });

  it('adds a card: a verification with its Idempotency-Key, its result, and a default set with PUT {card_id} (issue #29)', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await startCardVerification(api, { idempotencyKey: 'add-card-0001' });
    await cardVerificationResult(api, 'v/1');
    await setDefaultCard(api, 'c-2');
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'POST /users/me/my-card/verifications',
      'POST /users/me/my-card/verifications/v%2F1/result',
      'PUT /users/me/my-card/default',
    ]);
    expect(calls[0]!.headers['Idempotency-Key']).toBe('add-card-0001');
    expect(calls[2]!.body).toEqual({ card_id: 'c-2' });
  });

  it('answers the envelope, so a refusal is told by name', async () => {
    const { api } = apiWith(() => fail(404, 10970, 'ไม่พบคำสั่งซื้อ'));
    expect(isError(await getOrderPayment(api, 'missing'), 'ORDER_NOT_FOUND')).toBe(true);
  });
});
