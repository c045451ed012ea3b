import type { PromotionKind, PromotionRules } from '@talad/domain';

/** How a rule's number is typed: baht, baht or empty for "free", a percentage, a whole count, a variant id. */
export type RuleUnit = 'money' | 'money_or_free' | 'percent' | 'count' | 'variant';

/** The fields of each promotion kind's rules, in the form's order (PromotionRules in @talad/domain). */
export const RULE_FIELDS: { [Kind in PromotionKind]: Array<{ key: keyof PromotionRules[Kind] & string; unit: RuleUnit }> } = {
  flexi: [
    { key: 'minQuantity', unit: 'count' },
    { key: 'percentOff', unit: 'percent' },
  ],
  free_gift: [
    { key: 'minQuantity', unit: 'count' },
    { key: 'giftVariantId', unit: 'variant' },
    { key: 'giftQuantity', unit: 'count' },
  ],
  add_on_deal: [
    { key: 'addOnVariantId', unit: 'variant' },
    { key: 'addOnPrice', unit: 'money' },
    { key: 'maxAddOns', unit: 'count' },
  ],
  special_price: [{ key: 'price', unit: 'money' }],
  saving: [
    { key: 'minSpend', unit: 'money' },
    { key: 'amountOff', unit: 'money' },
  ],
  shipping_discount: [
    { key: 'minSpend', unit: 'money' },
    { key: 'amountOff', unit: 'money_or_free' },
  ],
  cashback: [
    { key: 'percent', unit: 'percent' },
    { key: 'maxCashback', unit: 'money' },
  ],
};

/** A stored rule's number as the form shows it back: baht for money, % for basis points. */
export function ruleText(unit: RuleUnit, value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (unit === 'money' || unit === 'money_or_free') return value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2);
  if (unit === 'percent') return String(value / 100);
  return String(value);
}

/** An ISO time as a datetime-local field's value in Bangkok time ("2026-12-01T09:00"). */
export function bangkokLocal(iso: string | null): string {
  if (!iso) return '';
  return new Date(new Date(iso).getTime() + 7 * 3_600_000).toISOString().slice(0, 16);
}

/** The three lists of the promotions screen, each at its API path and its own screen's path. */
export const RULE_LISTS = {
  promotions: { api: 'admin/promotions', screen: '/promotions' },
  coupons: { api: 'admin/coupons', screen: '/coupons' },
  'flash-sales': { api: 'admin/flash-sales', screen: '/flash-sales' },
} as const;
export type RuleList = keyof typeof RULE_LISTS;
