import { isError, type ContentPageKind, type Envelope, type Locale } from '@talad/domain';
import { getProductListing, type ProductFilters, type ProductListing } from '@talad/sdk';
import { serverApi } from '../../lib/api.server.ts';
import { pageData, settleAnswer } from '../../lib/settle.ts';
import { loadSeo } from '../seo/page-seo.server.ts';
import { filtersFromUrl } from './listing-filters.ts';

export interface ListingResult {
  listing: ProductListing | null;
  /** The API's message for a filter it refused (a 400), or for being unreachable. */
  problem: string | null;
}

/** The listing answer for the page's URL, with the page's own fixed filters on top. */
function loadListing(request: Request, fixed: ProductFilters, locale: Locale): Promise<Envelope<ProductListing>> {
  const filters = { ...filtersFromUrl(new URL(request.url).searchParams), ...fixed };
  return settleAnswer('GET catalog/products', () => getProductListing(serverApi, filters, { locale }));
}

function resultOf(answer: Envelope<ProductListing>): ListingResult {
  if (isError(answer, 'SERVICE_UNAVAILABLE')) return { listing: null, problem: null };
  if (!answer.is_success || !answer.data) return { listing: null, problem: answer.message };
  return { listing: answer.data, problem: null };
}

export interface ListingPage<Subject> {
  /** The page's own filter (its category, brand or collection), on top of the URL's. */
  fixed: ProductFilters;
  seo: { kind: ContentPageKind; key: string };
  /** The page's path, named by its not-found answer. */
  path: string;
  /** What the page is about, asked beside the listing or read from its answer (a refusal is a 404, a failure a 503). */
  subject: (listing: Promise<Envelope<ProductListing>>) => Promise<Envelope<Subject | null>>;
}

/** The loader of the category, brand and collection pages: their subject, the listing of the URL and the SEO, at once. */
export async function loadListingPage<Subject>(request: Request, locale: Locale, page: ListingPage<Subject>) {
  const listing = loadListing(request, page.fixed, locale);
  const [subject, answer, seo] = await Promise.all([page.subject(listing), listing, loadSeo(page.seo.kind, page.seo.key, locale)]);
  return { subject: pageData(subject, page.path), ...resultOf(answer), seo };
}
