import type { ContentPageKind, Envelope, LinkTarget, MembershipTier } from '@talad/domain';
import type { ApiClient, RequestOptions } from '../client.ts';

/** Calls of spec §7 "Shell and content", each with the failure behaviour of §8. */

/** One navigation entry; link_type is one of the link targets of spec §3, link_value what it points at. */
export interface MenuNode {
  id: number;
  label: string;
  icon: string | null;
  link_type: LinkTarget;
  link_value: string | null;
  children: MenuNode[];
}

/** GET menu: main categories (with sub- and detail categories) and the shop's other links. */
export interface Menu {
  categories: MenuNode[];
  links: MenuNode[];
}

export const EMPTY_MENU: Menu = { categories: [], links: [] };

export interface PopupImage {
  image_url: string;
  link_type: LinkTarget;
  link_value: string | null;
  alt: string;
}

export interface PopupIntroduction {
  title: string;
  body: string;
  image_url: string | null;
  button_label: string;
}

export interface Popups {
  popup_images: PopupImage[];
  popup_introduction: PopupIntroduction | null;
}

export interface Seo {
  type: ContentPageKind;
  /** null when the type's default row answered. */
  key: string | null;
  title: string;
  description: string;
  /** Comma-separated, as search engines read them. */
  keywords: string;
  og_image: string | null;
}

export interface CookieConsent {
  is_analytics_accepted: boolean;
  is_marketing_accepted: boolean;
  is_google_accepted: boolean;
}

export interface AccountMenuItem {
  key: string;
  path: string;
  icon: string;
  label: string;
  position: number;
}

export interface MembershipTierInfo {
  code: MembershipTier;
  name: string;
  min_spend: number;
  benefits: string[];
  colour: string;
}

export interface ShortLink {
  code: string;
  short_url: string;
  url: string;
}

type Options = Pick<RequestOptions, 'locale' | 'signal'>;

/** Menu failure is logged only (§8): the shell renders without a menu. */
export async function getMenu(api: ApiClient, options?: Options): Promise<Menu> {
  const answer = await api.get<Menu>('menu', options);
  if (answer.is_success && answer.data) return answer.data;
  api.logger.error('GET menu failed:', answer.message);
  return EMPTY_MENU;
}

/** Product carousel data; skips loading, failure logged only (§7, §8). */
export async function getProductsByIds<T = unknown>(api: ApiClient, productIds: string[], options?: Options): Promise<T[]> {
  if (productIds.length === 0) return [];
  const answer = await api.get<T[]>('products', { ...options, skipLoading: true, query: { product_id: productIds } });
  if (answer.is_success && answer.data) return answer.data;
  api.logger.error('GET products failed:', answer.message);
  return [];
}

/** Custom page by name, URL-encoded; null on error (§7, §8). */
export async function getCustomPage<T = unknown>(api: ApiClient, name: string, options?: Options): Promise<T | null> {
  const answer = await api.get<T>(`custom-page/${encodeURIComponent(name)}`, options);
  if (answer.is_success) return answer.data;
  api.logger.error(`GET custom-page/${name} failed:`, answer.message);
  return null;
}

export function postCookieConsent(api: ApiClient, consent: CookieConsent): Promise<Envelope<unknown>> {
  return api.post('users/cookie-consent', consent, { skipLoading: true });
}

export function getPopups(api: ApiClient, options?: Options): Promise<Envelope<Popups>> {
  return api.get<Popups>('popups', options);
}

/** SEO of a page kind: the data when is_success, otherwise the whole answer (§7). */
export async function getSeo(
  api: ApiClient,
  type: ContentPageKind,
  key?: string,
  options?: Options,
): Promise<Seo | Envelope<Seo>> {
  const answer = await api.get<Seo>('seo', { ...options, query: { type, key } });
  return answer.is_success && answer.data ? answer.data : answer;
}

export function getAccountMenu(api: ApiClient, options?: Options): Promise<Envelope<AccountMenuItem[]>> {
  return api.get<AccountMenuItem[]>('masters/account-menu', options);
}

export function getMembership(api: ApiClient, options?: Options): Promise<Envelope<MembershipTierInfo[]>> {
  return api.get<MembershipTierInfo[]>('masters/membership', options);
}

export function shortenUrl(api: ApiClient, url: string): Promise<Envelope<ShortLink>> {
  return api.post<ShortLink>('url-shortener', { url });
}
