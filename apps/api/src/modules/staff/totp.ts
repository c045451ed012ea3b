import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 time-based codes as every authenticator app makes them: HMAC-SHA1, 6 digits, 30-second steps (otpauth,
 * checked against the RFC's test vectors in totp.test.ts). A code is accepted one step either side of now, for
 * clocks a little off; which step it matched is returned so the caller can take each step's code once.
 */
export const TOTP_PERIOD_SECONDS = 30;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS });

/** A new 160-bit secret (RFC 4226's recommended length), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address a QR code carries to an authenticator app. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totpOf(secret, issuer, account).toString();
}

/** The time step (Unix seconds / 30) `code` belongs to within ±1 step of `now`, or null when it is no code of these. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** The code for `now`: what an authenticator app shows (the demo's `npm run shop -- totp`, and tests). */
export function totpCodeAt(secret: string, now: Date): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}
