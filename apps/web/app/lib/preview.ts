/**
 * A back-office preview link's page (a product's draft, decision 0048; the home page's drafts, decision 0054) is the
 * staff's: kept by no cache (a page with a Cache-Control of its own is never kept by the page cache) and indexed by none.
 */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

/** A route's headers: its loader's own (a preview's). */
export const loaderHeadersOnly = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;
