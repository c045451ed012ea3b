export const LOCALES = ['th', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'th';

export function isLocale(value: unknown): value is Locale {
  return value === 'th' || value === 'en';
}

/** Picks th or en from an Accept-Language header; Thai is the default. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LOCALE;
}

/** Bilingual text as stored for content: Thai is the fallback when English is missing. */
export interface LocalizedText {
  th: string;
  en?: string | null;
}

export function pickText(text: LocalizedText, locale: Locale): string {
  return locale === 'en' && text.en ? text.en : text.th;
}
