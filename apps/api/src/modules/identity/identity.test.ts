import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieConsents, customers, outboxMessages } from '../../db/schema/index.ts';
import { latestCode, newPhone, registerMember } from '../../test-support/members.ts';
import { buildTestApp, call, loginAsGuest, movableClock, type TestApp } from '../../test-support/test-app.ts';

const time = movableClock();
let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({}, { clock: time.clock });
});
afterAll(() => shop.close());

let ipCounter = 0;
/** Each test speaks from its own address so per-IP limits of one test never touch another. */
const newIp = () => `192.0.2.${++ipCounter}`;

const post = (url: string, body: unknown, extra: { token?: string; remoteAddress?: string; language?: 'th' | 'en' } = {}) => call(shop.app, 'POST', url, { body, ...extra });

async function askRegisterCode(phone: string, remoteAddress = newIp()) {
  const response = await post('/auth/register/otp', { phone }, { remoteAddress });
  return { response, ticket: response.json().data };
}

describe('registration: phone → OTP → privacy policy → profile', () => {
  it('sends a 6-digit code through the outbox, then creates a member signed in with an argon2id password', async () => {
    const phone = newPhone();
    const { response, ticket } = await askRegisterCode(phone);
    expect(response.statusCode).toBe(200);
    expect(ticket).toEqual({ otp_ref: expect.any(String), channel: 'sms', to: `${phone.slice(0, 2)}x-xxx-${phone.slice(-4)}`, expires_at: expect.any(String), resend_available_at: expect.any(String) });
    expect(Date.parse(ticket.expires_at) - time.clock().getTime()).toBe(5 * 60 * 1000);
    const code = await latestCode(shop, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(ticket)).not.toContain(code);

    const verified = (await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code })).json().data;
    expect(verified.phone).toBe(phone);
    const registered = await post('/auth/register', { verify_token: verified.verify_token, accept_policy: true, firstname: 'มานี', lastname: 'มีนา', password: 'Manee-2026', email: 'Manee@Example.com' });
    expect(registered.statusCode).toBe(200);
    const session = registered.json().data;
    expect(session).toMatchObject({ role: 'user', access_token: expect.any(String), refresh_token: expect.any(String) });
    const [member] = await shop.db.select().from(customers).where(eq(customers.id, session.user_id));
    expect(member).toMatchObject({ role: 'user', phone, email: 'manee@example.com', firstname: 'มานี', acceptPolicyVersion: expect.any(String) });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('a verify token registers once only', async () => {
    const phone = newPhone();
    const { ticket } = await askRegisterCode(phone);
    const { verify_token } = (await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: await latestCode(shop, phone) })).json().data;
    const form = { verify_token, accept_policy: true, firstname: 'ก', lastname: 'ข', password: 'Secret-pass-9' };
    expect((await post('/auth/register', form)).statusCode).toBe(200);
    expect((await post('/auth/register', form)).json().status_code).toBe(10212);
  });

  it('a phone that already has an account is refused at the first step', async () => {
    const member = await registerMember(shop);
    const { response } = await askRegisterCode(member.phone);
    expect(response.statusCode).toBe(409);
    expect(response.json().status_code).toBe(10202);
  });

  it('the privacy policy must be accepted, and it is served in both languages', async () => {
    const refused = await post('/auth/register', { verify_token: 'x'.repeat(43), accept_policy: false, firstname: 'a', lastname: 'b', password: 'Secret-pass-9' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('accept_policy');
    const policy = (await call(shop.app, 'GET', '/masters/privacy-policy', { language: 'en' })).json().data;
    expect(policy).toMatchObject({ title: 'Privacy policy', version: expect.any(String) });
    expect(policy.paragraphs.length).toBeGreaterThan(2);
  });

  it('a weak password is refused with the strength rule', async () => {
    const phone = newPhone();
    const { ticket } = await askRegisterCode(phone);
    const { verify_token } = (await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: await latestCode(shop, phone) })).json().data;
    for (const password of ['short1', 'onlyletters', '1234567890', 'password1']) {
      const response = await post('/auth/register', { verify_token, accept_policy: true, firstname: 'a', lastname: 'b', password }, { language: 'en' });
      expect(response.json()).toMatchObject({ status_code: 10204, message: expect.stringContaining('at least 8 characters') });
    }
  });

  it('a phone that is not a Thai mobile number is refused in Thai', async () => {
    const response = await post('/auth/register/otp', { phone: '021234567' });
    expect(response.json()).toMatchObject({ status_code: 10201, message: 'เบอร์โทรศัพท์มือถือไม่ถูกต้อง' });
  });
});

