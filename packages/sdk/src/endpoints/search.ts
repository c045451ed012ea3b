import type { PopularSearch, RelatedSideMenu, SearchResult } from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';
import { filterQuery, type ProductFilters } from './catalog.ts';

/**
 * Search calls of spec §7. Results are a product listing (same filters, facets and paging), relevance first. The
 * popular words, box hints and side menu skip the loading flag: they fill parts of the search page around the results.
 */

export type { PopularSearch, RelatedSideMenu, SearchResult } from '@talad/contract';

/** GET search ?search; a refused filter answers its 400 message. */
export function searchProducts(
  api: ApiClient,
  search: string,
  filters: ProductFilters = {},
  options?: CallOptions,
): Promise<Envelope<SearchResult>> {
  return api.get<SearchResult>('search', { ...options, query: { ...filterQuery(filters), search } });
}

export function getPopularSearches(api: ApiClient, options?: CallOptions): Promise<Envelope<PopularSearch[]>> {
  return api.get<PopularSearch[]>('search/popular', { ...options, skipLoading: true });
}

/** Words completing what is being typed in the search box (beyond the spec); the box shows them as a list. */
export function getSearchSuggestions(api: ApiClient, text: string, options?: CallOptions): Promise<Envelope<string[]>> {
  return api.get<string[]>('search/suggestions', { ...options, skipLoading: true, query: { text } });
}

/** Texts to rotate in the empty search box. */
export function getSearchPlaceholders(api: ApiClient, options?: CallOptions): Promise<Envelope<string[]>> {
  return api.get<string[]>('search/placeholders', { ...options, skipLoading: true });
}

export function getRelatedSideMenu(api: ApiClient, keywords: string, options?: CallOptions): Promise<Envelope<RelatedSideMenu>> {
  return api.get<RelatedSideMenu>('search/related-product/side-menu', { ...options, skipLoading: true, query: { keywords } });
}
