import { membershipTier, myBenefit } from '@talad/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customers } from '../../db/schema/index.ts';
import { guardedCustomer, requireUser } from '../../platform/auth-guard.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { memberBenefit, membershipLadder, type MembershipTerms } from './progress.ts';

export interface MembershipRouteOptions {
  terms: MembershipTerms;
}

export const membershipRoutes: FastifyPluginAsyncZod<MembershipRouteOptions> = async (app, { terms }) => {
  app.get(
    '/masters/membership',
    { schema: { tags: ['membership'], summary: 'Membership tiers, lowest first', response: { 200: envelopeOf(z.array(membershipTier)) } } },
    async (request) => ok(await membershipLadder(app.db, request.locale, terms)),
  );

  app.get(
    '/users/me/my-benefit',
    {
      preHandler: requireUser,
      schema: {
        tags: ['membership'],
        security: [{ bearer: [] }],
        summary: "The member's tier by their spend of the last 12 months, the road to the next tier, and what each gives",
        response: { 200: envelopeOf(myBenefit) },
      },
    },
    async (request) => {
      const customerId = guardedCustomer(request).id;
      const [member] = await app.db.select({ yearlySpend: customers.yearlySpend }).from(customers).where(eq(customers.id, customerId));
      return ok(await memberBenefit(app.db, request.locale, member?.yearlySpend ?? 0, terms));
    },
  );
};
