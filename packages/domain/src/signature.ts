/**
 * Request signing of spec §7: uppercase hex HMAC-SHA256 over "/" + path + "appId" + appId + "timestamp" + ts,
 * keyed with a fixed prefix plus the app key. It identifies the app, it is not a user credential.
 * One implementation for the browser, the SDK on the server and the API: Node's HMAC where there is one, else Web Crypto.
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

/** The part of node:crypto used here, without Node's types in a package the browser shares. */
interface NodeHmac {
  createHmac(algorithm: 'sha256', key: string): { update(text: string): { digest(encoding: 'hex'): string } };
}

/**
 * Node's HMAC, where there is a Node (the web renderer, scripts): Web Crypto's sign took about 0.5 ms of the renderer's
 * thread per API call, a tenth of an uncached home render (bench/README.md). Browsers have no `process` and use Web Crypto.
 */
const nodeCrypto = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process?.getBuiltinModule?.(
  'node:crypto',
) as NodeHmac | undefined;

export async function computeSign(path: string, appId: string, timestamp: string, appKey: string): Promise<string> {
  if (!nodeCrypto) return signWithWebCrypto(path, appId, timestamp, appKey);
  return nodeCrypto
    .createHmac('sha256', signingKey(appKey))
    .update(signatureText(path, appId, timestamp))
    .digest('hex')
    .toUpperCase();
}

/** The browser's way: the same signature through Web Crypto. */
export async function signWithWebCrypto(path: string, appId: string, timestamp: string, appKey: string): Promise<string> {
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
