import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieConsents, customers, otpCodes, outboxMessages } from '../../db/schema/index.ts';
import { latestCode, newPhone, registerMember } from '../../test-support/members.ts';
import { keyedHash } from './keyed-hash.ts';
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

const post = (url: string, body: unknown, extra: { token?: string; remoteAddress?: string; language?: 'th' | 'en' } = {}) =>
  call(shop.app, 'POST', url, { body, ...extra });

async function askRegisterCode(phone: string, remoteAddress = newIp()) {
  const response = await post('/auth/register/otp', { phone }, { remoteAddress });
  return { response, ticket: response.json().data };
}

describe('registration: phone → OTP → privacy policy → profile', () => {
  it('sends a 6-digit code through the outbox, then creates a member signed in with an argon2id password', async () => {
    const phone = newPhone();
    const { response, ticket } = await askRegisterCode(phone);
    expect(response.statusCode).toBe(200);
    expect(ticket).toEqual({
      otp_ref: expect.any(String),
      channel: 'sms',
      to: `${phone.slice(0, 2)}x-xxx-${phone.slice(-4)}`,
      expires_at: expect.any(String),
      resend_available_at: expect.any(String),
    });
    expect(Date.parse(ticket.expires_at) - time.clock().getTime()).toBe(5 * 60 * 1000);
    const code = await latestCode(shop, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(ticket)).not.toContain(code);

    const verified = (await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code })).json().data;
    expect(verified.phone).toBe(phone);
    const registered = await post('/auth/register', {
      verify_token: verified.verify_token,
      accept_policy: true,
      firstname: 'มานี',
      lastname: 'มีนา',
      password: 'Manee-2026',
      email: 'Manee@Example.com',
    });
    expect(registered.statusCode).toBe(200);
    const session = registered.json().data;
    expect(session).toMatchObject({ role: 'user', access_token: expect.any(String), refresh_token: expect.any(String) });
    const [member] = await shop.db.select().from(customers).where(eq(customers.id, session.user_id));
    expect(member).toMatchObject({
      role: 'user',
      phone,
      email: 'manee@example.com',
      firstname: 'มานี',
      acceptPolicyVersion: expect.any(String),
    });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('a verify token registers once only', async () => {
    const phone = newPhone();
    const { ticket } = await askRegisterCode(phone);
    const { verify_token } = (await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: await latestCode(shop, phone) })).json()
      .data;
    const form = { verify_token, accept_policy: true, firstname: 'ก', lastname: 'ข', password: 'Secret-pass-9' };
    expect((await post('/auth/register', form)).statusCode).toBe(200);
    expect((await post('/auth/register', form)).json().status_code).toBe(10212);
  });

  it('a phone that already has an account gets the same answer; its owner is told by SMS, and no code can verify it', async () => {
    const member = await registerMember(shop);
    time.advance(61); // past the resend wait of the code that registered it
    const taken = await askRegisterCode(member.phone);
    const free = await askRegisterCode(newPhone());
    expect(taken.response.statusCode).toBe(free.response.statusCode);
    expect(Object.keys(taken.ticket).sort()).toEqual(Object.keys(free.ticket).sort());
    const [notice] = await shop.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.to, member.phone))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    expect(notice).toMatchObject({ purpose: 'account-exists', code: null, body: expect.stringContaining('มีบัญชีอยู่แล้ว') });
    // Even the stored code (never sent) does not register a taken phone.
    await shop.db
      .update(otpCodes)
      .set({ codeHash: keyedHash(shop.config.jwtSecret, 'otp', '123456') })
      .where(eq(otpCodes.id, taken.ticket.otp_ref));
    expect((await post('/auth/register/verify', { otp_ref: taken.ticket.otp_ref, code: '123456' })).json().status_code).toBe(10205);
  });

  it('the privacy policy must be accepted, and it is served in both languages', async () => {
    const refused = await post('/auth/register', {
      verify_token: 'x'.repeat(43),
      accept_policy: false,
      firstname: 'a',
      lastname: 'b',
      password: 'Secret-pass-9',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('accept_policy');
    const policy = (await call(shop.app, 'GET', '/masters/privacy-policy', { language: 'en' })).json().data;
    expect(policy).toMatchObject({ title: 'Privacy policy', version: expect.any(String) });
    expect(policy.paragraphs.length).toBeGreaterThan(2);
  });

  it('a weak password is refused with the strength rule', async () => {
    const phone = newPhone();
    const { ticket } = await askRegisterCode(phone);
    const { verify_token } = (await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: await latestCode(shop, phone) })).json()
      .data;
    for (const password of ['short1', 'onlyletters', '1234567890', 'password1']) {
      const response = await post(
        '/auth/register',
        { verify_token, accept_policy: true, firstname: 'a', lastname: 'b', password },
        { language: 'en' },
      );
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
    for (let attempt = 1; attempt <= 4; attempt++)
      expect((await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: wrong })).json().status_code).toBe(10205);
    expect((await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: wrong })).json().status_code).toBe(10207);
    expect((await post('/auth/register/verify', { otp_ref: ticket.otp_ref, code: right })).json().status_code).toBe(10207);
  });

  it('a code is refused after 5 minutes (expired)', async () => {
    const phone = newPhone();
    const { ticket } = await askRegisterCode(phone);
    time.advance(5 * 60 + 1);
    const response = await post(
      '/auth/register/verify',
      { otp_ref: ticket.otp_ref, code: await latestCode(shop, phone) },
      { language: 'en' },
    );
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

  it('one address gets 5 codes an hour for one phone; once the phone had 5 from anywhere, every other address gets 2 (decision 0032)', async () => {
    const phone = newPhone();
    const ip = newIp();
    const ask = async (from: string) => {
      const status = (await askRegisterCode(phone, from)).response.json().status_code;
      time.advance(61);
      return status;
    };
    for (let sent = 0; sent < 5; sent++) expect(await ask(ip)).toBe(200);
    expect(await ask(ip)).toBe(10209);
    const other = newIp();
    expect([await ask(other), await ask(other), await ask(other)]).toEqual([200, 200, 10209]);
    time.advance(3600);
    expect(await ask(ip)).toBe(200);
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

  it('signs in by OTP sent to a member phone; a phone without an account gets the same answer and no SMS', async () => {
    const member = await registerMember(shop);
    const ticket = (await post('/auth/login/otp', { phone: member.phone })).json().data;
    const response = await post('/auth/login/otp/verify', { otp_ref: ticket.otp_ref, code: await latestCode(shop, member.phone) });
    expect(response.json().data).toMatchObject({ role: 'user', user_id: member.session.user_id });
    const stranger = newPhone();
    const unknown = await post('/auth/login/otp', { phone: stranger });
    expect(unknown.statusCode).toBe(200);
    expect(Object.keys(unknown.json().data).sort()).toEqual(Object.keys(ticket).sort());
    expect(await shop.db.select().from(outboxMessages).where(eq(outboxMessages.to, stranger))).toHaveLength(0);
    expect((await post('/auth/login/otp/verify', { otp_ref: unknown.json().data.otp_ref, code: '000000' })).json().status_code).toBe(10205);
  });
});

describe('password attempts: throttled per name and address, never a lock a stranger sets (decision 0017)', () => {
  const login = (username: string, password: string, remoteAddress: string) =>
    post('/auth/login', { username, password }, { remoteAddress, language: 'en' });
  const codes = async (answers: Promise<{ json(): { status_code: number } }>[]) =>
    (await Promise.all(answers)).map((answer) => answer.json().status_code);

  it('ten attempts from one address hold that address back for 15 minutes, even with the right password; others sign in', async () => {
    const member = await registerMember(shop);
    const ip = newIp();
    for (let wrong = 1; wrong <= 10; wrong++) expect((await login(member.phone, 'Wrong-pass-1', ip)).json().status_code).toBe(10210);
    const held = await login(member.phone, member.password, ip);
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      status_code: 10219,
      message: 'Too many password attempts; try again in 15 minutes or sign in with a one-time code',
    });
    expect((await login(member.phone, member.password, newIp())).statusCode).toBe(200);
    time.advance(15 * 60 + 1);
    expect((await login(member.phone, member.password, ip)).statusCode).toBe(200);
  });

  it('a burst of 25 parallel attempts is counted before any password is checked: only ten are verified', async () => {
    const member = await registerMember(shop);
    const ip = newIp();
    // Every guess is wrong: a right one among them would sign in and start the address's count again (by design), and
    // how many of the rest it let through would depend on the database's scheduling (PostgreSQL runs them in parallel).
    const answered = await codes(Array.from({ length: 25 }, () => login(member.phone, 'Wrong-pass-1', ip)));
    expect(answered.filter((code) => code === 10210)).toHaveLength(10);
    expect(answered.filter((code) => code === 10219)).toHaveLength(15);
    expect((await login(member.phone, member.password, ip)).json().status_code).toBe(10219);
    expect((await login(member.phone, member.password, newIp())).statusCode).toBe(200);
  });

  it('a name without an account is held back exactly like a member: the answers tell nothing', async () => {
    const member = await registerMember(shop);
    const ip = newIp();
    const tries = async (username: string) => codes(Array.from({ length: 11 }, () => login(username, 'Wrong-pass-1', ip)));
    const [known, unknown] = await Promise.all([tries(member.phone), tries(newPhone())]);
    expect(unknown.sort()).toEqual(known.sort());
    expect(known.filter((code) => code === 10219)).toHaveLength(1);
  });

  it('a right password starts the address count again', async () => {
    const member = await registerMember(shop);
    const ip = newIp();
    for (let wrong = 1; wrong <= 9; wrong++) await login(member.phone, 'Wrong-pass-1', ip);
    expect((await login(member.phone, member.password, ip)).statusCode).toBe(200);
    for (let wrong = 1; wrong <= 9; wrong++) expect((await login(member.phone, 'Wrong-pass-1', ip)).json().status_code).toBe(10210);
  });

  it('a stranger with only the phone number (100 wrong passwords from 10 addresses, 5 codes a minute apart each with 5 wrong answers) never locks the owner out of a new address (issue #25, decision 0032)', async () => {
    const member = await registerMember(shop);
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    const strangers = Array.from({ length: 10 }, () => newIp());
    const stranger = await loginAsGuest(shop.app, strangers[0]);
    const fromStranger = (index: number) => ({ remoteAddress: strangers[index]!, token: stranger.access_token });
    const guessed = await Promise.all(
      strangers.map(async (ip) => {
        const answers: number[] = [];
        for (let wrong = 1; wrong <= 10; wrong++) answers.push((await login(member.phone, 'Wrong-pass-1', ip)).json().status_code);
        return answers;
      }),
    );
    expect(guessed.flat().filter((code) => code === 10210)).toHaveLength(100);
    for (let round = 0; round < 5; round++) {
      const ticket = (await post('/auth/login/otp', { phone: member.phone }, fromStranger(round))).json().data;
      const wrong = wrongFor(await latestCode(shop, member.phone));
      const answers = [];
      for (let attempt = 1; attempt <= 5; attempt++)
        answers.push(
          (await post('/auth/login/otp/verify', { otp_ref: ticket.otp_ref, code: wrong }, fromStranger(round))).json().status_code,
        );
      expect(answers).toEqual([10205, 10205, 10205, 10205, 10207]);
      time.advance(60);
    }

    // The stranger is held back on its own addresses, and a new one of theirs gets 3 guesses on the busy name, not 10.
    expect((await login(member.phone, 'Wrong-pass-2', strangers[0]!)).json().status_code).toBe(10219);
    const fresh = newIp();
    const slowed = [];
    for (let wrong = 1; wrong <= 4; wrong++) slowed.push((await login(member.phone, 'Wrong-pass-3', fresh)).json().status_code);
    expect(slowed).toEqual([10210, 10210, 10210, 10219]);

    // (a) The owner, from an address of their own, signs in with the right password.
    const owner = newIp();
    expect((await login(member.phone, member.password, owner)).statusCode).toBe(200);

    // (b) The owner asks for a sign-in code; the stranger asking again and typing 5 wrong codes at the owner's ticket
    // (were its ref ever known) neither ends it nor voids it, and cannot ask for a new code on it.
    const device = await loginAsGuest(shop.app, owner);
    const fromOwner = { remoteAddress: owner, token: device.access_token };
    const ownTicket = (await post('/auth/login/otp', { phone: member.phone }, fromOwner)).json().data;
    const ownCode = await latestCode(shop, member.phone);
    expect((await post('/auth/login/otp', { phone: member.phone }, fromStranger(5))).statusCode).toBe(200);
    const strangerAnswers = [];
    for (let attempt = 1; attempt <= 5; attempt++)
      strangerAnswers.push(
        (await post('/auth/login/otp/verify', { otp_ref: ownTicket.otp_ref, code: wrongFor(ownCode) }, fromStranger(5))).json().status_code,
      );
    expect(strangerAnswers).toEqual([10205, 10205, 10205, 10205, 10205]);
    expect((await post('/auth/login/otp/verify', { otp_ref: ownTicket.otp_ref, code: ownCode }, fromStranger(6))).json().status_code).toBe(
      10205,
    );
    time.advance(60);
    expect((await post('/auth/otp/resend', { otp_ref: ownTicket.otp_ref }, fromStranger(6))).json().status_code).toBe(10212);
    const signedIn = await post('/auth/login/otp/verify', { otp_ref: ownTicket.otp_ref, code: ownCode }, fromOwner);
    expect(signedIn.json().data).toMatchObject({ role: 'user', user_id: member.session.user_id });

    // (c) The owner resets the password from the same address and signs in with the new one.
    const nextDevice = await loginAsGuest(shop.app, owner);
    const fromNextDevice = { remoteAddress: owner, token: nextDevice.access_token };
    const resetTicket = await post('/auth/forgot-password', { username: member.phone }, fromNextDevice);
    expect(resetTicket.statusCode).toBe(200);
    const verified = await post(
      '/auth/forgot-password/verify',
      { otp_ref: resetTicket.json().data.otp_ref, code: await latestCode(shop, member.phone) },
      fromNextDevice,
    );
    const { reset_token } = verified.json().data;
    expect((await post('/auth/reset-password', { reset_token, password: 'Owner-again-2026' }, fromNextDevice)).statusCode).toBe(200);
    expect((await login(member.phone, 'Owner-again-2026', owner)).statusCode).toBe(200);
  });

  it('a password reset forgets the attempts: the owner signs in at once from the same address', async () => {
    const member = await registerMember(shop);
    const ip = newIp();
    for (let wrong = 1; wrong <= 10; wrong++) await login(member.phone, 'Wrong-pass-1', ip);
    expect((await login(member.phone, member.password, ip)).json().status_code).toBe(10219);
    const ticket = (await post('/auth/forgot-password', { username: member.phone }, { remoteAddress: ip })).json().data;
    const { reset_token } = (
      await post(
        '/auth/forgot-password/verify',
        { otp_ref: ticket.otp_ref, code: await latestCode(shop, member.phone) },
        { remoteAddress: ip },
      )
    ).json().data;
    expect((await post('/auth/reset-password', { reset_token, password: 'Reset-pass-2026' }, { remoteAddress: ip })).statusCode).toBe(200);
    expect((await login(member.phone, 'Reset-pass-2026', ip)).statusCode).toBe(200);
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
    expect(
      (await call(shop.app, 'POST', '/auth/refresh-token', { body: { token: member.session.refresh_token } })).json().status_code,
    ).toBe(10006);
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
    const sent = await shop.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.to, member.phone), eq(outboxMessages.purpose, 'forgot-password')));
    expect(sent).toHaveLength(1);
  });

  it('resets the password and revokes every session: the old refresh token answers 10006', async () => {
    const member = await registerMember(shop);
    const ticket = (await post('/auth/forgot-password', { username: member.phone })).json().data;
    const { reset_token } = (
      await post('/auth/forgot-password/verify', { otp_ref: ticket.otp_ref, code: await latestCode(shop, member.phone) })
    ).json().data;
    expect((await post('/auth/reset-password', { reset_token, password: 'Brand-new-2026' })).statusCode).toBe(200);
    expect(
      (await call(shop.app, 'POST', '/auth/refresh-token', { body: { token: member.session.refresh_token } })).json().status_code,
    ).toBe(10006);
    expect((await post('/auth/login', { username: member.phone, password: member.password })).json().status_code).toBe(10210);
    expect((await post('/auth/login', { username: member.phone, password: 'Brand-new-2026' })).statusCode).toBe(200);
    expect((await post('/auth/reset-password', { reset_token, password: 'Another-one-2026' })).json().status_code).toBe(10212);
  });
});

