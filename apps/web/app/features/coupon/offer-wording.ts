import type { BestCoupon } from '@talad/sdk';

/**
 * Which line the best-coupon offer says: the best coupon for a shopper who chose none ('first'), a better one than
 * the one they chose of its type ('instead'), or one of another type to add to theirs ('also'). The shopper's choice
 * is theirs either way: the offer only asks.
 */
export function offerWording(best: Pick<BestCoupon, 'replaces'>, chosenCount: number): 'first' | 'instead' | 'also' {
  if (best.replaces !== null) return 'instead';
  return chosenCount > 0 ? 'also' : 'first';
}
