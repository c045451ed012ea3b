import { Redis } from 'ioredis';

/**
 * The renderer's own per-IP limit (server.mjs): a token bucket per address, `perMinute` deep and refilled evenly. In
 * Redis with REDIS_URL, so that every web process and every web server behind a balancer counts one address together;
 * in this process's memory without it, and while Redis is away (decision 0035: an outage neither lifts the limit nor
 * fails a page).
 */

/** A bucket's take: the tokens left after it, or (when none was there) minus the tokens still missing for one. */
export type TakeToken = (address: string, now: number) => Promise<number>;

/** The web server's connections to Redis (the limit's and the page cache's subscriber): a command waits one retry at most. */
export function redisConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
}

export function tokensInMemory(perMinute: number): TakeToken {
  const perMs = perMinute / 60_000;
  /** address → tokens left at `at` (ms) */
  const buckets = new Map<string, { tokens: number; at: number }>();
  const tokensAt = (bucket: { tokens: number; at: number }, now: number) => Math.min(perMinute, bucket.tokens + (now - bucket.at) * perMs);
  // A bucket that has filled up again is the same as none: forget it, so that memory follows the active addresses.
  setInterval(() => {
    const now = Date.now();
    for (const [address, bucket] of buckets) if (tokensAt(bucket, now) >= perMinute) buckets.delete(address);
  }, 60_000).unref();
  return async (address, now) => {
    const known = buckets.get(address);
    const tokens = known ? tokensAt(known, now) : perMinute;
    if (tokens < 1) return tokens - 1;
    buckets.set(address, { tokens: tokens - 1, at: now });
    return tokens - 1;
  };
}

/** The same bucket in Redis, taken atomically by one script; a bucket expires once it would have filled up again. */
const TAKE_SCRIPT = `
  local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'at')
  local capacity, perMs, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
  local tokens = math.min(capacity, (tonumber(bucket[1]) or capacity) + (now - (tonumber(bucket[2]) or now)) * perMs)
  if tokens < 1 then return tostring(tokens - 1) end
  redis.call('HSET', KEYS[1], 'tokens', tostring(tokens - 1), 'at', tostring(now))
  redis.call('PEXPIRE', KEYS[1], math.ceil(capacity / perMs))
  return tostring(tokens - 1)`;

export const RATE_KEY_PREFIX = 'talad-web-rate:';

/**
 * Taken in Redis while its connection is ready, else (and when a take fails) in this process's memory: counted by
 * each process alone during an outage, shared again as soon as ioredis has reconnected by itself.
 */
export function tokensInRedisOrMemory(redis: Redis, perMinute: number): TakeToken {
  const perMs = perMinute / 60_000;
  const inMemory = tokensInMemory(perMinute);
  redis.defineCommand('takePageToken', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  const shared = redis as Redis & { takePageToken(key: string, ...args: number[]): Promise<string> };
  return async (address, now) => {
    if (redis.status !== 'ready') return inMemory(address, now);
    try {
      return Number(await shared.takePageToken(`${RATE_KEY_PREFIX}${address}`, perMinute, perMs, now));
    } catch {
      return inMemory(address, now);
    }
  };
}

export const REDIS_LOST =
  'Redis unreachable: page limits are counted by this web process alone and catalogue changes are not heard until it is back';
export const REDIS_BACK =
  'Redis reachable again: page limits are shared again and the kept pages are dropped (changes may have been missed)';

/**
 * Says once that Redis is lost (not once per page or per attempt to reconnect) and once that it is back. The kept pages
 * are dropped by their subscriber when it is ready again (dropPagesOnCatalogueChange).
 */
export function watchRedis(redis: Redis, warn: (line: string) => void): void {
  let lost = false;
  // Without a listener, ioredis prints every failed attempt to reconnect.
  redis.on('error', () => undefined);
  redis.on('close', () => {
    if (lost) return;
    lost = true;
    warn(REDIS_LOST);
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    warn(REDIS_BACK);
  });
}
