import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieConsents } from '../../db/schema/index.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

describe('POST /users/cookie-consent', () => {
  it('stores every choice as history with customer, hashed IP and user agent', async () => {
    const guest = await loginAsGuest(shop.app);
    const first = await call(shop.app, 'POST', '/users/cookie-consent', {
      token: guest.access_token,
      body: { is_analytics_accepted: true, is_marketing_accepted: true, is_google_accepted: true },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone)' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({
      is_analytics_accepted: true,
      is_marketing_accepted: true,
      is_google_accepted: true,
      accepted_at: expect.any(String),
    });
    await call(shop.app, 'POST', '/users/cookie-consent', {
      token: guest.access_token,
      body: { is_analytics_accepted: false, is_marketing_accepted: false, is_google_accepted: true },
    });

    const history = await shop.db
      .select()
      .from(cookieConsents)
      .where(eq(cookieConsents.customerId, guest.user_id))
      .orderBy(cookieConsents.id);
    expect(history.map((row) => row.isAnalyticsAccepted)).toEqual([true, false]);
    expect(history[0]?.userAgent).toBe('Mozilla/5.0 (iPhone)');
    expect(history[0]?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(history[0]?.ipHash).not.toContain('127.0.0.1');
  });

  it('needs a session: without a token it answers 10004', async () => {
    const response = await call(shop.app, 'POST', '/users/cookie-consent', {
      body: { is_analytics_accepted: true, is_marketing_accepted: true, is_google_accepted: true },
    });
    expect(response.json().status_code).toBe(10004);
  });

  it('all three choices are required booleans; the 400 names the field', async () => {
    const guest = await loginAsGuest(shop.app);
    const response = await call(shop.app, 'POST', '/users/cookie-consent', {
      token: guest.access_token,
      body: { is_analytics_accepted: 'true', is_marketing_accepted: true },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((error: { field: string }) => error.field)
        .sort(),
    ).toEqual(['is_analytics_accepted', 'is_google_accepted']);
  });
});

describe('GET /masters/account-menu', () => {
  const keys = [
    'profile',
    'my-order',
    'my-review',
    'my-coupon',
    'cashback',
    'member-ship',
    'my-wish-list',
    'my-recently-view',
    'notification',
    'address',
    'address-tax-invoice',
    'my-card',
    'case-management',
    'privacy-setting',
    'content',
    'promotion',
    'change-password',
    'delete-account',
  ];

  it('answers the account pages in order, labelled in Thai', async () => {
    const { data } = (await call(shop.app, 'GET', '/masters/account-menu')).json();
    expect(data.map((item: { key: string }) => item.key)).toEqual(keys);
    expect(data[0]).toEqual({ key: 'profile', path: '/account', icon: 'user', label: 'ข้อมูลส่วนตัว', position: 1 });
    expect(data[1]).toMatchObject({ path: '/account/my-order', label: 'คำสั่งซื้อของฉัน' });
  });

  it('answers English labels for Accept-Language: en', async () => {
    const { data } = (await call(shop.app, 'GET', '/masters/account-menu', { language: 'en' })).json();
    expect(data.at(-1)).toMatchObject({ key: 'delete-account', path: '/account/delete-account', label: 'Delete account' });
  });
});
