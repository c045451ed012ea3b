import { describe, expect, it } from 'vitest';
import { endedSessionCookie, SESSION_COOKIE, sessionCookie, sessionTokenOf } from './session.server.ts';

describe('the staff session’s token lives in a cookie the page’s scripts cannot read (decision 0041)', () => {
  it('httpOnly, SameSite=Strict, only under /admin, until the session ends', () => {
    const cookie = sessionCookie('tok_0123456789abcdef', false, Date.now() + 3_600_000);
    expect(cookie).toMatch(/^admin_session=tok_0123456789abcdef; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=(3599|3600)$/);
    expect(sessionCookie('tok_0123456789abcdef', true)).toContain('; Secure');
    expect(endedSessionCookie(false)).toMatch(/Max-Age=0$/);
  });

  it('reads only a token of the API’s shape', () => {
    const read = (value: string) =>
      sessionTokenOf(new Request('http://shop.test/admin', { headers: { cookie: `${SESSION_COOKIE}=${value}` } }));
    expect(read('tok_0123456789abcdef')).toBe('tok_0123456789abcdef');
    expect(read('short')).toBeNull();
    expect(read('tok_0123456789abcdef%0d%0aX: y')).toBeNull();
  });
});
