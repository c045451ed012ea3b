import {
  DEFAULT_CASHBACK_VALID_DAYS,
  DEFAULT_TIER_RULES,
  REVIEW_CASHBACK_SATANG,
  bahtToSatang,
  tierCashback,
  tierForSpend,
} from '@talad/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { cashbackEntries, customers, memberSpend, orders, reviews } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** The demo members' spend of the last 12 months, as the months they shopped in (months ago → share of the spend, %). */
const SPEND_MONTHS: Array<[monthsAgo: number, percent: number]> = [
  [10, 30],
  [7, 25],
  [4, 20],
  [1, 25],
];

/** Welcome credits per demo member (by phone), and one of last year that expired unspent. */
const PROMOTION_CREDITS: Record<string, Array<{ baht: number; daysAgo: number; expired?: boolean }>> = {
  '0990000002': [
    { baht: 150, daysAgo: 60 },
    { baht: 80, daysAgo: 420, expired: true },
  ],
  '0990000003': [
    { baht: 300, daysAgo: 45 },
    { baht: 200, daysAgo: 400, expired: true },
  ],
};

/**
 * The demo members' membership and cashback history: their 12-month spend as spend entries over the year (so the
 * hourly tier run keeps their tiers), the cashback of their completed orders and written reviews, welcome credits,
 * and an old credit that expired. Dates are relative to `now`.
 */
export async function insertDemoMembership(tx: Transaction, now = new Date()) {
  const members = await tx
    .select({ id: customers.id, phone: customers.phone, yearlySpend: customers.yearlySpend })
    .from(customers)
    .where(inArray(customers.phone, ['0990000001', '0990000002', '0990000003']))
    .orderBy(asc(customers.phone));
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  for (const member of members) {
    let left = member.yearlySpend;
    const spend = SPEND_MONTHS.map(([monthsAgo, percent], index) => {
      const amount = index === SPEND_MONTHS.length - 1 ? left : Math.round((member.yearlySpend * percent) / 100);
      left -= amount;
      return { customerId: member.id, amount, spentAt: ago(monthsAgo * 30) };
    }).filter((entry) => entry.amount > 0);
    if (spend.length > 0) await tx.insert(memberSpend).values(spend);

    const rate = tierForSpend(DEFAULT_TIER_RULES, member.yearlySpend).cashbackRate;
    const completed = await tx
      .select({ id: orders.id, total: orders.total, completedAt: orders.updatedAt })
      .from(orders)
      .where(and(eq(orders.customerId, member.id), eq(orders.status, 'COMPLETED')));
    const reviewed = await tx
      .select({ lineId: reviews.orderLineId, writtenAt: reviews.reviewedAt })
      .from(reviews)
      .where(and(eq(reviews.customerId, member.id), eq(reviews.status, 'REVIEWED')));
    const credits = PROMOTION_CREDITS[member.phone ?? ''] ?? [];
    const entries: Array<typeof cashbackEntries.$inferInsert> = [
      ...completed.map((order) => ({
        customerId: member.id,
        type: 'ORDER' as const,
        status: 'COMPLETE' as const,
        amount: tierCashback(order.total, rate),
        orderId: order.id,
        sourceKey: `order:${order.id}`,
        createdAt: order.completedAt,
      })),
      ...reviewed.map((review) => ({
        customerId: member.id,
        type: 'REVIEW' as const,
        status: 'COMPLETE' as const,
        amount: REVIEW_CASHBACK_SATANG,
        sourceKey: `review:${review.lineId}`,
        createdAt: review.writtenAt ?? now,
      })),
      ...credits.flatMap((credit) => {
        const earned = {
          customerId: member.id,
          type: 'PROMOTION' as const,
          status: 'COMPLETE' as const,
          amount: bahtToSatang(credit.baht),
          createdAt: ago(credit.daysAgo),
        };
        if (!credit.expired) return [earned];
        const expiredAt = ago(credit.daysAgo - DEFAULT_CASHBACK_VALID_DAYS);
        return [earned, { ...earned, type: 'EXPIRED' as const, amount: -earned.amount, createdAt: expiredAt }];
      }),
    ].filter((entry) => (entry.amount ?? 0) !== 0);
    if (entries.length > 0) await tx.insert(cashbackEntries).values(entries);
  }
}
