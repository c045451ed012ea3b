import { postCookieConsent } from '@talad/sdk';
import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { browserApi } from '../../lib/api-browser.ts';
import { settle } from '../../lib/settle.ts';
import { updateConsentMode } from './consent-mode.ts';
import type { PublicConfig } from '../../lib/shell-data.ts';
import {
  BANNER_DELAY_MS,
  consentPayload,
  consentReducer,
  COOKIE_ACCEPTED_KEY,
  COOKIE_SETTINGS_KEY,
  INITIAL_CONSENT,
  parseSettings,
  type ConsentState,
  type CookieKind,
  type CookieSettings,
} from './consent-state.ts';

interface CookieConsentValue {
  state: ConsentState;
  /** True once the shopper accepted cookies with analytics on: the tag manager may load. */
  analyticsAllowed: boolean;
  acceptCookies(): void;
  openSettings(): void;
  toggle(kind: CookieKind, on: boolean): void;
  acceptAll(): void;
  confirmChoices(): void;
  closeSettings(): void;
}

const CookieConsentContext = createContext<CookieConsentValue | null>(null);

/** The consent flow of spec §4: state in a reducer, storage and the consent call beside each transition. */
export function CookieConsentProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  const [state, dispatch] = useReducer(consentReducer, INITIAL_CONSENT);

  useEffect(() => {
    if (localStorage.getItem(COOKIE_ACCEPTED_KEY) === null) localStorage.setItem(COOKIE_ACCEPTED_KEY, 'false');
    const accepted = localStorage.getItem(COOKIE_ACCEPTED_KEY) === 'true';
    dispatch({ type: 'loaded', accepted, settings: parseSettings(localStorage.getItem(COOKIE_SETTINGS_KEY)) });
    if (accepted) return;
    const timer = setTimeout(() => dispatch({ type: 'bannerDue' }), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const value = useMemo<CookieConsentValue>(() => {
    const sendConsent = (settings: CookieSettings) => {
      if (config.gtmId) updateConsentMode(window, settings);
      void settle('Cookie consent', () => postCookieConsent(browserApi(config), consentPayload(settings)), null);
    };
    return {
      state,
      analyticsAllowed: state.accepted && state.settings.analyticsCookies,
      acceptCookies() {
        localStorage.setItem(COOKIE_ACCEPTED_KEY, 'true');
        sendConsent(state.settings);
        dispatch({ type: 'acceptCookies' });
      },
      confirmChoices() {
        localStorage.setItem(COOKIE_SETTINGS_KEY, JSON.stringify(state.draft));
        localStorage.setItem(COOKIE_ACCEPTED_KEY, 'true');
        sendConsent(state.draft);
        dispatch({ type: 'confirmChoices' });
      },
      openSettings: () => dispatch({ type: 'openSettings' }),
      toggle: (kind, on) => dispatch({ type: 'toggle', kind, on }),
      acceptAll: () => dispatch({ type: 'acceptAll' }),
      closeSettings: () => dispatch({ type: 'closeSettings' }),
    };
  }, [state, config]);

  return <CookieConsentContext.Provider value={value}>{children}</CookieConsentContext.Provider>;
}

export function useCookieConsent(): CookieConsentValue {
  const value = useContext(CookieConsentContext);
  if (!value) throw new Error('useCookieConsent is used outside CookieConsentProvider');
  return value;
}
