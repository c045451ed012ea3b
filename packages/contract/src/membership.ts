import { MEMBERSHIP_TIERS } from '@talad/domain';
import { z } from 'zod';

/** The membership ladder (spec §3 membership) and where a member stands on it. */

const tier = z.enum(MEMBERSHIP_TIERS);

/** The rules a tier applies (its benefits list says them in words). */
const tierRules = {
  cashback_rate: z.number().int().describe('Cashback on a completed order, basis points of its total (100 = 1 %)'),
  free_delivery_from: z.number().int().describe('Order value in satang from which delivery is free for the tier (0 = always)'),
};

export const membershipTier = z.object({
  code: tier,
  name: z.string(),
  min_spend: z.number().int().describe('Spend of the last 12 months that reaches the tier, in satang'),
  benefits: z.array(z.string()),
  colour: z.string(),
  ...tierRules,
});
export type MembershipTierInfo = z.infer<typeof membershipTier>;

/** The highest tier a member's yearly spend reaches, and the road to the next. */
export const membershipProgress = z.object({
  tier,
  tier_name: z.string(),
  colour: z.string(),
  yearly_spend: z.number().int().describe('Spend of the last 12 months, satang'),
  next_tier: tier.nullable(),
  next_tier_name: z.string().nullable(),
  spend_to_next_tier: z.number().int().describe('Satang still to spend to reach next_tier; 0 at the top tier'),
  progress_percent: z.number().int().min(0).max(100),
});
export type MembershipProgress = z.infer<typeof membershipProgress>;

/** The progress with the benefits of the member's tier and of the next one (/account/member-ship). */
export const myBenefit = membershipProgress.extend({
  benefits: z.array(z.string()),
  next_tier_benefits: z.array(z.string()),
  ...tierRules,
});
export type MyBenefit = z.infer<typeof myBenefit>;
