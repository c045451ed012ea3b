import { couponStandingError, pickText, type CouponOffer, type ErrorName, type Locale, type MembershipTier } from '@talad/domain';
import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { coupons } from '../../db/schema/index.ts';
import type { ShopperFacts } from '../membership/index.ts';
import { holdingsOf, memberUsesLeft, tierAllows, tierOf, usesLeft, type CouponRow, type Holding } from './cards.ts';

/**
 * Coupons offered in the cart's picker (layout 'shopping-cart') need no collecting: the member may apply one
 * straight away (tier rules hold for every coupon, collected or not), and using it in an order makes it theirs (claimCouponUses). Every other
 * coupon applies only once collected (or handed out).
 */
export const APPLY_WITHOUT_COLLECTING = 'shopping-cart';

export interface CouponChoices {
  /** What the pricing engine gets: it checks window, limits, minimum spend, eligibility and one per type. */
  offers: CouponOffer[];
  /** Coupons refused before pricing: unknown, not collected, or for another tier. */
  refused: Array<{ couponId: number; error: ErrorName }>;
}

export function offerOf(row: CouponRow, holding: Holding | null, locale: Locale): CouponOffer {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    kind: row.kind,
    title: pickText(row.name, locale),
    discount: row.discount,
    value: row.value,
    maxDiscount: row.maxDiscount,
    minSpend: row.minSpend,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usesLeft: usesLeft(row),
    memberUsesLeft: memberUsesLeft(row, holding),
    categories: row.categories,
    brands: row.brands,
  };
}

/**
 * Why the member cannot use this coupon now, whatever the order (the order's own rules, minimum spend and eligible
 * items, are the preview's): another tier, outside its window, no uses left, outside their birth month. Null when
 * they can. The checks are the engine's own (couponStandingError) and couponChoices' tier rule.
 */
export function unusableNow(row: CouponRow, holding: Holding | null, shopper: ShopperFacts, now: Date): ErrorName | null {
  if (!tierAllows(row, shopper.tier ?? 'REGULAR')) return 'COUPON_TIER_ONLY';
  const standing = { ...row, usesLeft: usesLeft(row), memberUsesLeft: memberUsesLeft(row, holding) };
  return couponStandingError(standing, { now, birthdayMonth: shopper.birthdayMonth });
}

/** The asked coupons the member may put before the pricing engine, in the order asked, and those refused already. */
export async function couponChoices(
  db: Database | Transaction,
  customerId: string,
  couponIds: number[],
  locale: Locale = 'th',
): Promise<CouponChoices> {
  const ids = [...new Set(couponIds)];
  if (ids.length === 0) return { offers: [], refused: [] };
  const [rows, holdings, tier] = await Promise.all([
    db.select().from(coupons).where(inArray(coupons.id, ids)),
    holdingsOf(db, customerId, ids),
    tierOf(db, customerId),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const choices: CouponChoices = { offers: [], refused: [] };
  for (const couponId of ids) {
    const row = byId.get(couponId);
    const holding = holdings.get(couponId) ?? null;
    const refuse = (error: ErrorName) => choices.refused.push({ couponId, error });
    if (!row) refuse('COUPON_NOT_FOUND');
    // A tier-only coupon needs the tier when it is used, not only when it was collected: the tier follows the spend
    // of the last 12 months and may have fallen since.
    else if (!tierAllows(row, tier)) refuse('COUPON_TIER_ONLY');
    else if (holding) choices.offers.push(offerOf(row, holding, locale));
    else if (row.layoutId !== APPLY_WITHOUT_COLLECTING) refuse('COUPON_NOT_COLLECTED');
    else choices.offers.push(offerOf(row, null, locale));
  }
  return choices;
}

/**
 * The back office's sample cart (decision 0050): these coupons as a member of `tier` who collected them and used none
 * would put them before the engine — the same offers the checkout makes of them, refusals by tier included.
 */
export async function sampleCouponChoices(db: Database, couponIds: number[], tier: MembershipTier, locale: Locale): Promise<CouponChoices> {
  const ids = [...new Set(couponIds)];
  if (ids.length === 0) return { offers: [], refused: [] };
  const rows = new Map((await db.select().from(coupons).where(inArray(coupons.id, ids))).map((row) => [row.id, row]));
  const choices: CouponChoices = { offers: [], refused: [] };
  for (const couponId of ids) {
    const row = rows.get(couponId);
    if (!row) choices.refused.push({ couponId, error: 'COUPON_NOT_FOUND' });
    else if (!tierAllows(row, tier)) choices.refused.push({ couponId, error: 'COUPON_TIER_ONLY' });
    else choices.offers.push(offerOf(row, null, locale));
  }
  return choices;
}
