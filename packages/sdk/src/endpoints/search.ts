import type { Envelope } from '@talad/domain';
import type { ApiClient, RequestOptions } from '../client.ts';
import { filterQuery, type FacetValue, type ProductFilters, type ProductListing } from './catalog.ts';
import { dataOrEmpty } from './fallbacks.ts';

/** Search calls of spec §7. Results are a product listing (same filters, facets and paging), relevance first. */

export interface SearchResult extends ProductListing {
  /** The text searched, trimmed. */
  search: string;
}

export interface PopularSearch {
  keyword: string;
  count: number;
}

/** The side menu next to results: where the matches live. */
export interface RelatedSideMenu {
  categories: FacetValue[];
  brands: FacetValue[];
}

export const EMPTY_SIDE_MENU: RelatedSideMenu = { categories: [], brands: [] };

type Options = Pick<RequestOptions, 'locale' | 'signal'>;

/** GET search ?search; the envelope so a bad filter's 400 message can be shown. */
export function searchProducts(api: ApiClient, search: string, filters: ProductFilters = {}, options?: Options): Promise<Envelope<SearchResult>> {
  return api.get<SearchResult>('search', { ...options, query: { ...filterQuery(filters), search } });
}

export function getPopularSearches(api: ApiClient, options?: Options): Promise<PopularSearch[]> {
  return dataOrEmpty<PopularSearch[]>(api, 'search/popular', [], { ...options, skipLoading: true });
}

/** Texts to rotate in the empty search box. */
export function getSearchPlaceholders(api: ApiClient, options?: Options): Promise<string[]> {
  return dataOrEmpty<string[]>(api, 'search/placeholders', [], { ...options, skipLoading: true });
}

export function getRelatedSideMenu(api: ApiClient, keywords: string, options?: Options): Promise<RelatedSideMenu> {
  return dataOrEmpty(api, 'search/related-product/side-menu', EMPTY_SIDE_MENU, { ...options, skipLoading: true, query: { keywords } });
}
