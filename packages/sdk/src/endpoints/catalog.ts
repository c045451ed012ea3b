import type {
  CategoryPage,
  FlashSales,
  ListingQuery,
  ListingQueryWire,
  ProductBrand,
  ProductCollection,
  ProductDetail,
  ProductListing,
  Promotion,
} from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, QueryValue, CallOptions } from '../client.ts';

/**
 * Catalogue calls: listings, brands, collections, product detail, flash sales and promotions (decision 0010: the
 * shapes are the contract's). Product carousels: getProductsByIds of shell.ts (GET products?product_id).
 */

export type {
  BadgeInfo,
  BrandRef,
  CategoryPage,
  CategoryRef,
  DeliveryEstimate,
  FacetValue,
  FlashSale,
  FlashSaleOffer,
  FlashSales,
  InstallmentPlan,
  ListingFacets,
  Page,
  ProductBrand,
  ProductCard,
  ProductCollection,
  ProductDetail,
  ProductFlag,
  ProductListing,
  ProductMedia,
  ProductOption,
  ProductVariant,
  Promotion,
  PromotionRef,
} from '@talad/contract';

/**
 * Filters of spec §3 as a caller gives them: the fields of the contract's listing query as the API reads them (lists
 * as arrays, numbers, booleans), except `price`, which stays its "min-max" text. All optional.
 */
export type ProductFilters = Partial<Omit<ListingQuery, 'price'> & Pick<ListingQueryWire, 'price'>>;

/** The wire form of filters: lists comma-joined, booleans only when true. */
export function filterQuery(filters: ProductFilters): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(filters) as [string, QueryValue][]) {
    if (value === false || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    query[name] = value;
  }
  return query;
}

/** A listing (category page, brand page, collection page…); a refused filter answers its 400 message. */
export function getProductListing(api: ApiClient, filters: ProductFilters, options?: CallOptions): Promise<Envelope<ProductListing>> {
  return api.get<ProductListing>('catalog/products', { ...options, query: filterQuery(filters) });
}

/**
 * Product detail by slug; the view is recorded for the session that asks (recently viewed). `preview` is a draft's
 * preview token from the back office (decision 0048): the page is then answered as the draft, recorded for nobody.
 */
export function getProduct(api: ApiClient, slug: string, options?: CallOptions & { preview?: string }): Promise<Envelope<ProductDetail>> {
  const { preview, ...call } = options ?? {};
  return api.get<ProductDetail>(`products/${encodeURIComponent(slug)}`, preview ? { ...call, query: { preview } } : call);
}

export function getBrands(api: ApiClient, options?: CallOptions): Promise<Envelope<ProductBrand[]>> {
  return api.get<ProductBrand[]>('brands', options);
}

export function getBrand(api: ApiClient, slug: string, options?: CallOptions): Promise<Envelope<ProductBrand>> {
  return api.get<ProductBrand>(`brands/${encodeURIComponent(slug)}`, options);
}

export function getCollections(api: ApiClient, options?: CallOptions): Promise<Envelope<ProductCollection[]>> {
  return api.get<ProductCollection[]>('collections', options);
}

export function getCollection(api: ApiClient, slug: string, options?: CallOptions): Promise<Envelope<ProductCollection>> {
  return api.get<ProductCollection>(`collections/${encodeURIComponent(slug)}`, options);
}

/** A category with breadcrumb and children; a listing of ?category carries the same. */
export function getCategory(api: ApiClient, slug: string, options?: CallOptions): Promise<Envelope<CategoryPage>> {
  return api.get<CategoryPage>(`categories/${encodeURIComponent(slug)}`, options);
}

/** Skips the loading flag: it feeds the flash-sale block of content pages as well as its own page. */
export function getFlashSales(api: ApiClient, options?: CallOptions): Promise<Envelope<FlashSales>> {
  return api.get<FlashSales>('flash-sales', { ...options, skipLoading: true });
}

export function getPromotions(api: ApiClient, options?: CallOptions): Promise<Envelope<Promotion[]>> {
  return api.get<Promotion[]>('promotions', options);
}
