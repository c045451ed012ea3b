import type { Role, SessionRecord } from '@talad/domain';
import { hasValidAccessToken, parseStoredSession, SESSION_STORAGE_KEY } from '@talad/sdk';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { browserApi, onSessionChange } from './api-browser.ts';
import { settle } from './settle.ts';
import type { PublicConfig } from './shell-data.ts';

export interface SessionState {
  session: SessionRecord | null;
  role: Role;
  /** False on the server and before the browser has read its storage: guards wait for it. */
  ready: boolean;
}

const SERVER_STATE: SessionState = { session: null, role: 'guest', ready: false };
const SessionContext = createContext<SessionState>(SERVER_STATE);

function stateOf(session: SessionRecord | null): SessionState {
  return { session, role: session?.role === 'user' ? 'user' : 'guest', ready: true };
}

/**
 * The browser session (spec §4): read from localStorage `user`, a silent guest login when there is no valid token,
 * and kept in step with other tabs through `storage` events (cleared when the entry is removed).
 */
export function SessionProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  const [state, setState] = useState(SERVER_STATE);

  useEffect(() => {
    const api = browserApi(config);
    setState(stateOf(api.session.get()));
    const stopListening = onSessionChange((session) => setState(stateOf(session)));
    const onStorage = (event: StorageEvent) => {
      // key null means the whole storage was cleared.
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      setState(stateOf(parseStoredSession(event.newValue)));
    };
    window.addEventListener('storage', onStorage);
    // Spec §4: the guest login is silent. The page is already painted and readable; covering it with the loading
    // overlay on every first visit would only hide it. A valid token needs no call.
    if (!hasValidAccessToken(api.session.get())) void settle('Guest login', api.ensureSession, null);
    return () => {
      stopListening();
      window.removeEventListener('storage', onStorage);
    };
  }, [config]);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}
