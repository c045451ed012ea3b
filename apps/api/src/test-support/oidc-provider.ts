import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface TestClient {
  clientId: string;
  clientSecret: string;
  /** HS256 signs id_tokens with the client secret, as LINE does; RS256 (default) uses the provider's JWKS. */
  idTokenAlg?: 'HS256' | 'RS256';
}

/**
 * A real OpenID Connect provider (the oidc-provider package) on a random localhost port. Its login and consent
 * screens are replaced by an instant approval as `signInAs`, so a test plays the browser with plain HTTP.
 */
export async function startTestOidcProvider(clients: TestClient[], redirectUri: string) {
  const accounts = new Map<string, TestAccount>();
  let signInAs = '';
  // The issuer URL needs the port, so the provider is made after the server listens.
  const started: { provider?: Provider } = {};
  const server: Server = createServer((request, response) => {
    const provider = started.provider;
    if (!provider) return void response.writeHead(503).end();
    if (!request.url?.startsWith('/interaction/')) return void provider.callback()(request, response);
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      const grant = new provider.Grant({ accountId: signInAs, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      await provider.interactionFinished(
        request,
        response,
        { login: { accountId: signInAs }, consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: false },
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  started.provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
      id_token_signed_response_alg: client.idTokenAlg ?? 'RS256',
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name', 'picture'] },
    findAccount: async (_context, accountId) => ({ accountId, claims: async () => ({ sub: accountId, ...accounts.get(accountId) }) }),
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => false },
    enabledJWA: { idTokenSigningAlgValues: ['RS256', 'HS256'] },
    cookies: { keys: ['talad-test-oidc-cookie-key'] },
  });
  return {
    issuer,
    endpoints: { authorize: `${issuer}/auth`, token: `${issuer}/token`, userinfo: `${issuer}/me`, jwks: `${issuer}/jwks` },
    addAccount(id: string, account: TestAccount) {
      accounts.set(id, account);
    },
    /** Plays the browser from the authorize URL to the redirect back to the shop; answers that redirect's URL. */
    async approve(authorizeUrl: string, accountId: string): Promise<URL> {
      signInAs = accountId;
      const cookies = new Map<string, string>();
      let next = authorizeUrl;
      for (let hop = 0; hop < 10; hop++) {
        if (next.startsWith(redirectUri)) return new URL(next);
        const response = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const [name = '', value = ''] = pair.split('=');
          cookies.set(name.trim(), value);
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`provider stopped at ${next} with ${response.status}: ${await response.text()}`);
        next = new URL(location, next).toString();
      }
      throw new Error('too many redirects');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
