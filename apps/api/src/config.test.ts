import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const env = (vars: Record<string, string> = {}) => loadConfig({ JWT_SECRET: 'test-secret-that-is-at-least-32-characters', ...vars });

describe('production defaults (decision 0016)', () => {
  it('listens on loopback only and keeps the outbox off HTTP unless told otherwise', () => {
    const config = env();
    expect(config.host).toBe('localhost');
    expect(config.devOutboxHttp).toBe(false);
    expect(config.trustProxy).toBe(false);
    expect(env({ DEV_OUTBOX: 'http' }).devOutboxHttp).toBe(true);
  });

  it('refuses to serve the outbox over HTTP in production', () => {
    expect(() => env({ DEV_OUTBOX: 'http', NODE_ENV: 'production' })).toThrow(/DEV_OUTBOX=http/);
  });
});

describe('API_PROCESSES (decision 0022)', () => {
  it('runs one process by default, several only on a PostgreSQL server', () => {
    expect(env().processes).toBe(1);
    expect(env({ API_PROCESSES: '4', DATABASE_URL: 'postgres://shop@db/talad' }).processes).toBe(4);
    expect(() => env({ API_PROCESSES: '2' })).toThrow(/API_PROCESSES above 1 needs DATABASE_URL/);
  });
});

describe('SEED_PRODUCTS', () => {
  it('seeds 2,000 products by default, from 50 up to 100,000 when asked, and up to 1,000,000 on PostgreSQL', () => {
    const server = { DATABASE_URL: 'postgres://shop@db/talad' };
    expect(env().seedProducts).toBe(2000);
    expect(env({ SEED_PRODUCTS: '100000' }).seedProducts).toBe(100_000);
    expect(() => env({ SEED_PRODUCTS: '100001' })).toThrow(/SEED_PRODUCTS above 100,000 needs DATABASE_URL/);
    expect(env({ ...server, SEED_PRODUCTS: '1000000' }).seedProducts).toBe(1_000_000);
    expect(() => env({ ...server, SEED_PRODUCTS: '1000001' })).toThrow(/SEED_PRODUCTS/);
    expect(() => env({ SEED_PRODUCTS: '49' })).toThrow(/SEED_PRODUCTS/);
  });
});

describe('WEB_ORIGIN (issue #25 item 2)', () => {
  it('takes the shop’s origins as browsers send them, and refuses an empty list, a path or a bare host name', () => {
    expect(env({ WEB_ORIGIN: 'https://talad.example, https://trueselect.example/' }).webOrigins).toEqual([
      'https://talad.example',
      'https://trueselect.example',
    ]);
    for (const wrong of ['', ' , ', 'https://talad.example/th', 'talad.example', 'https://talad.example:443'])
      expect(() => env({ WEB_ORIGIN: wrong }), wrong).toThrow(/WEB_ORIGIN/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes the addresses of the proxies, and refuses "true" and hop counts', () => {
    expect(env({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,loopback' }).trustProxy).toEqual(['10.0.0.5', '192.168.0.0/16', 'loopback']);
    expect(env({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => env({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY takes the addresses/);
    expect(() => env({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY takes the addresses/);
  });

  it('believes X-Forwarded-For only as far as the listed proxies: a client cannot write its own address', async () => {
    const app = Fastify({ trustProxy: env({ TRUST_PROXY: '10.0.0.5' }).trustProxy });
    app.get('/ip', async (request) => request.ip);
    const ipOf = async (remoteAddress: string, forwardedFor: string) =>
      (await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } })).body;
    // Through the proxy: the address the proxy saw, not the left-most one the client wrote.
    expect(await ipOf('10.0.0.5', '6.6.6.6, 198.51.100.7')).toBe('198.51.100.7');
    // Straight to the API: the header is ignored.
    expect(await ipOf('198.51.100.7', '6.6.6.6')).toBe('198.51.100.7');
    await app.close();
  });
});

describe('FFMPEG_PATH / FFPROBE_PATH (review videos)', () => {
  it('default to the binaries npm install brought, and name another build when set', () => {
    const platform = `${process.platform}-${process.arch}`;
    expect(env().videoTools).toEqual({
      ffmpeg: expect.stringContaining(`node_modules/@ffmpeg-installer/${platform}/ffmpeg`),
      ffprobe: expect.stringContaining(`node_modules/@ffprobe-installer/${platform}/ffprobe`),
    });
    expect(env({ FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg', FFPROBE_PATH: '/opt/ffmpeg/bin/ffprobe' }).videoTools).toEqual({
      ffmpeg: '/opt/ffmpeg/bin/ffmpeg',
      ffprobe: '/opt/ffmpeg/bin/ffprobe',
    });
  });
});
