import { RENDERER_KEY_HEADER } from '@talad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestApp } from '../test-support/test-app.ts';

const RENDERER_KEY = 'renderer-key-for-the-tests-0123456789';
const LIMIT = 3;
let shop: TestApp;

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: LIMIT, rendererKey: RENDERER_KEY });
});
afterAll(async () => shop.close());

describe('per-IP rate limit and the web renderer (RENDERER_KEY)', () => {
  it('limits a shopper’s address, but not the renderer’s calls, which carry every shopper’s page views', async () => {
    const shopper = '203.0.113.10';
    for (let attempt = 0; attempt < LIMIT; attempt++)
      expect((await call(shop.app, 'GET', '/menu', { remoteAddress: shopper })).statusCode).toBe(200);
    expect((await call(shop.app, 'GET', '/menu', { remoteAddress: shopper })).statusCode).toBe(429);

    const renderer = '203.0.113.20';
    for (let attempt = 0; attempt < LIMIT * 3; attempt++) {
      const answer = await call(shop.app, 'GET', '/menu', { remoteAddress: renderer, headers: { [RENDERER_KEY_HEADER]: RENDERER_KEY } });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('counts a call with a wrong key like any other', async () => {
    const guesser = '203.0.113.30';
    const wrong = { remoteAddress: guesser, headers: { [RENDERER_KEY_HEADER]: `${RENDERER_KEY.slice(0, -1)}x` } };
    for (let attempt = 0; attempt < LIMIT; attempt++) expect((await call(shop.app, 'GET', '/menu', wrong)).statusCode).toBe(200);
    const refused = await call(shop.app, 'GET', '/menu', wrong);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ is_success: false, status_code: 429 });
  });
});
