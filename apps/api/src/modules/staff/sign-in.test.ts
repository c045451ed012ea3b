import { ERRORS, ROLE_PERMISSIONS } from '@talad/domain';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff, staffSessions } from '../../db/schema/index.ts';
import { registerStaffGuard, staffTokenDigest } from '../../platform/staff-guard.ts';
import { hashPassword } from '../identity/index.ts';
import { registerMember } from '../../test-support/members.ts';
import { adminCall, insertStaffMember, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
const PASSWORD = 'Talad-staff-2026';
let passwordHash: string;
beforeAll(async () => {
  shop = await buildTestApp();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => shop.close());

const login = (body: object, remoteAddress = '192.0.2.10') =>
  adminCall(shop.app, 'POST', '/admin/auth/login', { body, remoteAddress, language: 'en' });
const codeOf = (response: { json(): { status_code: number } }) => response.json().status_code;

describe('the staff guard refuses to start an /admin/ route that names no permission (decision 0039)', () => {
  it('stops the API as such a route is registered; a declared one (or null) is taken', async () => {
    const app = Fastify();
    registerStaffGuard(app);
    expect(() => app.get('/admin/orders', async () => 'x')).toThrow(/declares no config.permission/);
    expect(() => app.get('/admin/things', { config: { permission: 'orders.steal' as never } }, async () => 'x')).toThrow(
      /not in STAFF_PERMISSIONS/,
    );
    app.get('/admin/orders', { config: { permission: 'orders.read' } }, async () => 'x');
    app.get('/admin/me', { config: { permission: null } }, async () => 'x');
    app.get('/cart/count', async () => 'x');
    await app.ready();
    expect(app.adminRoutes.map((route) => `${route.method} ${route.url} ${route.permission}`)).toEqual([
      'GET /admin/orders orders.read',
      'HEAD /admin/orders orders.read',
      'GET /admin/me null',
      'HEAD /admin/me null',
    ]);
    await app.close();
  });
});

describe('POST /admin/auth/login', () => {
  it('signs an active member in with the right password, unsigned by the shop’s key: an opaque token kept only as its sha256', async () => {
    const member = await insertStaffMember(shop.app, 'packer', { passwordHash });
    const response = await login({ email: member.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.token).toMatch(/^tss_[\w-]{43}$/);
    expect(data.me).toMatchObject({ id: member.id, role: 'packer', second_factor: false, totp_enabled: false });
    expect(data.me.permissions).toEqual(ROLE_PERMISSIONS.packer);
    const [session] = await shop.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id));
    expect(session?.tokenHash).toBe(staffTokenDigest(data.token));
    expect(JSON.stringify(session)).not.toContain(data.token);
    expect(session?.addressHash).not.toContain('192.0.2.10');
    const me = await adminCall(shop.app, 'GET', '/admin/me', { headers: { authorization: `Bearer ${data.token}` } });
    expect(me.json().data).toEqual(data.me);
  });

  it('answers a wrong password, an unknown e-mail, an invited and a disabled member the same: STAFF_SIGN_IN_FAILED', async () => {
    const active = await insertStaffMember(shop.app, 'support', { passwordHash });
    const invited = await insertStaffMember(shop.app, 'support', { passwordHash, status: 'invited' });
    const disabled = await insertStaffMember(shop.app, 'support', { passwordHash, status: 'disabled' });
    const answers = await Promise.all([
      login({ email: active.email, password: 'Wrong-password-1' }),
      login({ email: 'nobody@staff.test', password: PASSWORD }),
      login({ email: invited.email, password: PASSWORD }),
      login({ email: disabled.email, password: PASSWORD }),
    ]);
    for (const answer of answers)
      expect(answer.json()).toEqual({
        data: null,
        is_success: false,
        message: ERRORS.STAFF_SIGN_IN_FAILED.en,
        status_code: ERRORS.STAFF_SIGN_IN_FAILED.code,
      });
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401]);
  });

  it('counts attempts like the shop’s sign-in: the 11th on one name from one address is throttled, another address is not', async () => {
    const member = await insertStaffMember(shop.app, 'content', { passwordHash });
    for (let attempt = 0; attempt < 10; attempt++)
      expect(codeOf(await login({ email: member.email, password: 'Wrong-password-1' }, '192.0.2.44'))).toBe(
        ERRORS.STAFF_SIGN_IN_FAILED.code,
      );
    expect(codeOf(await login({ email: member.email, password: PASSWORD }, '192.0.2.44'))).toBe(ERRORS.SIGN_IN_THROTTLED.code);
    expect((await login({ email: member.email, password: PASSWORD }, '192.0.2.45')).statusCode).toBe(200);
  });

  it('answers a malformed body 400 with the field named, never a 500', async () => {
    const response = await login({ email: 'not-an-address', password: '' });
    expect(response.statusCode).toBe(400);
  });
});