describe('OTP rules', () => {
  it('five wrong codes void the code: the right code no longer works', async () => {
    const phone = newPhone();
    const { ticket } = await askRegisterCode(phone);
    const right = await latestCode(shop, phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt++) expect((await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: wrong })).json().status_code).toBe(10205);
    expect((await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: wrong })).json().status_code).toBe(10207);
    expect((await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: right })).json().status_code).toBe(10207);
  });

  it('a code is refused after 5 minutes (expired)', async () => {
    const phone = newPhone();
    const { ticket } = await askRegisterCode(phone);
    time.advance(5 * 60 + 1);
    const response = await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: await latestCode(shop, phone) }, { language: 'en' });
    expect(response.json()).toMatchObject({ status_code: 10206, message: 'The code has expired, please ask for a new one' });
  });

  it('a resend is refused within 60 s; after it a new code replaces the old one', async () => {
    const phone = newPhone();
    const { ticket } = await askRegisterCode(phone);
    const first = await latestCode(shop, phone);
    const early = await post('/auth/otp/resend', { otp_ref: ticket.otp_ref });
    expect(early.statusCode).toBe(429);
    expect(early.json().status_code).toBe(10208);
    time.advance(60);
    const resent = (await post('/auth/otp/resend', { otp_ref: ticket.otp_ref })).json().data;
    const second = await latestCode(shop, phone);
    expect((await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: first })).json().status_code).toBe(10205);
    expect((await post('/auth/register/verify', { otp_ref: resent.otp_ref, code: second })).statusCode).toBe(200);
  });

  it('one phone gets at most 5 codes an hour', async () => {
    const phone = newPhone();
    for (let sent = 0; sent < 5; sent++) {
      expect((await askRegisterCode(phone)).response.statusCode).toBe(200);
      time.advance(61);
    }
    expect((await askRegisterCode(phone)).response.json().status_code).toBe(10209);
    time.advance(3600);
    expect((await askRegisterCode(phone)).response.statusCode).toBe(200);
  });

  it('one IP gets at most 20 codes an hour, whatever the phones', async () => {
    const ip = newIp();
    for (let sent = 0; sent < 20; sent++) expect((await askRegisterCode(newPhone(), ip)).response.statusCode).toBe(200);
    expect((await askRegisterCode(newPhone(), ip)).response.json().status_code).toBe(10209);
    expect((await askRegisterCode(newPhone(), newIp())).response.statusCode).toBe(200);
    time.advance(3601);
  });
});

describe('sign-in', () => {
  it('signs in with phone or e-mail and password, answering the session record of role user', async () => {
    const member = await registerMember(shop, { email: 'somchai.j@example.co.th' });
    for (const username of [member.phone, `+66${member.phone.slice(1)}`, 'SOMCHAI.J@example.co.th']) {
      const response = await post('/auth/login', { username, password: member.password });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ role: 'user', user_id: member.session.user_id });
    }
  });

  it('a wrong password and an unknown account answer the same message', async () => {
    const member = await registerMember(shop);
    const wrong = (await post('/auth/login', { username: member.phone, password: 'Not-the-pass-1' }, { language: 'en' })).json();
    const unknown = (await post('/auth/login', { username: newPhone(), password: 'Not-the-pass-1' }, { language: 'en' })).json();
    expect(wrong).toEqual(unknown);
    expect(wrong).toMatchObject({ status_code: 10210, message: 'The username or password is not correct' });
  });

  it('ten wrong passwords lock the account for 15 minutes, even against the right password', async () => {
    const member = await registerMember(shop);
    const attempt = (password: string) => post('/auth/login', { username: member.phone, password }, { remoteAddress: newIp() });
    for (let wrong = 1; wrong <= 9; wrong++) expect((await attempt('Wrong-pass-1')).json().status_code).toBe(10210);
    const locked = await attempt('Wrong-pass-1');
    expect(locked.statusCode).toBe(423);
    expect(locked.json().status_code).toBe(10211);
    expect((await attempt(member.password)).json().status_code).toBe(10211);
    time.advance(15 * 60 + 1);
    expect((await attempt(member.password)).statusCode).toBe(200);
  });

  it('signs in by OTP sent to a member phone; an unknown phone is told to register', async () => {
    const member = await registerMember(shop);
    const ticket = (await post('/auth/login/otp', { phone: member.phone })).json().data;
    const response = await post('/auth/login/otp/verify', { otp_ref: ticket.otp_ref, code: await latestCode(shop, member.phone) });
    expect(response.json().data).toMatchObject({ role: 'user', user_id: member.session.user_id });
    expect((await post('/auth/login/otp', { phone: newPhone() })).json().status_code).toBe(10214);
  });

  it("signing in merges the guest's data (cookie consents) and ends the guest session (isMerge)", async () => {
    const member = await registerMember(shop);
    const guest = await loginAsGuest(shop.app);
    const consent = { is_analytics_accepted: false, is_marketing_accepted: true, is_google_accepted: false };
    await call(shop.app, 'POST', '/users/cookie-consent', { token: guest.access_token, body: consent });
    const signedIn = await post('/auth/login', { username: member.phone, password: member.password }, { token: guest.access_token });
    expect(signedIn.statusCode).toBe(200);
    const moved = await shop.db.select().from(cookieConsents).where(eq(cookieConsents.customerId, member.session.user_id));
    expect(moved.map((row) => row.isMarketingAccepted)).toContain(true);
    expect(await shop.db.select().from(cookieConsents).where(eq(cookieConsents.customerId, guest.user_id))).toHaveLength(0);
    expect((await call(shop.app, 'POST', '/auth/refresh-token', { body: { token: guest.refresh_token } })).json().status_code).toBe(10006);
  });

  it('signing out ends the session and answers a fresh guest session', async () => {
    const member = await registerMember(shop);
    const response = await post('/auth/logout', undefined, { token: member.session.access_token });
    expect(response.json().data).toMatchObject({ role: 'guest', access_token: expect.any(String) });
    expect(response.json().data.user_id).not.toBe(member.session.user_id);
    expect((await post('/auth/logout', undefined, { token: member.session.access_token })).json().status_code).toBe(10005);
    expect((await call(shop.app, 'POST', '/auth/refresh-token', { body: { token: member.session.refresh_token } })).json().status_code).toBe(10006);
  });
});

