import { describe, expect, it } from 'vitest';
import { cashbackDueToExpire, nextCashbackExpiry, type CashbackCredit } from './cashback.ts';

const at = (iso: string) => new Date(iso);
const credit = (amount: number, expiresAt: string): CashbackCredit => ({ amount, expiresAt: at(expiresAt) });

describe('cashback expiry: debits use up the credits that expire first', () => {
  const credits = [credit(10_000, '2026-03-01T00:00:00Z'), credit(5_000, '2026-06-01T00:00:00Z')];

  it('expires what the credits expired by now keep after every debit, never below zero', () => {
    expect(cashbackDueToExpire(credits, 0, at('2026-02-28T23:59:59Z'))).toBe(0);
    expect(cashbackDueToExpire(credits, 0, at('2026-03-01T00:00:00Z'))).toBe(10_000);
    // A burn of 150 baht used the first credit and half of the second: nothing of the first is left to expire.
    expect(cashbackDueToExpire(credits, 15_000 - 5_000, at('2026-03-02T00:00:00Z'))).toBe(0);
    expect(cashbackDueToExpire(credits, 12_000, at('2026-06-01T00:00:00Z'))).toBe(3_000);
  });

  it('once written, the EXPIRED entry is a debit: a second run finds nothing left', () => {
    const now = at('2026-03-05T00:00:00Z');
    const first = cashbackDueToExpire(credits, 2_000, now);
    expect(first).toBe(8_000);
    expect(cashbackDueToExpire(credits, 2_000 + first, now)).toBe(0);
  });

  it('tells what expires next and when: what the earliest credits keep after the debits', () => {
    expect(nextCashbackExpiry(credits, 0)).toEqual({ amount: 10_000, expiresAt: at('2026-03-01T00:00:00Z') });
    expect(nextCashbackExpiry(credits, 4_000)).toEqual({ amount: 6_000, expiresAt: at('2026-03-01T00:00:00Z') });
    expect(nextCashbackExpiry(credits, 10_000)).toEqual({ amount: 5_000, expiresAt: at('2026-06-01T00:00:00Z') });
    expect(nextCashbackExpiry(credits, 15_000)).toBeNull();
    expect(nextCashbackExpiry([], 0)).toBeNull();
  });

  it('credits expiring on the same Bangkok day are told as one amount, at the first moment', () => {
    const sameDay = [credit(100, '2026-03-01T02:00:00Z'), credit(250, '2026-03-01T16:00:00Z'), credit(900, '2026-03-01T17:00:00Z')];
    // 17:00 UTC is already the next day in Bangkok (UTC+7).
    expect(nextCashbackExpiry(sameDay, 0)).toEqual({ amount: 350, expiresAt: at('2026-03-01T02:00:00Z') });
    expect(nextCashbackExpiry(sameDay, 100)).toEqual({ amount: 250, expiresAt: at('2026-03-01T16:00:00Z') });
  });
});
