import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes.ts';

function toRouteObjects(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map(
    (entry) =>
      ({
        id: entry.id ?? entry.file,
        path: entry.path,
        index: entry.index,
        handle: entry.file,
        children: entry.children ? toRouteObjects(entry.children) : undefined,
      }) as RouteObject,
  );
}

const table = toRouteObjects(routes);

/** The screen module a path renders (the deepest match), or the not-found module. */
function screenOf(path: string): string {
  const matches = matchRoutes(table, path) ?? [];
  return String(matches.at(-1)?.route.handle ?? 'none');
}

/** Issue #4's screens of spec §2: each path, in Thai and under /en, and the module that must answer it. */
const SCREENS: Record<string, string> = {
  '/register': 'routes/auth/register.tsx',
  '/register/phone': 'routes/auth/register-phone.tsx',
  '/register/verify': 'routes/auth/register-verify.tsx',
  '/register/privacy-policy': 'routes/auth/register-privacy-policy.tsx',
  '/signup': 'routes/auth/signup.tsx',
  '/login': 'routes/auth/login.tsx',
  '/login/otp': 'routes/auth/login-otp.tsx',
  '/login/otp/verify': 'routes/auth/login-otp-verify.tsx',
  '/forgot-password': 'routes/auth/forgot-password.tsx',
  '/forgot-password/verify': 'routes/auth/forgot-password-verify.tsx',
  '/reset-password': 'routes/auth/reset-password.tsx',
  '/reset-passwords': 'routes/auth/reset-password.tsx',
  '/guest/login': 'routes/guest-login.tsx',
  '/account': 'routes/account/profile.tsx',
  '/account/change/phone': 'routes/account/change-contact.tsx',
  '/account/change/email': 'routes/account/change-contact.tsx',
  '/account/change-password': 'routes/account/change-password.tsx',
  '/account/change-password/new-password': 'routes/account/new-password.tsx',
  '/account/delete-account': 'routes/account/delete-account.tsx',
  '/account/privacy-setting': 'routes/account/privacy-setting.tsx',
  '/account/member-ship': 'routes/account/membership.tsx',
  '/account/content': 'routes/account/content.tsx',
  '/account/promotion': 'routes/account/promotion.tsx',
  '/account/my-recently-view': 'routes/account/recently-viewed.tsx',
  '/account/address': 'routes/account/address.tsx',
  '/account/address-tax-invoice': 'routes/account/address-tax-invoice.tsx',
  '/m/register': 'routes/auth/register.tsx',
  '/m/register/phone': 'routes/auth/register-phone.tsx',
  '/m/register/verify': 'routes/auth/register-verify.tsx',
  '/m/register/privacy-policy': 'routes/auth/register-privacy-policy.tsx',
  '/m/signup': 'routes/auth/signup.tsx',
  '/m/login': 'routes/auth/login.tsx',
  '/m/login/otp': 'routes/auth/login-otp.tsx',
  '/m/login/otp/verify': 'routes/auth/login-otp-verify.tsx',
  '/m/forgot-password': 'routes/auth/forgot-password.tsx',
  '/m/forgot-password/verify': 'routes/auth/forgot-password-verify.tsx',
  '/m/reset-password': 'routes/auth/reset-password.tsx',
  '/m/guest/login': 'routes/m/guest-login.tsx',
  '/m/account': 'routes/m/account.tsx',
  '/m/account/setting': 'routes/m/account-setting.tsx',
  '/m/account/address': 'routes/m/address-list.tsx',
  '/m/account/address/create': 'routes/m/address-form.tsx',
  '/m/account/address/update/42': 'routes/m/address-form.tsx',
  '/m/account/address-tax-invoice': 'routes/m/address-list.tsx',
  '/m/account/address-tax-invoice/create': 'routes/m/address-form.tsx',
  '/m/account/address-tax-invoice/update/42': 'routes/m/address-form.tsx',
};

describe('route table of issue #4 (spec §2)', () => {
  it.each(Object.entries(SCREENS))('%s is served by its screen, in Thai and in English', (path, file) => {
    expect(screenOf(path)).toBe(file);
    expect(screenOf(`/en${path}`)).toBe(file);
  });

  it('the social sign-in callback has a page on both variants', () => {
    expect(screenOf('/login/social/google')).toBe('routes/auth/social-callback.tsx');
    expect(screenOf('/en/m/login/social/line')).toBe('routes/auth/social-callback.tsx');
  });

  it('the account pages sit inside the account layout; the /m account screens inside the mobile one', () => {
    expect(matchRoutes(table, '/account/address')?.map((match) => match.route.handle)).toContain('shell/layouts/account.tsx');
    expect(matchRoutes(table, '/en/m/account/address/create')?.map((match) => match.route.handle)).toContain(
      'shell/layouts/mobile-account.tsx',
    );
  });
});

describe('checkout and order screens of issue #12 (spec §2)', () => {
  it.each([
    ['/check-out', 'routes/check-out.tsx'],
    ['/order-tracking', 'routes/order-tracking.tsx'],
    ['/order-tracking/TD26000001', 'routes/order-tracking-detail.tsx'],
    ['/account/my-order', 'routes/account/my-order.tsx'],
    ['/account/my-order/5f0c', 'routes/account/my-order-detail.tsx'],
  ])('%s is served by its screen, in Thai and in English', (path, file) => {
    expect(screenOf(path)).toBe(file);
    expect(screenOf(`/en${path}`)).toBe(file);
  });

  it('my orders sit inside the account layout; checkout and tracking in the default one', () => {
    expect(matchRoutes(table, '/account/my-order/5f0c')?.map((match) => match.route.handle)).toContain('shell/layouts/account.tsx');
    expect(matchRoutes(table, '/check-out')?.map((match) => match.route.handle)).toContain('shell/layouts/default.tsx');
  });
});

describe('my reviews of issue #14 (spec §2)', () => {
  it.each([
    ['/account/my-review', 'routes/account/my-review.tsx'],
    ['/account/my-review/12', 'routes/account/my-review-write.tsx'],
  ])('%s is served by its screen, in Thai and in English', (path, file) => {
    expect(screenOf(path)).toBe(file);
    expect(screenOf(`/en${path}`)).toBe(file);
  });

  it('both sit in the account layout, inside the one my-review area whose unmount resets its mounted-once flag', () => {
    for (const path of ['/account/my-review', '/en/account/my-review/12']) {
      const layouts = matchRoutes(table, path)?.map((match) => match.route.handle);
      expect(layouts).toContain('shell/layouts/account.tsx');
      expect(layouts).toContain('routes/account/my-review-area.tsx');
    }
  });
});
