import { FAVORITE_SORTS, PRODUCT_OPTION_NAMES, type FavoriteSort } from '@talad/domain';
import type { FavoriteFilters } from '@talad/sdk';
import { pageOf, valuesOf } from '../catalog/listing-url.ts';

/** Products per page of the wish list: four rows of the desktop grid of five. */
export const WISH_LIST_PAGE_SIZE = 20;

const isFavoriteSort = (value: string | null): value is FavoriteSort => (FAVORITE_SORTS as readonly (string | null)[]).includes(value);

function satangOf(search: URLSearchParams, field: string): number | undefined {
  const value = search.get(field);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

/**
 * The wish list's state in its URL, written as a listing's (Color=black,white&min_price=…&order_by=…&page=2), so the
 * catalogue's filter links and price form work on it; the API reads the options as product_options "Color:black".
 */
export function wishListFiltersFromUrl(search: URLSearchParams): FavoriteFilters {
  const orderBy = search.get('order_by');
  return {
    page: pageOf(search),
    size: WISH_LIST_PAGE_SIZE,
    product_options: PRODUCT_OPTION_NAMES.flatMap((name) => valuesOf(search, name).map((value) => `${name}:${value}`)),
    min_price: satangOf(search, 'min_price'),
    max_price: satangOf(search, 'max_price'),
    order_by: isFavoriteSort(orderBy) ? orderBy : 'recently_added',
  };
}

/** Whether the shopper narrowed the list (an empty answer then means "nothing matches", not "nothing hearted"). */
export function isNarrowed(filters: FavoriteFilters): boolean {
  return (filters.product_options?.length ?? 0) > 0 || filters.min_price !== undefined || filters.max_price !== undefined;
}
