import type { Coupon, MyCoupon, MyCouponCount, Page } from '@talad/contract';
import { ERRORS, errorMessage, type CouponLayout, type ErrorName, type Locale, type MyCouponStatus } from '@talad/domain';
import { and, asc, count, desc, eq, gt, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons, memberCoupons } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { shopperFacts } from '../membership/index.ts';
import { couponCard, holdingsOf, tierAllows, tierOf, usesLeft } from './cards.ts';
import { unusableNow } from './offers.ts';

/** Coupons offered where `layout` says and valid now, each saying whether this shopper holds it (none for a guest). */
export async function offeredCoupons(
  db: Database,
  customerId: string | null,
  layout: CouponLayout,
  now: Date,
  locale: Locale,
): Promise<Coupon[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.layoutId, layout), lte(coupons.startsAt, now), gt(coupons.endsAt, now)))
    .orderBy(asc(coupons.position), asc(coupons.id));
  const holdings = await holdingsOf(
    db,
    customerId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => couponCard(row, holdings.get(row.id) ?? null, locale));
}

/**
 * Collects a coupon into the member's coupons. Collecting is idempotent: a coupon already held answers as it is,
 * whatever happened to it since, so a retried request never fails where the first succeeded.
 */
export async function collectCoupon(db: Database, customerId: string, couponId: number, now: Date, locale: Locale): Promise<Coupon> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId));
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  const held = (await holdingsOf(db, customerId, [couponId])).get(couponId);
  if (held) return couponCard(row, held, locale);
  // Coupons offered nowhere (a birthday gift, a staff voucher) are handed out, never collected.
  if (row.layoutId === null) throw new AppError('COUPON_NOT_COLLECTABLE');
  if (now < row.startsAt) throw new AppError('COUPON_NOT_STARTED');
  if (now >= row.endsAt) throw new AppError('COUPON_EXPIRED');
  if (!tierAllows(row, await tierOf(db, customerId))) throw new AppError('COUPON_TIER_ONLY');
  if (usesLeft(row) === 0) throw new AppError('COUPON_USED_UP');
  await db.insert(memberCoupons).values({ customerId, couponId }).onConflictDoNothing();
  return couponCard(row, (await holdingsOf(db, customerId, [couponId])).get(couponId) ?? null, locale);
}

/** Which of a member's coupons each tab holds: used up by them, past its end, or still to use. */
function statusFilter(status: MyCouponStatus, now: Date): SQL | undefined {
  const usedUp = gte(memberCoupons.used, coupons.perMemberLimit);
  if (status === 'used') return usedUp;
  const open = lt(memberCoupons.used, coupons.perMemberLimit);
  return status === 'expired' ? and(open, lte(coupons.endsAt, now)) : and(open, gt(coupons.endsAt, now));
}

export async function myCoupons(
  db: Database,
  customerId: string,
  query: { status: MyCouponStatus; page: number; size: number },
  now: Date,
  locale: Locale,
): Promise<Page<MyCoupon>> {
  const where = and(eq(memberCoupons.customerId, customerId), statusFilter(query.status, now));
  // Coupons still to use are listed soonest-ending first; the others most recent first.
  const order = query.status === 'available' ? [asc(coupons.endsAt), asc(coupons.id)] : [desc(coupons.endsAt), desc(coupons.id)];
  const [rows, [total], shopper] = await Promise.all([
    db
      .select({ coupon: coupons, used: memberCoupons.used, collectedAt: memberCoupons.collectedAt })
      .from(memberCoupons)
      .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ total: count() }).from(memberCoupons).innerJoin(coupons, eq(coupons.id, memberCoupons.couponId)).where(where),
    shopperFacts(db, customerId),
  ]);
  const all = total?.total ?? 0;
  const unusable = (name: ErrorName | null) =>
    name ? { code: name, status_code: ERRORS[name].code, message: errorMessage(name, locale) } : null;
  return {
    items: rows.map(({ coupon, used, collectedAt }) => ({
      ...couponCard(coupon, { used, collectedAt }, locale),
      collected_at: collectedAt.toISOString(),
      used,
      status: query.status,
      unusable: unusable(unusableNow(coupon, { used, collectedAt }, shopper, now)),
    })),
    total: all,
    page: query.page,
    size: query.size,
    total_pages: Math.ceil(all / query.size),
  };
}

export async function myCouponCount(db: Database, customerId: string, now: Date): Promise<MyCouponCount> {
  const counted = (status: MyCouponStatus) => sql<number>`cast(count(*) filter (where ${statusFilter(status, now)}) as int)`;
  const [row] = await db
    .select({ available: counted('available'), used: counted('used'), expired: counted('expired') })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.customerId, customerId));
  return row ?? { available: 0, used: 0, expired: 0 };
}
