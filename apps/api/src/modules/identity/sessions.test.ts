import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, refreshTokens } from '../../db/schema/index.ts';
import { requireUser } from '../../platform/auth-guard.ts';
import { registerEnvelope } from '../../platform/envelope.ts';
import { createTokenService, hashToken } from '../../platform/tokens.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp();
});
afterAll(() => shop.close());

const refresh = (token: string) => call(shop.app, 'POST', '/auth/refresh-token', { body: { token } });
const consent = { is_analytics_accepted: true, is_marketing_accepted: false, is_google_accepted: true };
const guardedCall = (headers: Record<string, string> = {}) => call(shop.app, 'POST', '/users/cookie-consent', { body: consent, headers });

describe('POST /auth/login/guest', () => {
  it('creates a guest and answers the session record with both tokens', async () => {
    const response = await call(shop.app, 'POST', '/auth/login/guest');
    expect(response.statusCode).toBe(200);
    const { data, is_success, status_code } = response.json();
    expect({ is_success, status_code }).toEqual({ is_success: true, status_code: 200 });
    expect(data).toEqual({
      role: 'guest',
      access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      refresh_token: expect.stringMatching(/^[\w-]{43}$/),
      expires_at: expect.any(Number),
      user_id: expect.any(String),
    });
    expect(data.expires_at).toBeGreaterThan(Date.now() + 14 * 60 * 1000);
    const [guest] = await shop.db.select().from(customers).where(eq(customers.id, data.user_id));
    expect(guest?.role).toBe('guest');
  });

  it('stores only the hash of the refresh token', async () => {
    const session = await loginAsGuest(shop.app);
    const stored = await shop.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(session.refresh_token)));
    expect(stored).toHaveLength(1);
    const plain = await shop.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, session.refresh_token));
    expect(plain).toHaveLength(0);
  });

  it('is limited per IP: past the limit it answers a 429 envelope', async () => {
    const ip = '203.0.113.77';
    for (let attempt = 0; attempt < shop.config.guestLoginRatePerMinute; attempt++) {
      expect((await call(shop.app, 'POST', '/auth/login/guest', { remoteAddress: ip })).statusCode).toBe(200);
    }
    const refused = await call(shop.app, 'POST', '/auth/login/guest', { remoteAddress: ip, language: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      data: null,
      is_success: false,
      message: 'Too many requests, please try again later',
      status_code: 429,
    });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await call(shop.app, 'POST', '/auth/login/guest', { remoteAddress: '203.0.113.78' })).statusCode).toBe(200);
  });
});

