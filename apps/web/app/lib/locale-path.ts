import { DEFAULT_LOCALE, type Locale } from '@talad/domain';

/** Locale-prefix strategy: Thai at /, English under /en with the same paths. */
const EN_PREFIX = /^\/en(?=\/|$)/;

/** The English home's data request arrives as /en.data (React Router's single fetch): it is English too. */
const EN_HOME_DATA = /^\/en\.data$/;

export function localeFromPath(pathname: string): Locale {
  return EN_PREFIX.test(pathname) || EN_HOME_DATA.test(pathname) ? 'en' : DEFAULT_LOCALE;
}

/** The path without its /en prefix: the same page in Thai. Always starts with '/'. */
export function stripLocale(pathname: string): string {
  return pathname.replace(EN_PREFIX, '') || '/';
}

/** The Thai path as seen in the given locale: /guest/login → /en/guest/login. */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

/** Only links inside the shop are prefixed; absolute URLs and anchors pass untouched. */
export function localizeHref(href: string, locale: Locale): string {
  return href.startsWith('/') && !href.startsWith('//') ? localizePath(href, locale) : href;
}

/** The same page and query in the other language, for the language switch. */
export function switchLocalePath(location: { pathname: string; search?: string; hash?: string }, target: Locale): string {
  return localizePath(location.pathname, target) + (location.search ?? '') + (location.hash ?? '');
}

export function homePath(locale: Locale): string {
  return localizePath('/', locale);
}
