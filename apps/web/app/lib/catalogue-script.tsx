import type { Locale } from '@talad/domain';
import { catalogueOf, namespacesOfPage, type Catalogue } from './i18n.ts';

export const CATALOGUE_SCRIPT_ID = 'talad-messages';

/** Inlined JSON by locale and namespaces: the same few sets recur (a page type's), each serialised once. */
const inlined = new Map<string, string>();
/** Bounds the map should pages' sets vary more than page types do; a full map is simply started again. */
const MOST_KEPT = 500;

/** JSON safe inside <script>: "<" is escaped so no message can close the tag. */
function inlineJson(locale: Locale, namespaces: Set<string> | undefined): string {
  const names = namespaces ? [...namespaces].sort() : undefined;
  const key = `${locale}:${names?.join(',') ?? '*'}`;
  const known = inlined.get(key);
  if (known !== undefined) return known;
  const catalogue = catalogueOf(locale) ?? {};
  const messages: Catalogue = names
    ? Object.fromEntries(names.filter((name) => catalogue[name] !== undefined).map((name) => [name, catalogue[name]!]))
    : catalogue;
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  if (inlined.size >= MOST_KEPT) inlined.clear();
  inlined.set(key, json);
  return json;
}

/**
 * The page language's messages, inlined so the browser needs no catalogue request to hydrate: on the server only
 * the namespaces the page has translated up to here (lib/page-messages.server.ts; this script comes after the page's
 * content), and the browser completes the catalogue after hydration (entry.client.tsx, loadCatalogue). Rendered in
 * the browser (hydration), its content is not compared.
 */
export function CatalogueScript({ locale }: { locale: Locale }) {
  return (
    <script
      id={CATALOGUE_SCRIPT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? inlineJson(locale, namespacesOfPage()) : '' }}
    />
  );
}
