import type { Satang } from '../money.ts';
import { priceOrder } from './price-order.ts';
import type { CouponOffer, PricingInput } from './types.ts';

/** A coupon the shopper holds (collected) or may collect, as the engine would get it once it is theirs. */
export interface CouponCandidate {
  offer: CouponOffer;
  collected: boolean;
}

/** The coupon that saves the most on this order, what it saves and the total once it is used. */
export interface BestCoupon {
  offer: CouponOffer;
  collected: boolean;
  /** Satang the total falls by when the coupon is used: the total now minus `total`. */
  saving: Satang;
  total: Satang;
  /** The chosen coupon of the same type it takes the place of (one per type); null when it joins the others. */
  replaces: number | null;
}

/**
 * The shopper's coupons with `candidate` used: the chosen ones of its type make way (one per type), the others stay,
 * and it comes last. The cart's coupon box chooses with it too, which is why the saving shown is the saving had.
 */
export function withCoupon<C extends Pick<CouponOffer, 'id' | 'type'>>(chosen: C[], candidate: C): C[] {
  return [...chosen.filter((other) => other.type !== candidate.type && other.id !== candidate.id), candidate];
}

/** Better first: the larger saving; on a tie one already collected (no extra step), then the one ending first (use it before it lapses), then the lower id. */
function better(a: BestCoupon, b: BestCoupon): boolean {
  if (a.saving !== b.saving) return a.saving > b.saving;
  if (a.collected !== b.collected) return a.collected;
  if (a.offer.endsAt.getTime() !== b.offer.endsAt.getTime()) return a.offer.endsAt.getTime() < b.offer.endsAt.getTime();
  return a.offer.id < b.offer.id;
}

/**
 * The candidate that takes the most off the total of `input` (priced with the shopper's chosen coupons, input.coupons),
 * each priced by the engine itself with the candidate in the choice: every rule (window, limits, minimum spend, eligible
 * lines, one per type, what delivery is left to discount, cashback spent) is the engine's, nothing is estimated.
 * Coupons already chosen are not suggested; a cashback coupon saves nothing now (it gives back later) and never comes
 * first. Null when no candidate lowers the total.
 */
export function bestCoupon(input: PricingInput, candidates: CouponCandidate[]): BestCoupon | null {
  const now = priceOrder(input).total;
  const chosen = new Set(input.coupons.map((offer) => offer.id));
  let best: BestCoupon | null = null;
  for (const { offer, collected } of candidates) {
    if (chosen.has(offer.id)) continue;
    const priced = priceOrder({ ...input, coupons: withCoupon(input.coupons, offer) });
    const applied = priced.adjustments.some((adjustment) => adjustment.source === 'coupon' && adjustment.id === offer.id);
    const saving = now - priced.total;
    if (!applied || saving <= 0) continue;
    const replaces = input.coupons.find((other) => other.type === offer.type)?.id ?? null;
    const found: BestCoupon = { offer, collected, saving, total: priced.total, replaces };
    if (best === null || better(found, best)) best = found;
  }
  return best;
}
