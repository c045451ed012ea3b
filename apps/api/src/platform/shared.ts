import { randomUUID } from 'node:crypto';
import { ANNOUNCEMENTS_CHANNEL, announcementOf, announcementText } from '@talad/domain';
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

export function sharedState(redisUrl: string | undefined, now: () => number = Date.now): SharedState {
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
  const listening = subscriber.subscribe(ANNOUNCEMENTS_CHANNEL).then(
    () => {},
    () => {},
  );
  return {
    redis,
    listening,
    announce(topic) {
      redis.publish(ANNOUNCEMENTS_CHANNEL, announcementText({ from: self, topic })).catch(() => {});
    },
    onAnnouncement(topic, listener) {
      listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
    },
    async claimOnce(key, ttlSeconds) {
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
