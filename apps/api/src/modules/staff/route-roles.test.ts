import { ERRORS, needsSecondFactor, roleAllows, STAFF_ROLES, type StaffRole } from '@talad/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRoute } from '../../platform/staff-guard.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * The route × role table (issue #26, decision 0039): every /admin/ route of the API — whoever added it, whenever —
 * called by every role, with and without the second factor, and the guard's answer checked against ROLE_PERMISSIONS
 * and SECOND_FACTOR_PERMISSIONS. Nothing here names a route: a new one is walked as soon as it is registered.
 */

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const GUARD_REFUSALS = new Set<number>([
  ERRORS.STAFF_UNAUTHENTICATED.code,
  ERRORS.STAFF_FORBIDDEN.code,
  ERRORS.STAFF_SECOND_FACTOR_REQUIRED.code,
]);

/** A path with made-up values for its parameters: the guard answers before any of them is looked up. */
function concretePath(url: string): string {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    name.endsWith('id') ? '00000000-0000-4000-8000-000000000000' : name === 'order_no' ? 'TL000000000000' : 'x',
  );
}

const routesOf = (app: TestApp['app']): AdminRoute[] => app.adminRoutes.filter((route) => route.method !== 'HEAD');

function callAs(route: AdminRoute, headers: Record<string, string>) {
  const body = ['POST', 'PUT', 'PATCH'].includes(route.method) ? {} : undefined;
  return adminCall(shop.app, route.method as 'GET', concretePath(route.url), { headers, ...(body ? { body } : {}) });
}

describe('every /admin/ route × every role', () => {
  it('walks the same routes the OpenAPI document lists, each with its permission declared', () => {
    const document = shop.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/admin/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      );
    const registered = routesOf(shop.app).map((route) => `${route.method} ${route.url}`);
    expect(new Set(documented)).toEqual(new Set(registered));
    expect(registered.length).toBeGreaterThan(15);
  });

  it('refuses a call without a staff token on every route but sign-in and set-password', async () => {
    for (const route of routesOf(shop.app).filter((candidate) => !candidate.open)) {
      const answer = await callAs(route, {});
      expect({ route: `${route.method} ${route.url}`, status: answer.statusCode, code: answer.json().status_code }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        code: ERRORS.STAFF_UNAUTHENTICATED.code,
      });
    }
  });

  it('allows a role exactly what ROLE_PERMISSIONS gives it, and the second-factor permissions only from a verified session', async () => {
    const shared = new Map<string, Record<string, string>>();
    /** Refused calls never reach a handler, so they share one session per role; an allowed call gets its own (it may sign out). */
    const sessionFor = async (role: StaffRole, secondFactor: boolean, fresh: boolean) => {
      const key = `${role}:${secondFactor}`;
      if (fresh) return staffSession(shop.app, role, { secondFactor });
      const made = shared.get(key) ?? (await staffSession(shop.app, role, { secondFactor }));
      shared.set(key, made);
      return made;
    };
    const table: string[] = [];
    for (const route of routesOf(shop.app).filter((candidate) => !candidate.open))
      for (const role of STAFF_ROLES)
        for (const secondFactor of [false, true]) {
          const { permission } = route;
          const expected =
            permission && !roleAllows(role, permission)
              ? ERRORS.STAFF_FORBIDDEN.code
              : permission && needsSecondFactor(permission) && !secondFactor
                ? ERRORS.STAFF_SECOND_FACTOR_REQUIRED.code
                : 'allowed';
          const answer = await callAs(route, await sessionFor(role, secondFactor, expected === 'allowed'));
          // An allowed call may answer other than JSON (GET admin/audit.csv streams CSV); a refusal is always the envelope.
          const enveloped = String(answer.headers['content-type']).startsWith('application/json');
          const code = enveloped ? (answer.json().status_code as number) : null;
          const got = code !== null && GUARD_REFUSALS.has(code) ? code : 'allowed';
          const name = `${route.method} ${route.url} as ${role}${secondFactor ? ' +2FA' : ''}`;
          expect({ name, got, status: answer.statusCode >= 500 ? answer.statusCode : 'not a server error' }).toEqual({
            name,
            got: expected,
            status: 'not a server error',
          });
          table.push(`${name}: ${String(got)}`);
        }
    expect(table.length).toBe(routesOf(shop.app).filter((route) => !route.open).length * STAFF_ROLES.length * 2);
    // Ten calls per route, and every module adds its routes: a busy machine needs more than the default 30 s.
  }, 300_000);
});
