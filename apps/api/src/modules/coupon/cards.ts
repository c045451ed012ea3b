import type { Coupon } from '@talad/contract';
import { formatBaht, pickText, type Locale, type MembershipTier } from '@talad/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import type { coupons } from '../../db/schema/index.ts';
import { memberCoupons } from '../../db/schema/index.ts';
import { shopperFacts } from '../membership/index.ts';

export type CouponRow = typeof coupons.$inferSelect;
/** A member's hold on a coupon: collected, and used so many times. */
export type Holding = Pick<typeof memberCoupons.$inferSelect, 'used' | 'collectedAt'>;

/** "฿100" for an amount, "10%" for a percent (basis points: 1000 = 10 %). */
function valueText(row: CouponRow, locale: Locale): string {
  return row.discount === 'amount' ? formatBaht(row.value, locale) : `${row.value / 100}%`;
}

export function usesLeft(row: CouponRow): number | null {
  return row.totalLimit === null ? null : Math.max(0, row.totalLimit - row.used);
}

export function memberUsesLeft(row: CouponRow, holding: Holding | null): number {
  return Math.max(0, row.perMemberLimit - (holding?.used ?? 0));
}

export function couponCard(row: CouponRow, holding: Holding | null, locale: Locale): Coupon {
  return {
    id: row.id,
    code: row.code,
    title: pickText(row.name, locale),
    description: pickText(row.description, locale),
    type: row.type,
    kind: row.kind,
    discount: row.discount,
    value: row.value,
    value_text: valueText(row, locale),
    max_discount: row.maxDiscount,
    min_spend: row.minSpend,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    tiers: row.tiers as MembershipTier[],
    categories: row.categories,
    brands: row.brands,
    uses_left: usesLeft(row),
    per_member_limit: row.perMemberLimit,
    collected: holding !== null,
    member_uses_left: memberUsesLeft(row, holding),
  };
}

/** The member's holdings of these coupons, by coupon id. */
export async function holdingsOf(
  db: Database | Transaction,
  customerId: string | null,
  couponIds: number[],
): Promise<Map<number, Holding>> {
  if (!customerId || couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: memberCoupons.couponId, used: memberCoupons.used, collectedAt: memberCoupons.collectedAt })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.customerId, customerId), inArray(memberCoupons.couponId, couponIds)));
  return new Map(rows.map(({ couponId, ...holding }) => [couponId, holding]));
}

/** The member's tier today, from their yearly spend on the tier ladder. */
/** A member's tier, for tier-only coupons (collecting needs a member; a guest would count as the first tier). */
export async function tierOf(db: Database | Transaction, customerId: string): Promise<MembershipTier> {
  return (await shopperFacts(db, customerId)).tier ?? 'REGULAR';
}

/** Tier-only coupons (GOLD, VIP) are for members of those tiers; an empty list is everyone's. */
export function tierAllows(row: CouponRow, tier: MembershipTier): boolean {
  return row.tiers.length === 0 || row.tiers.includes(tier);
}
