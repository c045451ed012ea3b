import type {
  BANK_CODES,
  CategoryLevel,
  Envelope,
  FlashSaleStatus,
  MEDIA_KINDS,
  PRODUCT_FLAGS,
  PROMOTION_KINDS,
  ProductBadge,
  ProductOptionName,
  ProductSort,
  ShipmentKind,
  StockStatus,
} from '@talad/domain';
import type { ApiClient, QueryValue, RequestOptions } from '../client.ts';
import { dataOrEmpty, dataOrNull } from './fallbacks.ts';

/**
 * Catalogue calls: listings, brands, collections, product detail, flash sales and promotions.
 * Money is integer satang; image paths are API media paths (/media/...) to put on the API base.
 * Product carousels: getProductsByIds<ProductCard> of shell.ts (GET products?product_id).
 */

export type ProductFlag = (typeof PRODUCT_FLAGS)[number];
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export type BankCode = (typeof BANK_CODES)[number];
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** One page of a list; pages count from 1. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
  total_pages: number;
}

export interface BadgeInfo {
  code: ProductBadge;
  /** In the asked language, e.g. 'รับสินค้าที่ 7-Eleven เท่านั้น'. */
  label: string;
}

export interface BrandRef {
  slug: string;
  name: string;
}

export interface CategoryRef {
  slug: string;
  name: string;
  level: CategoryLevel;
}

/** A product as a card in listings, carousels, search results and lists. */
export interface ProductCard {
  /** PRD followed by digits. */
  product_id: string;
  slug: string;
  name: string;
  brand: BrandRef | null;
  /** /media/products/PRD…/1.webp */
  image: string;
  /** Lowest variant price, satang. */
  price: number;
  /** Lowest special price, satang; null when not discounted. */
  special_price: number | null;
  /** Whole percent off price, 0 when not discounted. */
  discount_percent: number;
  /** Units over all variants. */
  stock: number;
  flags: ProductFlag[];
  badges: BadgeInfo[];
  promotion_kinds: PromotionKind[];
  /** Units sold so far; drives best_selling. */
  sold: number;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** What the current results can still be narrowed by, with counts over the current results. */
export interface ListingFacets {
  categories: FacetValue[];
  brands: FacetValue[];
  /** Option values per option name, e.g. Color → [{value:'black', label:'ดำ', count: 12}]. */
  options: Record<ProductOptionName, FacetValue[]>;
  collections: FacetValue[];
  /** Cheapest and dearest effective price of the results, satang. */
  price: { min: number; max: number };
}

export interface CategoryPage extends CategoryRef {
  description: string;
  /** Main → sub → detail, ending with this category. */
  breadcrumb: CategoryRef[];
  children: CategoryRef[];
  banner: string;
}

export interface ProductListing extends Page<ProductCard> {
  /** The category of ?category (or the listing's own category), with its breadcrumb and children. */
  category: CategoryPage | null;
  facets: ListingFacets;
  sort: ProductSort;
}

/**
 * Filters of spec §3 (filter keys and fields). Lists are comma-joined on the wire; prices are satang;
 * `price` is a "min-max" range in satang, ANDed with min_price/max_price.
 */
export interface ProductFilters {
  category?: string;
  brand?: string[];
  collection?: string;
  status?: StockStatus[];
  price?: string;
  min_price?: number;
  max_price?: number;
  Color?: string[];
  Form?: string[];
  Pattern?: string[];
  Size?: string[];
  /** Promotion kinds the product takes part in. */
  selection?: PromotionKind[];
  shipment?: ShipmentKind[];
  hasPromotion?: boolean;
  hasStock?: boolean;
  newProduct?: boolean;
  installment?: boolean;
  freeShipping?: boolean;
  sort?: ProductSort;
  page?: number;
  /** 1–100, 24 by default. */
  size?: number;
}

export interface Brand extends BrandRef {
  logo: string;
  banner: string;
  description: string;
  /** Thai brands are marked so the brand page can say so. */
  is_thai: boolean;
  product_count: number;
}

export interface Collection {
  slug: string;
  name: string;
  description: string;
  banner: string;
  product_count: number;
}

export interface ProductMedia {
  kind: MediaKind;
  /** Image or video path; for COLOR the swatch image. */
  url: string;
  alt: string;
  /** The Color option value this picture shows, when it shows one. */
  color: string | null;
}

export interface ProductOptionValue {
  value: string;
  label: string;
  /** #rrggbb for Color values, else null. */
  swatch: string | null;
}

export interface ProductOption {
  name: ProductOptionName;
  values: ProductOptionValue[];
}

export interface ProductVariant {
  variant_id: number;
  sku: string;
  /** Option name → value, e.g. {Color: 'black', Size: '128gb'}. */
  options: Partial<Record<ProductOptionName, string>>;
  price: number;
  special_price: number | null;
  stock: number;
  image: string;
}

export interface PromotionRef {
  promotion_id: number;
  slug: string;
  kind: PromotionKind;
  title: string;
  description: string;
  ends_at: string | null;
}

export interface InstallmentPlan {
  bank: BankCode;
  bank_name: string;
  months: number;
  /** Yearly interest in percent; 0 for 0% plans. */
  interest_rate: number;
  /** For the cheapest variant at its effective price, satang, rounded up. */
  monthly_amount: number;
  min_amount: number;
}

export interface DeliveryEstimate {
  min_days: number;
  max_days: number;
  /** Working days, Asia/Bangkok, ISO dates. */
  earliest: string;
  latest: string;
  label: string;
}

/** The flash-sale offer a product is in right now. */
export interface FlashSaleOffer {
  flash_sale_id: number;
  flash_price: number;
  quota: number;
  sold: number;
  per_customer_limit: number;
  ends_at: string;
}

export interface ProductDetail extends ProductCard {
  description: string;
  highlights: string[];
  breadcrumb: CategoryRef[];
  media: ProductMedia[];
  options: ProductOption[];
  variants: ProductVariant[];
  promotions: PromotionRef[];
  installment_plans: InstallmentPlan[];
  delivery: DeliveryEstimate;
  flash_sale: FlashSaleOffer | null;
}

export interface FlashSaleItem {
  product: ProductCard;
  flash_price: number;
  quota: number;
  sold: number;
  per_customer_limit: number;
}

export interface FlashSale {
  flash_sale_id: number;
  name: string;
  status: FlashSaleStatus;
  starts_at: string;
  ends_at: string;
  items: FlashSaleItem[];
}

/** GET flash-sales: the sale running now (if any) and the next ones. */
export interface FlashSales {
  running: FlashSale | null;
  upcoming: FlashSale[];
}

export interface Promotion extends PromotionRef {
  banner: string;
  starts_at: string | null;
  product_count: number;
  /** A few of its products for the promotion page. */
  products: ProductCard[];
}

type Options = Pick<RequestOptions, 'locale' | 'signal'>;

export const EMPTY_FLASH_SALES: FlashSales = { running: null, upcoming: [] };

/** The wire form of filters: lists comma-joined, booleans only when true. */
export function filterQuery(filters: ProductFilters): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const [name, value] of Object.entries(filters) as [string, QueryValue][]) {
    if (value === false || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    query[name] = value;
  }
  return query;
}

