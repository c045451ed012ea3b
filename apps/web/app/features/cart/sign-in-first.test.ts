import { describe, expect, it } from 'vitest';
import { signInHref } from './sign-in-first.ts';

describe('a guest is asked to sign in and comes back to what they were doing', () => {
  it('sends a desktop guest to /login with the page to come back to', () => {
    expect(signInHref('/product/phone-1', '/product/phone-1?x=1')).toBe('/login?redirect=%2Fproduct%2Fphone-1%3Fx%3D1');
  });

  it('keeps the English prefix and the app’s /m sign-in', () => {
    expect(signInHref('/en/product/a', '/en/check-out?buy=5:1')).toBe('/en/login?redirect=%2Fen%2Fcheck-out%3Fbuy%3D5%3A1');
    expect(signInHref('/m/product/a', '/m/product/a')).toBe('/m/login?redirect=%2Fm%2Fproduct%2Fa');
    expect(signInHref('/en/m/product/a', '/en/m/product/a')).toBe('/en/m/login?redirect=%2Fen%2Fm%2Fproduct%2Fa');
  });
});
