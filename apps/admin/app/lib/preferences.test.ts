import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, preferenceCookie, preferencesOf, THEME_COOKIE } from './preferences.ts';

const withCookies = (cookie: string) => new Request('http://shop.test/admin', { headers: { cookie } });

describe('the staff member’s language and theme are their own choice, kept in this browser', () => {
  it('Thai and the device’s theme until they choose', () => {
    expect(preferencesOf(new Request('http://shop.test/admin'))).toEqual({ language: 'th', theme: 'device' });
  });

  it('reads their choice, and ignores anything that is not one', () => {
    expect(preferencesOf(withCookies(`other=1; ${LANGUAGE_COOKIE}=en; ${THEME_COOKIE}=dark`))).toEqual({ language: 'en', theme: 'dark' });
    expect(preferencesOf(withCookies(`${LANGUAGE_COOKIE}=fr; ${THEME_COOKIE}=%E0%A4`))).toEqual({ language: 'th', theme: 'device' });
  });

  it('keeps a choice for a year under /admin only, Secure over HTTPS', () => {
    expect(preferenceCookie(LANGUAGE_COOKIE, 'en', false)).toBe(`${LANGUAGE_COOKIE}=en; Path=/admin; Max-Age=31536000; SameSite=Lax`);
    expect(preferenceCookie(THEME_COOKIE, 'dark', true)).toMatch(/; Secure$/);
  });
});
