import type { Locale } from '@talad/domain';
import { useLocation } from 'react-router';
import { localeFromPath, localizeHref } from './locale-path.ts';

/** The page's language, from its URL (ADR 0001). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Turns a Thai path of the shop into the current language's path (absolute URLs pass untouched). */
export function useLocalHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizeHref(href, locale);
}
