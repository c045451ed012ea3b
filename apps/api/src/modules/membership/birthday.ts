import { bangkokMonth } from '@talad/domain';
import { and, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { birthdayCouponGrants, coupons, customers, memberCoupons } from '../../db/schema/index.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

/** The year of a moment in Thailand (UTC+7 all year). */
function bangkokYear(at: Date): number {
  return new Date(at.getTime() + 7 * 3_600_000).getUTCFullYear();
}

/**
 * Gives the birthday coupon (BIRTHDAY_COUPON_CODE, kind birthday_coupon) to every member whose birth month it is in
 * Thailand and who has not had one this year: the grant row (one per member and year) is written first, and only the
 * run that wrote it hands the coupon over, so two runs at once or a run every hour give it once. Handing it over makes
 * it theirs with its uses back (last year's was used): the pricing engine takes it in the birth month only.
 */
export async function grantBirthdayCoupons(db: Database, couponCode: string, now: Date): Promise<number> {
  const [coupon] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, couponCode), eq(coupons.kind, 'birthday_coupon'), lte(coupons.startsAt, now), gt(coupons.endsAt, now)));
  if (!coupon) return 0;
  const year = bangkokYear(now);
  const due = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.role, 'user'),
        isNull(customers.deletedAt),
        sql`extract(month from ${customers.birthday}) = ${bangkokMonth(now)}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(birthdayCouponGrants)
            .where(and(eq(birthdayCouponGrants.customerId, customers.id), eq(birthdayCouponGrants.year, year))),
        ),
      ),
    );
  let granted = 0;
  for (const { id: customerId } of due) {
    const given = await db.transaction(async (tx) => {
      const [grant] = await tx
        .insert(birthdayCouponGrants)
        .values({ customerId, year, couponId: coupon.id, grantedAt: now })
        .onConflictDoNothing()
        .returning({ year: birthdayCouponGrants.year });
      if (!grant) return false;
      await tx
        .insert(memberCoupons)
        .values({ customerId, couponId: coupon.id, collectedAt: now })
        .onConflictDoUpdate({ target: [memberCoupons.customerId, memberCoupons.couponId], set: { used: 0, collectedAt: now } });
      return true;
    });
    if (given) granted += 1;
  }
  return granted;
}

export const BIRTHDAY_COUPON_JOB = 'grant-birthday-coupons';

/** Every hour, so a member who adds their birthday in their birth month gets the coupon within the hour. */
export function birthdayCouponJob(db: Database, couponCode: string, clock: Clock = systemClock): JobDefinition {
  return { kind: BIRTHDAY_COUPON_JOB, everyMs: 60 * 60_000, run: () => grantBirthdayCoupons(db, couponCode, clock()) };
}
