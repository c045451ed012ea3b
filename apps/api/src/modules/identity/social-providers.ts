import type { SocialSignInProvider } from '@talad/domain';
import type { SocialProviderSettings } from '../../platform/social-sign-in-settings.ts';

/** How to talk to one OAuth 2.0 / OpenID Connect provider. Every URL can be moved by env (tests use a local provider). */
export interface SocialProviderConfig {
  provider: SocialSignInProvider;
  name: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** OpenID Connect providers: the id_token's issuer and keys. Facebook is plain OAuth 2.0 and has neither. */
  issuer: string | null;
  jwksUrl: string | null;
  /** Profile endpoint read with the access token; null when the id_token carries everything (Apple). */
  userinfoUrl: string | null;
  scope: string;
  /** RFC 7636; on where the provider documents it. */
  pkce: boolean;
}

type WellKnown = Omit<SocialProviderConfig, 'clientId' | 'clientSecret'>;

const WELL_KNOWN: Record<SocialSignInProvider, WellKnown> = {
  google: {
    provider: 'google',
    name: 'Google',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    issuer: 'https://accounts.google.com',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    pkce: true,
  },
  facebook: {
    provider: 'facebook',
    name: 'Facebook',
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    issuer: null,
    jwksUrl: null,
    userinfoUrl: 'https://graph.facebook.com/v19.0/me?fields=id,name,first_name,last_name,email,picture.type(large)',
    scope: 'email public_profile',
    pkce: false,
  },
  line: {
    provider: 'line',
    name: 'LINE',
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    issuer: 'https://access.line.me',
    // LINE Login signs web id_tokens with the channel secret (HS256): no key set.
    jwksUrl: null,
    userinfoUrl: 'https://api.line.me/oauth2/v2.1/userinfo',
    scope: 'openid profile email',
    pkce: true,
  },
  apple: {
    provider: 'apple',
    name: 'Apple',
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    issuer: 'https://appleid.apple.com',
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    userinfoUrl: null,
    // Asking Apple for name/email forces response_mode=form_post; the id_token carries the e-mail anyway.
    scope: 'openid',
    pkce: false,
  },
};

/** The full setup of each configured provider: its well-known endpoints, with the environment's departures. */
export function socialProviders(settings: SocialProviderSettings[]): SocialProviderConfig[] {
  return settings.map(({ provider, clientId, clientSecret, endpoints, pkce }) => {
    const known = WELL_KNOWN[provider];
    const endpoint = (name: 'issuer' | 'jwksUrl' | 'userinfoUrl') => {
      const given = endpoints[name];
      return given === undefined ? known[name] : given;
    };
    return {
      ...known,
      clientId,
      clientSecret,
      // Every provider has these two: an empty setting keeps the well-known one.
      authorizeUrl: endpoints.authorizeUrl || known.authorizeUrl,
      tokenUrl: endpoints.tokenUrl || known.tokenUrl,
      issuer: endpoint('issuer'),
      jwksUrl: endpoint('jwksUrl'),
      userinfoUrl: endpoint('userinfoUrl'),
      pkce: pkce ?? known.pkce,
    };
  });
}