describe('forgot password → verify → reset', () => {
  it('never reveals whether an account exists: same answer, but only a real account gets a code', async () => {
    const member = await registerMember(shop);
    const stranger = newPhone();
    const known = await post('/auth/forgot-password', { username: member.phone });
    const unknown = await post('/auth/forgot-password', { username: stranger });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(Object.keys(unknown.json().data).sort()).toEqual(Object.keys(known.json().data).sort());
    expect(await shop.db.select().from(outboxMessages).where(eq(outboxMessages.to, stranger))).toHaveLength(0);
    const sent = await shop.db.select().from(outboxMessages).where(and(eq(outboxMessages.to, member.phone), eq(outboxMessages.purpose, 'forgot-password')));
    expect(sent).toHaveLength(1);
  });

  it('resets the password and revokes every session: the old refresh token answers 10006', async () => {
    const member = await registerMember(shop);
    const ticket = (await post('/auth/forgot-password', { username: member.phone })).json().data;
    const { reset_token } = (await post('/auth/forgot-password/verify', { otp_ref: ticket.otp_ref, code: await latestCode(shop, member.phone) })).json().data;
    expect((await post('/auth/reset-password', { reset_token, password: 'Brand-new-2026' })).statusCode).toBe(200);
    expect((await call(shop.app, 'POST', '/auth/refresh-token', { body: { token: member.session.refresh_token } })).json().status_code).toBe(10006);
    expect((await post('/auth/login', { username: member.phone, password: member.password })).json().status_code).toBe(10210);
    expect((await post('/auth/login', { username: member.phone, password: 'Brand-new-2026' })).statusCode).toBe(200);
    expect((await post('/auth/reset-password', { reset_token, password: 'Another-one-2026' })).json().status_code).toBe(10212);
  });
});

describe('GET /dev/outbox', () => {
  it('lists the messages sent to an address, newest first, with their codes', async () => {
    const phone = newPhone();
    await askRegisterCode(phone);
    const { data } = (await call(shop.app, 'GET', `/dev/outbox?to=${phone}`)).json();
    expect(data[0]).toMatchObject({ channel: 'sms', to: phone, code: expect.stringMatching(/^\d{6}$/), purpose: 'register' });
    expect(data[0].body).toContain(data[0].code);
  });

  it('does not exist in production', async () => {
    const production = await buildTestApp({ devRoutes: false });
    expect((await call(production.app, 'GET', '/dev/outbox?to=0812345678')).statusCode).toBe(404);
    await production.close();
  });
});

describe('demo members', () => {
  it('the seeded demo members sign in with the documented password and hold their addresses', async () => {
    const signedIn = await post('/auth/login', { username: 'malee.demo@talad.example', password: 'Talad-demo-2026' });
    const token = signedIn.json().data.access_token;
    const me = (await call(shop.app, 'GET', '/users/me', { token })).json().data;
    expect(me.membership.tier).toBe('GOLD');
    expect((await call(shop.app, 'GET', '/users/me/my-address/billing', { token })).json().data[0]).toMatchObject({ billing_type: 'individual', citizen_id: '1101700203107' });
  });
});
