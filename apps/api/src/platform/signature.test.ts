import { SIGN_WINDOW_MS } from '@talad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedHeaders } from '../test-support/signed-headers.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const getMenu = (headers: Record<string, string>) => shop.app.inject({ method: 'GET', url: '/menu', headers });
const SIX_MINUTES = 6 * 60 * 1000;

describe('request signature (spec §7)', () => {
  it('a request without appId, sign and timestamp is refused with 10001', async () => {
    const response = await getMenu({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ data: null, is_success: false, status_code: 10001 });
  });

  it('a request missing only the sign is refused with 10001', async () => {
    const { sign: _sign, ...headers } = await signedHeaders('/menu');
    expect((await getMenu(headers)).json().status_code).toBe(10001);
  });

  it('a wrong sign is refused with 10002', async () => {
    const headers = await signedHeaders('/menu', { appKey: 'not-the-key' });
    const response = await getMenu(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json().status_code).toBe(10002);
  });

  it('a sign made for another path is refused with 10002', async () => {
    expect((await getMenu(await signedHeaders('/popups'))).json().status_code).toBe(10002);
  });

  it('an unknown appId is refused with 10002', async () => {
    expect((await getMenu(await signedHeaders('/menu', { appId: 'someone-else' }))).json().status_code).toBe(10002);
  });

  it('a timestamp six minutes old is refused with 10003', async () => {
    const response = await getMenu(await signedHeaders('/menu', { timestamp: Date.now() - SIX_MINUTES }));
    expect(response.statusCode).toBe(401);
    expect(response.json().status_code).toBe(10003);
  });

  it('a timestamp six minutes ahead is refused with 10003', async () => {
    expect((await getMenu(await signedHeaders('/menu', { timestamp: Date.now() + SIX_MINUTES }))).json().status_code).toBe(10003);
  });

  it('a timestamp just inside the five-minute window passes', async () => {
    const response = await getMenu(await signedHeaders('/menu', { timestamp: Date.now() - SIGN_WINDOW_MS + 5_000 }));
    expect(response.statusCode).toBe(200);
  });

  it('a correctly signed request passes, and the query string is not part of the signed path', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/seo?type=home', headers: await signedHeaders('/seo') });
    expect(response.statusCode).toBe(200);
    expect(response.json().is_success).toBe(true);
  });

  it('the refusal message follows Accept-Language', async () => {
    const english = await shop.app.inject({ method: 'GET', url: '/menu', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const thai = await shop.app.inject({ method: 'GET', url: '/menu' });
    expect(english.json().message).toBe('The request signature (appId, sign, timestamp) is missing');
    expect(thai.json().message).toBe('ไม่พบลายเซ็นของคำขอ');
  });
});

describe('platform header', () => {
  it('web and web_responsive are accepted', async () => {
    for (const platform of ['web', 'web_responsive']) {
      expect((await getMenu(await signedHeaders('/menu', { platform }))).statusCode).toBe(200);
    }
  });

  it('any other platform is refused with 400', async () => {
    const response = await getMenu(await signedHeaders('/menu', { platform: 'ios' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ is_success: false, status_code: 10008 });
  });
});
