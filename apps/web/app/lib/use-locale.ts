import type { Locale } from '@talad/domain';
import { useLocation } from 'react-router';
import { localeFromPath, localizeHref } from './locale-path.ts';
import { isAppPath, mobileTwin } from './mobile-path.ts';

/** The page's language, from its URL (ADR 0001). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/**
 * Turns a Thai path of the shop into the current language's path (absolute URLs pass untouched); on the app's
 * pages (/m…) a screen with an /m twin is linked to its twin.
 */
export function useLocalHref(): (href: string) => string {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const inApp = isAppPath(pathname);
  return (href) => localizeHref(inApp ? mobileTwin(href) : href, locale);
}
