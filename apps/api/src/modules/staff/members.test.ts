import { ERRORS } from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, outboxMessages, staff, staffLinks } from '../../db/schema/index.ts';
import { staffTokenDigest } from '../../platform/staff-guard.ts';
import { adminCall, insertStaffMember, newStaffEmail, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test-support/test-app.ts';

const time = movableClock();
let shop: TestApp;
let owner: { authorization: string };
let ownerId: string;
beforeAll(async () => {
  shop = await buildTestApp({}, { clock: time.clock });
  owner = await staffSession(shop.app, 'owner', { secondFactor: true });
  ownerId = (await adminCall(shop.app, 'GET', '/admin/me', { headers: owner })).json().data.id;
});
afterAll(() => shop.close());

const PASSWORD = 'Talad-staff-2026';
const codeOf = (response: { json(): { status_code: number } }) => response.json().status_code;
const tokenOf = (linkUrl: string) => new URL(linkUrl).searchParams.get('token') ?? '';

async function invite(role = 'packer') {
  const email = newStaffEmail(role);
  const answer = await adminCall(shop.app, 'POST', '/admin/staff/invites', {
    headers: owner,
    body: { email: email.toUpperCase(), name: 'สมศรี แพ็คของ', role },
  });
  expect(answer.statusCode).toBe(200);
  return { email, ...(answer.json().data as { staff: { id: string; status: string }; link_url: string; expires_at: string }) };
}

const entriesOf = (staffId: string, action: string) =>
  shop.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, staffId), eq(auditEntries.action, action)));

describe('invitations: a link good for 72 hours, once', () => {
  it('invites by e-mail (kept lower-case, the link e-mailed in Thai and English), sets the password through the link, and the member signs in', async () => {
    const invited = await invite();
    expect(invited.staff).toMatchObject({
      email: invited.email,
      role: 'packer',
      status: 'invited',
      totp_enabled: false,
      last_seen_at: null,
    });
    expect(invited.link_url).toMatch(/^http:\/\/localhost:3000\/admin\/set-password\?token=[\w-]{43}$/);
    expect(new Date(invited.expires_at).getTime() - time.clock().getTime()).toBe(72 * 3_600_000);
    const [link] = await shop.db.select().from(staffLinks).where(eq(staffLinks.staffId, invited.staff.id));
    expect(link?.tokenHash).toBe(staffTokenDigest(tokenOf(invited.link_url)));
    const [entry] = await entriesOf(invited.staff.id, 'staff.invite');
    expect(entry).toMatchObject({ actorId: ownerId, after: { email: invited.email, role: 'packer', status: 'invited' } });

    const [mail] = await shop.db.select().from(outboxMessages).where(eq(outboxMessages.to, invited.email));
    expect(mail).toMatchObject({ channel: 'email', purpose: 'staff-invite' });
    expect(mail?.body).toContain(invited.link_url);
    expect(mail?.body).toContain('สมศรี แพ็คของ');

    const set = await adminCall(shop.app, 'POST', '/admin/auth/set-password', {
      body: { token: tokenOf(invited.link_url), password: PASSWORD },
    });
    expect(set.json().data).toEqual({ email: invited.email });
    const signedIn = await adminCall(shop.app, 'POST', '/admin/auth/login', { body: { email: invited.email, password: PASSWORD } });
    expect(signedIn.json().data.me).toMatchObject({ role: 'packer', status: 'active' });
  });

  it('refuses the link used twice, a weak password without using it up, and an e-mail that has an account', async () => {
    const invited = await invite('support');
    const token = tokenOf(invited.link_url);
    const weak = await adminCall(shop.app, 'POST', '/admin/auth/set-password', { body: { token, password: 'password' } });
    expect(codeOf(weak)).toBe(ERRORS.PASSWORD_WEAK.code);
    expect((await adminCall(shop.app, 'POST', '/admin/auth/set-password', { body: { token, password: PASSWORD } })).statusCode).toBe(200);
    const twice = await adminCall(shop.app, 'POST', '/admin/auth/set-password', {
      body: { token, password: 'Another-pass-2026' },
      language: 'en',
    });
    expect(twice.statusCode).toBe(410);
    expect(twice.json().message).toBe(ERRORS.STAFF_LINK_INVALID.en);

    const taken = await adminCall(shop.app, 'POST', '/admin/staff/invites', {
      headers: owner,
      body: { email: invited.email, name: 'x', role: 'packer' },
    });
    expect(codeOf(taken)).toBe(ERRORS.STAFF_EMAIL_TAKEN.code);
  });

  it('sets exactly one password when ten requests use one link at once', async () => {
    const invited = await invite();
    const token = tokenOf(invited.link_url);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        adminCall(shop.app, 'POST', '/admin/auth/set-password', { body: { token, password: `Parallel-pass-${index}-2026` } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => codeOf(answer) === ERRORS.STAFF_LINK_INVALID.code)).toHaveLength(9);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const signIn = (index: number) =>
      adminCall(shop.app, 'POST', '/admin/auth/login', {
        body: { email: invited.email, password: `Parallel-pass-${index}-2026` },
        remoteAddress: '198.51.100.30',
      });
    expect((await signIn(winner)).statusCode).toBe(200);
    expect(codeOf(await signIn((winner + 1) % 10))).toBe(ERRORS.STAFF_SIGN_IN_FAILED.code);
  });
});