/** A listing (category page, brand page, collection page…); the envelope so a 400 can be shown. */
export function getProductListing(api: ApiClient, filters: ProductFilters, options?: Options): Promise<Envelope<ProductListing>> {
  return api.get<ProductListing>('catalog/products', { ...options, query: filterQuery(filters) });
}

/** Product detail by slug, null when unknown; views are recorded for the session (recently viewed). */
export function getProduct(api: ApiClient, slug: string, options?: Options): Promise<ProductDetail | null> {
  return dataOrNull<ProductDetail>(api, `products/${encodeURIComponent(slug)}`, options);
}

export function getBrands(api: ApiClient, options?: Options): Promise<Brand[]> {
  return dataOrEmpty<Brand[]>(api, 'brands', [], options);
}

export function getBrand(api: ApiClient, slug: string, options?: Options): Promise<Brand | null> {
  return dataOrNull<Brand>(api, `brands/${encodeURIComponent(slug)}`, options);
}

export function getCollections(api: ApiClient, options?: Options): Promise<Collection[]> {
  return dataOrEmpty<Collection[]>(api, 'collections', [], options);
}

export function getCollection(api: ApiClient, slug: string, options?: Options): Promise<Collection | null> {
  return dataOrNull<Collection>(api, `collections/${encodeURIComponent(slug)}`, options);
}

/** A category with breadcrumb and children (the listing answer carries it too); null when unknown. */
export function getCategory(api: ApiClient, slug: string, options?: Options): Promise<CategoryPage | null> {
  return dataOrNull<CategoryPage>(api, `categories/${encodeURIComponent(slug)}`, options);
}

/** Failure logged only: the flash-sale block and page show nothing rather than break. */
export function getFlashSales(api: ApiClient, options?: Options): Promise<FlashSales> {
  return dataOrEmpty<FlashSales>(api, 'flash-sales', EMPTY_FLASH_SALES, { ...options, skipLoading: true });
}

export function getPromotions(api: ApiClient, options?: Options): Promise<Promotion[]> {
  return dataOrEmpty<Promotion[]>(api, 'promotions', [], options);
}
