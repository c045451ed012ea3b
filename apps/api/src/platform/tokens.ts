import { createHash, randomBytes } from 'node:crypto';
import { ROLES, type Role } from '@talad/domain';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  customerId: string;
  role: Role;
  sessionId: string;
}

export interface IssuedAccessToken {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface TokenService {
  issueAccessToken(claims: AccessClaims): Promise<IssuedAccessToken>;
  /** Null when the token is malformed, forged or expired. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
  /**
   * The session a token this service signed names, even up to a day past its expiry: what a one-time code is bound to
   * (a code outlives the last minutes of the token that asked for it). Never access; null for a forged token.
   */
  sessionOf(token: string): Promise<string | null>;
}

/** How long past its expiry a token still names its session for sessionOf. */
const SESSION_NAMED_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;

const ISSUER = 'talad-api';

/** How many verified access tokens are remembered; past it the oldest is forgotten (verified again if it comes back). */
const VERIFIED_TOKENS_KEPT = 20_000;

export function createTokenService(options: {
  secret: string;
  accessTokenTtlSeconds: number;
  /** Epoch milliseconds now (tests move it); the system clock by default. */
  now?: () => number;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? Date.now;
  /**
   * Tokens this process verified, with their claims, until they expire: a shopper sends the same token with every
   * call, and verifying its signature (WebCrypto HMAC through jose) was ≈ 15 % of the API's busy CPU placing an order
   * (bench/README.md "Commerce"). Only a token that verified is kept, under its whole text: any other text, forged or
   * altered, is verified afresh. Revocation is the session read's business, which every guarded call still makes.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    async issueAccessToken({ customerId, role, sessionId }) {
      const issuedAt = Math.floor(now() / 1000);
      const expiresAtSeconds = issuedAt + options.accessTokenTtlSeconds;
      const token = await new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(customerId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(key);
      return { token, expiresAt: expiresAtSeconds * 1000 };
    },
    async verifyAccessToken(token) {
      const known = verified.get(token);
      // jose's rule: valid while exp (seconds) is after the current second, i.e. now < exp * 1000.
      if (known && now() < known.expiresAt) return known.claims;
      if (known) verified.delete(token);
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'], currentDate: new Date(now()) });
        const role = ROLES.find((found) => found === payload.role);
        if (!payload.sub || !role || typeof payload.sid !== 'string') return null;
        const claims = { customerId: payload.sub, role, sessionId: payload.sid };
        if (typeof payload.exp === 'number') {
          if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
          verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        }
        return claims;
      } catch {
        return null;
      }
    },
    async sessionOf(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
          clockTolerance: SESSION_NAMED_AFTER_EXPIRY_SECONDS,
        });
        return typeof payload.sid === 'string' ? payload.sid : null;
      } catch {
        return null;
      }
    },
  };
}

/** A refresh token: 32 random bytes, shown once to the client. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a refresh token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
