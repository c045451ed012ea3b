import type { MyBenefit } from '@talad/contract';
import { pickText, type Locale } from '@talad/domain';
import { asc } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { membershipTiers } from '../../db/schema/index.ts';
import { cachedPerDatabase } from '../../platform/database-cache.ts';

type Tier = typeof membershipTiers.$inferSelect;

/** A tier's benefits in the locale; Thai where the English list is missing. */
export function benefitsOf(tier: Tier | undefined, locale: Locale): string[] {
  if (!tier) return [];
  return locale === 'en' && tier.benefits.en?.length ? tier.benefits.en : tier.benefits.th;
}

/** The tiers by the spend that reaches them; the shop seeds them and does not edit them, so a minute in process is fresh enough. */
const tierLadder = cachedPerDatabase(60_000, (db) => db.select().from(membershipTiers).orderBy(asc(membershipTiers.minSpend)));

/** Where a member stands on the tier ladder: the highest tier their yearly spend reaches, and the road to the next. */

export async function membershipProgress(db: Database | Transaction, locale: Locale, yearlySpend: number): Promise<MyBenefit> {
  const ladder = await tierLadder(db);
  const reachedIndex = Math.max(
    0,
    ladder.findLastIndex((tier) => tier.minSpend <= yearlySpend),
  );
  const current = ladder[reachedIndex];
  const next = ladder[reachedIndex + 1];
  if (!current) throw new Error('membership tiers are not seeded');
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
    benefits: benefitsOf(current, locale),
    next_tier_benefits: benefitsOf(next, locale),
  };
}
