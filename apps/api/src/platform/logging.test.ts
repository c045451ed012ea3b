import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../test-support/test-app.ts';
import { loggableUrl } from './logger.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('logs', () => {
  it('never contain access or refresh tokens, whichever way they travel', async () => {
    const session = await loginAsGuest(shop.app);
    const renewed = (await call(shop.app, 'POST', '/auth/refresh-token', { body: { token: session.refresh_token } })).json().data;
    await call(shop.app, 'POST', '/users/cookie-consent', {
      token: renewed.access_token,
      body: { is_analytics_accepted: false, is_marketing_accepted: false, is_google_accepted: false },
    });
    await call(shop.app, 'GET', `/seo?type=home&token=${renewed.refresh_token}&access_token=${renewed.access_token}`);
    // A bad JSON body holding a token is logged as refused, without the body.
    await call(shop.app, 'POST', '/auth/refresh-token', {
      body: `{"token":"${renewed.refresh_token}"`,
      headers: { 'content-type': 'application/json' },
    });

    const log = shop.logLines.join('\n');
    expect(shop.logLines.length).toBeGreaterThan(5);
    for (const secret of [session.access_token, session.refresh_token, renewed.access_token, renewed.refresh_token]) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('/seo?type=[REDACTED]&token=[REDACTED]&access_token=[REDACTED]');
  });

  it('each request line has method, url and request id only', async () => {
    await shop.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'log-shape-1', authorization: 'Bearer secret-value' },
    });
    const incoming = shop.logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.reqId === 'log-shape-1' && entry.msg === 'incoming request');
    expect(incoming.req).toEqual({ id: 'log-shape-1', method: 'GET', url: '/health' });
    expect(shop.logLines.join('\n')).not.toContain('secret-value');
  });

  it('query values are blanked in logged URLs, whatever their name (personal data stays out of logs)', () => {
    expect(loggableUrl('/x?otp=123456&page=2&password=hunter2&CVV=123')).toBe(
      '/x?otp=[REDACTED]&page=[REDACTED]&password=[REDACTED]&CVV=[REDACTED]',
    );
    expect(loggableUrl('/dev/outbox?to=0812345678')).toBe('/dev/outbox?to=[REDACTED]');
    expect(loggableUrl('/search?search=%E0%B8%AA%E0%B8%A1%E0%B8%8A%E0%B8%B2%E0%B8%A2&flag')).toBe('/search?search=[REDACTED]&flag');
    expect(loggableUrl('/products/abc')).toBe('/products/abc');
  });
});
