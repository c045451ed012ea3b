/**
 * A local OpenID Connect provider for the social sign-in journeys (oidc-provider, its own login and consent pages):
 * the API talks to it exactly as it talks to Google. Whatever is typed as the login becomes the account: an e-mail
 * address makes a verified e-mail claim, and the part before @ becomes the name.
 *
 * Env: OIDC_PORT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_BASE (the web origin), OIDC_TOKEN_AUTH (how the
 * client authenticates at the token endpoint; the API posts its secret in the form).
 */
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT ?? 4431);
const webOrigin = process.env.OIDC_REDIRECT_BASE ?? 'http://localhost:3100';
const issuer = `http://localhost:${port}`;

/** The shop's callback pages: desktop and /m, Thai and English. */
const redirectUris = ['', '/en', '/m', '/en/m'].map((prefix) => `${webOrigin}${prefix}/login/social/google`);

function claimsOf(login) {
  const name = login.split('@')[0] ?? login;
  const [given = name, family = 'E2E'] = name.split(/[._-]/);
  const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
  return {
    sub: login,
    email: login.includes('@') ? login : undefined,
    email_verified: login.includes('@'),
    name: `${capital(given)} ${capital(family)}`,
    given_name: capital(given),
    family_name: capital(family),
  };
}

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_CLIENT_ID ?? 'talad-e2e',
      client_secret: process.env.OIDC_CLIENT_SECRET ?? 'talad-e2e-secret',
      redirect_uris: redirectUris,
      token_endpoint_auth_method: process.env.OIDC_TOKEN_AUTH ?? 'client_secret_post',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
  scopes: ['openid', 'email', 'profile'],
  // Claims in the id_token too, for clients that read no userinfo.
  conformIdTokenClaims: false,
  pkce: { required: () => false },
  findAccount: (_context, sub) => ({ accountId: sub, claims: () => claimsOf(sub) }),
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['talad-e2e-oidc'] },
});
provider.proxy = false;

provider.listen(port, () => console.log(`OpenID provider for e2e at ${issuer}`));
