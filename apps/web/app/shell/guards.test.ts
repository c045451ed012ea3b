import { describe, expect, it } from 'vitest';
import { guardRedirect, isHomePath, isRetiredPath, type GuardInput } from './guards.ts';

const guest = (pathname: string, canContinue: boolean | null = true, search = ''): GuardInput => ({
  pathname,
  search,
  role: 'guest',
  canContinue,
});
const member = (pathname: string, canContinue: boolean | null = true, search = ''): GuardInput => ({
  pathname,
  search,
  role: 'user',
  canContinue,
});

describe('guards (spec §6)', () => {
  it('lets a guest open home freely, in both languages', () => {
    expect(guardRedirect(guest('/'))).toBeNull();
    expect(guardRedirect(guest('/en'))).toBeNull();
    expect(guardRedirect(guest('/', false))).toBeNull();
  });

  it('sends a guest on any /account or /shopping-cart path to /guest/login, keeping /en and the way back', () => {
    expect(guardRedirect(guest('/account'))).toBe('/guest/login?redirect=%2Faccount');
    expect(guardRedirect(guest('/account/my-order/12'))).toBe('/guest/login?redirect=%2Faccount%2Fmy-order%2F12');
    expect(guardRedirect(guest('/shopping-cart'))).toBe('/guest/login?redirect=%2Fshopping-cart');
    expect(guardRedirect(guest('/en/account'))).toBe('/en/guest/login?redirect=%2Fen%2Faccount');
    expect(guardRedirect(guest('/en/shopping-cart'))).toBe('/en/guest/login?redirect=%2Fen%2Fshopping-cart');
  });

  it('brings the guest back to the very page, query included', () => {
    expect(guardRedirect(guest('/account/my-order', true, '?tab=SHIPMENT'))).toBe(
      '/guest/login?redirect=%2Faccount%2Fmy-order%3Ftab%3DSHIPMENT',
    );
  });

  it('sends a guest at checkout to /guest/login, but lets anyone track an order (issue #12)', () => {
    expect(guardRedirect(guest('/check-out', true, '?buy=5:1'))).toBe('/guest/login?redirect=%2Fcheck-out%3Fbuy%3D5%3A1');
    expect(guardRedirect(guest('/en/check-out'))).toBe('/en/guest/login?redirect=%2Fen%2Fcheck-out');
    expect(guardRedirect(guest('/order-tracking'))).toBeNull();
    expect(guardRedirect(guest('/order-tracking/TD2026000001'))).toBeNull();
  });

  it('sends a guest opening support cases to /guest/login and back to the very case (issue #14)', () => {
    expect(guardRedirect(guest('/case-management', true, '?case=CS261124000001'))).toBe(
      '/guest/login?redirect=%2Fcase-management%3Fcase%3DCS261124000001',
    );
    expect(guardRedirect(guest('/en/case-management'))).toBe('/en/guest/login?redirect=%2Fen%2Fcase-management');
  });

  it('sends a guest opening notifications to the sign-in prompt of their variant, and back (issue #14)', () => {
    expect(guardRedirect(guest('/account/notification', true, '?tab=promotion'))).toBe(
      '/guest/login?redirect=%2Faccount%2Fnotification%3Ftab%3Dpromotion',
    );
    expect(guardRedirect(guest('/en/m/notification'))).toBe('/en/m/guest/login?redirect=%2Fen%2Fm%2Fnotification');
  });

  it('sends a guest paying an order to /guest/login and back to the payment page (issue #13)', () => {
    expect(guardRedirect(guest('/payment', true, '?order=42'))).toBe('/guest/login?redirect=%2Fpayment%3Forder%3D42');
    expect(guardRedirect(guest('/en/payment/processing', true, '?order=42'))).toBe(
      '/en/guest/login?redirect=%2Fen%2Fpayment%2Fprocessing%3Forder%3D42',
    );
  });

  it('uses the mobile sign-in prompt for mobile account pages', () => {
    expect(guardRedirect(guest('/m/account/setting'))).toBe('/m/guest/login?redirect=%2Fm%2Faccount%2Fsetting');
    expect(guardRedirect(guest('/en/m/account'))).toBe('/en/m/guest/login?redirect=%2Fen%2Fm%2Faccount');
  });

  it('lets a guest open the other pages', () => {
    expect(guardRedirect(guest('/guest/login'))).toBeNull();
    expect(guardRedirect(guest('/p/policy'))).toBeNull();
    expect(guardRedirect(guest('/en/p/policy'))).toBeNull();
  });

  it('lets a member into the account pages', () => {
    expect(guardRedirect(member('/account'))).toBeNull();
    expect(guardRedirect(member('/en/account/my-order'))).toBeNull();
  });

  it('sends a member away from the sign-in prompt to home', () => {
    expect(guardRedirect(member('/guest/login'))).toBe('/');
    expect(guardRedirect(member('/en/guest/login'))).toBe('/en');
    expect(guardRedirect(member('/m/guest/login'))).toBe('/');
  });

  it('sends a member on the sign-in prompt where it would have brought them, but never off the shop', () => {
    expect(guardRedirect(member('/guest/login', true, '?redirect=%2Fshopping-cart'))).toBe('/shopping-cart');
    expect(guardRedirect(member('/en/guest/login', true, '?redirect=%2F%2Fevil.example'))).toBe('/en');
    expect(guardRedirect(member('/guest/login', true, '?redirect=https%3A%2F%2Fevil.example'))).toBe('/');
  });

  it('sends /brands, /category, /m/deep-link and /product/PRD{digits} home', () => {
    for (const pathname of ['/brands', '/brands/nike', '/category/shoes', '/m/deep-link', '/m/deep-link?to=x', '/product/PRD123']) {
      expect(guardRedirect(member(pathname.split('?')[0]!))).toBe('/');
    }
    expect(guardRedirect(guest('/en/product/PRD42'))).toBe('/en');
  });

  it('keeps ordinary product and brand pages', () => {
    expect(isRetiredPath('/product/running-shoe-prd')).toBe(false);
    expect(isRetiredPath('/product/PRD12a')).toBe(false);
    expect(isRetiredPath('/brand/nike')).toBe(false);
    expect(isRetiredPath('/categoryless')).toBe(false);
  });

  it('sends every path but home to home while can_continue is false (spec §4)', () => {
    expect(guardRedirect(guest('/p/policy', false))).toBe('/');
    expect(guardRedirect(member('/en/account', false))).toBe('/en');
  });

  it('waits while can_continue is unknown', () => {
    expect(guardRedirect(guest('/p/policy', null))).toBeNull();
  });

  it('knows home with or without a trailing slash', () => {
    expect(isHomePath('/')).toBe(true);
    expect(isHomePath('/en/')).toBe(true);
    expect(isHomePath('/m')).toBe(false);
  });
});
