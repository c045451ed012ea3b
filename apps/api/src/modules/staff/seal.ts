import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are sealed with AES-256-GCM under a key derived (HKDF) from the app secret, bound to the staff member's
 * id (associated data): a leaked table or backup (which carries no generated secrets, decision 0035) reads as noise,
 * and a sealed secret copied to another row does not open. Unlike a password, the server needs the secret itself back
 * to compute codes, so it cannot be hashed.
 */
const keys = new Map<string, Buffer>();
function keyOf(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) keys.set(appSecret, (key = Buffer.from(hkdfSync('sha256', appSecret, 'talad-staff', 'totp-secret-seal', 32))));
  return key;
}

export function sealSecret(appSecret: string, staffId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(appSecret), iv).setAAD(Buffer.from(staffId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret, or null when it was sealed under another app secret or for another member (or tampered with). */
export function openSealed(appSecret: string, staffId: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(appSecret), Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(staffId))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
