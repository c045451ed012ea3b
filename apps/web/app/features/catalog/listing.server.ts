import type { Locale } from '@talad/domain';
import { getProductListing, type ProductFilters, type ProductListing } from '@talad/sdk';
import { serverApi } from '../../lib/api.server.ts';
import { settle } from '../../lib/settle.ts';
import { filtersFromUrl } from './listing-filters.ts';

export interface ListingResult {
  listing: ProductListing | null;
  /** The API's message for a filter it refused (a 400), or for being unreachable. */
  problem: string | null;
}

/** A listing for the page's URL, with the page's own fixed filters (its category, brand or collection) on top. */
export async function loadListing(request: Request, fixed: ProductFilters, locale: Locale): Promise<ListingResult> {
  const filters = { ...filtersFromUrl(new URL(request.url).searchParams), ...fixed };
  const answer = await settle('GET catalog/products', () => getProductListing(serverApi, filters, { locale }), null);
  if (!answer) return { listing: null, problem: null };
  if (!answer.is_success || !answer.data) return { listing: null, problem: answer.message };
  return { listing: answer.data, problem: null };
}
