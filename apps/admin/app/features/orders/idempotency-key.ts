/**
 * A fresh Idempotency-Key: 128 random bits as hex. From crypto.getRandomValues, which every browser has on any page
 * (randomUUID exists only on HTTPS or localhost, and a shop's back office may be opened at a plain LAN address).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
