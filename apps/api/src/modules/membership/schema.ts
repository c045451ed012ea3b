import { MEMBERSHIP_TIERS } from '@talad/domain';
import { z } from 'zod';

export const membershipTier = z.object({
  code: z.enum(MEMBERSHIP_TIERS),
  name: z.string(),
  min_spend: z.number().int().describe('Yearly spend that reaches the tier, in satang'),
  benefits: z.array(z.string()),
  colour: z.string(),
});
