import { PRODUCT_FILTER_KEYS, PRODUCT_OPTION_NAMES, PRODUCT_SORTS, type ProductSort } from '@talad/domain';
import type { ProductFilters } from '@talad/sdk';
import { pageOf, valuesOf } from './listing-url.ts';

/** Multi-choice filter fields of spec §3, comma-joined in the URL as on the wire. */
const LIST_FIELDS = ['brand', 'status', 'Color', 'Form', 'Pattern', 'Size', 'selection', 'shipment'] as const;

const wholeNumber = (text: string | null): number | undefined => {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : Number.NaN;
};

/**
 * The listing's filters read from its URL. Values go to the API as written: it validates them and answers 400
 * with a clear message for an unknown sort or status, which the page shows instead of results.
 */
export function filtersFromUrl(search: URLSearchParams): ProductFilters {
  const filters: Record<string, unknown> = { page: pageOf(search) };
  for (const field of LIST_FIELDS) {
    const values = valuesOf(search, field);
    if (values.length) filters[field] = values;
  }
  for (const key of PRODUCT_FILTER_KEYS) if (search.get(key) === 'true') filters[key] = true;
  for (const field of ['category', 'collection', 'price'] as const) {
    const value = search.get(field);
    if (value) filters[field] = value;
  }
  for (const field of ['min_price', 'max_price'] as const) {
    const value = wholeNumber(search.get(field));
    if (value !== undefined) filters[field] = value;
  }
  const sort = search.get('sort');
  if (sort) filters.sort = sort;
  return filters as ProductFilters;
}

export function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}

/** Sorts a shopper can pick; relevance only where there is a search text, and then first. */
export function sortsFor(searching: boolean): ProductSort[] {
  const others = PRODUCT_SORTS.filter((sort) => sort !== 'relevance');
  return searching ? ['relevance', ...others] : others;
}

export const OPTION_FIELDS = PRODUCT_OPTION_NAMES;
