import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialIdentities } from '../../db/schema/index.ts';
import { latestCode, newPhone, registerMember } from '../../test-support/members.ts';
import { startTestOidcProvider } from '../../test-support/oidc-provider.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';
import { socialProvidersFromEnv } from '../../platform/social-sign-in-settings.ts';

const WEB = 'http://localhost:3000';
const REDIRECT_URI = `${WEB}/auth/social/callback`;
const google = { clientId: 'talad-google-test', clientSecret: 'google-test-secret-google-test-secret-1234' };
const line = { clientId: 'talad-line-test', clientSecret: 'line-test-channel-secret-line-test-secret-12', idTokenAlg: 'HS256' as const };

let oidc: Awaited<ReturnType<typeof startTestOidcProvider>>;
let shop: TestApp;
beforeAll(async () => {
  oidc = await startTestOidcProvider([google, line], REDIRECT_URI);
  const endpoints = (prefix: string, client: { clientId: string; clientSecret: string }, jwks: string) => ({
    [`${prefix}_CLIENT_ID`]: client.clientId,
    [`${prefix}_CLIENT_SECRET`]: client.clientSecret,
    [`${prefix}_ISSUER`]: oidc.issuer,
    [`${prefix}_AUTHORIZE_URL`]: oidc.endpoints.authorize,
    [`${prefix}_TOKEN_URL`]: oidc.endpoints.token,
    [`${prefix}_USERINFO_URL`]: oidc.endpoints.userinfo,
    [`${prefix}_JWKS_URL`]: jwks,
  });
  const socialProviders = socialProvidersFromEnv({ ...endpoints('GOOGLE', google, oidc.endpoints.jwks), ...endpoints('LINE', line, '') });
  shop = await buildTestApp({ socialProviders, webOrigins: [WEB] });
});
afterAll(async () => {
  await shop.close();
  await oidc.close();
});

async function authorize(provider: string, token?: string) {
  const response = await call(shop.app, 'POST', `/auth/social/${provider}/authorize`, {
    body: { redirect_uri: REDIRECT_URI },
    ...(token ? { token } : {}),
  });
  return response.json().data as { authorize_url: string; state: string };
}

