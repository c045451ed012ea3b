import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../../platform/app-error.ts';
import type { SocialProviderConfig } from './social-providers.ts';

/** What a provider says about the person, in OpenID Connect claim names. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  phone: string | null;
  phoneVerified: boolean;
  firstname: string | null;
  lastname: string | null;
  displayName: string | null;
  image: string | null;
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** RFC 7636 S256 challenge of a verifier. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function authorizeUrl(
  provider: SocialProviderConfig,
  request: { state: string; nonce: string; redirectUri: string; codeVerifier: string | null },
): string {
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('scope', provider.scope);
  url.searchParams.set('state', request.state);
  url.searchParams.set('nonce', request.nonce);
  if (request.codeVerifier) {
    url.searchParams.set('code_challenge', pkceChallenge(request.codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}

interface TokenAnswer {
  access_token?: string;
  id_token?: string;
}

async function providerJson(response: Response): Promise<Record<string, unknown>> {
  if (!response.ok)
    throw new AppError('SOCIAL_LOGIN_FAILED', {
      cause: new Error(`${response.url} answered ${response.status}: ${await response.text()}`),
    });
  return (await response.json()) as Record<string, unknown>;
}

export async function exchangeCode(
  provider: SocialProviderConfig,
  code: string,
  redirectUri: string,
  codeVerifier: string | null,
): Promise<TokenAnswer> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  });
  if (codeVerifier) form.set('code_verifier', codeVerifier);
  const response = await fetch(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  return (await providerJson(response)) as TokenAnswer;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** Signature, issuer, audience, expiry and nonce of the id_token; keys from the provider's JWKS, or the secret (LINE). */
export async function verifyIdToken(provider: SocialProviderConfig, idToken: string, nonce: string): Promise<JWTPayload> {
  const options = { audience: provider.clientId, ...(provider.issuer ? { issuer: provider.issuer } : {}) };
  try {
    let verified;
    if (provider.jwksUrl) {
      const keys = keySets.get(provider.jwksUrl) ?? createRemoteJWKSet(new URL(provider.jwksUrl));
      keySets.set(provider.jwksUrl, keys);
      verified = await jwtVerify(idToken, keys, options);
    } else {
      verified = await jwtVerify(idToken, new TextEncoder().encode(provider.clientSecret), { ...options, algorithms: ['HS256'] });
    }
    if (verified.payload.nonce !== nonce) throw new Error('nonce does not match');
    return verified.payload;
  } catch (error) {
    throw new AppError('SOCIAL_LOGIN_FAILED', { cause: error });
  }
}

export async function fetchUserinfo(provider: SocialProviderConfig, accessToken: string): Promise<Record<string, unknown>> {
  if (!provider.userinfoUrl) return {};
  const response = await fetch(provider.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  return providerJson(response);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** One profile from id_token claims and the userinfo answer (OpenID Connect names, or Facebook's Graph names). */
export function profileFrom(provider: SocialProviderConfig, claims: Record<string, unknown>): ProviderProfile {
  const subject = text(claims.sub) ?? text(claims.id) ?? text(claims.userId);
  if (!subject) throw new AppError('SOCIAL_LOGIN_FAILED');
  const picture = claims.picture as string | { data?: { url?: string } } | undefined;
  const email = text(claims.email)?.toLowerCase() ?? null;
  return {
    subject,
    email,
    // Facebook only returns confirmed addresses; OpenID Connect providers say so in email_verified.
    emailVerified:
      email !== null && (provider.provider === 'facebook' || claims.email_verified === true || claims.email_verified === 'true'),
    phone: text(claims.phone_number),
    phoneVerified: claims.phone_number_verified === true,
    firstname: text(claims.given_name) ?? text(claims.first_name),
    lastname: text(claims.family_name) ?? text(claims.last_name),
    displayName: text(claims.name) ?? text(claims.displayName),
    image: typeof picture === 'string' ? picture : (picture?.data?.url ?? text(claims.pictureUrl)),
  };
}
