import type { MembershipTierInfo } from '@talad/contract';
import { pickText, type Locale } from '@talad/domain';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { membershipTiers } from '../../db/schema/index.ts';
import { benefitsOf } from './progress.ts';

export async function membershipLadder(db: Database, locale: Locale): Promise<MembershipTierInfo[]> {
  const tiers = await db.select().from(membershipTiers).orderBy(asc(membershipTiers.position));
  return tiers.map((tier) => ({
    code: tier.code,
    name: pickText(tier.name, locale),
    min_spend: tier.minSpend,
    benefits: benefitsOf(tier, locale),
    colour: tier.colour,
  }));
}
