/**
 * A listing's state lives in its URL (issue #3: filters, sort, page and counts survive a reload and a shared link).
 * These helpers build the next URL from the current query string; any change other than the page returns to page 1.
 */
export const PAGE_PARAM = 'page';

/** The current page, 1 when missing or not a positive whole number. */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function hrefOf(pathname: string, next: URLSearchParams): string {
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Sets (or with null removes) one parameter; the page goes back to 1 because the result set changed. */
export function withParam(pathname: string, search: URLSearchParams, key: string, value: string | null): string {
  const next = new URLSearchParams(search);
  if (value === null || value === '') next.delete(key);
  else next.set(key, value);
  next.delete(PAGE_PARAM);
  return hrefOf(pathname, next);
}

/** Values of a multi-choice filter, kept comma-joined in one parameter (brand=apple,samsung). */
export function valuesOf(search: URLSearchParams, key: string): string[] {
  return (search.get(key) ?? '').split(',').filter(Boolean);
}

/** Adds the value to a multi-choice filter, or removes it when it is already chosen. */
export function toggleValue(pathname: string, search: URLSearchParams, key: string, value: string): string {
  const values = valuesOf(search, key);
  const next = values.includes(value) ? values.filter((chosen) => chosen !== value) : [...values, value];
  return withParam(pathname, search, key, next.join(',') || null);
}

/** The same listing on another page; page 1 has no parameter so each page has one canonical URL. */
export function pageHref(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete(PAGE_PARAM);
  else next.set(PAGE_PARAM, String(page));
  return hrefOf(pathname, next);
}

/** The pages to offer around the current one: first, last, neighbours, and null for a gap. */
export function pageWindow(current: number, total: number): Array<number | null> {
  const wanted = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  const pages = [...wanted].sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - (pages[index - 1] ?? page) > 1 ? [null, page] : [page]));
}
