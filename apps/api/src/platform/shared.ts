import { randomUUID } from 'node:crypto';
import { ANNOUNCEMENTS_CHANNEL, announcementOf, announcementText } from '@talad/domain';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * What the API processes of one shop share (decision 0022): with REDIS_URL, through Redis; without, this process is
 * the whole shop and memory is enough. Rate-limit counters use the same Redis connection (platform/rate-limit.ts).
 */
export interface SharedState {
  /** The Redis connection, or none: one process. */
  redis: Redis | undefined;
  /**
   * Tells every other process that something changed (`topic`): their listeners run, this process's do not (it
   * acted on the change itself). Fire and forget: a lost announcement costs what the listener's cache TTL allows.
   */
  announce(topic: string): void;
  onAnnouncement(topic: string, listener: () => void): void;
  /** Whether Redis answers now: while it does not, limits and claims are this process's alone. */
  sharing(): boolean;
  /** Settles once this process hears announcements (at once without Redis); never waited on by requests. */
  listening: Promise<void>;
  /** True for the first claim of `key` among all processes within `ttlSeconds` (SET NX EX); memory without Redis. */
  claimOnce(key: string, ttlSeconds: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Keys claimed in memory at once (a day's searchers × words); past it the oldest are forgotten. */
const MEMORY_CLAIMS = 100_000;

function memoryClaims(now: () => number) {
  const claimed = new Map<string, number>();
  return (key: string, ttlSeconds: number): boolean => {
    const until = claimed.get(key);
    if (until !== undefined && until > now()) return false;
    claimed.delete(key);
    claimed.set(key, now() + ttlSeconds * 1000);
    // A Map keeps insertion order: the oldest claim goes first.
    if (claimed.size > MEMORY_CLAIMS) claimed.delete(claimed.keys().next().value as string);
    return true;
  };
}

/**
 * Redis lost: limits and claims fall back to this process's memory, and announcements are neither sent nor heard, so
 * a warning says so once. Redis back: every listener runs once, as if every topic had been announced (caches are
 * emptied of what other processes may have changed meanwhile), and that is said too. ioredis reconnects by itself.
 */
function watchOutages(redis: Redis, subscriber: Redis, log: FastifyBaseLogger | undefined, heardEverything: () => void) {
  let lost = false;
  redis.on('error', () => {});
  subscriber.on('error', () => {});
  redis.on('close', () => {
    if (lost) return;
    lost = true;
    log?.warn('Redis unreachable: rate limits are counted by this process alone and catalogue changes are not shared until it is back');
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    log?.warn('Redis reachable again: rate limits and catalogue changes are shared again');
  });
  let subscribed = false;
  subscriber.on('ready', () => {
    // The first connection subscribes; a later one resubscribes after an outage, whose announcements were missed.
    if (subscribed) heardEverything();
    subscribed = true;
  });
}

export function sharedState(redisUrl: string | undefined, log?: FastifyBaseLogger, now: () => number = Date.now): SharedState {
  const listeners = new Map<string, (() => void)[]>();
  const heard = (topic: string) => {
    for (const listener of listeners.get(topic) ?? []) listener();
  };
  const claimInMemory = memoryClaims(now);
  if (!redisUrl) {
    return {
      redis: undefined,
      announce: () => {},
      onAnnouncement: (topic, listener) => void listeners.set(topic, [...(listeners.get(topic) ?? []), listener]),
      sharing: () => false,
      listening: Promise.resolve(),
      claimOnce: async (key, ttlSeconds) => claimInMemory(key, ttlSeconds),
      close: async () => {},
    };
  }
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2000 };
  const redis = new Redis(redisUrl, options);
  // A subscribed connection can do nothing else: announcements get their own. Subscribing is not waited for, so a
  // Redis outage never holds the API's start; until it is back, caches fall back on their TTLs.
  const subscriber = new Redis(redisUrl, options);
  const self = randomUUID();
  subscriber.on('message', (_channel: string, message: string) => {
    const announcement = announcementOf(message);
    if (announcement && announcement.from !== self) heard(announcement.topic);
  });
  watchOutages(redis, subscriber, log, () => {
    for (const topic of listeners.keys()) heard(topic);
  });
  const sharing = () => redis.status === 'ready';
  const listening = subscriber.subscribe(ANNOUNCEMENTS_CHANNEL).then(
    () => {},
    () => {},
  );
  return {
    redis,
    sharing,
    listening,
    announce(topic) {
      redis.publish(ANNOUNCEMENTS_CHANNEL, announcementText({ from: self, topic })).catch(() => {});
    },
    onAnnouncement(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    async claimOnce(key, ttlSeconds) {
      // Not waited for while Redis is away: its queued commands would hold the request until a reconnection fails.
      if (!sharing()) return claimInMemory(key, ttlSeconds);
      try {
        return (await redis.set(`talad:once:${key}`, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
      } catch {
        // Redis away: this process's memory still keeps one process from counting twice.
        return claimInMemory(key, ttlSeconds);
      }
    },
    async close() {
      await Promise.all([redis.quit().catch(() => {}), subscriber.quit().catch(() => {})]);
    },
  };
}