describe('roles and disabling (staff.manage), each audited', () => {
  it('changes a role with a before/after entry, and disables a member: their sessions are refused at once', async () => {
    const member = await insertStaffMember(shop.app, 'packer');
    const changed = await adminCall(shop.app, 'PATCH', `/admin/staff/${member.id}`, {
      headers: owner,
      body: { role: 'support', reason: 'moved to the desk' },
    });
    expect(changed.json().data).toMatchObject({ id: member.id, role: 'support', status: 'active' });
    const [roleEntry, ...more] = await entriesOf(member.id, 'staff.role');
    expect(more).toHaveLength(0);
    expect(roleEntry).toMatchObject({
      actorKind: 'staff',
      actorId: ownerId,
      before: { role: 'packer' },
      after: { role: 'support' },
      reason: 'moved to the desk',
    });
    expect(roleEntry?.requestId).toBeTruthy();

    const theirs = await staffSession(shop.app, 'support');
    const theirId = (await adminCall(shop.app, 'GET', '/admin/me', { headers: theirs })).json().data.id;
    const disabled = await adminCall(shop.app, 'PATCH', `/admin/staff/${theirId}`, { headers: owner, body: { status: 'disabled' } });
    expect(disabled.json().data.status).toBe('disabled');
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/me', { headers: theirs }))).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
    const [statusEntry] = await entriesOf(theirId, 'staff.status');
    expect(statusEntry).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
    // Nothing changed, nothing written.
    await adminCall(shop.app, 'PATCH', `/admin/staff/${theirId}`, { headers: owner, body: { status: 'disabled' } });
    expect(await entriesOf(theirId, 'staff.status')).toHaveLength(1);
  });

  it('keeps an active owner: the last one cannot be demoted or disabled; of two owners demoting each other at once, one wins', async () => {
    // This file's owner and one more are the shop's only active owners from here on.
    await shop.db
      .update(staff)
      .set({ status: 'disabled' })
      .where(and(eq(staff.role, 'owner'), eq(staff.status, 'active')));
    await shop.db.update(staff).set({ status: 'active' }).where(eq(staff.id, ownerId));
    const second = await staffSession(shop.app, 'owner', { secondFactor: true });
    const secondId = (await adminCall(shop.app, 'GET', '/admin/me', { headers: second })).json().data.id;
    const [one, two] = await Promise.all([
      adminCall(shop.app, 'PATCH', `/admin/staff/${secondId}`, { headers: owner, body: { role: 'manager' } }),
      adminCall(shop.app, 'PATCH', `/admin/staff/${ownerId}`, { headers: second, body: { role: 'manager' } }),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 409]);
    const refused = [one, two].find((answer) => answer?.statusCode === 409);
    expect(refused && codeOf(refused)).toBe(ERRORS.STAFF_LAST_OWNER.code);
    const owners = await shop.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), eq(staff.status, 'active')));
    expect(owners).toHaveLength(1);
    // The one left cannot disable themselves either.
    const lastHeaders = owners[0]?.id === ownerId ? owner : second;
    const disableSelf = await adminCall(shop.app, 'PATCH', `/admin/staff/${owners[0]?.id}`, {
      headers: lastHeaders,
      body: { status: 'disabled' },
    });
    expect(codeOf(disableSelf)).toBe(ERRORS.STAFF_LAST_OWNER.code);
  });

  it('lists the staff for staff.manage only, and only from a verified session', async () => {
    const headers = await staffSession(shop.app, 'owner', { secondFactor: true });
    const list = (await adminCall(shop.app, 'GET', '/admin/staff', { headers })).json().data.items;
    expect(list.length).toBeGreaterThan(3);
    expect(Object.keys(list[0]).sort()).toEqual(['created_at', 'email', 'id', 'last_seen_at', 'name', 'role', 'status', 'totp_enabled']);
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/staff', { headers: await staffSession(shop.app, 'owner') }))).toBe(
      ERRORS.STAFF_SECOND_FACTOR_REQUIRED.code,
    );
    expect(
      codeOf(
        await adminCall(shop.app, 'GET', '/admin/staff', { headers: await staffSession(shop.app, 'manager', { secondFactor: true }) }),
      ),
    ).toBe(ERRORS.STAFF_FORBIDDEN.code);
  });
});

