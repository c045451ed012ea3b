import type { MetaDescriptor } from 'react-router';
import { i18nFor } from './i18n.ts';
import { localeFromPath } from './locale-path.ts';
import { pageMeta, shellDataOf } from './seo.ts';

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string };
}

/** The meta functions made here: a route that has one is a private page, never kept or shared (lib/page-cache.server.ts). */
const PRIVATE_PAGES = new WeakSet<object>();

/** True for a route module's meta made by privateMeta: the page belongs to one shopper. */
export function isPrivateMeta(meta: unknown): boolean {
  return typeof meta === 'function' && PRIVATE_PAGES.has(meta);
}

/**
 * The meta function of a page that belongs to one shopper (sign-in steps, account pages): its own title and
 * description from the catalogue, canonical and hreflang as everywhere, and kept out of search results.
 */
export function privateMeta(titleKey: string, descriptionKey = titleKey) {
  return privateMetaOf(() => ({ titleKey, descriptionKey }));
}

/** privateMeta for a route module that serves several screens: the keys follow the path (e.g. create or update). */
export function privateMetaOf(keysOf: (pathname: string) => { titleKey: string; descriptionKey: string }) {
  const meta = ({ matches, location }: MetaArgs): MetaDescriptor[] => {
    const { t } = i18nFor(localeFromPath(location.pathname));
    const { titleKey, descriptionKey } = keysOf(location.pathname);
    return pageMeta({
      title: t(titleKey),
      description: t(descriptionKey),
      pathname: location.pathname,
      shell: shellDataOf(matches),
      noindex: true,
    });
  };
  PRIVATE_PAGES.add(meta);
  return meta;
}
