import type { SessionRecord } from '@talad/domain';
import { createApiClient, createLoadingTracker, createStorageSessionStore, type ApiClient, type SessionStore } from '@talad/sdk';
import { setLoading } from './loading-flag.ts';
import { localeFromPath } from './locale-path.ts';
import type { PublicConfig } from './shell-data.ts';

type SessionListener = (session: SessionRecord | null) => void;
const sessionListeners = new Set<SessionListener>();

/** This tab's own session changes (guest login, refresh, sign-in); other tabs are heard through `storage` events. */
export function onSessionChange(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

function observed(store: SessionStore): SessionStore {
  const notify = (session: SessionRecord | null) => sessionListeners.forEach((listener) => listener(session));
  return {
    get: store.get,
    set(session) {
      store.set(session);
      notify(session);
    },
    clear() {
      store.clear();
      notify(null);
    },
  };
}

let client: ApiClient | null = null;
const loading = createLoadingTracker(setLoading);

/** The browser's one API client: session in localStorage `user`, locale from the URL, loading flag for the overlay. */
export function browserApi(config: PublicConfig): ApiClient {
  client ??= createApiClient({
    // '/api' (the default) is on the page's own origin, whatever address the shop was opened at.
    baseUrl: new URL(config.apiUrl, window.location.origin).toString(),
    appId: config.appId,
    appKey: config.appKey,
    session: observed(createStorageSessionStore(window.localStorage)),
    userAgent: () => navigator.userAgent,
    locale: () => localeFromPath(window.location.pathname),
    loading,
    onSessionRejected: () => window.location.reload(),
  });
  return client;
}
