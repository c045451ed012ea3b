import { API_AREAS } from '@talad/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { areaProblem, registerAreaCheck } from './api-areas.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ devOutboxHttp: true });
});
afterAll(() => shop.close());

type Operation = { security?: unknown };

describe('who calls each route: API_AREAS (issue #25 item 3, decision 0033)', () => {
  it('every route of the API is in an area of the table, the web app’s signed calls in the shopper’s areas', () => {
    const document = shop.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const areas = new Set(Object.keys(document.paths).map((path) => path.split('/')[1]));
    expect(areas.size).toBeGreaterThan(30);
    for (const area of areas) expect(Object.keys(API_AREAS)).toContain(area);
    // The server-to-server routes of the issue are not the shopper's.
    for (const area of ['bootstrap', 'payments', 'dev', 'health'] as const) expect(API_AREAS[area]).not.toBe('shopper');
  });

  it('refuses a route in an area no one listed, and an unsigned (server-to-server) route in a shopper’s area', () => {
    expect(areaProblem({ method: 'GET', url: '/wallet/balance', config: {} })).toMatch(/not in API_AREAS/);
    expect(areaProblem({ method: 'POST', url: '/orders/:id/refund', config: { signed: false } })).toMatch(/not signed/);
    expect(areaProblem({ method: 'POST', url: '/orders/:id/cancel', config: {} })).toBeNull();
    expect(areaProblem({ method: 'POST', url: '/bootstrap/owner', config: { signed: false } })).toBeNull();
    expect(areaProblem({ method: 'OPTIONS', url: '*', config: {} })).toBeNull();
  });

  it('stops the API as such a route is registered', async () => {
    const app = Fastify();
    registerAreaCheck(app);
    expect(() => app.get('/wallet/balance', async () => 'x')).toThrow(/API_AREAS/);
    app.get('/cart/count', async () => 'x');
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/cart/count' })).toBe(true);
    await app.close();
  });
});
