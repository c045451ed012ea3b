import type { Locale } from '@talad/domain';

export const LOCALE_COOKIE = 'locale';
/** Spec §9: the chosen language is remembered for 365 days. The URL still decides the page's language (ADR 0001). */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** What follows `locale=th` in the cookie: also written by the plain script that runs before hydration. */
export const LOCALE_COOKIE_ATTRIBUTES = `; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}${LOCALE_COOKIE_ATTRIBUTES}`;
}
