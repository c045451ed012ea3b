import type { Satang } from '../money.ts';

/**
 * The engine's one rounding rule: a share of an amount is rounded to the nearest satang, halves up (away from zero for
 * the non-negative amounts the engine deals in), in integer arithmetic so no float ever decides a satang.
 */
export function roundedShare(amount: Satang, numerator: number, denominator: number): Satang {
  if (amount <= 0 || numerator <= 0) return 0;
  return Math.floor((2 * amount * numerator + denominator) / (2 * denominator));
}

/** `basisPoints` (1 % = 100) of `amount`, rounded by {@link roundedShare}. */
export function percentOf(amount: Satang, basisPoints: number): Satang {
  return roundedShare(amount, basisPoints, 10_000);
}

/** The VAT inside a VAT-inclusive amount at 7 %: amount × 7 / 107, rounded by {@link roundedShare}. */
export function vatIncludedIn(total: Satang): Satang {
  return roundedShare(total, 7, 107);
}

/**
 * Splits `amount` over `weights` in proportion, in whole satang, the shares summing exactly to `amount` (largest
 * remainder; ties to the earlier weight). Used to spread an order-level discount over the lines it applies to.
 */
export function allocate(amount: Satang, weights: Satang[]): Satang[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / total));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
