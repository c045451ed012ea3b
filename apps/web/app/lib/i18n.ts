import type { Locale } from '@talad/domain';
import i18next, { type i18n } from 'i18next';
import en from '../locales/en.json';
import th from '../locales/th.json';

export const catalogues = { th, en } as const;

/** A missing message is a warning, never an error (spec §8): the key is shown and the page goes on. */
export function warnMissingMessage(languages: readonly string[], _namespace: string, key: string): void {
  console.warn(`Missing message "${key}" for ${languages.join(', ')}`);
}

const instances = new Map<Locale, i18n>();

/**
 * One i18next instance per locale, shared by all requests: it is initialised synchronously from bundled
 * catalogues and never changes language afterwards, so sharing it between requests is safe.
 */
export function i18nFor(locale: Locale): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { th: { translation: catalogues.th }, en: { translation: catalogues.en } },
    initAsync: false,
    showSupportNotice: false,
    saveMissing: true,
    missingKeyHandler: warnMissingMessage,
    interpolation: { escapeValue: false },
  });
  instances.set(locale, instance);
  return instance;
}
