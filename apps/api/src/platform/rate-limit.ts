import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

/**
 * Per-IP limits. Counters live in Redis when REDIS_URL is set, so every instance shares them;
 * otherwise in this process's memory (fine for one instance).
 */
export async function registerRateLimit(app: FastifyInstance, options: { perMinute: number; redisUrl: string | undefined }) {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    max: options.perMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'talad-rate:' } : {}),
    // A Redis outage must not lock shoppers out.
    skipOnError: true,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}