describe('staff tokens and shopper tokens each open only their own routes', () => {
  it('refuses a staff session on a shopper’s route, and a shopper’s token on an admin route', async () => {
    const headers = await staffSession(shop.app, 'owner', { secondFactor: true });
    const token = headers.authorization.slice('Bearer '.length);
    const shopper = await call(shop.app, 'GET', '/users/me', { token });
    expect(shopper.statusCode).toBe(401);
    expect(codeOf(shopper)).toBe(ERRORS.TOKEN_INVALID.code);

    const member = await registerMember(shop);
    const admin = await adminCall(shop.app, 'GET', '/admin/me', { headers: { authorization: `Bearer ${member.session.access_token}` } });
    expect(admin.statusCode).toBe(401);
    expect(codeOf(admin)).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
    // Signed like the web app's calls, a shopper's token is still no staff member.
    const signed = await call(shop.app, 'GET', '/admin/me', { token: member.session.access_token });
    expect(codeOf(signed)).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
  });

  it('refuses no token, a made-up one and an expired session, in the caller’s language', async () => {
    const none = await adminCall(shop.app, 'GET', '/admin/me', { language: 'th' });
    expect(none.json()).toEqual({ data: null, is_success: false, message: ERRORS.STAFF_UNAUTHENTICATED.th, status_code: 12401 });
    const madeUp = await adminCall(shop.app, 'GET', '/admin/me', { headers: { authorization: `Bearer tss_${'A'.repeat(43)}` } });
    expect(codeOf(madeUp)).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
    const headers = await staffSession(shop.app, 'manager');
    await shop.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.tokenHash, staffTokenDigest(headers.authorization.slice(7))));
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/me', { headers }))).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
  });

  it('refuses a disabled member’s open session at once', async () => {
    const headers = await staffSession(shop.app, 'support');
    const me = await adminCall(shop.app, 'GET', '/admin/me', { headers });
    expect(me.statusCode).toBe(200);
    await shop.db.update(staff).set({ status: 'disabled' }).where(eq(staff.id, me.json().data.id));
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/me', { headers }))).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
  });
});

describe('GET and PATCH /admin/me', () => {
  it('answers the role’s permissions and those needing the second factor, and keeps one’s language and look', async () => {
    const headers = await staffSession(shop.app, 'content');
    const me = (await adminCall(shop.app, 'GET', '/admin/me', { headers })).json().data;
    expect(me).toMatchObject({ role: 'content', locale: 'th', theme: 'light', second_factor: false });
    expect(me.permissions).toEqual(['catalog.read', 'content.write', 'promotions.write']);
    expect(me.second_factor_permissions).toEqual(['promotions.write']);
    const changed = await adminCall(shop.app, 'PATCH', '/admin/me', { headers, body: { locale: 'en', theme: 'dark' } });
    expect(changed.json().data).toMatchObject({ locale: 'en', theme: 'dark', name: me.name });
    const empty = await adminCall(shop.app, 'PATCH', '/admin/me', { headers, body: {} });
    expect(empty.statusCode).toBe(400);
  });
});
