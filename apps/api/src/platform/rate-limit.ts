import { timingSafeEqual } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { RENDERER_KEY_HEADER } from '@talad/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/** The call comes from the web renderer (it carries the shared RENDERER_KEY): every shopper's page views at once. */
export function isRenderer(request: FastifyRequest, rendererKey: string | undefined): boolean {
  const given = request.headers[RENDERER_KEY_HEADER];
  if (!rendererKey || typeof given !== 'string') return false;
  const expected = Buffer.from(rendererKey);
  const offered = Buffer.from(given);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

/**
 * Per-IP limits. Counters live in Redis when REDIS_URL is set (the shared state's connection), so every instance shares them;
 * otherwise in this process's memory (fine for one instance). The web renderer's calls (with the shared
 * RENDERER_KEY) are not counted: they are every shopper's page views from one address.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; redis: Redis | undefined; rendererKey: string | undefined },
) {
  const { redis } = options;
  await app.register(rateLimit, {
    max: options.perMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'talad-rate:' } : {}),
    allowList: (request) => isRenderer(request, options.rendererKey),
    // A Redis outage must not lock shoppers out.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}
