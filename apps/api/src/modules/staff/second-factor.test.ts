import { ERRORS } from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, staff, staffBackupCodes } from '../../db/schema/index.ts';
import { hashPassword } from '../identity/index.ts';
import { adminCall, insertStaffMember, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test-support/test-app.ts';
import { totpCodeAt } from './totp.ts';

const time = movableClock();
let shop: TestApp;
const PASSWORD = 'Talad-staff-2026';
let passwordHash: string;
beforeAll(async () => {
  shop = await buildTestApp({}, { clock: time.clock });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => shop.close());

type Headers = { authorization: string };
const codeOf = (response: { json(): { status_code: number } }) => response.json().status_code;
const nextStep = () => time.advance(30);

/** A member signed in with a password (no second factor yet), enrolled with an authenticator: their session, secret and codes. */
async function enrolledMember(role: 'owner' | 'manager' = 'manager') {
  const member = await insertStaffMember(shop.app, role, { passwordHash });
  const signedIn = await adminCall(shop.app, 'POST', '/admin/auth/login', { body: { email: member.email, password: PASSWORD } });
  const headers: Headers = { authorization: `Bearer ${signedIn.json().data.token}` };
  const enrolment = (await adminCall(shop.app, 'POST', '/admin/me/totp', { headers })).json().data;
  const confirmed = await adminCall(shop.app, 'POST', '/admin/me/totp/confirm', {
    headers,
    body: { otp: totpCodeAt(enrolment.secret, time.clock()) },
  });
  expect(confirmed.statusCode).toBe(200);
  nextStep();
  return { ...member, headers, secret: enrolment.secret as string, backupCodes: confirmed.json().data.backup_codes as string[] };
}

describe('enrolling an authenticator (TOTP) with ten backup codes', () => {
  it('answers a secret and its otpauth:// address, keeps the secret sealed, and turns it on only with a right code', async () => {
    const headers = await staffSession(shop.app, 'manager');
    const enrolment = (await adminCall(shop.app, 'POST', '/admin/me/totp', { headers })).json().data;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauth_uri).toMatch(
      /^otpauth:\/\/totp\/Talad[^:?]*:manager\.[^?]*\?issuer=Talad[^&]*&secret=[A-Z2-7]{32}&algorithm=SHA1&digits=6&period=30$/,
    );
    expect(enrolment.otpauth_uri).toContain(enrolment.secret);
    const me = (await adminCall(shop.app, 'GET', '/admin/me', { headers })).json().data;
    const [row] = await shop.db.select().from(staff).where(eq(staff.id, me.id));
    expect(row?.totpSecretSealed).toMatch(/^v1\./);
    expect(row?.totpSecretSealed).not.toContain(enrolment.secret);
    expect(row?.totpEnabledAt).toBeNull();

    const wrong = await adminCall(shop.app, 'POST', '/admin/me/totp/confirm', { headers, body: { otp: '000000' } });
    expect(codeOf(wrong)).toBe(ERRORS.STAFF_SECOND_FACTOR_INVALID.code);
    const confirmed = await adminCall(shop.app, 'POST', '/admin/me/totp/confirm', {
      headers,
      body: { otp: totpCodeAt(enrolment.secret, time.clock()) },
    });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.backup_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    const stored = await shop.db.select().from(staffBackupCodes).where(eq(staffBackupCodes.staffId, me.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    // Confirming counts as this session's second factor; enrolling again is refused.
    expect((await adminCall(shop.app, 'GET', '/admin/me', { headers })).json().data).toMatchObject({
      totp_enabled: true,
      second_factor: true,
    });
    expect(codeOf(await adminCall(shop.app, 'POST', '/admin/me/totp', { headers }))).toBe(ERRORS.STAFF_SECOND_FACTOR_ALREADY_ENROLLED.code);
    const [audited] = await shop.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityId, me.id), eq(auditEntries.action, 'staff.second-factor')));
    expect(audited).toMatchObject({ actorId: me.id, before: { totp_enabled: false }, after: { totp_enabled: true } });
    nextStep();
  });
});

