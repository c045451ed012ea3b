import { membershipTier } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import { membershipLadder } from './service.ts';

export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/masters/membership',
    { schema: { tags: ['membership'], summary: 'Membership tiers, lowest first', response: { 200: envelopeOf(z.array(membershipTier)) } } },
    async (request) => ok(await membershipLadder(app.db, request.locale)),
  );
};
