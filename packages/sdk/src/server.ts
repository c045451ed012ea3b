import { createApiClient, type ApiClient, type ClientOptions } from './client.ts';
import { createMemorySessionStore } from './session-store.ts';

/**
 * The server-side renderer's client: one guest session per process, logged in before the first call, reused by
 * every page view and refreshed on 401 — never a new guest per page view (spec §7).
 */
export function createServerApiClient(options: Omit<ClientOptions, 'session' | 'guestLoginFirst' | 'loading'>): ApiClient {
  return createApiClient({ ...options, session: createMemorySessionStore(), guestLoginFirst: true });
}
