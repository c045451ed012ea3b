import type { SessionRecord } from '@talad/domain';

/** Where the client keeps the current session. The browser uses storage key `user` (spec §3). */
export interface SessionStore {
  get(): SessionRecord | null;
  set(session: SessionRecord): void;
  clear(): void;
}

export const SESSION_STORAGE_KEY = 'user';

/** A stored token counts only when present and not the text 'undefined' (spec §4). */
export function hasValidAccessToken(session: SessionRecord | null): session is SessionRecord {
  return Boolean(session?.access_token) && session?.access_token !== 'undefined';
}

export function parseStoredSession(raw: string | null): SessionRecord | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as SessionRecord | null;
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** Browser storage (localStorage by default) under the key `user`. */
export function createStorageSessionStore(storage: Storage): SessionStore {
  return {
    get: () => parseStoredSession(storage.getItem(SESSION_STORAGE_KEY)),
    set: (session) => storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session)),
    clear: () => storage.removeItem(SESSION_STORAGE_KEY),
  };
}

/** One session held in memory: the server-side renderer's shared guest session, and tests. */
export function createMemorySessionStore(initial: SessionRecord | null = null): SessionStore {
  let current = initial;
  return {
    get: () => current,
    set: (session) => {
      current = session;
    },
    clear: () => {
      current = null;
    },
  };
}
