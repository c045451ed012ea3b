import { ERRORS } from '@talad/domain';
import { describe, expect, it } from 'vitest';
import { apiWith, fail } from '../test-support.ts';
import { changedTotals, placeOrder } from './checkout.ts';

const body = { delivery: { type: 'home' as const, address_id: '0b8a8d53-7d1c-4b53-9a76-3b1a8d1f0a01' }, payment_method: 'COD' as const };

describe('placing an order (decision 0034)', () => {
  it('sends the confirmed total and the Idempotency-Key; a changed total answers the new preview', async () => {
    const preview = { total: 12_300, lines: [], problems: [] };
    const { api, calls } = apiWith(() => ({
      status: 409,
      body: { data: preview, is_success: false, message: ERRORS.ORDER_TOTAL_CHANGED.en, status_code: ERRORS.ORDER_TOTAL_CHANGED.code },
    }));
    const answer = await placeOrder(api, { ...body, expected_total: 12_000 }, 'intent-1');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { expected_total: 12_000 }, headers: { 'Idempotency-Key': 'intent-1' } });
    expect(answer).toMatchObject({ is_success: false, status_code: ERRORS.ORDER_TOTAL_CHANGED.code, data: preview });
    expect(changedTotals(answer)).toEqual(preview);
  });

  it('any other refusal carries no new totals', async () => {
    const { api } = apiWith(() => fail(409, ERRORS.ORDER_OUT_OF_STOCK.code));
    expect(changedTotals(await placeOrder(api, body, 'intent-2'))).toBeNull();
  });
});
