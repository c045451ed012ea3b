import type {
  AccountMenuItem,
  CatalogueGeneration,
  ContentPage,
  CookieChoices,
  CookieConsent,
  MembershipTierInfo,
  Menu,
  Popups,
  ProductCard,
  Seo,
  ShortenBody,
  ShortLink,
} from '@talad/contract';
import { success, type ContentPageKind, type Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** Calls of spec §7 "Shell and content"; the failure behaviour of §8 is the caller's (dataOr). */

export type { Menu, MenuNode, PopupImage, PopupIntroduction, Popups, Seo, ShortLink } from '@talad/contract';

/** What the shell renders without a menu (§8: a failed GET menu is logged only). */
export const EMPTY_MENU: Menu = { categories: [], links: [] };

export type { AccountMenuItem, CookieChoices, CookieConsent, MembershipTierInfo } from '@talad/contract';

/** The navigation menu; on failure the shell renders with EMPTY_MENU (§8). */
export function getMenu(api: ApiClient, options?: CallOptions): Promise<Envelope<Menu>> {
  return api.get<Menu>('menu', options);
}

/**
 * The API's catalogue change generation (GET health/catalogue): the web server's page cache without Redis asks for it
 * every 2 s and drops its pages when it moves (decision 0056).
 */
export function getCatalogueGeneration(api: ApiClient, options?: CallOptions): Promise<Envelope<CatalogueGeneration>> {
  return api.get<CatalogueGeneration>('health/catalogue', options);
}

/** Product carousel cards, in the order asked; skips loading (§7). No ids, no call: an empty list. */
export async function getProductsByIds(api: ApiClient, productIds: string[], options?: CallOptions): Promise<Envelope<ProductCard[]>> {
  if (productIds.length === 0) return success([]);
  return api.get<ProductCard[]>('products', { ...options, skipLoading: true, query: { product_id: productIds } });
}

/** Custom page by name, URL-encoded (§7); a failure is the not-found page (§8). `preview`: a back-office link's token. */
export function getCustomPage(api: ApiClient, name: string, options?: CallOptions & { preview?: string }): Promise<Envelope<ContentPage>> {
  const { preview, ...call } = options ?? {};
  return api.get<ContentPage>(`custom-page/${encodeURIComponent(name)}`, preview ? { ...call, query: { preview } } : call);
}

export function postCookieConsent(api: ApiClient, choices: CookieChoices): Promise<Envelope<CookieConsent>> {
  return api.post<CookieConsent>('users/cookie-consent', choices, { skipLoading: true });
}

export function getPopups(api: ApiClient, options?: CallOptions): Promise<Envelope<Popups>> {
  return api.get<Popups>('popups', options);
}

/** SEO texts of a page kind, or of one keyed page of it (the kind's own row when the key has none). */
export function getSeo(api: ApiClient, type: ContentPageKind, key?: string, options?: CallOptions): Promise<Envelope<Seo>> {
  return api.get<Seo>('seo', { ...options, query: { type, key } });
}

export function getAccountMenu(api: ApiClient, options?: CallOptions): Promise<Envelope<AccountMenuItem[]>> {
  return api.get<AccountMenuItem[]>('masters/account-menu', options);
}

export function getMembership(api: ApiClient, options?: CallOptions): Promise<Envelope<MembershipTierInfo[]>> {
  return api.get<MembershipTierInfo[]>('masters/membership', options);
}

export function shortenUrl(api: ApiClient, url: ShortenBody['url']): Promise<Envelope<ShortLink>> {
  return api.post<ShortLink>('url-shortener', { url } satisfies ShortenBody);
}