describe('POST /bootstrap/owner (npm run shop -- owner)', () => {
  it('makes a new owner, or promotes a member, with the server’s owner bootstrap key only, and answers a set-password link', async () => {
    const email = newStaffEmail('first-owner');
    const headers = { 'x-owner-bootstrap-key': shop.config.ownerBootstrapKey };
    const made = await adminCall(shop.app, 'POST', '/bootstrap/owner', { headers, body: { email } });
    expect(made.json().data.staff).toMatchObject({ email, role: 'owner', status: 'invited' });
    const set = await adminCall(shop.app, 'POST', '/admin/auth/set-password', {
      body: { token: tokenOf(made.json().data.link_url), password: PASSWORD },
    });
    expect(set.statusCode).toBe(200);

    const packer = await insertStaffMember(shop.app, 'packer', { status: 'disabled' });
    const promoted = await adminCall(shop.app, 'POST', '/bootstrap/owner', { headers, body: { email: packer.email } });
    expect(promoted.json().data.staff).toMatchObject({ role: 'owner', status: 'invited' });
    const [entry] = await entriesOf(packer.id, 'staff.role');
    expect(entry).toMatchObject({
      actorKind: 'system',
      actorLabel: 'shop-cli-owner',
      before: { role: 'packer', status: 'disabled' },
      after: { role: 'owner', status: 'invited' },
    });
    // Without the key, with a wrong one, or with an owner's own session: refused, and the key opens nothing else.
    const wrongs: Array<Record<string, string>> = [{}, { 'x-owner-bootstrap-key': 'not-the-bootstrap-key-0123456789' }, owner];
    for (const wrong of wrongs)
      expect(codeOf(await adminCall(shop.app, 'POST', '/bootstrap/owner', { headers: wrong, body: { email } }))).toBe(
        ERRORS.OWNER_BOOTSTRAP_KEY_INVALID.code,
      );
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/staff', { headers }))).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
  });
});

describe('an invitation 72 hours later', () => {
  it('is refused, and a new link for the member works and voids the older one', async () => {
    // The race of two owners above may have demoted this file's owner: an owner of this test's own.
    owner = await staffSession(shop.app, 'owner', { secondFactor: true });
    const late = await invite('content');
    time.advance(72 * 3600 + 1);
    // The owner's session ended long ago (12 hours): a new one.
    owner = await staffSession(shop.app, 'owner', { secondFactor: true });
    expect(
      codeOf(
        await adminCall(shop.app, 'POST', '/admin/auth/set-password', { body: { token: tokenOf(late.link_url), password: PASSWORD } }),
      ),
    ).toBe(ERRORS.STAFF_LINK_INVALID.code);
    // A new link for them works, and voids any older one.
    const renewed = (await adminCall(shop.app, 'POST', `/admin/staff/${late.staff.id}/link`, { headers: owner })).json().data;
    expect(
      (await adminCall(shop.app, 'POST', '/admin/auth/set-password', { body: { token: tokenOf(renewed.link_url), password: PASSWORD } }))
        .statusCode,
    ).toBe(200);

    const voided = await invite('packer');
    const newer = (await adminCall(shop.app, 'POST', `/admin/staff/${voided.staff.id}/link`, { headers: owner })).json().data;
    const older = await adminCall(shop.app, 'POST', '/admin/auth/set-password', {
      body: { token: tokenOf(voided.link_url), password: PASSWORD },
    });
    expect(codeOf(older)).toBe(ERRORS.STAFF_LINK_INVALID.code);
    expect(
      (await adminCall(shop.app, 'POST', '/admin/auth/set-password', { body: { token: tokenOf(newer.link_url), password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });
});
