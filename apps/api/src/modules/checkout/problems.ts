import type { CheckoutLine, CheckoutProblem } from '@talad/contract';
import { ERRORS, errorMessage, type ErrorName, type Locale } from '@talad/domain';
import type { LineProblem, VariantFacts } from '../cart/index.ts';

export function problemOf(
  name: ErrorName,
  locale: Locale,
  extra: { variantId?: number; couponId?: number; available?: number } = {},
): CheckoutProblem {
  return {
    code: name,
    status_code: ERRORS[name].code,
    message: errorMessage(name, locale),
    variant_id: extra.variantId ?? null,
    coupon_id: extra.couponId ?? null,
    available: extra.available ?? null,
  };
}

/** Adds `quantity` to the count kept under `key`, remembering the first variant counted (the line a problem names). */
function count(counts: Map<number, { units: number; variantId: number }>, key: number, line: CheckoutLine) {
  const counted = counts.get(key);
  counts.set(key, { units: (counted?.units ?? 0) + line.quantity, variantId: counted?.variantId ?? line.variant_id });
}

/**
 * Everything the order's reserveStock would refuse, from the facts the pricing read, so that the preview shows it before
 * the shopper confirms: the lines left out of the pricing (out of stock, no longer sold); every variant's units over all
 * the order's lines — a "buy now" may name a variant twice, a free gift may be a line's own variant — against its stock,
 * and a gift no longer sold; every product on a running flash sale, its units over all its lines (two sizes of one
 * shoe are one product) against what the sale's quota and the member's own limit leave. The engine prices each line
 * on its own, so only these sums find what the order's conditional updates would refuse.
 */
export function stockProblemsOf(
  left: LineProblem[],
  lines: CheckoutLine[],
  facts: Map<number, VariantFacts>,
  locale: Locale,
): CheckoutProblem[] {
  const problems = left.flatMap(({ variantId, problem }): CheckoutProblem[] => {
    if (problem.code === 'OUT_OF_STOCK') return [problemOf('ORDER_OUT_OF_STOCK', locale, { variantId, available: 0 })];
    if (problem.code === 'NOT_SOLD') return [problemOf('ORDER_ITEM_NOT_SOLD', locale, { variantId, available: 0 })];
    return [];
  });
  const byVariant = new Map<number, { units: number; variantId: number }>();
  const byFlashProduct = new Map<number, { units: number; variantId: number }>();
  for (const line of lines) {
    count(byVariant, line.variant_id, line);
    if (!line.is_gift && facts.get(line.variant_id)?.flashSale) count(byFlashProduct, line.product_id, line);
  }
  for (const [variantId, { units }] of byVariant) {
    const variant = facts.get(variantId);
    if (!variant) continue;
    if (!variant.onSale) problems.push(problemOf('ORDER_ITEM_NOT_SOLD', locale, { variantId, available: 0 }));
    else if (units > variant.stock)
      problems.push(problemOf('ORDER_OUT_OF_STOCK', locale, { variantId, available: Math.max(0, variant.stock) }));
  }
  for (const { units, variantId } of byFlashProduct.values()) {
    const sale = facts.get(variantId)?.flashSale;
    if (!sale || units <= sale.unitsLeft) continue;
    const name = units > sale.limitLeft ? 'FLASH_SALE_OVER_LIMIT' : 'FLASH_SALE_SOLD_OUT';
    problems.push(problemOf(name, locale, { variantId, available: sale.unitsLeft }));
  }
  return problems;
}
