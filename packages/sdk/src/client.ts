import { ERRORS, type Envelope, type Locale, type SessionRecord } from '@talad/domain';
import { readEnvelope } from './envelope.ts';
import { buildHeaders } from './headers.ts';
import type { LoadingTracker } from './loading.ts';
import { hasValidAccessToken, type SessionStore } from './session-store.ts';

export const GUEST_LOGIN_PATH = 'auth/login/guest';
export const REFRESH_TOKEN_PATH = 'auth/refresh-token';
/** status_code of a refresh that must end the session (spec §4, §8). */
export const REFRESH_REJECTED_CODE = ERRORS.REFRESH_TOKEN_INVALID.code;
/** The Web Lock every tab of the shop takes to refresh the session they share (localStorage `user`). */
export const REFRESH_LOCK_NAME = 'talad-session-refresh';

/** The part of the Web Locks API (navigator.locks) the client uses: one holder of a named lock at a time. */
export interface SessionLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Calls that must not flash the full-screen loading overlay (spec §7). */
  skipLoading?: boolean;
  locale?: Locale;
  signal?: AbortSignal;
  /** Headers of this call only (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

/** What a read may carry besides its own arguments: the answer's language and a way to abort it. */
export type CallOptions = Pick<RequestOptions, 'locale' | 'signal'>;

export interface ClientOptions {
  /** API base URL, e.g. http://localhost:4000 */
  baseUrl: string;
  appId: string;
  appKey: string;
  session: SessionStore;
  userAgent?: () => string;
  locale?: () => Locale;
  loading?: LoadingTracker;
  /** Called after a refresh was rejected with 10006 and the session was cleared; the browser reloads. */
  onSessionRejected?: () => void;
  fetch?: typeof fetch;
  now?: () => number;
  logger?: Pick<Console, 'error' | 'warn'>;
  /** Log in as guest before a call when no valid token is stored (server-side rendering, spec §7). */
  guestLoginFirst?: boolean;
  /**
   * Takes refreshes of the stored session in turn across the browser's tabs: navigator.locks by default where it
   * exists; null for none (the renderer's session is its own).
   */
  locks?: SessionLocks | null;
  /** Sent with every call besides the spec's headers: the web renderer's RENDERER_KEY. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<Envelope<T>>;
  get<T>(path: string, options?: RequestOptions): Promise<Envelope<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  delete<T>(path: string, body?: unknown, options?: RequestOptions): Promise<Envelope<T>>;
  /** A file's answer as it came, not an envelope (a document's PDF); a 401 refreshes once and retries once. */
  file(path: string, options?: RequestOptions): Promise<Response>;
  /** Silent guest login when no valid token is stored (spec §4); returns the session in force. */
  ensureSession(): Promise<SessionRecord | null>;
  loginAsGuest(): Promise<SessionRecord | null>;
  readonly session: SessionStore;
  readonly logger: Pick<Console, 'error' | 'warn'>;
}

