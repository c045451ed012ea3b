import { describe, expect, it } from 'vitest';
import { redirectOf, safeRedirect, sameSitePath, withRedirect } from './redirect-back.ts';

/** Targets that would take the shopper off the shop, each in a form a browser reads as another origin. */
const ELSEWHERE = [
  '//evil.example/',
  '/\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/%0A/evil.example'.replace('%0A', '\n'),
  'https://evil.example/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
];

describe('the way back after signing in', () => {
  it('after sign-in only a page of this shop is a redirect target, read as the browser reads it', () => {
    const shop = 'https://talad.example';
    expect(safeRedirect('/account/address?tab=tax#top', shop)).toBe('/account/address?tab=tax#top');
    expect(safeRedirect(`${shop}/en/account`, shop)).toBe('/en/account');
    for (const elsewhere of [...ELSEWHERE, 'http://talad.example/']) expect(safeRedirect(elsewhere, shop), elsewhere).toBeNull();
    expect(safeRedirect(null, shop)).toBeNull();
  });

  it('carries a same-site path on to the next sign-in step, and nothing else', () => {
    expect(withRedirect('/login', '/shopping-cart')).toBe('/login?redirect=%2Fshopping-cart');
    expect(withRedirect('/en/m/login/otp', '/en/check-out?buy=5:1')).toBe('/en/m/login/otp?redirect=%2Fen%2Fcheck-out%3Fbuy%3D5%3A1');
    for (const elsewhere of ELSEWHERE) expect(withRedirect('/login', elsewhere), elsewhere).toBe('/login');
    expect(withRedirect('/login', null)).toBe('/login');
    expect(withRedirect('/login', '')).toBe('/login');
  });

  it('reads ?redirect= from a query only when it stays on the shop', () => {
    expect(redirectOf('?redirect=%2Fshopping-cart')).toBe('/shopping-cart');
    expect(redirectOf('?x=1&redirect=%2Fen%2Faccount%2Fmy-order%3Ftab%3DSHIPMENT')).toBe('/en/account/my-order?tab=SHIPMENT');
    expect(redirectOf('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(redirectOf('?redirect=https%3A%2F%2Fevil.example%2F')).toBeNull();
    expect(redirectOf('')).toBeNull();
    // A relative target is resolved against the shop's root, as the router would.
    expect(sameSitePath('shopping-cart')).toBe('/shopping-cart');
  });
});
