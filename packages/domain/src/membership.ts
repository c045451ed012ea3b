import type { MembershipTier } from './enums.ts';
import type { Locale } from './locale.ts';
import { formatBaht, type Satang } from './money.ts';
import { percentOf } from './pricing/rounding.ts';

/**
 * Membership (issue #14, spec §1 membership REGULAR/GOLD/VIP): a member's tier is the highest one their spend of the
 * last TIER_WINDOW_MONTHS months reaches (completed orders, counted when they complete), and each tier's benefits are
 * rules the shop applies, not only words: the cashback rate on completed orders, the free-delivery threshold at
 * checkout, tier-only coupons, and a birthday coupon in the birth month.
 */

/** The spend that decides the tier is that of the last 12 months, rolling: old orders drop out and tiers can fall. */
export const TIER_WINDOW_MONTHS = 12;

/** What a tier gives, as configured (MEMBERSHIP_* settings). */
export interface TierRule {
  tier: MembershipTier;
  /** 12-month spend (satang) that reaches the tier; the first tier's is 0. */
  minSpend: Satang;
  /** Cashback on a completed order's total, basis points (100 = 1 %). */
  cashbackRate: number;
  /** Order value (satang) from which delivery is free for the tier's members; 0 = every order. */
  freeDeliveryFrom: Satang;
}

/** The shop's tiers unless configured otherwise: ฿20,000 a year for GOLD, ฿50,000 for VIP. */
export const DEFAULT_TIER_RULES: readonly TierRule[] = [
  { tier: 'REGULAR', minSpend: 0, cashbackRate: 100, freeDeliveryFrom: 50_000 },
  { tier: 'GOLD', minSpend: 2_000_000, cashbackRate: 200, freeDeliveryFrom: 30_000 },
  { tier: 'VIP', minSpend: 5_000_000, cashbackRate: 300, freeDeliveryFrom: 0 },
];

/** The tier a spend reaches on a ladder sorted by minSpend (the lowest tier when it reaches none). */
export function tierForSpend<Rule extends Pick<TierRule, 'minSpend'>>(ladder: readonly Rule[], spend: Satang): Rule {
  const reached = ladder.filter((rule) => rule.minSpend <= spend).at(-1) ?? ladder[0];
  if (!reached) throw new Error('the membership ladder is empty');
  return reached;
}

/** A completed order's ORDER cashback: the tier's rate of what the order was paid (its total), whole satang. */
export function tierCashback(total: Satang, cashbackRate: number): Satang {
  return percentOf(total, cashbackRate);
}

/** A member's free-delivery threshold: the shop's, or the tier's when that is lower (a tier never makes delivery dearer). */
export function freeDeliveryFor(shopFreeFrom: Satang, tierFreeFrom: Satang | null): Satang {
  return tierFreeFrom === null ? shopFreeFrom : Math.min(shopFreeFrom, tierFreeFrom);
}

/** 150 basis points → "1.5". */
function percentText(basisPoints: number): string {
  return String(basisPoints / 100);
}

/**
 * The tier's rules in words, in the order the membership page lists them; written from the rules themselves, so the
 * page never promises what checkout does not give.
 */
export function tierRuleTexts(
  rule: { cashbackRate: number; freeDeliveryFrom: Satang | null },
  shopFreeFrom: Satang,
  birthdayCoupon: boolean,
  locale: Locale,
): string[] {
  const th = locale === 'th';
  const texts: string[] = [];
  if (rule.cashbackRate > 0) {
    const percent = percentText(rule.cashbackRate);
    texts.push(th ? `รับเงินคืน ${percent}% ของยอดชำระ ทุกคำสั่งซื้อที่สำเร็จ` : `${percent}% cashback on every completed order`);
  }
  const freeFrom = freeDeliveryFor(shopFreeFrom, rule.freeDeliveryFrom);
  if (freeFrom === 0) texts.push(th ? 'ส่งฟรีทุกคำสั่งซื้อ' : 'Free delivery on every order');
  else texts.push(th ? `ส่งฟรีเมื่อช้อปครบ ${formatBaht(freeFrom, 'th')}` : `Free delivery on orders from ${formatBaht(freeFrom, 'en')}`);
  if (birthdayCoupon) texts.push(th ? 'คูปองวันเกิดในเดือนเกิดของคุณ ปีละครั้ง' : 'A birthday coupon in your birth month, once a year');
  return texts;
}