export function createApiClient(options: ClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const logger = options.logger ?? console;
  const store = options.session;
  const locks = options.locks === undefined ? webLocks() : options.locks;
  let pendingGuestLogin: Promise<SessionRecord | null> | null = null;
  let pendingRefresh: Promise<boolean> | null = null;

  async function sendRaw(
    method: HttpMethod,
    path: string,
    request: RequestOptions,
  ): Promise<{ response: Response; accessToken: string | undefined }> {
    const cleanPath = path.replace(/^\/+/, '');
    const isFormData = typeof FormData !== 'undefined' && request.body instanceof FormData;
    const accessToken = store.get()?.access_token;
    const headers = await buildHeaders({
      path: cleanPath,
      appId: options.appId,
      appKey: options.appKey,
      userAgent: options.userAgent?.() ?? '',
      now: now(),
      accessToken,
      locale: request.locale ?? options.locale?.(),
      isFormData,
    });
    const body = request.body === undefined ? undefined : isFormData ? (request.body as FormData) : JSON.stringify(request.body);
    const response = await doFetch(urlFor(options.baseUrl, cleanPath, request.query), {
      method,
      headers: { ...options.headers, ...request.headers, ...headers },
      body,
      signal: request.signal,
    });
    return { response, accessToken };
  }

  async function send<T>(method: HttpMethod, path: string, request: RequestOptions): Promise<Answer<T>> {
    const { response, accessToken } = await sendRaw(method, path, request);
    return { envelope: await readEnvelope<T>(response), httpStatus: response.status, accessToken };
  }

  /** A file's answer as it came (a PDF): signed like any call; a 401 refreshes the session once and retries once. */
  async function file(path: string, request: RequestOptions = {}): Promise<Response> {
    const first = await sendRaw('GET', path, request);
    if (first.response.status !== 401) return first.response;
    const refreshedMeanwhile = hasValidAccessToken(store.get()) && store.get()?.access_token !== first.accessToken;
    const canRetry = refreshedMeanwhile || (await refreshSession(first.accessToken));
    return canRetry ? (await sendRaw('GET', path, request)).response : first.response;
  }

  async function loginAsGuest(): Promise<SessionRecord | null> {
    pendingGuestLogin ??= (async () => {
      const { envelope: answer } = await send<SessionRecord>('POST', GUEST_LOGIN_PATH, {});
      if (!answer.is_success) throw new Error('Failed to refresh token');
      if (!answer.data?.access_token) {
        logger.error('Failed to retrieve access token.');
        return null;
      }
      store.set(answer.data);
      return answer.data;
    })().finally(() => {
      pendingGuestLogin = null;
    });
    return pendingGuestLogin;
  }

  async function ensureSession(): Promise<SessionRecord | null> {
    const current = store.get();
    return hasValidAccessToken(current) ? current : loginAsGuest();
  }

  /**
   * One refresh for any number of 401s at once, and one tab at a time: under the lock, a tab whose rejected token
   * was already replaced in the shared storage (another tab refreshed meanwhile) takes that session instead of
   * spending the refresh token a second time. Returns whether a retry makes sense.
   */
  function refreshSession(rejectedAccessToken: string | undefined): Promise<boolean> {
    const refresh = async () => {
      const current = store.get();
      if (hasValidAccessToken(current) && current.access_token !== rejectedAccessToken) return true;
      const { envelope: answer } = await send<SessionRecord>('POST', REFRESH_TOKEN_PATH, {
        body: { token: current?.refresh_token ?? '' },
      });
      if (answer.status_code === REFRESH_REJECTED_CODE) {
        store.clear();
        options.onSessionRejected?.();
        return false;
      }
      if (answer.data?.access_token) {
        store.set({ ...current, ...answer.data });
        return true;
      }
      return (await loginAsGuest()) !== null;
    };
    pendingRefresh ??= (locks ? locks.request(REFRESH_LOCK_NAME, refresh) : refresh()).finally(() => {
      pendingRefresh = null;
    });
    return pendingRefresh;
  }

  async function request<T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<Envelope<T>> {
    const tracksLoading = !request.skipLoading && options.loading;
    if (tracksLoading) options.loading?.start();
    try {
      if (options.guestLoginFirst && !isAuthPath(path)) await ensureSession();
      const first = await send<T>(method, path, request);
      if (!needsRefresh(first) || isAuthPath(path)) return first.envelope;
      // Another call may have refreshed the session while this one was on its way: then just retry with it.
      const refreshedMeanwhile = hasValidAccessToken(store.get()) && store.get()?.access_token !== first.accessToken;
      const canRetry = refreshedMeanwhile || (await refreshSession(first.accessToken));
      return canRetry ? (await send<T>(method, path, request)).envelope : first.envelope;
    } finally {
      if (tracksLoading) options.loading?.end();
    }
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, body, opts) => request('DELETE', path, { ...opts, body }),
    file,
    ensureSession,
    loginAsGuest,
    session: store,
    logger,
  };
}

/** The browser's Web Locks, where there are any (not in Node or older browsers). */
function webLocks(): SessionLocks | null {
  return (globalThis as { navigator?: { locks?: SessionLocks } }).navigator?.locks ?? null;
}

function isAuthPath(path: string): boolean {
  const clean = path.replace(/^\/+/, '');
  return clean === GUEST_LOGIN_PATH || clean === REFRESH_TOKEN_PATH;
}

interface Answer<T> {
  envelope: Envelope<T>;
  httpStatus: number;
  /** The access token the request carried. */
  accessToken: string | undefined;
}

/** Signature codes of the API: a new token cannot mend a bad signature, so they are not refreshed. */
const SIGNATURE_CODES = new Set<number>([ERRORS.SIGN_MISSING.code, ERRORS.SIGN_INVALID.code, ERRORS.SIGN_EXPIRED.code]);

/** Spec §4: a 401 answer refreshes the token once and retries once. */
function needsRefresh(answer: Answer<unknown>): boolean {
  return answer.httpStatus === 401 && !SIGNATURE_CODES.has(answer.envelope.status_code);
}

export function urlFor(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}