/** Start at the shop, approve at the provider, come back with ?code&state and finish at the shop. */
async function socialSignIn(provider: 'google' | 'line', accountId: string, token?: string) {
  const start = await authorize(provider, token);
  const back = await oidc.approve(start.authorize_url, accountId);
  expect(back.searchParams.get('state')).toBe(start.state);
  const callback = { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
  return call(shop.app, 'POST', `/auth/social/${provider}/callback`, { body: callback, ...(token ? { token } : {}) });
}

describe('social sign-in against a local OpenID Connect provider', () => {
  it('offers only the providers whose client id is configured', async () => {
    const { data } = (await call(shop.app, 'GET', '/auth/social/providers')).json();
    expect(data).toEqual([
      { provider: 'google', name: 'Google', client_id: google.clientId },
      { provider: 'line', name: 'LINE', client_id: line.clientId },
    ]);
    expect(
      (await call(shop.app, 'POST', '/auth/social/facebook/authorize', { body: { redirect_uri: REDIRECT_URI } })).json().status_code,
    ).toBe(10215);
  });

  it('sends the browser with state, nonce and an S256 PKCE challenge', async () => {
    const url = new URL((await authorize('google')).authorize_url);
    expect(url.origin + url.pathname).toBe(oidc.endpoints.authorize);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a redirect_uri outside the shop', async () => {
    const response = await call(shop.app, 'POST', '/auth/social/google/authorize', {
      body: { redirect_uri: 'https://evil.example/callback' },
    });
    expect(response.json().status_code).toBe(10218);
  });

  it('a first-time shopper starts registration prefilled, and the new account is linked to the provider', async () => {
    oidc.addAccount('google-new-1', {
      email: 'nok.new@example.com',
      email_verified: true,
      name: 'Nok Saelim',
      given_name: 'Nok',
      family_name: 'Saelim',
      picture: 'https://images.example/nok.jpg',
    });
    const first = (await socialSignIn('google', 'google-new-1')).json().data;
    expect(first).toEqual({
      status: 'register',
      social_token: expect.any(String),
      socialLogin: {
        userId: 'google-new-1',
        email: 'nok.new@example.com',
        image: 'https://images.example/nok.jpg',
        firstname: 'Nok',
        lastname: 'Saelim',
        displayName: 'Nok Saelim',
        type: 'google',
      },
    });

    const phone = newPhone();
    const ticket = (await call(shop.app, 'POST', '/auth/register/otp', { body: { phone } })).json().data;
    const { verify_token } = (
      await call(shop.app, 'POST', '/auth/register/verify', { body: { otp_ref: ticket.otp_ref, code: await latestCode(shop, phone) } })
    ).json().data;
    const registered = await call(shop.app, 'POST', '/auth/register', {
      body: {
        verify_token,
        accept_policy: true,
        firstname: 'นก',
        lastname: 'แซ่ลิ้ม',
        password: 'Nok-secret-77',
        social_token: first.social_token,
      },
    });
    const session = registered.json().data;
    const me = (await call(shop.app, 'GET', '/users/me', { token: session.access_token })).json().data;
    expect(me).toMatchObject({ email: 'nok.new@example.com', social: { google: true, line: false } });

    const again = (await socialSignIn('google', 'google-new-1')).json().data;
    expect(again).toMatchObject({ status: 'signed_in', session: { role: 'user', user_id: session.user_id } });
  });

  it('links to the member with the same verified e-mail and signs in, merging the guest session', async () => {
    const member = await registerMember(shop, { email: 'somsri.line@example.com' });
    oidc.addAccount('line-user-9', { email: 'somsri.line@example.com', email_verified: true, name: 'Somsri' });
    const guest = await loginAsGuest(shop.app);
    const answer = (await socialSignIn('line', 'line-user-9', guest.access_token)).json().data;
    expect(answer).toMatchObject({ status: 'signed_in', session: { role: 'user', user_id: member.session.user_id } });
    const links = await shop.db.select().from(socialIdentities).where(eq(socialIdentities.customerId, member.session.user_id));
    expect(links).toMatchObject([{ provider: 'line', subject: 'line-user-9' }]);
    expect((await call(shop.app, 'POST', '/auth/refresh-token', { body: { token: guest.refresh_token } })).json().status_code).toBe(10006);
  });

  it('an unverified e-mail is not trusted for linking', async () => {
    await registerMember(shop, { email: 'claimed@example.com' });
    oidc.addAccount('google-unverified', { email: 'claimed@example.com', email_verified: false, name: 'Someone Else' });
    const answer = (await socialSignIn('google', 'google-unverified')).json().data;
    expect(answer).toMatchObject({ status: 'register', socialLogin: { email: null } });
  });

  it('a state works once: replaying the callback is refused', async () => {
    oidc.addAccount('google-replay', { email: 'replay@example.com', email_verified: true });
    const start = await authorize('google');
    const back = await oidc.approve(start.authorize_url, 'google-replay');
    const body = { code: back.searchParams.get('code'), state: start.state };
    expect((await call(shop.app, 'POST', '/auth/social/google/callback', { body })).statusCode).toBe(200);
    expect((await call(shop.app, 'POST', '/auth/social/google/callback', { body })).json().status_code).toBe(10216);
  });

  it('a code the provider does not accept answers 502 with a bilingual message, not a 500', async () => {
    const start = await authorize('google');
    const response = await call(shop.app, 'POST', '/auth/social/google/callback', {
      body: { code: 'forged-code', state: start.state },
      language: 'en',
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ status_code: 10217, message: 'The provider did not confirm the sign-in; please try again' });
  });
});
