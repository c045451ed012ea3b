import { gtag, type DataLayer } from '../../lib/tag-manager.ts';
import { COOKIE_ACCEPTED_KEY, COOKIE_SETTINGS_KEY, type CookieKind, type CookieSettings } from './consent-state.ts';

/**
 * Google Consent Mode v2 (issue #29 item 7, decision 0066): what Google's tags may do, told to them from the
 * shopper's cookie choices. A signal is granted only when every choice it needs is on: ad_user_data and
 * ad_personalization — Google using the shopper's data for its ads — need the marketing choice and the
 * "Consent for Google services" one.
 */
const SIGNAL_NEEDS = {
  ad_storage: ['marketingCookies'],
  ad_user_data: ['marketingCookies', 'googleConsentCookies'],
  ad_personalization: ['marketingCookies', 'googleConsentCookies'],
  analytics_storage: ['analyticsCookies'],
  personalization_storage: ['marketingCookies'],
} satisfies Record<string, CookieKind[]>;

type Signal = keyof typeof SIGNAL_NEEDS;
type Grant = 'granted' | 'denied';
export type ConsentMode = Record<Signal | 'functionality_storage' | 'security_storage', Grant>;

/** What the shop needs to work (the session, the chosen language) is essential, never a choice. */
const ESSENTIAL = { functionality_storage: 'granted', security_storage: 'granted' } as const;

/** How long Google's tags hold their first hit for an update, should one come (Google's documented default wait). */
export const WAIT_FOR_UPDATE_MS = 500;

/** The signals for the saved choices; `null` while the shopper has not answered, when everything optional is denied. */
export function consentMode(settings: CookieSettings | null): ConsentMode {
  const signals = Object.fromEntries(
    Object.entries(SIGNAL_NEEDS).map(([signal, needs]) => [
      signal,
      settings && needs.every((kind) => settings[kind]) ? 'granted' : 'denied',
    ]),
  ) as Record<Signal, Grant>;
  return { ...signals, ...ESSENTIAL };
}

/**
 * The inline script that runs in <head> before any tag (root.tsx, only with GTM_ID): the consent default, read at
 * once from the choices the banner saved, so a returning shopper's tags never start from "denied". It must read
 * storage as parseSettings does (a choice is off only when stored as false; unreadable JSON counts as all on):
 * consent-mode.test.ts runs it against consentMode(parseSettings(…)) for every case.
 */
export function consentDefaultScript(): string {
  const accepted = JSON.stringify(COOKIE_ACCEPTED_KEY);
  const saved = JSON.stringify(COOKIE_SETTINGS_KEY);
  return (
    `(function(){var w=window,d=w.dataLayer=w.dataLayer||[];function gtag(){d.push(arguments)}` +
    `var c=null,m={};try{if(localStorage.getItem(${accepted})==='true'){try{c=JSON.parse(localStorage.getItem(${saved}))||{}}catch(e){c={}}}}catch(e){}` +
    `var n=${JSON.stringify(SIGNAL_NEEDS)};for(var s in n)m[s]=c&&n[s].every(function(k){return c[k]!==false})?'granted':'denied';` +
    `m.functionality_storage=m.security_storage='granted';m.wait_for_update=${WAIT_FOR_UPDATE_MS};gtag('consent','default',m)})()`
  );
}

/** A saved choice (the banner's accept, the settings' confirm) tells the tags at once, before any tag they allow loads. */
export function updateConsentMode(target: { dataLayer?: DataLayer }, settings: CookieSettings): void {
  gtag(target, 'consent', 'update', consentMode(settings));
}
