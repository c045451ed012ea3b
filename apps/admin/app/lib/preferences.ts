import { DEFAULT_LOCALE, isLocale, type Locale } from '@talad/domain';

/**
 * The staff member's own choices, kept in this browser (cookies under /admin, a year): language (Thai unless they
 * chose English) and theme (the device's unless they chose light or dark). The server reads them, so a page is
 * rendered in its language and theme from the first byte; admin pages are never kept (no-store), so this is safe.
 */
export type Theme = 'light' | 'dark';
export type ThemeChoice = Theme | 'device';

export interface Preferences {
  language: Locale;
  theme: ThemeChoice;
}

export const LANGUAGE_COOKIE = 'admin_lang';
export const THEME_COOKIE = 'admin_theme';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'light' || value === 'dark' || value === 'device';
}

/** The value of one cookie of a Cookie header, or undefined. */
export function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals > 0 && part.slice(0, equals).trim() === name) {
      try {
        return decodeURIComponent(part.slice(equals + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function preferencesOf(request: Request): Preferences {
  const cookies = request.headers.get('cookie');
  const language = cookieValue(cookies, LANGUAGE_COOKIE);
  const theme = cookieValue(cookies, THEME_COOKIE);
  return { language: isLocale(language) ? language : DEFAULT_LOCALE, theme: isThemeChoice(theme) ? theme : 'device' };
}

/** Set-Cookie values that keep a choice (readable by nobody but this site's /admin pages; not a secret). */
export function preferenceCookie(name: typeof LANGUAGE_COOKIE | typeof THEME_COOKIE, value: string, secure: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/admin; Max-Age=${YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
