import type { TierRule } from '@talad/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { membershipTiers } from '../../db/schema/index.ts';

/**
 * Writes the configured rules (MEMBERSHIP_* settings) over the tier rows when the API starts, so that pricing, the
 * coupon rules, notifications and the pages all read one ladder. Instances started with other settings would each
 * write theirs: the settings are the shop's, the same everywhere.
 */
export async function applyTierRules(db: Database, rules: readonly TierRule[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const rule of rules) {
      await tx
        .update(membershipTiers)
        .set({ minSpend: rule.minSpend, cashbackRate: rule.cashbackRate, freeDeliveryFrom: rule.freeDeliveryFrom })
        .where(eq(membershipTiers.code, rule.tier));
    }
  });
}
