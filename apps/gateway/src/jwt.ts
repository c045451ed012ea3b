import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Every server-to-server body is `{ payload: JWT }`, HS256 with the merchant's secret (2C2P PGW 4.3). Signed and
 * checked here with node:crypto, synchronously, so a state change and the notification that tells of it are
 * recorded in the same tick.
 */
export type Claims = Record<string, unknown>;

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signClaims(claims: Claims, secret: string): string {
  const body = `${HEADER}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${hmac(body, secret).toString('base64url')}`;
}

/** The claims of a token signed with `secret`, or null for any other (forged, altered, another algorithm, expired). */
export function verifyClaims(token: string, secret: string, now = Date.now()): Claims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = hmac(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const decodedHeader = decode(header);
  if (decodedHeader?.alg !== 'HS256') return null;
  const claims = decode(payload);
  if (!claims) return null;
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return null;
  if (typeof claims.nbf === 'number' && claims.nbf * 1000 > now) return null;
  return claims;
}

/** Who a token says it is from, before its signature is checked: only to find whose secret checks it. */
export function claimedMerchant(token: string): string | null {
  const merchantID = decode(token.split('.')[1] ?? '')?.merchantID;
  return typeof merchantID === 'string' ? merchantID : null;
}

function decode(part: string): Claims | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Claims) : null;
  } catch {
    return null;
  }
}

function hmac(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
