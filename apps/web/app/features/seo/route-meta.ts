import type { MetaDescriptor } from 'react-router';
import { i18nFor } from '../../lib/i18n.ts';
import { localeFromPath, localizePath } from '../../lib/locale-path.ts';
import { absoluteMediaUrl } from '../../lib/media.ts';
import { pageMeta, shellDataOf, type PageSeo } from '../../lib/seo.ts';
import type { Crumb } from '../catalog/breadcrumb.tsx';
import { breadcrumbJsonLd } from './json-ld.ts';

export interface RouteMetaInput {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  title: string;
  description: string;
  seo?: PageSeo | null;
  image?: string | null;
  trail?: Crumb[];
  noindex?: boolean;
  extra?: MetaDescriptor[];
}

/** pageMeta for a screen: the API's SEO record wins over the page's own words; breadcrumb JSON-LD when a trail is given. */
export function routeMeta(input: RouteMetaInput): MetaDescriptor[] {
  const shell = shellDataOf(input.matches);
  const image = input.seo?.image ?? input.image ?? null;
  const meta = pageMeta({
    title: input.seo?.title || input.title,
    description: input.seo?.description || input.description,
    keywords: input.seo?.keywords,
    image: image && shell ? absoluteMediaUrl(image, shell) : null,
    pathname: input.location.pathname,
    shell,
    noindex: input.noindex,
  });
  if (input.trail) {
    const locale = localeFromPath(input.location.pathname);
    const absolute = (path: string) => (shell?.origin ?? '') + localizePath(path, locale);
    meta.push(breadcrumbJsonLd(input.trail, i18nFor(locale).t('breadcrumb.home'), absolute));
  }
  return [...meta, ...(input.extra ?? [])];
}

/** The description of a page cut to what search engines show. */
export function snippet(text: string, length = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}
