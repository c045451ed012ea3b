import { TIER_WINDOW_MONTHS } from '@talad/domain';
import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { customers, memberSpend, orders } from '../../db/schema/index.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { tierRowFor } from './progress.ts';
import { tellTierChange } from './tier-notice.ts';

/** The start of the rolling window that ends at `at` (the database's now when not given). */
const windowStart = (at?: Date): SQL =>
  sql`${at ? sql`${at.toISOString()}::timestamptz` : sql`now()`} - make_interval(months => ${TIER_WINDOW_MONTHS})`;

/**
 * Brings the member's 12-month spend (customers.yearly_spend) up to date with the spend ledger, under the member's row
 * lock so that a completion and the hourly run never both move it; answers whether it changed. A change of tier is told
 * to the member in the same transaction: once, exactly when it happened.
 */
export async function refreshMemberTier(tx: Transaction, customerId: string, at?: Date): Promise<boolean> {
  const [member] = await tx
    .select({ yearlySpend: customers.yearlySpend })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  if (!member) return false;
  const [window] = await tx
    .select({ spend: sql<number>`coalesce(sum(${memberSpend.amount}), 0)`.mapWith(Number) })
    .from(memberSpend)
    .where(and(eq(memberSpend.customerId, customerId), gt(memberSpend.spentAt, windowStart(at))));
  const spend = window?.spend ?? 0;
  if (spend === member.yearlySpend) return false;
  await tx.update(customers).set({ yearlySpend: spend }).where(eq(customers.id, customerId));
  const [from, to] = [await tierRowFor(tx, member.yearlySpend), await tierRowFor(tx, spend)];
  if (from.code !== to.code) await tellTierChange(tx, { customerId, from, to, yearlySpend: spend });
  return true;
}

/**
 * A completed order's total counts toward its member's tier from now on, once per order (the order module's
 * addTierSpend): what the member kept, less what was refunded before it completed (decision 0042).
 */
export async function countOrderSpend(tx: Transaction, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ customerId: orders.customerId, total: sql<number>`${orders.total} - ${orders.refundedTotal}`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.total <= 0) return;
  const counted = await tx
    .insert(memberSpend)
    .values({ customerId: order.customerId, orderId, amount: order.total })
    .onConflictDoNothing({ target: memberSpend.orderId })
    .returning({ id: memberSpend.id });
  if (counted.length > 0) await refreshMemberTier(tx, order.customerId);
}

/**
 * A refund of a completed order lowers what it counts toward its member's tier (decision 0042): the counted spend
 * becomes what the member kept (total − refunded_total), and an order refunded whole counts nothing (its row goes;
 * a completed order never completes again). The tier is brought up to date at once, a fall told to the member. Before
 * completion nothing is counted yet: countOrderSpend counts what was kept when it completes.
 */
export async function keepOrderSpend(tx: Transaction, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ customerId: orders.customerId, kept: sql<number>`${orders.total} - ${orders.refundedTotal}`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const changed =
    order.kept > 0
      ? await tx
          .update(memberSpend)
          .set({ amount: order.kept })
          .where(and(eq(memberSpend.orderId, orderId), ne(memberSpend.amount, order.kept)))
          .returning({ id: memberSpend.id })
      : await tx.delete(memberSpend).where(eq(memberSpend.orderId, orderId)).returning({ id: memberSpend.id });
  if (changed.length > 0) await refreshMemberTier(tx, order.customerId);
}

/**
 * The members whose kept 12-month spend is no longer their window's: spend that left the window (a year old) or came
 * from elsewhere. Each is brought up to date in its own transaction; a second run at once, or right after, finds none.
 */
export async function refreshTiers(db: Database, now: Date): Promise<number> {
  const inWindow = db
    .select({ customerId: memberSpend.customerId, spend: sql<number>`sum(${memberSpend.amount})`.as('spend') })
    .from(memberSpend)
    .where(gt(memberSpend.spentAt, windowStart(now)))
    .groupBy(memberSpend.customerId)
    .as('in_window');
  const stale = await db
    .select({ id: customers.id })
    .from(customers)
    .leftJoin(inWindow, eq(inWindow.customerId, customers.id))
    .where(sql`${customers.yearlySpend} <> coalesce(${inWindow.spend}, 0)`);
  let refreshed = 0;
  for (const { id } of stale) {
    if (await db.transaction((tx) => refreshMemberTier(tx, id, now))) refreshed += 1;
  }
  return refreshed;
}

export const TIER_REFRESH_JOB = 'refresh-member-tiers';

/** Every hour: a tier falls within the hour its spend leaves the 12-month window. */
export function tierRefreshJob(db: Database, clock: Clock = systemClock): JobDefinition {
  return { kind: TIER_REFRESH_JOB, everyMs: 60 * 60_000, run: () => refreshTiers(db, clock()) };
}
