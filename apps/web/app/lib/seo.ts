import type { Envelope } from '@talad/domain';
import type { Seo } from '@talad/sdk';
import type { MetaDescriptor } from 'react-router';
import { BRANDS } from './brands.tsx';
import { localizePath, stripLocale } from './locale-path.ts';
import type { ShellData } from './shell-data.ts';

interface PageMetaInput {
  /** The page's own title; the brand name is appended unless `fullTitle` says it is already complete. */
  title: string;
  fullTitle?: boolean;
  description: string;
  pathname: string;
  /** The root loader's data (origin and brand); missing only when the root loader failed. */
  shell: ShellData | undefined;
  keywords?: string[];
  image?: string | null;
  /** Pages that only make sense for one shopper (sign-in prompt, account) stay out of search results. */
  noindex?: boolean;
}

/** Title, description, canonical and hreflang th/en/x-default alternates (ADR 0001). */
export function pageMeta(page: PageMetaInput): MetaDescriptor[] {
  const bare = stripLocale(page.pathname);
  const url = (path: string) => (page.shell?.origin ?? '') + path;
  const shop = brandNameOf(page.shell);
  // The API's SEO records are whole titles that end with the shop's name already: it is not added twice.
  const title = page.fullTitle || page.title.endsWith(`| ${shop}`) ? page.title : `${page.title} | ${shop}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: page.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: page.description },
    { tagName: 'link', rel: 'canonical', href: url(page.pathname) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'th', href: url(localizePath(bare, 'th')) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: url(localizePath(bare, 'en')) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: url(localizePath(bare, 'th')) },
  ];
  if (page.keywords?.length) meta.push({ name: 'keywords', content: page.keywords.join(', ') });
  if (page.image) meta.push({ property: 'og:image', content: page.image });
  if (page.noindex) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}

/** The root loader's data as seen from a route's meta function. */
export function shellDataOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): ShellData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as ShellData | undefined;
}

export function brandNameOf(shell: ShellData | undefined): string {
  return BRANDS[shell?.config.brand ?? 'talad'].name;
}

export interface PageSeo {
  title: string;
  description: string;
  keywords: string[];
  image: string | null;
}

/**
 * The page's SEO from GET seo: its record when is_success, none when the answer failed or never came (spec §7). A page
 * asked about by key (a category, a brand, a collection) takes only its own record: the type's default one, which
 * the API answers when the key has none, names no page ("Product categories") and would hide the page's own name.
 */
export function seoOrNull(answer: Envelope<Seo> | null, key?: string): PageSeo | null {
  const seo = answer?.is_success ? answer.data : null;
  if (!seo || (key !== undefined && seo.key !== key)) return null;
  return {
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    image: seo.og_image,
  };
}
