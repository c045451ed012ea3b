import type { Envelope, Locale } from '@talad/domain';
import { urlFor, type HttpMethod, type QueryValue } from '../client.ts';
import { readEnvelope } from '../envelope.ts';
import { nodeFetch } from '../node-fetch.ts';

/**
 * The back office's API client (issue #26, decision 0041): calls to the API's `/admin/…` routes, which are not signed
 * with the shop's app key but carry the staff member's own token (`Authorization: Bearer …`). The admin web app
 * makes one per request, on its server, from the session cookie; `npm run shop` and other tools make one with a
 * personal API token. Nothing here refreshes or stores a token: a staff session that ends is signed in again.
 */
export interface AdminClientOptions {
  /** The API's base URL, e.g. http://localhost:4000 (the admin's server calls it directly, never through /api). */
  baseUrl: string;
  /** The staff session's token or a personal API token; none before sign-in. */
  token?: string | null;
  /** The language of the answers' messages. */
  locale?: Locale;
  /** Sent with every call: the staff member's address as X-Forwarded-For, say. */
  headers?: Record<string, string>;
  /** By default node:http for enveloped calls (the SDK's server fetch, node-fetch.ts) and fetch for raw ones. */
  fetch?: typeof fetch;
}

export interface AdminRequest {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** A file sent as it is instead of a JSON body (a CSV import): its bytes, never decoded here. */
  file?: { type: string; data: Uint8Array };
  /** Headers of this call only (Idempotency-Key). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface AdminClient {
  /** One call answered as the envelope (spec §8); `path` is the API's, e.g. `admin/me`. */
  request<T>(method: HttpMethod, path: string, request?: AdminRequest): Promise<Envelope<T>>;
  /** The answer as it came (a CSV download): the caller streams its body on. */
  raw(method: HttpMethod, path: string, request?: AdminRequest): Promise<Response>;
  /** Whether the client carries a token. */
  readonly signedIn: boolean;
}

export function createAdminClient(options: AdminClientOptions): AdminClient {
  const send = (method: HttpMethod, path: string, request: AdminRequest, doFetch: typeof fetch) => {
    const headers: Record<string, string> = { ...options.headers, ...request.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.locale) headers['Accept-Language'] = options.locale;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.file) headers['Content-Type'] = request.file.type;
    return doFetch(urlFor(options.baseUrl, path, request.query), {
      method,
      headers,
      body: request.file
        ? new Blob([request.file.data as Uint8Array<ArrayBuffer>])
        : request.body === undefined
          ? undefined
          : JSON.stringify(request.body),
      signal: request.signal,
    });
  };
  return {
    raw: (method, path, request = {}) => send(method, path, request, options.fetch ?? globalThis.fetch.bind(globalThis)),
    async request<T>(method: HttpMethod, path: string, request: AdminRequest = {}) {
      return readEnvelope<T>(await send(method, path, request, options.fetch ?? nodeFetch));
    },
    signedIn: Boolean(options.token),
  };
}
