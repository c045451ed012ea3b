/**
 * Request signing of spec §7: uppercase hex HMAC-SHA256 over "/" + path + "appId" + appId + "timestamp" + ts,
 * keyed with a fixed prefix plus the app key. It identifies the app, it is not a user credential.
 * Uses Web Crypto so the browser, the SDK on the server and the API share one implementation.
 */
export const SIGN_KEY_PREFIX = 'talad-sign:';

/** How far a request timestamp may be from the server clock. */
export const SIGN_WINDOW_MS = 5 * 60 * 1000;

/** The web renderer's calls carry the key it shares with the API (RENDERER_KEY) in this header: not limited per IP. */
export const RENDERER_KEY_HEADER = 'x-renderer-key';

/** The path that is signed: without the query string, with exactly one leading slash. */
export function signedPath(path: string): string {
  const withoutQuery = path.split('?')[0] ?? '';
  return '/' + withoutQuery.replace(/^\/+/, '');
}

export function signatureText(path: string, appId: string, timestamp: string): string {
  return `${signedPath(path)}appId${appId}timestamp${timestamp}`;
}

export function signingKey(appKey: string): string {
  return SIGN_KEY_PREFIX + appKey;
}

export async function computeSign(path: string, appId: string, timestamp: string, appKey: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(signingKey(appKey)),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(signatureText(path, appId, timestamp)));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}
