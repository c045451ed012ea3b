import { pickText, type Locale } from '@talad/domain';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { membershipTiers } from '../../db/schema/index.ts';
import type { membershipTier } from './schema.ts';

export async function membershipLadder(db: Database, locale: Locale): Promise<z.infer<typeof membershipTier>[]> {
  const tiers = await db.select().from(membershipTiers).orderBy(asc(membershipTiers.position));
  return tiers.map((tier) => ({
    code: tier.code,
    name: pickText(tier.name, locale),
    min_spend: tier.minSpend,
    benefits: locale === 'en' && tier.benefits.en?.length ? tier.benefits.en : tier.benefits.th,
    colour: tier.colour,
  }));
}
