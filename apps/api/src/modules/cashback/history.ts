import type { CashbackAmount, MyCashbackPage } from '@talad/contract';
import { nextCashbackExpiry } from '@talad/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { cashbackEntries, orders } from '../../db/schema/index.ts';
import { expiryOf, ledgerOf } from './expiry.ts';

/** The member's ledger, newest first: every entry, cancelled ones too (they say why the balance did not move). */
export async function myCashback(db: Database, customerId: string, page: number, size: number, validDays: number): Promise<MyCashbackPage> {
  const mine = eq(cashbackEntries.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cashbackEntries.id,
        type: cashbackEntries.type,
        status: cashbackEntries.status,
        amount: cashbackEntries.amount,
        orderNo: orders.orderNo,
        createdAt: cashbackEntries.createdAt,
        expiresAt: expiryOf(validDays).mapWith((value) => new Date(value)),
      })
      .from(cashbackEntries)
      .leftJoin(orders, eq(orders.id, cashbackEntries.orderId))
      .where(mine)
      .orderBy(desc(cashbackEntries.createdAt), desc(cashbackEntries.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(cashbackEntries).where(mine),
  ]);
  const totalCount = total?.total ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      type: row.type,
      status: row.status,
      amount: row.amount,
      order_no: row.orderNo,
      created_at: row.createdAt.toISOString(),
      expires_at: row.amount > 0 ? row.expiresAt.toISOString() : null,
    })),
    total: totalCount,
    page,
    size,
    total_pages: Math.ceil(totalCount / size),
  };
}

/** The balance (the sum of the COMPLETE entries) and what of it expires next, from one read of the ledger. */
export async function cashbackAmountOf(db: Database, customerId: string, validDays: number): Promise<CashbackAmount> {
  const { credits, debits } = await ledgerOf(db, customerId, validDays);
  const next = nextCashbackExpiry(credits, debits);
  return {
    balance: credits.reduce((sum, credit) => sum + credit.amount, 0) - debits,
    next_expiry: next && { amount: next.amount, expires_at: next.expiresAt.toISOString() },
    valid_days: validDays,
  };
}
