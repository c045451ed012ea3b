import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortLinks } from '../../db/schema/index.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const shorten = (url: string) => call(shop.app, 'POST', '/url-shortener', { body: { url } });

describe('POST /url-shortener', () => {
  it('shortens a path of this shop to a 7-character base62 code', async () => {
    const response = await shorten('/product/PRD1001?ref=line');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.code).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(data).toEqual({
      code: data.code,
      short_url: `http://localhost:4000/s/${data.code}`,
      url: 'http://localhost:3000/product/PRD1001?ref=line',
    });
  });

  it('the same URL always gets the same code, whether written as a path or on the web origin', async () => {
    const first = (await shorten('/flash-sale')).json().data.code;
    const again = (await shorten('/flash-sale')).json().data.code;
    const absolute = (await shorten('http://localhost:3000/flash-sale')).json().data.code;
    expect(again).toBe(first);
    expect(absolute).toBe(first);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://localhost:3000.evil.example/x',
    'not a url',
  ])('refuses a URL outside the shop: %s', async (url) => {
    const response = await shorten(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ data: null, is_success: false, status_code: 10102 });
  });
});

describe('GET /s/:code', () => {
  it('redirects (302) to the shop URL without a signature and counts each visit', async () => {
    const { code } = (await shorten('/collection/summer?utm=share')).json().data;
    const first = await shop.app.inject({ method: 'GET', url: `/s/${code}` });
    await shop.app.inject({ method: 'GET', url: `/s/${code}` });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('http://localhost:3000/collection/summer?utm=share');
    const [link] = await shop.db.select().from(shortLinks).where(eq(shortLinks.code, code));
    expect(link?.hits).toBe(2);
    expect(link?.lastHitAt).toBeInstanceOf(Date);
  });

  it('an unknown code answers a 404 envelope', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/s/zzzzzzz', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, is_success: false, message: 'This short link does not exist', status_code: 10101 });
  });
});
