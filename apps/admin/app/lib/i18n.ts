import type { Locale } from '@talad/domain';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import en from '../locales/en.json';
import th from '../locales/th.json';

type Catalogue = { [key: string]: string | Catalogue };
export type MessageValues = Record<string, string | number>;

export interface Translator {
  language: Locale;
  t: (key: string, values?: MessageValues) => string;
}

/**
 * The back office's messages, in the i18next JSON format the shop's catalogues are written in (nested keys,
 * {{value}} placeholders, key_one / key_other chosen by Intl.PluralRules). Both languages are bundled with the
 * back office: staff switch between them, and no phone's first load is at stake here (the shop's are, decision 0005).
 */
const CATALOGUES: Record<Locale, Catalogue> = { th, en };

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function translatorFor(language: Locale): Translator {
  const catalogue = CATALOGUES[language];
  const plurals = new Intl.PluralRules(language);
  return {
    language,
    t(key, values) {
      const count = values?.count;
      const message =
        (typeof count === 'number'
          ? (lookup(catalogue, `${key}_${plurals.select(count)}`) ?? lookup(catalogue, `${key}_other`))
          : undefined) ?? lookup(catalogue, key);
      // A missing message shows its key and the page goes on (spec §8); the catalogue test keeps both languages whole.
      if (message === undefined) return key;
      return values ? message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => String(values[name] ?? placeholder)) : message;
    },
  };
}

const TRANSLATORS: Record<Locale, Translator> = { th: translatorFor('th'), en: translatorFor('en') };

export function translatorOf(language: Locale): Translator {
  return TRANSLATORS[language];
}

const TranslatorContext = createContext<Translator>(TRANSLATORS.th);

export function TranslationProvider({ language, children }: { language: Locale; children: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: TRANSLATORS[language] }, children);
}

export function useT(): Translator {
  return useContext(TranslatorContext);
}

/** Every key of a catalogue, for the test that keeps Thai and English alike. */
export function catalogueKeys(language: Locale): string[] {
  const keys: string[] = [];
  const walk = (node: Catalogue, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      if (typeof value === 'string') keys.push(prefix + name.replace(/_(zero|one|two|few|many|other)$/, ''));
      else walk(value, `${prefix}${name}.`);
    }
  };
  walk(CATALOGUES[language], '');
  return [...new Set(keys)].sort();
}
