import type { Locale } from '@talad/domain';
import { catalogueOf } from './i18n.ts';

export const CATALOGUE_SCRIPT_ID = 'talad-messages';

const inlined = new Map<Locale, string>();

/** JSON safe inside <script>: "<" is escaped so no message can close the tag. */
function inlineJson(locale: Locale): string {
  const known = inlined.get(locale);
  if (known !== undefined) return known;
  const json = JSON.stringify(catalogueOf(locale) ?? {}).replace(/</g, '\\u003c');
  inlined.set(locale, json);
  return json;
}

/** The page language's messages, inlined so the browser needs no second catalogue request to hydrate. */
export function CatalogueScript({ locale }: { locale: Locale }) {
  return (
    <script
      id={CATALOGUE_SCRIPT_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: inlineJson(locale) }}
    />
  );
}