describe('auth guard', () => {
  it('a guarded route without a bearer token answers 10004', async () => {
    const response = await guardedCall();
    expect(response.statusCode).toBe(401);
    expect(response.json().status_code).toBe(10004);
  });

  it('the text "undefined" as token counts as no token (10004)', async () => {
    expect((await guardedCall({ authorization: 'Bearer undefined' })).json().status_code).toBe(10004);
  });

  it('a garbage bearer token answers 10005', async () => {
    const response = await guardedCall({ authorization: 'Bearer not.a.jwt' });
    expect(response.statusCode).toBe(401);
    expect(response.json().status_code).toBe(10005);
  });

  it('a token signed with another secret answers 10005', async () => {
    const forger = createTokenService({ secret: 'another-secret-another-secret-another', accessTokenTtlSeconds: 900 });
    const session = await loginAsGuest(shop.app);
    const forged = await forger.issueAccessToken({ customerId: session.user_id, role: 'user', sessionId: 'x' });
    expect((await guardedCall({ authorization: `Bearer ${forged.token}` })).json().status_code).toBe(10005);
  });

  it('an expired access token answers 10005', async () => {
    const shortLived = createTokenService({ secret: shop.config.jwtSecret, accessTokenTtlSeconds: -60 });
    const session = await loginAsGuest(shop.app);
    const expired = await shortLived.issueAccessToken({ customerId: session.user_id, role: 'guest', sessionId: 'x' });
    expect((await guardedCall({ authorization: `Bearer ${expired.token}` })).json().status_code).toBe(10005);
  });

  it('a valid guest token passes a guest-or-user route', async () => {
    const session = await loginAsGuest(shop.app);
    expect((await call(shop.app, 'POST', '/users/cookie-consent', { body: consent, token: session.access_token })).statusCode).toBe(200);
  });

  it('a member-only route refuses a guest with 10007 (403)', async () => {
    const memberOnly = Fastify();
    registerEnvelope(memberOnly);
    memberOnly.decorate('db', shop.db);
    memberOnly.decorate('tokens', shop.app.tokens);
    memberOnly.decorateRequest('customer', null);
    memberOnly.get('/members', { preHandler: requireUser }, async () => ({ ok: true }));
    const session = await loginAsGuest(shop.app);
    const response = await memberOnly.inject({
      method: 'GET',
      url: '/members',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().status_code).toBe(10007);
    await memberOnly.close();
  });
});

describe('POST /auth/refresh-token', () => {
  it('rotates: answers a new pair for the same guest, role preserved', async () => {
    const session = await loginAsGuest(shop.app);
    const response = await refresh(session.refresh_token);
    expect(response.statusCode).toBe(200);
    const renewed = response.json().data;
    expect(renewed.role).toBe('guest');
    expect(renewed.user_id).toBe(session.user_id);
    expect(renewed.refresh_token).not.toBe(session.refresh_token);
    expect((await call(shop.app, 'POST', '/users/cookie-consent', { body: consent, token: renewed.access_token })).statusCode).toBe(200);
  });

  it('two tabs refreshing one token at once both get the same new pair, and it keeps working', async () => {
    const session = await loginAsGuest(shop.app);
    const answers = await Promise.all([refresh(session.refresh_token), refresh(session.refresh_token), refresh(session.refresh_token)]);
    expect(answers.map((answer) => answer.json().status_code)).toEqual([200, 200, 200]);
    const successors = new Set(answers.map((answer) => answer.json().data.refresh_token));
    expect(successors.size).toBe(1);
    const [successor = ''] = successors;
    expect(successor).not.toBe(session.refresh_token);
    for (const answer of answers)
      expect((await guardedCall({ authorization: `Bearer ${answer.json().data.access_token}` })).statusCode).toBe(200);
    expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('a just-rotated token answers its successor again within the grace window; only the hashes are stored', async () => {
    const session = await loginAsGuest(shop.app);
    const first = (await refresh(session.refresh_token)).json().data;
    const again = (await refresh(session.refresh_token)).json().data;
    expect(again.refresh_token).toBe(first.refresh_token);
    expect(await shop.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, first.refresh_token))).toHaveLength(0);
    expect(
      await shop.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(first.refresh_token))),
    ).toHaveLength(1);
  });

  it('a rotated token whose successor was used in turn is reuse: 10006 and the family is revoked', async () => {
    const session = await loginAsGuest(shop.app);
    const second = (await refresh(session.refresh_token)).json().data;
    const third = (await refresh(second.refresh_token)).json().data;
    expect((await refresh(session.refresh_token)).json().status_code).toBe(10006);
    expect((await refresh(third.refresh_token)).json().status_code).toBe(10006);
  });

  it('reusing a rotated token after the grace window answers 10006 and revokes the whole family, newest token included', async () => {
    const session = await loginAsGuest(shop.app);
    const second = (await refresh(session.refresh_token)).json().data;
    await shop.db
      .update(refreshTokens)
      .set({ rotatedAt: sql`now() - make_interval(secs => ${shop.config.refreshGraceSeconds + 1})` })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refresh_token)));
    const reuse = await refresh(session.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ data: null, is_success: false, status_code: 10006 });
    expect((await refresh(second.refresh_token)).json().status_code).toBe(10006);
    // The session is closed too, so its access tokens stop working.
    expect((await guardedCall({ authorization: `Bearer ${second.access_token}` })).json().status_code).toBe(10005);
  });

  it('an unknown token answers 10006', async () => {
    const response = await refresh('bm90LWEtcmVhbC10b2tlbi1ub3QtYS1yZWFsLXRva2Vu');
    expect(response.statusCode).toBe(401);
    expect(response.json().status_code).toBe(10006);
  });

  it('an expired token answers 10006', async () => {
    const session = await loginAsGuest(shop.app);
    await shop.db
      .update(refreshTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(refreshTokens.tokenHash, hashToken(session.refresh_token)));
    expect((await refresh(session.refresh_token)).json().status_code).toBe(10006);
  });

  it('a missing token is a validation error naming the field', async () => {
    const response = await call(shop.app, 'POST', '/auth/refresh-token', { body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('token');
  });

  it('refreshing touches last_seen_at of a guest not seen for hours', async () => {
    const session = await loginAsGuest(shop.app);
    await shop.db
      .update(customers)
      .set({ lastSeenAt: sql`now() - interval '3 days'` })
      .where(eq(customers.id, session.user_id));
    await refresh(session.refresh_token);
    const [guest] = await shop.db.select().from(customers).where(eq(customers.id, session.user_id));
    expect(Date.now() - (guest?.lastSeenAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});
