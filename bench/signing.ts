/** Signed calls to the API (spec §7: appId, timestamp and an HMAC of the path), shared by the API and web benches. */
import { computeSign } from '@talad/domain';

/** Headers of a signed call: the signature covers the path only (not the query), and holds for five minutes. */
export async function signed(path: string, token?: string): Promise<Record<string, string>> {
  const timestamp = String(Date.now());
  const headers: Record<string, string> = {
    appId: 'talad-web',
    timestamp,
    sign: await computeSign(path, 'talad-web', timestamp, 'talad-local-app-key'),
    platform: 'web',
    'content-type': 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** A signed JSON call outside any measurement (set-up); an answer other than 200 ends the run. */
export async function callApiAt<T>(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const [route] = path.split('?');
  const response = await fetch(`${base}/${path}`, {
    method,
    headers: { ...options.headers, ...(await signed(route ?? path, options.token)) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} /${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}