describe('POST /admin/auth/second-factor and sign-in with a code', () => {
  it('verifies a session with a code, once per 30-second step: the same code again is refused', async () => {
    const member = await enrolledMember();
    const signedIn = await adminCall(shop.app, 'POST', '/admin/auth/login', { body: { email: member.email, password: PASSWORD } });
    const headers = { authorization: `Bearer ${signedIn.json().data.token}` };
    expect(signedIn.json().data.me.second_factor).toBe(false);
    const code = totpCodeAt(member.secret, time.clock());
    const verified = await adminCall(shop.app, 'POST', '/admin/auth/second-factor', { headers, body: { otp: code } });
    expect(verified.json().data.second_factor).toBe(true);
    const again = await adminCall(shop.app, 'POST', '/admin/auth/second-factor', { headers: member.headers, body: { otp: code } });
    expect(codeOf(again)).toBe(ERRORS.STAFF_SECOND_FACTOR_INVALID.code);
    nextStep();
  });

  it('signs in verified with email, password and code; a wrong code opens no session', async () => {
    const member = await enrolledMember();
    const wrong = await adminCall(shop.app, 'POST', '/admin/auth/login', {
      body: { email: member.email, password: PASSWORD, otp: '123456' },
    });
    expect(codeOf(wrong)).toBe(ERRORS.STAFF_SECOND_FACTOR_INVALID.code);
    const right = await adminCall(shop.app, 'POST', '/admin/auth/login', {
      body: { email: member.email, password: PASSWORD, otp: totpCodeAt(member.secret, time.clock()) },
    });
    expect(right.json().data.me.second_factor).toBe(true);
    nextStep();
  });

  it('takes a backup code once, written with or without its dash; parallel uses of one code: exactly one accepted', async () => {
    const member = await enrolledMember();
    const sessions = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const signedIn = await adminCall(shop.app, 'POST', '/admin/auth/login', {
          body: { email: member.email, password: PASSWORD },
          remoteAddress: '198.51.100.9',
        });
        return { authorization: `Bearer ${signedIn.json().data.token}` };
      }),
    );
    const [first = '', second = ''] = member.backupCodes;
    const answers = await Promise.all(
      sessions.map((headers) =>
        adminCall(shop.app, 'POST', '/admin/auth/second-factor', { headers, body: { backup_code: first.toLowerCase() } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200))
      expect(codeOf(refused)).toBe(ERRORS.STAFF_SECOND_FACTOR_INVALID.code);
    const [unverified] = sessions.filter((_, index) => answers[index]?.statusCode !== 200);
    const other = await adminCall(shop.app, 'POST', '/admin/auth/second-factor', {
      headers: unverified ?? member.headers,
      body: { backup_code: second.replace('-', ' ') },
    });
    expect(other.json().data.second_factor).toBe(true);
  });

  it('holds guesses back: the 11th wrong code in the window is throttled, even if right', async () => {
    const member = await enrolledMember();
    const signedIn = await adminCall(shop.app, 'POST', '/admin/auth/login', { body: { email: member.email, password: PASSWORD } });
    const headers = { authorization: `Bearer ${signedIn.json().data.token}` };
    for (let guess = 0; guess < 10; guess++)
      expect(
        codeOf(await adminCall(shop.app, 'POST', '/admin/auth/second-factor', { headers, body: { otp: String(100000 + guess) } })),
      ).toBe(ERRORS.STAFF_SECOND_FACTOR_INVALID.code);
    const right = await adminCall(shop.app, 'POST', '/admin/auth/second-factor', {
      headers,
      body: { otp: totpCodeAt(member.secret, time.clock()) },
    });
    expect(codeOf(right)).toBe(ERRORS.SIGN_IN_THROTTLED.code);
    time.advance(15 * 60);
  });

  it('answers a member without an authenticator that none is enrolled', async () => {
    const headers = await staffSession(shop.app, 'packer');
    const answer = await adminCall(shop.app, 'POST', '/admin/auth/second-factor', { headers, body: { otp: '123456' } });
    expect(codeOf(answer)).toBe(ERRORS.STAFF_SECOND_FACTOR_NOT_ENROLLED.code);
    expect((await adminCall(shop.app, 'POST', '/admin/auth/second-factor', { headers, body: {} })).statusCode).toBe(400);
  });
});

