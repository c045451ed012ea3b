import { describe, expect, it } from 'vitest';
import { apiWith, ok } from '../test-support.ts';
import { getMyCashback, getMyCashbackAmount } from './cashback.ts';

describe('cashback calls (spec §7 users/me/my-cashback, /amount)', () => {
  it('reads the history by page and size, and the balance with what expires next', async () => {
    const { api, calls } = apiWith(() => ok({ balance: 1_250, next_expiry: null, valid_days: 365 }));
    await getMyCashback(api, { page: 2, size: 20 });
    await getMyCashback(api);
    const amount = await getMyCashbackAmount(api);
    expect(calls[0]!.url.pathname).toBe('/users/me/my-cashback');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ page: '2', size: '20' });
    expect([...calls[1]!.url.searchParams]).toEqual([]);
    expect(calls[2]!.url.pathname).toBe('/users/me/my-cashback/amount');
    expect(amount).toMatchObject({ is_success: true, data: { balance: 1_250 } });
  });
});
