import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackEntries } from '../../db/schema/index.ts';
import { registerMember } from '../../test-support/members.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { cashbackBalance, creditCashback } from './index.ts';

let shop: TestApp;
let customerId: string;

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  customerId = (await registerMember(shop)).session.user_id;
}, 120_000);
afterAll(() => shop.close());

describe('cashback credits (REVIEW, PROMOTION)', () => {
  it('credits once per source key, however often or however concurrently it is asked, and the balance has it once', async () => {
    const before = await cashbackBalance(shop.db, customerId);
    const credit = { customerId, type: 'REVIEW' as const, amount: 500, sourceKey: 'review:test-line-1' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => shop.db.transaction((tx) => creditCashback(tx, credit))));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await shop.db.transaction((tx) => creditCashback(tx, credit))).toBe(false);
    const rows = await shop.db.select().from(cashbackEntries).where(eq(cashbackEntries.sourceKey, credit.sourceKey));
    expect(rows).toMatchObject([{ customerId, type: 'REVIEW', status: 'COMPLETE', amount: 500 }]);
    // No end of its own: it keeps the standard validity (CASHBACK_VALID_DAYS after it was earned).
    expect(rows[0]!.expiresAt).toBeNull();
    expect(await cashbackBalance(shop.db, customerId)).toBe(before + 500);
  });

  it('refuses an amount that is not whole satang above zero, and writes nothing', async () => {
    for (const amount of [0, -100, 10.5]) {
      await expect(
        shop.db.transaction((tx) => creditCashback(tx, { customerId, type: 'PROMOTION', amount, sourceKey: `promotion:bad-${amount}` })),
      ).rejects.toThrow(/whole satang/);
    }
    expect(await shop.db.select().from(cashbackEntries).where(like(cashbackEntries.sourceKey, 'promotion:bad-%'))).toEqual([]);
  });
});
