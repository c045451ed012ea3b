import { createApiClient, type ApiClient, type ClientOptions } from './client.ts';
import { nodeFetch } from './node-fetch.ts';
import { createMemorySessionStore } from './session-store.ts';

/**
 * The server-side renderer's client: one guest session per process, logged in before the first call, reused by
 * every page view and refreshed on 401 — never a new guest per page view (spec §7). Its calls go over node:http
 * (node-fetch.ts) unless `fetch` is given: Node's global fetch cost ≈ 9 % of an uncached page render's CPU.
 */
export function createServerApiClient(options: Omit<ClientOptions, 'session' | 'guestLoginFirst' | 'loading'>): ApiClient {
  return createApiClient({ fetch: nodeFetch, ...options, session: createMemorySessionStore(), guestLoginFirst: true });
}
