import { PRODUCT_SORTS } from '@talad/domain';
import { z } from 'zod';
import { facetValue, inPriceOrder, listingQueryShape, productListing } from './catalog.ts';

/** Search endpoints of spec §7. Results are a product listing (same filters, facets and paging), relevance first. */

const searchText = z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters');

export const searchQuery = inPriceOrder(
  z.object({ ...listingQueryShape, search: searchText, sort: z.enum(PRODUCT_SORTS).default('relevance') }),
);
export type SearchQuery = z.output<typeof searchQuery>;

export const searchResult = productListing.extend({
  /** The text searched, trimmed. */
  search: z.string(),
  /**
   * When nothing was found: the shop's words nearest the text (brands, categories, everyday names), best first. When
   * the text was found only as a typo of the shop's words: the words searched instead ("did you mean"), one text.
   */
  suggestions: z.array(z.string()),
  /**
   * True when more products hold the words than the search counted: a search as typed (by relevance, no filter)
   * counts a bounded set of hits (its total and facets, the same the side menu counts) and ranks the first of them
   * into pages, so `total` is then the least there are ("1,000+"); a filter or another sort sees them all.
   */
  more: z.boolean(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const popularSearch = z.object({ keyword: z.string(), count: z.number().int() });
export type PopularSearch = z.infer<typeof popularSearch>;
export const popularSearches = z.array(popularSearch);

/** Texts to rotate in the empty search box. */
export const searchPlaceholders = z.array(z.string());

/** What is being typed in the search box (beyond the spec: the box completes words as Thai shoppers type them). */
export const searchSuggestionsQuery = z.object({ text: z.string().trim().min(1, 'must not be empty').max(100) });
/** Words of the shop completing the typed text, most searched first. */
export const searchSuggestions = z.array(z.string());

export const sideMenuQuery = z.object({ keywords: z.string().trim().min(1, 'must not be empty').max(100) });

/** The side menu next to results: where the matches live. */
export const relatedSideMenu = z.object({ categories: z.array(facetValue), brands: z.array(facetValue) });
export type RelatedSideMenu = z.infer<typeof relatedSideMenu>;
