import { health } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pingDatabase } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { signed: false, rateLimit: false }, schema: { tags: ['health'], summary: 'Liveness and database reachability', response: { 200: envelopeOf(health) } } },
    async () => {
      if (!(await pingDatabase(app.db))) throw new AppError('SERVICE_UNAVAILABLE');
      return ok({ status: 'ok' as const, database: 'ok' as const });
    },
  );
};
