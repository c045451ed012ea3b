import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcpProxy, type TcpProxy } from '../../../api/src/test-support/tcp-proxy.ts';
import { dropPagesOnCatalogueChange, PageCache, type KeptPage } from './page-cache.server.ts';
import {
  RATE_KEY_PREFIX,
  REDIS_BACK,
  REDIS_LOST,
  redisConnection,
  tokensInMemory,
  tokensInRedisOrMemory,
  watchRedis,
} from './page-limit.server.ts';

const LIMIT = 5;

describe('the per-IP page limit in memory', () => {
  it('lets an address take LIMIT pages at once, then says how long until the next, and counts each address apart', async () => {
    const take = tokensInMemory(LIMIT);
    const now = 1_000_000;
    for (let page = 0; page < LIMIT; page++) expect(await take('a', now)).toBeGreaterThanOrEqual(0);
    expect(await take('a', now)).toBeLessThan(0);
    expect(await take('b', now)).toBe(LIMIT - 1);
    // A token back every 60 s / LIMIT.
    expect(await take('a', now + 60_000 / LIMIT)).toBe(0);
  });
});

const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

/**
 * Redis lost and back under the web server (issue #25 item 7), through a TCP proxy the test cuts (the machine's Redis
 * serves others' tests too and is never touched): the limit's connection and the page cache's subscriber as server.mjs
 * makes them.
 */
describe('the web server with Redis lost and back', () => {
  let proxy: TcpProxy;
  let redis: Redis;
  let connection: Redis;
  let subscriber: Redis;
  beforeAll(async () => {
    proxy = await tcpProxy({ host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) });
    redis = new Redis(REDIS_URL.toString());
    connection = redisConnection(`redis://127.0.0.1:${proxy.port}`);
    subscriber = redisConnection(`redis://127.0.0.1:${proxy.port}`);
  });
  afterAll(async () => {
    connection?.disconnect();
    subscriber?.disconnect();
    redis?.disconnect();
    await proxy?.close();
  });

  it('counts pages per process with one warning while Redis is away, never failing one, and shares again and drops the kept pages once when it is back', async () => {
    const warnings: string[] = [];
    watchRedis(connection, (line) => warnings.push(line));
    const take = tokensInRedisOrMemory(connection, LIMIT);
    const cache = new PageCache({ freshMs: 60_000, staleMs: 60_000, maxBytes: 1_000_000, maxRevalidations: 1 });
    let drops = 0;
    dropPagesOnCatalogueChange(subscriber, () => (drops++, cache.clear()));
    const page: KeptPage = {
      status: 200,
      headers: [],
      parts: [Buffer.from('home')],
      deflated: null,
      bytes: 4,
      renderedAt: Date.now(),
      shareable: true,
    };
    const address = () => `192.0.2.${randomUUID()}`;
    const inRedis = (from: string) => redis.exists(`${RATE_KEY_PREFIX}${from}`);

    await expect.poll(() => connection.status === 'ready' && subscriber.status === 'ready', { timeout: 10_000 }).toBe(true);
    const before = address();
    expect(await take(before, Date.now())).toBe(LIMIT - 1);
    expect(await inRedis(before)).toBe(1);
    await cache.render('home', async () => page);

    proxy.cut();
    // Every take answers while the connection goes: none waits on Redis, none fails.
    await expect.poll(() => warnings).toEqual([REDIS_LOST]);
    const during = address();
    for (let call = 0; call < LIMIT; call++) expect(await take(during, Date.now())).toBeGreaterThanOrEqual(0);
    expect(await take(during, Date.now())).toBeLessThan(0);
    expect(await take(during, Date.now())).toBeLessThan(0);
    expect(warnings).toEqual([REDIS_LOST]);
    expect(cache.size).toBe(1);

    proxy.restore();
    // ioredis reconnects by itself (within 2 s of attempts).
    await expect.poll(() => warnings, { timeout: 10_000 }).toEqual([REDIS_LOST, REDIS_BACK]);
    await expect.poll(() => drops, { timeout: 10_000 }).toBe(1);
    expect(cache.size).toBe(0);
    const after = address();
    await expect.poll(async () => (await take(after, Date.now()), inRedis(after)), { timeout: 10_000 }).toBe(1);
    expect(await inRedis(during)).toBe(0);
    expect(drops).toBe(1);
  }, 30_000);
});
