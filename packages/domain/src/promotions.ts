import type { CouponKind, CouponType, PromotionKind } from './enums.ts';
import type { ErrorName } from './errors.ts';
import type { PromotionRules } from './pricing/types.ts';

/**
 * The back office's rules for promotions, coupons and flash sales (issue #27, decision 0050): what the pricing engine
 * reads is written only when these pass. Money is integer satang, percentages basis points (1 % = 100) as the engine
 * reads them; a problem names its field so the admin can show it beside the input.
 */

export const PROMOTION_STATUSES = ['scheduled', 'running', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** Which kinds each coupon type has: the engine gives each type one place in an order (one discount, one delivery, one cashback). */
export const COUPON_KINDS_OF_TYPE: Record<CouponType, readonly CouponKind[]> = {
  DISCOUNTCODE: ['discount_coupon', 'discount_item', 'birthday_coupon'],
  DELIVERYFEE: ['shipping_coupon'],
  CASHBACK: ['cash_back'],
};

/** A percentage the admin may give: 1 %–100 %, in basis points. */
export const PERCENT_MIN_BASIS_POINTS = 100;
export const PERCENT_MAX_BASIS_POINTS = 10_000;

export interface Problem {
  error: ErrorName;
  field: string;
}

/** Where a window stands at `now`; a missing start is "since always", a missing end "until ended". */
export function promotionStatus(window: { startsAt: Date | null; endsAt: Date | null }, now: Date): PromotionStatus {
  if (window.endsAt && window.endsAt <= now) return 'ended';
  if (window.startsAt && window.startsAt > now) return 'scheduled';
  return 'running';
}

export function windowProblem(startsAt: Date | null, endsAt: Date | null): Problem | null {
  if (startsAt && endsAt && endsAt <= startsAt) return { error: 'PROMO_ENDS_BEFORE_START', field: 'ends_at' };
  return null;
}

const percentProblem = (basisPoints: number, field: string): Problem | null =>
  basisPoints < PERCENT_MIN_BASIS_POINTS || basisPoints > PERCENT_MAX_BASIS_POINTS ? { error: 'PROMO_PERCENT_OUT_OF_RANGE', field } : null;
const moneyProblem = (satang: number, field: string, zeroAllowed = false): Problem | null =>
  satang < (zeroAllowed ? 0 : 1) ? { error: zeroAllowed ? 'PROMO_MONEY_NEGATIVE' : 'PROMO_MONEY_NOT_POSITIVE', field } : null;
const countProblem = (units: number, field: string): Problem | null => (units < 1 ? { error: 'PROMO_COUNT_NOT_POSITIVE', field } : null);

const first = (...problems: Array<Problem | null>): Problem | null => problems.find((problem) => problem !== null) ?? null;

type RuleCheck = 'count' | 'percent' | 'money' | 'money_or_zero' | 'money_or_null';

/** What each number of a kind's rules must be (variant ids are checked against the catalogue by the API). */
const RULE_CHECKS: { [Kind in PromotionKind]: Partial<Record<keyof PromotionRules[Kind], RuleCheck>> } = {
  flexi: { minQuantity: 'count', percentOff: 'percent' },
  free_gift: { minQuantity: 'count', giftQuantity: 'count' },
  add_on_deal: { addOnPrice: 'money_or_zero', maxAddOns: 'count' },
  special_price: { price: 'money' },
  saving: { minSpend: 'money_or_zero', amountOff: 'money' },
  shipping_discount: { minSpend: 'money_or_zero', amountOff: 'money_or_null' },
  cashback: { percent: 'percent', maxCashback: 'money' },
};

function ruleProblem(check: RuleCheck, value: number | null, field: string): Problem | null {
  if (value === null) return check === 'money_or_null' ? null : { error: 'PROMO_MONEY_NOT_POSITIVE', field };
  if (check === 'count') return countProblem(value, field);
  if (check === 'percent') return percentProblem(value, field);
  return moneyProblem(value, field, check === 'money_or_zero');
}

/** A promotion's rules for its kind, field by field (`rules.<key>`). */
export function promotionRulesProblem<Kind extends PromotionKind>(kind: Kind, rules: PromotionRules[Kind]): Problem | null {
  const values = rules as unknown as Record<string, number | null>;
  const checks = Object.entries(RULE_CHECKS[kind] as Record<string, RuleCheck>);
  return first(...checks.map(([key, check]) => ruleProblem(check, values[key] ?? null, `rules.${key}`)));
}

export interface CouponTerms {
  type: CouponType;
  kind: CouponKind;
  discount: 'amount' | 'percent';
  value: number;
  maxDiscount: number | null;
  minSpend: number;
  totalLimit: number | null;
  perMemberLimit: number;
  startsAt: Date;
  endsAt: Date;
}

/** A coupon's terms; `used` is how often it was used so far (a total limit below it is refused). */
export function couponProblem(terms: CouponTerms, used = 0): Problem | null {
  return first(
    COUPON_KINDS_OF_TYPE[terms.type].includes(terms.kind) ? null : { error: 'PROMO_COUPON_KIND_NOT_OF_TYPE', field: 'kind' },
    terms.discount === 'percent' ? percentProblem(terms.value, 'value') : moneyProblem(terms.value, 'value'),
    terms.maxDiscount === null ? null : moneyProblem(terms.maxDiscount, 'max_discount'),
    moneyProblem(terms.minSpend, 'min_spend', true),
    countProblem(terms.perMemberLimit, 'per_member_limit'),
    terms.totalLimit === null ? null : countProblem(terms.totalLimit, 'total_limit'),
    terms.totalLimit !== null && terms.totalLimit < used ? { error: 'PROMO_LIMIT_BELOW_USED', field: 'total_limit' } : null,
    windowProblem(terms.startsAt, terms.endsAt),
  );
}

export interface FlashSaleItemTerms {
  flashPrice: number;
  quota: number;
  perCustomerLimit: number;
}

/** One product of a flash sale slot; `sold` is what it sold so far (a quota below it is refused). */
export function flashSaleItemProblem(item: FlashSaleItemTerms, sold: number, field: string): Problem | null {
  return first(
    moneyProblem(item.flashPrice, `${field}.flash_price`),
    item.quota < 0 ? { error: 'PROMO_QUOTA_NEGATIVE', field: `${field}.quota` } : null,
    item.quota < sold ? { error: 'PROMO_LIMIT_BELOW_USED', field: `${field}.quota` } : null,
    countProblem(item.perCustomerLimit, `${field}.per_customer_limit`),
  );
}
