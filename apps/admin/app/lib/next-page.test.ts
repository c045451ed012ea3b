import { describe, expect, it } from 'vitest';
import { nextPage } from './next-page.ts';

const signInWith = (next: string) => new Request(`http://shop.test/admin/sign-in?next=${encodeURIComponent(next)}`);

describe('after signing in, the member goes back to the page they asked for, inside the back office only', () => {
  it('a path of the back office', () => {
    expect(nextPage(signInWith('/staff?status=active'))).toBe('/staff?status=active');
    expect(nextPage(signInWith('/'))).toBe('/');
    expect(nextPage(new Request('http://shop.test/admin/sign-in'))).toBe('/');
  });

  it('never another site: protocol-relative, backslashed and absolute addresses go home', () => {
    for (const next of ['//evil.test/x', '/\\evil.test', 'https://evil.test', 'javascript:alert(1)', '/ x'])
      expect(nextPage(signInWith(next))).toBe('/');
  });
});
