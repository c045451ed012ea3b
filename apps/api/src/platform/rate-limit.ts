import { timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import { RENDERER_KEY_HEADER } from '@talad/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import type { SharedState } from './shared.ts';

/** The call comes from the web renderer (it carries the shared RENDERER_KEY): every shopper's page views at once. */
export function isRenderer(request: FastifyRequest, rendererKey: string | undefined): boolean {
  const given = request.headers[RENDERER_KEY_HEADER];
  if (!rendererKey || typeof given !== 'string') return false;
  const expected = Buffer.from(rendererKey);
  const offered = Buffer.from(given);
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}

type StoreOf = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => FastifyRateLimitStore;
// The plugin's own two stores (not in its typings), one for Redis and one in memory, which the store below switches between.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreOf;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreOf;

/** Counts in Redis while it answers, else in this process's memory (a count Redis fails to take is taken there). */
function sharedOrLocal(shared: FastifyRateLimitStore, local: FastifyRateLimitStore, sharing: () => boolean): FastifyRateLimitStore {
  return {
    incr(key, callback, timeWindow, max) {
      if (!sharing()) return local.incr(key, callback, timeWindow, max);
      shared.incr(key, (error, result) => (error ? local.incr(key, callback, timeWindow, max) : callback(null, result)), timeWindow, max);
    },
    child: (routeOptions) => sharedOrLocal(shared.child(routeOptions), local.child(routeOptions), sharing),
  };
}

/**
 * Per-IP limits. Counters live in Redis when REDIS_URL is set (the shared state's connection), so every instance shares them,
 * and in this process's memory while Redis is away or when it is not set (fine for one instance). The web renderer's calls (with the shared
 * RENDERER_KEY) are not counted: they are every shopper's page views from one address.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { perMinute: number; shared: Pick<SharedState, 'redis' | 'sharing'>; rendererKey: string | undefined },
) {
  const { redis, sharing } = options.shared;
  // A constructor function that answers the store (the plugin calls `new store(its options)`); this shop's limits
  // neither continue exceeding nor back off, as the plugin's defaults.
  function store() {
    return sharedOrLocal(new RedisStore(false, false, redis, 'talad-rate:'), new LocalStore(false, false), sharing);
  }
  await app.register(rateLimit, {
    max: options.perMinute,
    timeWindow: '1 minute',
    ...(redis ? { store: store as unknown as new (settings: FastifyRateLimitOptions) => FastifyRateLimitStore } : {}),
    allowList: (request) => isRenderer(request, options.rendererKey),
    // A store that fails must not lock shoppers out (a Redis outage is counted in memory, above).
    skipOnError: true,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}
