import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { couponUses, coupons, memberCoupons } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { APPLY_WITHOUT_COLLECTING } from './offers.ts';

export interface AppliedCouponUse {
  couponId: number;
  /** Satang the coupon took off (or gave back as cashback) in this order. */
  discount: number;
}

/**
 * Takes one use of each applied coupon inside the order's transaction, the way stock is taken: a conditional UPDATE
 * that only succeeds while the coupon's total limit and the member's per-member limit allow it, so concurrent orders
 * can never use a coupon more often than allowed. When a limit was reached meanwhile it throws COUPON_USED_UP or
 * COUPON_MEMBER_LIMIT and the caller's transaction writes nothing. Coupons are taken in id order, so two orders with
 * the same coupons lock their rows in the same order and never deadlock.
 */
export async function claimCouponUses(tx: Transaction, customerId: string, orderId: string, applied: AppliedCouponUse[]): Promise<void> {
  for (const { couponId, discount } of [...applied].sort((a, b) => a.couponId - b.couponId)) {
    const [taken] = await tx
      .update(coupons)
      .set({ used: sql`${coupons.used} + 1` })
      .where(and(eq(coupons.id, couponId), or(isNull(coupons.totalLimit), lt(coupons.used, coupons.totalLimit))))
      .returning({ perMemberLimit: coupons.perMemberLimit, layoutId: coupons.layoutId });
    if (!taken) throw new AppError('COUPON_USED_UP');
    // A cart-picker coupon needs no collecting: using it makes it the member's.
    if (taken.layoutId === APPLY_WITHOUT_COLLECTING) await tx.insert(memberCoupons).values({ customerId, couponId }).onConflictDoNothing();
    const [held] = await tx
      .update(memberCoupons)
      .set({ used: sql`${memberCoupons.used} + 1` })
      .where(
        and(eq(memberCoupons.customerId, customerId), eq(memberCoupons.couponId, couponId), lt(memberCoupons.used, taken.perMemberLimit)),
      )
      .returning({ used: memberCoupons.used });
    if (!held) {
      const [collected] = await tx
        .select({ used: memberCoupons.used })
        .from(memberCoupons)
        .where(and(eq(memberCoupons.customerId, customerId), eq(memberCoupons.couponId, couponId)));
      throw new AppError(collected ? 'COUPON_MEMBER_LIMIT' : 'COUPON_NOT_COLLECTED');
    }
    await tx.insert(couponUses).values({ couponId, orderId, customerId, discount });
  }
}

/**
 * Gives an order's coupon uses back (cancelled or expired order). Each use is marked returned by a conditional
 * UPDATE first, so calling this twice for one order (a retried job, a cancel racing the expiry) gives back once.
 */
export async function returnCouponUses(tx: Transaction, orderId: string): Promise<void> {
  const returned = await tx
    .update(couponUses)
    .set({ returnedAt: sql`now()` })
    .where(and(eq(couponUses.orderId, orderId), isNull(couponUses.returnedAt)))
    .returning({ couponId: couponUses.couponId, customerId: couponUses.customerId });
  for (const { couponId, customerId } of returned.sort((a, b) => a.couponId - b.couponId)) {
    await tx
      .update(coupons)
      .set({ used: sql`${coupons.used} - 1` })
      .where(and(eq(coupons.id, couponId), gt(coupons.used, 0)));
    await tx
      .update(memberCoupons)
      .set({ used: sql`${memberCoupons.used} - 1` })
      .where(and(eq(memberCoupons.customerId, customerId), eq(memberCoupons.couponId, couponId), gt(memberCoupons.used, 0)));
  }
}
