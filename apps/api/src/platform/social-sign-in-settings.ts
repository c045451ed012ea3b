import { SOCIAL_SIGN_IN_PROVIDERS, type SocialSignInProvider } from '@talad/domain';

/** Endpoints of a provider that the environment may move (tests point them at a local provider). */
const PROVIDER_ENDPOINTS = ['authorizeUrl', 'tokenUrl', 'issuer', 'jwksUrl', 'userinfoUrl'] as const;
type ProviderEndpoint = (typeof PROVIDER_ENDPOINTS)[number];

/**
 * A social sign-in provider as the environment sets it up: the shop's client at the provider, and whatever departs
 * from the provider's well-known endpoints (which the identity module knows). An endpoint set to null has none.
 */
export interface SocialProviderSettings {
  provider: SocialSignInProvider;
  clientId: string;
  /** Apple's is the signed client JWT. */
  clientSecret: string;
  endpoints: Partial<Record<ProviderEndpoint, string | null>>;
  /** RFC 7636 PKCE on or off; the provider's default when unset. */
  pkce?: boolean;
}

const ENV_NAMES: Record<ProviderEndpoint, string> = {
  authorizeUrl: 'AUTHORIZE_URL',
  tokenUrl: 'TOKEN_URL',
  issuer: 'ISSUER',
  jwksUrl: 'JWKS_URL',
  userinfoUrl: 'USERINFO_URL',
};

/**
 * The providers whose client id is set: PROVIDER_CLIENT_ID / _CLIENT_SECRET, optionally _ISSUER, _AUTHORIZE_URL,
 * _TOKEN_URL, _USERINFO_URL, _JWKS_URL (empty = none) and _PKCE (true/false).
 */
export function socialProvidersFromEnv(env: NodeJS.ProcessEnv): SocialProviderSettings[] {
  return SOCIAL_SIGN_IN_PROVIDERS.flatMap((provider) => {
    const prefix = provider.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`];
    if (!clientId) return [];
    const endpoints: SocialProviderSettings['endpoints'] = {};
    for (const endpoint of PROVIDER_ENDPOINTS) {
      const value = env[`${prefix}_${ENV_NAMES[endpoint]}`];
      if (value !== undefined) endpoints[endpoint] = value || null;
    }
    const pkce = env[`${prefix}_PKCE`];
    return [
      {
        provider,
        clientId,
        clientSecret: env[`${prefix}_CLIENT_SECRET`] ?? '',
        endpoints,
        ...(pkce === undefined ? {} : { pkce: pkce === 'true' }),
      },
    ];
  });
}
