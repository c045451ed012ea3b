import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession } from '../test-support/staff.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../test-support/test-app.ts';
import { isDataError, loggableError } from './database-errors.ts';
import { CONTROL_IN_LINE, CONTROL_IN_TEXT, controlCharacterAt, refusedText } from './input-guard.ts';

let shop: TestApp;
let owner: { authorization: string };
beforeAll(async () => {
  // The walks below call every route from one address (over 300 routes, twice): a per-address limit above them.
  shop = await buildTestApp({ rateLimitPerMinute: 10_000 });
  owner = await staffSession(shop.app, 'owner', { secondFactor: true });
});
afterAll(() => shop.close());

type Operation = { parameters?: Array<{ in: string; name: string }> };

/** Every route of the OpenAPI document, its path parameters filled with `value`. */
function everyRoute(value: string): Array<{ method: string; url: string }> {
  const document = shop.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, value) })),
  );
}

/**
 * The back office and the owner bootstrap answer 401 before anything else to a caller without a staff member's
 * session or the bootstrap key: the probe carries them there (an owner with the second factor may call every admin route).
 */
const asStaffWhereNeeded = (url: string) =>
  url.startsWith('/bootstrap/')
    ? { headers: { 'x-owner-bootstrap-key': shop.config.ownerBootstrapKey } }
    : url.startsWith('/admin/')
      ? { headers: owner }
      : {};

describe('control characters in any input', () => {
  it('a NUL byte in any path parameter of any route is a 400 with its own code, never a 500', async () => {
    const routes = everyRoute('a%00b').filter(({ url }) => url.includes('%00'));
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, url } of routes) {
      const response = await call(shop.app, method as 'GET', url, asStaffWhereNeeded(url));
      expect({ url, status: response.statusCode, code: response.json().status_code }).toEqual({ url, status: 400, code: 10009 });
    }
  });

  it('a NUL byte in the query of any route is a 400', async () => {
    for (const { method, url } of everyRoute('x')) {
      const response = await call(shop.app, method as 'GET', `${url}?search=a%00b&page=1`, asStaffWhereNeeded(url));
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
  });

  it('a control character in a body field is refused and named, in Thai and English', async () => {
    const login = await call(shop.app, 'POST', '/auth/login', { body: { username: 'som\u0000chai', password: 'x' }, language: 'en' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ is_success: false, status_code: 10009, errors: [{ field: 'body.username' }] });
    expect(login.json().message).toContain('control characters');
    const thai = await call(shop.app, 'POST', '/auth/login', { body: { username: 'a\u001bb', password: 'x' } });
    expect(thai.json().message).toBe('ข้อความมีอักขระควบคุมที่ไม่อนุญาต');
  });

  it('a member address holding a NUL is refused before it reaches the database, and nothing is written', async () => {
    const guest = await loginAsGuest(shop.app);
    const response = await call(shop.app, 'POST', '/addresses', {
      token: guest.access_token,
      body: { firstname: 'สม\u0000ชาย', nested: [{ note: '\u0000' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_code).toBe(10009);
    expect(shop.logLines.join('\n')).not.toContain('unhandled error');
  });

  it('refuses C1 controls and direction overrides in any input, each with its own words in Thai and English (issue #25 item 4)', async () => {
    const c1 = await call(shop.app, 'POST', '/auth/login', { body: { username: 'a\u0085b', password: 'x' }, language: 'en' });
    expect(c1.statusCode).toBe(400);
    expect(c1.json()).toMatchObject({ status_code: 10009, errors: [{ field: 'body.username' }] });
    const override = await call(shop.app, 'POST', '/auth/login', { body: { username: 'x', password: 'ab\u202ecd' } });
    expect(override.statusCode).toBe(400);
    expect(override.json()).toMatchObject({
      is_success: false,
      status_code: 10010,
      message: 'ข้อความมีอักขระกลับทิศทางข้อความ (U+202A–U+202E, U+2066–U+2069) ที่ไม่อนุญาต',
      errors: [{ field: 'body.password' }],
    });
    const search = await call(shop.app, 'GET', `/search?keyword=${encodeURIComponent('รองเท้า\u2066')}`, { language: 'en' });
    expect(search.json()).toMatchObject({ status_code: 10010, message: expect.stringContaining('direction overrides') });
  });

  it('takes Thai with its marks, emoji, other scripts and the direction marks as they are', () => {
    const text = { name: 'ศักดิ์สิทธิ์ น้ำปั๊ม', note: '📦 👨‍👩‍👧 Café שלום \u200e(ok)\u200f', lines: 'ซอย 5\r\nถนนสุขุมวิท\tแขวง' };
    expect(refusedText(text, 'body', 'text')).toBeNull();
    expect(refusedText({ name: 'x', nested: ['\u202d'] }, 'body', 'text')?.errorName).toBe('TEXT_DIRECTION_OVERRIDE');
    expect(refusedText({ name: '\u202d', other: '\u0000' }, 'body', 'text')?.errorName).toBe('TEXT_CONTROL_CHARACTER');
  });

  it('lets line breaks and tabs through in body text, but not in a URL', () => {
    expect(controlCharacterAt({ address: 'ซอย 5\r\nถนนสุขุมวิท\tแขวง' }, 'body', CONTROL_IN_TEXT)).toBeNull();
    expect(controlCharacterAt({ keys: { ['a\u0000']: 1 } }, 'body', CONTROL_IN_TEXT)).toBe('body.keys.a?');
    expect(controlCharacterAt('a\nb', 'query', CONTROL_IN_LINE)).toBe('query');
    expect(controlCharacterAt(['ok', ['deep\u007f']], 'query', CONTROL_IN_LINE)).toBe('query.1.0');
  });
});

describe('database errors', () => {
  const failed = new DrizzleQueryError(
    'select * from customers where phone = $1',
    ['0812345678'],
    Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', detail: 'Key (phone)=(0812345678)' }),
  );

  it("a data exception (SQLSTATE class 22) is the input's fault: answered 400", () => {
    expect(isDataError(failed)).toBe(true);
    expect(isDataError(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(false);
  });

  it('is logged without the query parameters or the row detail', () => {
    const logged = JSON.stringify(loggableError(failed));
    expect(logged).not.toContain('0812345678');
    expect(logged).toContain('select * from customers');
    expect(logged).toContain('22021');
  });
});