describe('sessions: listed, revocable, refused at once', () => {
  it('lists one’s open sessions with this one marked; a revoked session is refused on its next call; sign-out too', async () => {
    const member = await enrolledMember();
    const other = await adminCall(shop.app, 'POST', '/admin/auth/login', {
      body: { email: member.email, password: PASSWORD },
      headers: { 'user-agent': 'Packing phone' },
    });
    const otherHeaders = { authorization: `Bearer ${other.json().data.token}` };
    const listed = (await adminCall(shop.app, 'GET', '/admin/me/sessions', { headers: member.headers })).json().data.items;
    expect(listed).toHaveLength(2);
    expect(listed.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
    const phone = listed.find((session: { user_agent: string | null }) => session.user_agent === 'Packing phone');
    expect(phone).toMatchObject({ current: false, second_factor: false });

    expect((await adminCall(shop.app, 'GET', '/admin/me', { headers: otherHeaders })).statusCode).toBe(200);
    expect((await adminCall(shop.app, 'DELETE', `/admin/me/sessions/${phone.id}`, { headers: member.headers })).statusCode).toBe(200);
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/me', { headers: otherHeaders }))).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
    // Someone else's session is not found, as one that does not exist.
    const stranger = await staffSession(shop.app, 'owner');
    expect(codeOf(await adminCall(shop.app, 'DELETE', `/admin/me/sessions/${listed[0].id}`, { headers: stranger }))).toBe(
      ERRORS.STAFF_SESSION_NOT_FOUND.code,
    );

    expect((await adminCall(shop.app, 'POST', '/admin/auth/logout', { headers: member.headers })).statusCode).toBe(200);
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/me', { headers: member.headers }))).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
  });

  it('ends a session 12 hours after sign-in, and keeps when it was last seen', async () => {
    const headers = await staffSession(shop.app, 'support');
    time.advance(12 * 3600 - 60);
    expect((await adminCall(shop.app, 'GET', '/admin/me', { headers })).statusCode).toBe(200);
    // Each call says when the session was last seen (written at most once a minute).
    const [seen] = (await adminCall(shop.app, 'GET', '/admin/me/sessions', { headers })).json().data.items;
    expect(seen.last_seen_at).toBe(time.clock().toISOString());
    time.advance(61);
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/me', { headers }))).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
  });
});

describe('personal API tokens', () => {
  it('are made only from a verified session, shown once, act with the second factor, and are refused once revoked', async () => {
    const unverified = await staffSession(shop.app, 'packer');
    const refused = await adminCall(shop.app, 'POST', '/admin/me/api-tokens', { headers: unverified, body: { name: 'laptop' } });
    expect(codeOf(refused)).toBe(ERRORS.STAFF_SECOND_FACTOR_REQUIRED.code);

    const headers = await staffSession(shop.app, 'manager', { secondFactor: true });
    const made = (await adminCall(shop.app, 'POST', '/admin/me/api-tokens', { headers, body: { name: 'packing CLI' } })).json().data;
    expect(made.token).toMatch(/^tsk_[\w-]{43}$/);
    const listed = (await adminCall(shop.app, 'GET', '/admin/me/api-tokens', { headers })).json().data.items;
    expect(listed).toEqual([{ id: made.id, name: 'packing CLI', created_at: made.created_at, last_used_at: null }]);
    expect(JSON.stringify(listed)).not.toContain(made.token);

    const byToken = { authorization: `Bearer ${made.token}` };
    const me = (await adminCall(shop.app, 'GET', '/admin/me', { headers: byToken })).json().data;
    expect(me).toMatchObject({ role: 'manager', second_factor: true });
    expect((await adminCall(shop.app, 'GET', '/admin/me/api-tokens', { headers })).json().data.items[0].last_used_at).not.toBeNull();

    expect((await adminCall(shop.app, 'DELETE', `/admin/me/api-tokens/${made.id}`, { headers })).statusCode).toBe(200);
    expect(codeOf(await adminCall(shop.app, 'GET', '/admin/me', { headers: byToken }))).toBe(ERRORS.STAFF_UNAUTHENTICATED.code);
    const actions = await shop.db.select({ action: auditEntries.action }).from(auditEntries).where(eq(auditEntries.entityId, me.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual(['staff.api-token.create', 'staff.api-token.revoke']);
  });
});