describe('GET /dev/outbox (decision 0016)', () => {
  it('does not exist by default, which is how `npm start` runs: codes are printed on the console instead', async () => {
    const phone = newPhone();
    await askRegisterCode(phone);
    const response = await call(shop.app, 'GET', `/dev/outbox?to=${phone}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/\d{6}/);
  });

  it('with DEV_OUTBOX=http it lists the messages to an address, newest first, to loopback callers only', async () => {
    const local = await buildTestApp({ devOutboxHttp: true });
    try {
      const phone = newPhone();
      await call(local.app, 'POST', '/auth/register/otp', { body: { phone }, remoteAddress: '198.51.100.9' });
      const read = (options: { remoteAddress?: string; headers?: Record<string, string> }) =>
        call(local.app, 'GET', `/dev/outbox?to=${phone}`, options);
      for (const remoteAddress of ['127.0.0.1', '::1']) {
        const { data } = (await read({ remoteAddress })).json();
        expect(data[0]).toMatchObject({ channel: 'sms', to: phone, code: expect.stringMatching(/^\d{6}$/), purpose: 'register' });
        expect(data[0].body).toContain(data[0].code);
      }
      // Another machine, one that claims to be this one, and anything a proxy passed on are all refused.
      expect((await read({ remoteAddress: '203.0.113.40' })).statusCode).toBe(404);
      expect((await read({ remoteAddress: '203.0.113.40', headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
      expect((await read({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.40' } })).statusCode).toBe(404);
      expect((await read({ remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.40' } })).statusCode).toBe(404);
    } finally {
      await local.close();
    }
  });
});

describe('demo members', () => {
  it('the seeded demo members sign in with the documented password and hold their addresses', async () => {
    const signedIn = await post('/auth/login', { username: 'malee.demo@talad.example', password: 'Talad-demo-2026' });
    const token = signedIn.json().data.access_token;
    const me = (await call(shop.app, 'GET', '/users/me', { token })).json().data;
    expect(me.membership.tier).toBe('GOLD');
    expect((await call(shop.app, 'GET', '/users/me/my-address/billing', { token })).json().data[0]).toMatchObject({
      billing_type: 'individual',
      citizen_id: '1101700203107',
    });
  });
});
