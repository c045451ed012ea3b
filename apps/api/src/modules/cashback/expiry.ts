import { cashbackDueToExpire, type CashbackCredit } from '@talad/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { cashbackEntries, customers } from '../../db/schema/index.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

type Db = Database | Transaction;

/** When a credit stops being spendable: its own end, else `validDays` after it was earned (CASHBACK_VALID_DAYS). */
export const expiryOf = (validDays: number): SQL<Date> =>
  sql<Date>`coalesce(${cashbackEntries.expiresAt}, ${cashbackEntries.createdAt} + make_interval(days => ${validDays}))`;

/** A member's COMPLETE ledger as the expiry rules read it: the credits with their ends, and the sum of the debits. */
export async function ledgerOf(db: Db, customerId: string, validDays: number): Promise<{ credits: CashbackCredit[]; debits: number }> {
  const rows = await db
    .select({ amount: cashbackEntries.amount, expiresAt: expiryOf(validDays).mapWith((value) => new Date(value)) })
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.customerId, customerId), eq(cashbackEntries.status, 'COMPLETE')));
  return {
    credits: rows.filter((row) => row.amount > 0),
    debits: -rows.filter((row) => row.amount < 0).reduce((sum, row) => sum + row.amount, 0),
  };
}

/**
 * Writes the member's EXPIRED entry for what their expired credits keep after every debit (cashbackDueToExpire), under
 * the member's row lock that burning takes too: an expiry and a checkout never both spend the same satang, and a second
 * run finds the first one's entry among the debits and writes nothing. Answers the satang expired.
 */
export async function expireMemberCashback(tx: Transaction, customerId: string, validDays: number, now: Date): Promise<number> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
  const { credits, debits } = await ledgerOf(tx, customerId, validDays);
  const due = cashbackDueToExpire(credits, debits, now);
  if (due > 0) await tx.insert(cashbackEntries).values({ customerId, type: 'EXPIRED', status: 'COMPLETE', amount: -due, createdAt: now });
  return due;
}

/**
 * The expiry run: every member some of whose credits have ended unspent gets one EXPIRED entry for them, each in their
 * own transaction. Safe to run twice, at once, or late (what ended while the API was down expires at the next run).
 */
export async function expireCashback(db: Database, validDays: number, now: Date): Promise<number> {
  const nowValue = sql`${now.toISOString()}::timestamptz`;
  const due = await db
    .select({ customerId: cashbackEntries.customerId })
    .from(cashbackEntries)
    .where(eq(cashbackEntries.status, 'COMPLETE'))
    .groupBy(cashbackEntries.customerId)
    .having(
      sql`sum(case when ${cashbackEntries.amount} > 0 and ${expiryOf(validDays)} <= ${nowValue} then ${cashbackEntries.amount} else 0 end)
        + sum(case when ${cashbackEntries.amount} < 0 then ${cashbackEntries.amount} else 0 end) > 0`,
    );
  let expired = 0;
  for (const { customerId } of due) {
    if ((await db.transaction((tx) => expireMemberCashback(tx, customerId, validDays, now))) > 0) expired += 1;
  }
  return expired;
}

export const CASHBACK_EXPIRY_JOB = 'expire-cashback';

/** Every hour; scheduled once per database however many instances start. */
export function cashbackExpiryJob(db: Database, validDays: number, clock: Clock = systemClock): JobDefinition {
  return { kind: CASHBACK_EXPIRY_JOB, everyMs: 60 * 60_000, run: () => expireCashback(db, validDays, clock()) };
}
