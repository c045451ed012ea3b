import { catalogueGeneration, health, readiness, type Health } from '@talad/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { databaseState } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { envelopeOf, ok } from '../../platform/envelope.ts';
import type { JobRunnerState } from '../../platform/jobs.ts';

export interface HealthOptions {
  /** This instance's job runner, when it runs one (main.ts); tests and web-only instances run none. */
  jobs?: () => JobRunnerState;
  /** True once the instance is shutting down: it finishes what it has but should be sent nothing new. */
  draining?: () => boolean;
}

const unsigned = { signed: false, rateLimit: false };

export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      config: unsigned,
      schema: {
        tags: ['health'],
        summary: 'Liveness: whether the database takes writes and the job runner polls on time',
        response: { 200: envelopeOf(health) },
      },
    },
    async () => {
      const database = await databaseState(app.db);
      if (database === 'down') throw new AppError('SERVICE_UNAVAILABLE');
      const jobs = options.jobs?.() ?? 'off';
      const report: Health = { status: database === 'writable' && jobs !== 'stalled' ? 'ok' : 'degraded', database, jobs };
      return ok(report);
    },
  );

  app.get(
    '/health/ready',
    {
      config: unsigned,
      schema: {
        tags: ['health'],
        summary:
          'Readiness for a load balancer: 200 while this instance can take shoppers (database writable, not shutting down), else 503',
        response: { 200: envelopeOf(readiness) },
      },
    },
    async () => {
      if (options.draining?.() || (await databaseState(app.db)) !== 'writable') throw new AppError('SERVICE_UNAVAILABLE');
      return ok({ ready: true as const });
    },
  );

  // Asked every 2 s by each web process without Redis: answered from memory, no database read (decision 0056).
  app.get(
    '/health/catalogue',
    {
      config: unsigned,
      schema: {
        tags: ['health'],
        summary:
          'The catalogue change generation: when this instance last emptied its catalogue and content caches (ms), for page caches without Redis',
        response: { 200: envelopeOf(catalogueGeneration) },
      },
    },
    async () => ok({ generation: app.catalogueCaches.generation }),
  );
};
