import type { MembershipProgress, MembershipTierInfo, MyBenefit } from '@talad/contract';
import { freeDeliveryFor, pickText, tierForSpend, tierRuleTexts, type Locale } from '@talad/domain';
import { asc } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { membershipTiers } from '../../db/schema/index.ts';
import { cachedPerDatabase } from '../../platform/database-cache.ts';

type Db = Database | Transaction;
export type TierRow = typeof membershipTiers.$inferSelect;

/** What the tiers' texts need of the shop's settings: its own free-delivery threshold, and whether birthday coupons are given. */
export interface MembershipTerms {
  shopFreeDeliveryFrom: number;
  birthdayCoupon: boolean;
}

/**
 * The tiers by the spend that reaches them. Their rules are written at start (applyTierRules) and the shop does not
 * edit the rest while it runs, so a minute in process is fresh enough.
 */
export const tierLadder = cachedPerDatabase(60_000, (db) => db.select().from(membershipTiers).orderBy(asc(membershipTiers.minSpend)));

/** The tier row a 12-month spend reaches. */
export async function tierRowFor(db: Db, yearlySpend: number): Promise<TierRow> {
  return tierForSpend(await tierLadder(db), yearlySpend);
}

/** A tier's benefits in the locale: its rules in words first, then the shop's other texts (Thai where English is missing). */
export function benefitsOf(tier: TierRow | undefined, terms: MembershipTerms, locale: Locale): string[] {
  if (!tier) return [];
  const rules = tierRuleTexts(tier, terms.shopFreeDeliveryFrom, terms.birthdayCoupon, locale);
  return [...rules, ...(locale === 'en' && tier.benefits.en?.length ? tier.benefits.en : tier.benefits.th)];
}

function rulesOf(tier: TierRow, terms: MembershipTerms) {
  return { cashback_rate: tier.cashbackRate, free_delivery_from: freeDeliveryFor(terms.shopFreeDeliveryFrom, tier.freeDeliveryFrom) };
}

/** Where a member stands on the tier ladder: the highest tier their 12-month spend reaches, and the road to the next. */
export async function membershipProgress(db: Db, locale: Locale, yearlySpend: number): Promise<MembershipProgress> {
  const ladder = await tierLadder(db);
  const current = tierForSpend(ladder, yearlySpend);
  const next = ladder[ladder.indexOf(current) + 1];
  const span = next ? next.minSpend - current.minSpend : 0;
  return {
    tier: current.code,
    tier_name: pickText(current.name, locale),
    colour: current.colour,
    yearly_spend: yearlySpend,
    next_tier: next?.code ?? null,
    next_tier_name: next ? pickText(next.name, locale) : null,
    spend_to_next_tier: next ? Math.max(0, next.minSpend - yearlySpend) : 0,
    progress_percent: next && span > 0 ? Math.min(100, Math.floor(((yearlySpend - current.minSpend) / span) * 100)) : 100,
  };
}

/** The progress with what the member's tier gives them, and what the next one would (users/me/my-benefit). */
export async function memberBenefit(db: Db, locale: Locale, yearlySpend: number, terms: MembershipTerms): Promise<MyBenefit> {
  const ladder = await tierLadder(db);
  const current = tierForSpend(ladder, yearlySpend);
  const next = ladder[ladder.indexOf(current) + 1];
  return {
    ...(await membershipProgress(db, locale, yearlySpend)),
    benefits: benefitsOf(current, terms, locale),
    next_tier_benefits: benefitsOf(next, terms, locale),
    ...rulesOf(current, terms),
  };
}

/** Every tier, lowest first, with its rules and benefits (GET masters/membership). */
export async function membershipLadder(db: Db, locale: Locale, terms: MembershipTerms): Promise<MembershipTierInfo[]> {
  const tiers = await tierLadder(db);
  return tiers.map((tier) => ({
    code: tier.code,
    name: pickText(tier.name, locale),
    min_spend: tier.minSpend,
    benefits: benefitsOf(tier, terms, locale),
    colour: tier.colour,
    ...rulesOf(tier, terms),
  }));
}
