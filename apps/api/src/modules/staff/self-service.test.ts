import { randomUUID } from 'node:crypto';
import { ERRORS } from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, staff, staffApiTokens, staffBackupCodes } from '../../db/schema/index.ts';
import { STAFF_API_TOKEN_PREFIX, staffTokenDigest } from '../../platform/staff-guard.ts';
import { adminCall, insertStaffMember, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { hashPassword } from '../identity/index.ts';

/** Issue #26 part 2: a member's second factor reset, one's own password, sign-ins in the audit log, notification keys per member. */

let shop: TestApp;
let owner: { authorization: string };
let ownerId: string;
const PASSWORD = 'Talad-staff-2026';
let passwordHash: string;
beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  owner = await staffSession(shop.app, 'owner', { secondFactor: true });
  ownerId = (await adminCall(shop.app, 'GET', '/admin/me', { headers: owner })).json().data.id;
  passwordHash = await hashPassword(PASSWORD);
}, 120_000);
afterAll(() => shop.close());

const codeOf = (response: { json(): { status_code: number } }) => response.json().status_code;
const entriesOf = (staffId: string, action: string) =>
  shop.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, staffId), eq(auditEntries.action, action)));

async function signIn(email: string, password = PASSWORD, remoteAddress = '192.0.2.40') {
  const answer = await adminCall(shop.app, 'POST', '/admin/auth/login', { body: { email, password }, remoteAddress });
  expect(answer.statusCode, answer.body).toBe(200);
  return { authorization: `Bearer ${answer.json().data.token as string}` };
}

const meWith = async (headers: Record<string, string>) => (await adminCall(shop.app, 'GET', '/admin/me', { headers })).statusCode;

