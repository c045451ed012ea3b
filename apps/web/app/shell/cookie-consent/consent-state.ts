import type { CookieChoices } from '@talad/sdk';
import { stripLocale } from '../../lib/locale-path.ts';

/** Browser storage keys of spec §3. */
export const COOKIE_ACCEPTED_KEY = 'cookieAccepted';
export const COOKIE_SETTINGS_KEY = 'cookieSettings';
/** The banner waits this long after the first load (spec §9). */
export const BANNER_DELAY_MS = 3000;

export interface CookieSettings {
  analyticsCookies: boolean;
  marketingCookies: boolean;
  googleConsentCookies: boolean;
}
export type CookieKind = keyof CookieSettings;
export const COOKIE_KINDS: CookieKind[] = ['analyticsCookies', 'marketingCookies', 'googleConsentCookies'];
export const DEFAULT_SETTINGS: CookieSettings = { analyticsCookies: true, marketingCookies: true, googleConsentCookies: true };

/**
 * Spec §2: no banner on /payment, on mobile /m pages, nor on /live-tv-app. "/payment" is the blank layout's area
 * (issue #13): its steps too — the 3-D Secure page, processing, complete, failed — where the banner would cover the
 * bank's form or the Pay button on a phone. "Contains /m" is read as the /m path segment — a plain substring would
 * also hide it on /account/my-order and /account/member-ship.
 */
export function isBannerHiddenOn(pathname: string): boolean {
  const bare = stripLocale(pathname).replace(/(.)\/+$/, '$1');
  const inArea = (area: string) => bare === area || bare.startsWith(`${area}/`);
  return inArea('/payment') || inArea('/m') || bare.includes('/live-tv-app');
}

export function parseSettings(raw: string | null): CookieSettings {
  if (!raw) return DEFAULT_SETTINGS;
  try {
    const stored = JSON.parse(raw) as Partial<CookieSettings>;
    return Object.fromEntries(
      COOKIE_KINDS.map((kind) => [kind, typeof stored[kind] === 'boolean' ? stored[kind] : true]),
    ) as unknown as CookieSettings;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function consentPayload(settings: CookieSettings): CookieChoices {
  return {
    is_analytics_accepted: settings.analyticsCookies,
    is_marketing_accepted: settings.marketingCookies,
    is_google_accepted: settings.googleConsentCookies,
  };
}

export interface ConsentState {
  accepted: boolean;
  /** The saved choice; what the tag manager and the consent call use. */
  settings: CookieSettings;
  /** The toggles as shown in the open dialog, saved only by 'Confirm choices'. */
  draft: CookieSettings;
  bannerVisible: boolean;
  dialogOpen: boolean;
}

export type ConsentAction =
  | { type: 'loaded'; accepted: boolean; settings: CookieSettings }
  | { type: 'bannerDue' }
  | { type: 'acceptCookies' }
  | { type: 'openSettings' }
  | { type: 'toggle'; kind: CookieKind; on: boolean }
  | { type: 'acceptAll' }
  | { type: 'confirmChoices' }
  | { type: 'closeSettings' };

export const INITIAL_CONSENT: ConsentState = {
  accepted: false,
  settings: DEFAULT_SETTINGS,
  draft: DEFAULT_SETTINGS,
  bannerVisible: false,
  dialogOpen: false,
};

/** The consent flow of spec §4 as pure transitions; storage and the consent call follow from the new state. */
export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'loaded':
      return { ...state, accepted: action.accepted, settings: action.settings, draft: action.settings };
    case 'bannerDue':
      return state.accepted ? state : { ...state, bannerVisible: true };
    case 'acceptCookies':
      return { ...state, accepted: true, bannerVisible: false };
    case 'openSettings':
      return { ...state, dialogOpen: true, draft: state.settings };
    case 'toggle':
      return { ...state, draft: { ...state.draft, [action.kind]: action.on } };
    case 'acceptAll':
      return { ...state, draft: DEFAULT_SETTINGS };
    case 'confirmChoices':
      return { ...state, settings: state.draft, accepted: true, bannerVisible: false, dialogOpen: false };
    case 'closeSettings':
      return { ...state, dialogOpen: false, draft: state.settings };
  }
}
