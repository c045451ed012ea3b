import type { BestCouponAnswer, BestCouponBody } from '@talad/contract';
import { bestCoupon, priceOrder, type CouponCandidate, type Locale } from '@talad/domain';
import { and, asc, eq, gt, isNotNull, isNull, lt, lte, notExists, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coupons, memberCoupons } from '../../db/schema/index.ts';
import type { DeliveryTerms } from '../cart/index.ts';
import { shopperFacts, type ShopperFacts } from '../membership/index.ts';
import { couponCard, type CouponRow, type Holding } from './cards.ts';
import { couponPricingInput } from './cart-pricing.ts';
import { offerOf, unusableNow } from './offers.ts';

/** Enough coupons to weigh for one order (each is one run of the pure engine); the shop offers far fewer. */
const MOST_CANDIDATES = 200;

interface Candidate {
  row: CouponRow;
  holding: Holding | null;
}

/**
 * The coupons the member could use now: those they hold with uses left, and those on offer (a layout: the /coupon page,
 * the cart's picker, the product page) they may still collect. Each must pass the standing rules for this member (tier,
 * window, limits, birthday month); the order's own rules are the engine's.
 */
async function candidatesOf(db: Database, customerId: string, shopper: ShopperFacts, now: Date): Promise<Candidate[]> {
  const open = and(lte(coupons.startsAt, now), gt(coupons.endsAt, now));
  const held = await db
    .select({ row: coupons, used: memberCoupons.used, collectedAt: memberCoupons.collectedAt })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(and(eq(memberCoupons.customerId, customerId), lt(memberCoupons.used, coupons.perMemberLimit), open))
    .orderBy(asc(coupons.endsAt), asc(coupons.id))
    .limit(MOST_CANDIDATES);
  // Not one the member holds, whatever its uses: a coupon they used up is not theirs to collect again.
  const holdsIt = db
    .select({ couponId: memberCoupons.couponId })
    .from(memberCoupons)
    .where(and(eq(memberCoupons.customerId, customerId), eq(memberCoupons.couponId, coupons.id)));
  const offered = await db
    .select()
    .from(coupons)
    .where(and(isNotNull(coupons.layoutId), open, or(isNull(coupons.totalLimit), lt(coupons.used, coupons.totalLimit)), notExists(holdsIt)))
    .orderBy(asc(coupons.endsAt), asc(coupons.id))
    .limit(MOST_CANDIDATES);
  const all: Candidate[] = [
    ...held.map(({ row, used, collectedAt }) => ({ row, holding: { used, collectedAt } })),
    ...offered.map((row) => ({ row, holding: null })),
  ];
  return all.filter(({ row, holding }) => unusableNow(row, holding, shopper, now) === null);
}

/**
 * The coupon that saves the shopper the most on the order as they have it (issue #29): every coupon they hold or may
 * collect is priced by the engine with the order's own input (couponPricingInput, the cart's and checkout's), in place
 * of their chosen coupon of its type. The shopper's choice is theirs: this only suggests, it changes nothing.
 */
export async function bestCouponFor(
  db: Database,
  customerId: string,
  body: BestCouponBody,
  delivery: DeliveryTerms,
  now: Date,
  locale: Locale,
): Promise<BestCouponAnswer> {
  const order = {
    couponIds: body.coupon_ids ?? [],
    source: body.items ? { items: body.items } : ({ selectedOnly: true } as const),
    cashbackRequested: body.cashback_amount ?? 0,
  };
  const [{ input }, shopper] = await Promise.all([
    couponPricingInput(db, customerId, order, delivery, now, locale),
    shopperFacts(db, customerId),
  ]);
  const total = priceOrder(input).total;
  if (input.lines.length === 0) return { total, best_coupon: null };
  const candidates = await candidatesOf(db, customerId, shopper, now);
  const rows = new Map(candidates.map((candidate) => [candidate.row.id, candidate]));
  const offers: CouponCandidate[] = candidates.map(({ row, holding }) => ({
    offer: offerOf(row, holding, locale),
    collected: holding !== null,
  }));
  const best = bestCoupon(input, offers);
  const chosen = best ? rows.get(best.offer.id) : undefined;
  if (!best || !chosen) return { total, best_coupon: null };
  return {
    total,
    best_coupon: {
      coupon: couponCard(chosen.row, chosen.holding, locale),
      saving: best.saving,
      total: best.total,
      replaces: best.replaces,
    },
  };
}
