import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { cashbackEntries, customers, orders } from '../../db/schema/index.ts';
import { tierCashback } from '@talad/domain';
import { AppError } from '../../platform/app-error.ts';

type Db = Database | Transaction;

/** A member's cashback balance in satang: the sum of their COMPLETE ledger entries (earned +, burned and expired −). */
export async function cashbackBalance(db: Db, customerId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${cashbackEntries.amount}), 0)`.mapWith(Number) })
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.customerId, customerId), eq(cashbackEntries.status, 'COMPLETE')));
  return row?.balance ?? 0;
}

/**
 * Spends `amount` of the member's cashback on an order, inside the order's transaction. The member's row is locked
 * first (SELECT … FOR NO KEY UPDATE: it excludes other burners but not the KEY SHARE locks that rows referring to the
 * member, such as the order just inserted, take — FOR UPDATE would deadlock two orders of one member), so two orders burning at once read the balance one after the other and the ledger
 * never goes below zero; CASHBACK_INSUFFICIENT when the balance is short. Given back by the order module's
 * returnCashback (the BURN entry is cancelled).
 */
export async function burnCashback(tx: Transaction, customerId: string, orderId: string, amount: number): Promise<void> {
  if (amount <= 0) return;
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
  const balance = await cashbackBalance(tx, customerId);
  if (balance < amount) throw new AppError('CASHBACK_INSUFFICIENT');
  await tx.insert(cashbackEntries).values({ customerId, type: 'BURN', status: 'COMPLETE', amount: -amount, orderId });
}

/**
 * An order cancelled or returned takes back what it moved: the cashback it burned comes back and what it earned goes
 * (the order module's returnCashback effect). Its entries are CANCELED, so the balance (COMPLETE entries only) no
 * longer counts them, and the history still shows them. Cancelling twice changes nothing more.
 */
export async function returnCashback(tx: Transaction, orderId: string): Promise<void> {
  await tx
    .update(cashbackEntries)
    .set({ status: 'CANCELED' })
    .where(and(eq(cashbackEntries.orderId, orderId), eq(cashbackEntries.status, 'COMPLETE')));
}

/**
 * A completed order earns its cashback, once per order (the order module's earnCashback effect): ORDER at the member's
 * tier rate (`tierRate`, basis points) of what the order was paid, and PROMOTION, the cashback its promotions and
 * CASHBACK coupon priced into it (orders.cashback_earned). Both keep the standard validity (CASHBACK_VALID_DAYS).
 */
export async function earnCashback(tx: Transaction, orderId: string, tierRate: number): Promise<void> {
  const [order] = await tx
    .select({ customerId: orders.customerId, total: orders.total, refunded: orders.refundedTotal, promoted: orders.cashbackEarned })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  // What was refunded before completion earns nothing (decision 0042): the tier rate of what was kept, and the promoted
  // cashback in the same proportion.
  const kept = order.total - order.refunded;
  const promoted = order.total > 0 ? Math.floor((order.promoted * kept) / order.total) : order.promoted;
  const earnings = [
    { type: 'ORDER' as const, amount: tierCashback(kept, tierRate), sourceKey: `order:${orderId}` },
    { type: 'PROMOTION' as const, amount: promoted, sourceKey: `order-promotion:${orderId}` },
  ].filter((earning) => earning.amount > 0);
  if (earnings.length === 0) return;
  await tx
    .insert(cashbackEntries)
    .values(earnings.map((earning) => ({ ...earning, customerId: order.customerId, status: 'COMPLETE' as const, orderId })))
    .onConflictDoNothing({ target: cashbackEntries.sourceKey });
}

/** A credit that is not an order's own earning (ORDER entries come from earnCashback). */
export interface CashbackCredit {
  customerId: string;
  type: 'REVIEW' | 'PROMOTION';
  /** Satang, more than zero. */
  amount: number;
  /** What earned it (`review:<order line id>`): the same key credits once, however often it is asked. */
  sourceKey: string;
  /** Its own end (a campaign's); without one it keeps the standard validity (CASHBACK_VALID_DAYS after it was earned). */
  expiresAt?: Date;
}

/** Credits cashback inside the caller's transaction, once per source key; answers whether this call credited it. */
export async function creditCashback(tx: Transaction, credit: CashbackCredit): Promise<boolean> {
  if (!Number.isInteger(credit.amount) || credit.amount <= 0)
    throw new Error(`cashback credit must be whole satang above 0: ${credit.amount}`);
  const inserted = await tx
    .insert(cashbackEntries)
    .values({
      customerId: credit.customerId,
      type: credit.type,
      status: 'COMPLETE',
      amount: credit.amount,
      sourceKey: credit.sourceKey,
      expiresAt: credit.expiresAt ?? null,
    })
    .onConflictDoNothing({ target: cashbackEntries.sourceKey })
    .returning({ id: cashbackEntries.id });
  return inserted.length > 0;
}

/**
 * A partial refund gives back `amount` of the cashback the order spent (decision 0042): its BURN entry shrinks by it,
 * so the balance (COMPLETE entries) rises by it, and a cancellation later gives back only the rest. Answers what was
 * given back (never more than is still spent).
 */
export async function returnSpentCashback(tx: Transaction, orderId: string, amount: number): Promise<number> {
  if (amount <= 0) return 0;
  const [burn] = await tx
    .update(cashbackEntries)
    .set({ amount: sql`least(${cashbackEntries.amount} + ${amount}, 0)` })
    .where(and(eq(cashbackEntries.orderId, orderId), eq(cashbackEntries.type, 'BURN'), eq(cashbackEntries.status, 'COMPLETE')))
    .returning({ amount: cashbackEntries.amount });
  return burn ? amount : 0;
}

/**
 * A partial refund of a completed order takes back `amount` of the cashback it earned (decision 0042): its ORDER entry,
 * then its PROMOTION entry, shrink — but never below what the member still holds (the member's row is locked, as a
 * burn locks it), so no balance goes negative; what was spent already stays spent. Answers what was taken back.
 */
export async function reverseEarnedCashback(tx: Transaction, orderId: string, customerId: string, amount: number): Promise<number> {
  if (amount <= 0) return 0;
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
  let left = Math.min(amount, Math.max(await cashbackBalance(tx, customerId), 0));
  let taken = 0;
  const earned = await tx
    .select({ id: cashbackEntries.id, amount: cashbackEntries.amount, type: cashbackEntries.type })
    .from(cashbackEntries)
    .where(
      and(
        eq(cashbackEntries.orderId, orderId),
        eq(cashbackEntries.status, 'COMPLETE'),
        sql`${cashbackEntries.type} in ('ORDER', 'PROMOTION')`,
        sql`${cashbackEntries.amount} > 0`,
      ),
    )
    .orderBy(sql`${cashbackEntries.type} = 'PROMOTION'`, cashbackEntries.id);
  for (const entry of earned) {
    if (left <= 0) break;
    const cut = Math.min(entry.amount, left);
    await tx
      .update(cashbackEntries)
      .set({ amount: entry.amount - cut })
      .where(eq(cashbackEntries.id, entry.id));
    left -= cut;
    taken += cut;
  }
  return taken;
}

/** The cashback an order earned and still counts (its COMPLETE ORDER and PROMOTION entries). */
export async function earnedCashbackOf(tx: Transaction, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ earned: sql<number>`coalesce(sum(${cashbackEntries.amount}), 0)`.mapWith(Number) })
    .from(cashbackEntries)
    .where(
      and(
        eq(cashbackEntries.orderId, orderId),
        eq(cashbackEntries.status, 'COMPLETE'),
        sql`${cashbackEntries.type} in ('ORDER', 'PROMOTION')`,
      ),
    );
  return row?.earned ?? 0;
}
