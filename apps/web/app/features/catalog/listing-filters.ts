import { PRODUCT_FILTER_KEYS, PRODUCT_OPTION_NAMES, PRODUCT_SORTS, type ProductSort } from '@talad/domain';
import type { ProductFilters } from '@talad/sdk';
import { pageOf, valuesOf } from './listing-url.ts';

type Reader<T> = (search: URLSearchParams, field: string) => T | undefined;

/** A field's text as written; the API checks the value (an unknown sort is its 400). */
const text =
  <T extends string>(): Reader<T> =>
  (search, field) =>
    (search.get(field) || undefined) as T | undefined;

/** Multi-choice fields are comma-joined in the URL, as on the wire; the API checks the values. */
const list =
  <T extends string>(): Reader<T[]> =>
  (search, field) => {
    const values = valuesOf(search, field) as T[];
    return values.length > 0 ? values : undefined;
  };

/** Filter keys count only when true. */
const key: Reader<boolean> = (search, field) => (search.get(field) === 'true' ? true : undefined);

const wholeNumber: Reader<number> = (search, field) => {
  const value = search.get(field);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
};

const each = <K extends string, T>(names: readonly K[], reader: Reader<T>) =>
  Object.fromEntries(names.map((name) => [name, reader])) as Record<K, Reader<T>>;

/**
 * How each field of the listing query (the contract's, through ProductFilters) is read from a listing's URL: a field
 * added to the contract is a type error here until it has a reader. Values go to the API as written: it validates
 * them and answers 400 with a clear message for an unknown sort or status, which the page shows instead of results.
 */
const READERS: { [Field in keyof ProductFilters]-?: Reader<NonNullable<ProductFilters[Field]>> } = {
  category: text(),
  brand: list(),
  collection: text(),
  status: list(),
  price: text(),
  min_price: wholeNumber,
  max_price: wholeNumber,
  ...each(PRODUCT_OPTION_NAMES, list()),
  selection: list(),
  shipment: list(),
  ...each(PRODUCT_FILTER_KEYS, key),
  rating: wholeNumber,
  sort: text(),
  page: pageOf,
  // The page size is the shop's, not the URL's.
  size: () => undefined,
};

/** The listing's filters read from its URL. */
export function filtersFromUrl(search: URLSearchParams): ProductFilters {
  const filters: Record<string, unknown> = {};
  for (const [field, read] of Object.entries(READERS)) {
    const value = read(search, field);
    if (value !== undefined) filters[field] = value;
  }
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