describe('an owner resets a member’s two-step verification', () => {
  it('clears the authenticator and backup codes, ends every session and API token, and writes one entry', async () => {
    const member = await insertStaffMember(shop.app, 'manager', { passwordHash, totpEnabledAt: new Date(), totpSecretSealed: 'sealed' });
    await shop.db.insert(staffBackupCodes).values([1, 2].map((n) => ({ staffId: member.id, codeHash: `code-${n}` })));
    const session = await signIn(member.email);
    const apiToken = `${STAFF_API_TOKEN_PREFIX}${randomUUID()}`;
    await shop.db.insert(staffApiTokens).values({ staffId: member.id, name: 'cli', tokenHash: staffTokenDigest(apiToken) });
    expect(await meWith({ authorization: `Bearer ${apiToken}` })).toBe(200);

    const reset = await adminCall(shop.app, 'POST', `/admin/staff/${member.id}/second-factor/reset`, {
      headers: owner,
      body: { reason: 'lost phone' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().data).toMatchObject({ id: member.id, totp_enabled: false });
    const [row] = await shop.db.select().from(staff).where(eq(staff.id, member.id));
    expect(row).toMatchObject({ totpEnabledAt: null, totpSecretSealed: null, totpLastStep: null });
    expect(await shop.db.select().from(staffBackupCodes).where(eq(staffBackupCodes.staffId, member.id))).toEqual([]);
    expect(await meWith(session)).toBe(401);
    expect(await meWith({ authorization: `Bearer ${apiToken}` })).toBe(401);
    expect(await entriesOf(member.id, 'staff.second-factor.reset')).toEqual([
      expect.objectContaining({
        actorId: ownerId,
        reason: 'lost phone',
        before: { totp_enabled: true },
        after: { totp_enabled: false, sessions_ended: 1, api_tokens_revoked: 1 },
      }),
    ]);
    // They sign in again without a second factor, and must enrol before any permission that needs one.
    const again = await signIn(member.email);
    expect((await adminCall(shop.app, 'GET', '/admin/me', { headers: again })).json().data).toMatchObject({ totp_enabled: false });
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/staff', { headers: again }))).toBe(ERRORS.STAFF_FORBIDDEN.code);
  });

  it('is staff.manage’s with the second factor; refuses one’s own, a member without one and an unknown member', async () => {
    const member = await insertStaffMember(shop.app, 'packer', { totpEnabledAt: new Date(), totpSecretSealed: 'sealed' });
    const reset = (headers: Record<string, string>, id = member.id) =>
      adminCall(shop.app, 'POST', `/admin/staff/${id}/second-factor/reset`, { headers, body: {} });
    expect(codeOf(await reset(await staffSession(shop.app, 'manager', { secondFactor: true })))).toBe(ERRORS.STAFF_FORBIDDEN.code);
    expect(codeOf(await reset(await staffSession(shop.app, 'owner')))).toBe(ERRORS.STAFF_SECOND_FACTOR_REQUIRED.code);
    expect(codeOf(await reset(owner, ownerId))).toBe(ERRORS.STAFF_RESET_OWN_SECOND_FACTOR.code);
    const without = await insertStaffMember(shop.app, 'support');
    expect(codeOf(await reset(owner, without.id))).toBe(ERRORS.STAFF_SECOND_FACTOR_NOT_ENROLLED.code);
    expect(codeOf(await reset(owner, randomUUID()))).toBe(ERRORS.STAFF_NOT_FOUND.code);
    expect(await entriesOf(member.id, 'staff.second-factor.reset')).toEqual([]);
  });
});

describe('a member changes their own password', () => {
  it('needs the current one and a strong new one; ends their other sessions, keeps this one, writes one entry without it', async () => {
    const member = await insertStaffMember(shop.app, 'packer', { passwordHash });
    const here = await signIn(member.email);
    const elsewhere = await signIn(member.email, PASSWORD, '198.51.100.7');
    const change = (body: object) => adminCall(shop.app, 'POST', '/admin/me/password', { headers: here, body, language: 'en' });
    const wrong = await change({ current_password: 'Not-my-password-1', password: 'Brand-new-2026' });
    expect(wrong.json()).toMatchObject({ status_code: ERRORS.PASSWORD_WRONG.code, message: 'The current password is not correct' });
    expect(codeOf(await change({ current_password: PASSWORD, password: 'short' }))).toBe(ERRORS.PASSWORD_WEAK.code);
    expect(codeOf(await change({ current_password: PASSWORD, password: PASSWORD }))).toBe(ERRORS.PASSWORD_SAME.code);
    expect(await meWith(elsewhere)).toBe(200);

    const changed = await change({ current_password: PASSWORD, password: 'Brand-new-2026' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({ sessions_ended: 1 });
    expect(await meWith(here)).toBe(200);
    expect(await meWith(elsewhere)).toBe(401);
    const refused = await adminCall(shop.app, 'POST', '/admin/auth/login', { body: { email: member.email, password: PASSWORD } });
    expect(codeOf(refused)).toBe(ERRORS.STAFF_SIGN_IN_FAILED.code);
    await signIn(member.email, 'Brand-new-2026');
    const entries = await entriesOf(member.id, 'staff.password');
    expect(entries).toEqual([expect.objectContaining({ actorId: member.id, after: { password_changed: true, sessions_ended: 1 } })]);
    expect(JSON.stringify(entries)).not.toMatch(/Brand-new-2026|Talad-staff-2026/);
  });
});

describe('sign-ins and sign-outs in the audit log', () => {
  it('writes who signed in, from where, and who signed out; never the password or the code, and nothing for a failure', async () => {
    const member = await insertStaffMember(shop.app, 'support', { passwordHash });
    const failed = await adminCall(shop.app, 'POST', '/admin/auth/login', {
      body: { email: member.email, password: 'Wrong-password-2026' },
      remoteAddress: '203.0.113.9',
    });
    expect(codeOf(failed)).toBe(ERRORS.STAFF_SIGN_IN_FAILED.code);
    const session = await signIn(member.email, PASSWORD, '203.0.113.9');
    const [signedIn, ...more] = await entriesOf(member.id, 'staff.sign-in');
    expect(more).toEqual([]);
    expect(signedIn).toMatchObject({
      actorKind: 'staff',
      actorId: member.id,
      address: '203.0.113.9',
      after: { session: expect.any(String), second_factor: false },
    });
    expect(signedIn!.requestId).toEqual(expect.any(String));

    expect((await adminCall(shop.app, 'POST', '/admin/auth/logout', { headers: session })).statusCode).toBe(200);
    expect(await meWith(session)).toBe(401);
    expect(await entriesOf(member.id, 'staff.sign-out')).toEqual([
      expect.objectContaining({ actorId: member.id, before: { session: signedIn!.after!.session } }),
    ]);
    const all = await shop.db.select().from(auditEntries).where(eq(auditEntries.entityId, member.id));
    expect(JSON.stringify(all)).not.toMatch(/Talad-staff-2026|Wrong-password-2026/);
  });
});

describe('a notification’s Idempotency-Key is the staff member’s own', () => {
  it('two members with the same key send two; the same member again sends nothing more', async () => {
    const key = `self-service-${randomUUID()}`;
    const body = { kind: 'announce', audience: 'ALL', title: { th: 'ประกาศ', en: 'Notice' }, body: { th: 'ข้อความ', en: 'Text' } };
    const send = async (headers: Record<string, string>) =>
      adminCall(shop.app, 'POST', '/admin/notifications', { headers: { ...headers, 'idempotency-key': key }, body });
    const first = await staffSession(shop.app, 'manager');
    const second = await staffSession(shop.app, 'manager');
    const mine = await send(first);
    const theirs = await send(second);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.json().data.notification_id).not.toBe(mine.json().data.notification_id);
    const again = await send(first);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.notification_id).toBe(mine.json().data.notification_id);
    const sent = await shop.db.select().from(auditEntries).where(eq(auditEntries.action, 'notification.send'));
    const ids = [mine, theirs].map((answer) => String(answer.json().data.notification_id));
    expect(sent.filter((entry) => ids.includes(entry.entityId))).toHaveLength(2);
  });
});
