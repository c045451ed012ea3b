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
}

const ISSUER = 'talad-api';

export function createTokenService(options: { secret: string; accessTokenTtlSeconds: number }): TokenService {
  const key = new TextEncoder().encode(options.secret);
  return {
    async issueAccessToken({ customerId, role, sessionId }) {
      const issuedAt = Math.floor(Date.now() / 1000);
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
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const role = ROLES.find((known) => known === payload.role);
        if (!payload.sub || !role || typeof payload.sid !== 'string') return null;
        return { customerId: payload.sub, role, sessionId: payload.sid };
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
