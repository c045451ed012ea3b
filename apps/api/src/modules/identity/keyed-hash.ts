import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** HMAC of a value under the app secret: codes, tickets and IPs are stored only this way. */
export function keyedHash(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(value).digest('hex');
}

/** A token derived from a value under the app secret: the same value always gives the same token, and only the server can derive it. */
export function keyedToken(secret: string, purpose: string, value: string): string {
  return createHmac('sha256', `${purpose}:${secret}`).update(value).digest('base64url');
}

export function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, 'hex');
  const b = Buffer.from(right, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Six digits from a CSPRNG, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function newTicketToken(): string {
  return randomBytes(32).toString('base64url');
}
