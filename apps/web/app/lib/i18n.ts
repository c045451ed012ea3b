import type { Locale } from '@talad/domain';
import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

export type Catalogue = { [key: string]: string | Catalogue };
export type MessageValues = Record<string, unknown>;

/** What screens translate with: t('a.b', { name }) and the page's language. */
export interface Translator {
  language: Locale;
  t: (key: string, values?: MessageValues) => string;
}

/**
 * The message catalogues. The server bundles both; the browser gets the namespaces its page's render used, inlined
 * in the HTML (CatalogueScript), then the rest of that language as a hashed file, and the other language only when
 * the shopper switches (loadCatalogue).
 */
const catalogues: Partial<Record<Locale, Catalogue>> = import.meta.env.SSR
  ? { ...(await import('./bundled-catalogues.ts')).bundledCatalogues }
  : {};

const lazyCatalogues = import.meta.glob<Catalogue>('../locales/*.json', { import: 'default' });

export function catalogueOf(locale: Locale): Catalogue | undefined {
  return catalogues[locale];
}

export function provideCatalogue(locale: Locale, messages: Catalogue): void {
  catalogues[locale] = messages;
  partial.delete(locale);
  translators.delete(locale);
}

/** Locales whose catalogue holds only the namespaces a page inlined (see provideInlinedMessages). */
const partial = new Set<Locale>();

/**
 * The messages a server-rendered page inlined: only the namespaces its render used (CatalogueScript), enough to
 * hydrate it. loadCatalogue then completes them in place, so the translator already handed out reads every message.
 */
export function provideInlinedMessages(locale: Locale, messages: Catalogue): void {
  provideCatalogue(locale, messages);
  partial.add(locale);
}

/** Makes sure the locale's whole catalogue is here, fetching its chunk in the browser the first time. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (catalogues[locale] && !partial.has(locale)) return;
  const load = lazyCatalogues[`../locales/${locale}.json`];
  if (!load) return;
  const whole = await load();
  const known = catalogues[locale];
  if (known && partial.has(locale)) {
    Object.assign(known, whole);
    partial.delete(locale);
    // Something rendered a message the page had not inlined before the rest arrived: render it again, now complete.
    if (missedWhilePartial.delete(locale)) {
      translators.delete(locale);
      for (const listener of listeners) listener();
    }
  } else provideCatalogue(locale, whole);
}

/** Locales in which a message was asked for while their catalogue was still partial. */
const missedWhilePartial = new Set<Locale>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The namespaces (first part of a key) of the messages translated so far by the page being rendered on the server,
 * or undefined (in the browser, or outside a page's render). Set by the server (lib/page-messages.server.ts).
 */
let pageNamespaces: () => Set<string> | undefined = () => undefined;

export function recordPageNamespacesIn(current: () => Set<string> | undefined): void {
  pageNamespaces = current;
}

/** The namespaces the page being rendered has translated so far (see recordPageNamespacesIn). */
export function namespacesOfPage(): Set<string> | undefined {
  return pageNamespaces();
}

function namespaceOf(key: string): string {
  const dot = key.indexOf('.');
  return dot < 0 ? key : key.slice(0, dot);
}

/** A missing message is a warning, never an error (spec §8): the key is shown and the page goes on. */
export function warnMissingMessage(locale: Locale, key: string): void {
  console.warn(`Missing message "${key}" for ${locale}`);
}

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** "{{name}}" takes values.name, as written; a missing value leaves the placeholder visible. */
function interpolate(message: string, values: MessageValues): string {
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    values[name] === undefined ? placeholder : String(values[name]),
  );
}

/**
 * Messages per locale, the i18next JSON format the catalogues are written in: nested keys, {{value}} placeholders and
 * plural forms chosen by Intl.PluralRules from values.count (key_one, key_other, …). Nothing else is used, so the
 * 20 KB library is not shipped to phones (docs/decisions/0005).
 */
function translatorFor(locale: Locale): Translator {
  const catalogue = catalogues[locale];
  const plurals = new Intl.PluralRules(locale);
  // Messages found, by key: every render asks for the same few hundred; misses are not kept (a partial catalogue fills in).
  const found = new Map<string, string>();
  const find = (key: string) => {
    const known = found.get(key);
    if (known !== undefined) return known;
    const message = lookup(catalogue, key);
    if (message !== undefined) found.set(key, message);
    return message;
  };
  return {
    language: locale,
    t(key, values) {
      pageNamespaces()?.add(namespaceOf(key));
      const count = values?.count;
      const plural = typeof count === 'number' ? (find(`${key}_${plurals.select(count)}`) ?? find(`${key}_other`)) : undefined;
      const message = plural ?? find(key);
      if (message === undefined) {
        if (partial.has(locale)) missedWhilePartial.add(locale);
        else warnMissingMessage(locale, key);
        return key;
      }
      return values ? interpolate(message, values) : message;
    },
  };
}

const translators = new Map<Locale, Translator>();

/** The locale's translator, shared by all requests: it only reads its catalogue. */
export function i18nFor(locale: Locale): Translator {
  const known = translators.get(locale);
  if (known) return known;
  const translator = translatorFor(locale);
  // One made before its catalogue arrived would show keys forever: keep only complete ones.
  if (catalogues[locale]) translators.set(locale, translator);
  return translator;
}

const TranslatorContext = createContext<Translator | null>(null);

/** A new translator (so every screen renders again) only when the rest of a partial catalogue filled a miss. */
export function TranslationProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const current = () => i18nFor(locale);
  const translator = useSyncExternalStore(subscribe, current, current);
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}

/** The page's translator: { t, i18n } as screens have always used it. */
export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const translator = useContext(TranslatorContext) ?? i18nFor('th');
  return { t: translator.t, i18n: translator };
}
