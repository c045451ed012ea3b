import {
  BANK_CODES,
  CATEGORY_LEVELS,
  FLASH_SALE_STATUSES,
  MEDIA_KINDS,
  PRODUCT_BADGES,
  PRODUCT_FILTER_KEYS,
  PRODUCT_FLAGS,
  PRODUCT_OPTION_NAMES,
  PRODUCT_SORTS,
  PROMOTION_KINDS,
  SHIPMENT_KINDS,
  STOCK_STATUSES,
} from '@talad/domain';
import { z } from 'zod';
import { commaList, flag, pageOf, pagingQuery, satang, slug } from './common.ts';

/**
 * Catalogue endpoints: listings, product cards and detail, brands, collections, categories, flash sales and
 * promotions. Money is integer satang; image paths are API media paths (/media/...).
 */

export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** PRD followed by digits. */
export const productCode = z.string().regex(/^PRD\d{1,12}$/, 'must be a product code (PRD and digits)');

/** The same schema under each of the names (the option names, the filter keys of spec §3). */
const each = <K extends string, S extends z.ZodType>(names: readonly K[], schema: S) =>
  Object.fromEntries(names.map((name) => [name, schema])) as Record<K, S>;

const STARS_MESSAGE = 'must be a whole number of stars from 1 to 5';
const stars = z.coerce.number({ error: STARS_MESSAGE }).int(STARS_MESSAGE).min(1, STARS_MESSAGE).max(5, STARS_MESSAGE);

/**
 * The filter keys and fields of spec §3, sort and paging: the one declaration of a listing's filters. Search takes
 * them too; the SDK's filter type and the web's URL reading take their field list from here.
 */
export const listingQueryShape = {
  category: slug.optional(),
  brand: commaList(slug).optional(),
  collection: slug.optional(),
  status: commaList(z.enum(STOCK_STATUSES)).optional(),
  /** A "min-max" range in satang, ANDed with min_price/max_price. */
  price: z
    .string()
    .regex(/^\d{1,9}-\d{1,9}$/, 'must be "min-max" in satang')
    .transform((range) => range.split('-').map(Number) as [number, number])
    .optional(),
  min_price: satang.optional(),
  max_price: satang.optional(),
  ...each(PRODUCT_OPTION_NAMES, commaList(slug).optional()),
  /** Promotion kinds the product takes part in. */
  selection: commaList(z.enum(PROMOTION_KINDS)).optional(),
  shipment: commaList(z.enum(SHIPMENT_KINDS)).optional(),
  ...each(PRODUCT_FILTER_KEYS, flag.optional()),
  /** "This many stars & up": the product page's average score is at least this (1–5). */
  rating: stars.optional(),
  sort: z.enum(PRODUCT_SORTS).default('recommended'),
  ...pagingQuery,
};

type PricedQuery = { min_price?: number | undefined; max_price?: number | undefined; price?: [number, number] | undefined };

/** A query carrying the listing filters, refused when min_price is above max_price or a range runs backwards. */
export const inPriceOrder = <T extends z.ZodType<PricedQuery>>(query: T) =>
  query.refine(
    (value) =>
      (value.min_price === undefined || value.max_price === undefined || value.min_price <= value.max_price) &&
      (!value.price || value.price[0] <= value.price[1]),
    { message: 'min_price must not be more than max_price', path: ['min_price'] },
  );

export const listingQuery = inPriceOrder(z.object(listingQueryShape));
/** The listing query as the API reads it: lists split, numbers and flags parsed, defaults filled in. */
export type ListingQuery = z.output<typeof listingQuery>;
/** The listing query as it travels: text. */
export type ListingQueryWire = z.input<typeof listingQuery>;

export const productIdsQuery = z.object({ product_id: commaList(productCode) });

export const badgeInfo = z.object({
  code: z.enum(PRODUCT_BADGES),
  /** In the asked language, e.g. 'รับสินค้าที่ 7-Eleven เท่านั้น'. */
  label: z.string(),
});
export type BadgeInfo = z.infer<typeof badgeInfo>;

export const brandRef = z.object({ slug: z.string(), name: z.string() });
export type BrandRef = z.infer<typeof brandRef>;

export const categoryRef = z.object({ slug: z.string(), name: z.string(), level: z.enum(CATEGORY_LEVELS) });
export type CategoryRef = z.infer<typeof categoryRef>;

/** A product as a card in listings, carousels, search results and lists. */
export const productCard = z.object({
  product_id: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: brandRef.nullable(),
  /** /media/products/PRD…/1.webp */
  image: z.string(),
  /** Lowest variant price. */
  price: z.number().int(),
  /** Lowest special price; null when not discounted. */
  special_price: z.number().int().nullable(),
  /** Whole percent off price, 0 when not discounted. */
  discount_percent: z.number().int(),
  /** Units over all variants. */
  stock: z.number().int(),
  flags: z.array(z.enum(PRODUCT_FLAGS)),
  badges: z.array(badgeInfo),
  promotion_kinds: z.array(z.enum(PROMOTION_KINDS)),
  /** Units sold so far; drives best_selling. */
  sold: z.number().int(),
});
export type ProductCard = z.infer<typeof productCard>;

export const productCards = z.array(productCard);

export const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValue>;

/** What the current results can still be narrowed by, with counts over the current results. */
export const listingFacets = z.object({
  categories: z.array(facetValue),
  brands: z.array(facetValue),
  /** Option values per option name, e.g. Color → [{value:'black', label:'ดำ', count: 12}]. */
  options: z.record(z.enum(PRODUCT_OPTION_NAMES), z.array(facetValue)),
  collections: z.array(facetValue),
  /** Cheapest and dearest effective price of the results. */
  price: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type ListingFacets = z.infer<typeof listingFacets>;

export const categoryPage = categoryRef.extend({
  description: z.string(),
  /** Main → sub → detail, ending with this category. */
  breadcrumb: z.array(categoryRef),
  children: z.array(categoryRef),
  banner: z.string(),
});
export type CategoryPage = z.infer<typeof categoryPage>;

export const productListing = pageOf(productCard).extend({
  /** The category of ?category, with its breadcrumb and children. */
  category: categoryPage.nullable(),
  facets: listingFacets,
  sort: z.enum(PRODUCT_SORTS),
});
export type ProductListing = z.infer<typeof productListing>;

export const productBrand = brandRef.extend({
  logo: z.string(),
  banner: z.string(),
  description: z.string(),
  /** Thai brands are marked so the brand page can say so. */
  is_thai: z.boolean(),
  product_count: z.number().int(),
});
export type ProductBrand = z.infer<typeof productBrand>;

export const productCollection = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  banner: z.string(),
  product_count: z.number().int(),
});
export type ProductCollection = z.infer<typeof productCollection>;

export const productMedia = z.object({
  kind: z.enum(MEDIA_KINDS),
  /** Image or video path; for COLOR the swatch image. */
  url: z.string(),
  alt: z.string(),
  /** The Color option value this picture shows, when it shows one. */
  color: z.string().nullable(),
  /** A VIDEO's own poster frame (a /media/ picture); null: the product's first picture stands for it. */
  poster: z.string().nullable(),
});
export type ProductMedia = z.infer<typeof productMedia>;

export const productOption = z.object({
  name: z.enum(PRODUCT_OPTION_NAMES),
  values: z.array(
    z.object({
      value: z.string(),
      label: z.string(),
      /** #rrggbb for Color values, else null. */
      swatch: z.string().nullable(),
    }),
  ),
});
export type ProductOption = z.infer<typeof productOption>;

export const productVariant = z.object({
  variant_id: z.number().int(),
  sku: z.string(),
  /** Option name → value, e.g. {Color: 'black', Size: '128gb'}. */
  options: z.partialRecord(z.enum(PRODUCT_OPTION_NAMES), z.string()),
  price: z.number().int(),
  special_price: z.number().int().nullable(),
  stock: z.number().int(),
  image: z.string(),
});
export type ProductVariant = z.infer<typeof productVariant>;

export const promotionRef = z.object({
  promotion_id: z.number().int(),
  slug: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  description: z.string(),
  ends_at: z.string().nullable(),
});
export type PromotionRef = z.infer<typeof promotionRef>;

export const installmentPlan = z.object({
  bank: z.enum(BANK_CODES),
  bank_name: z.string(),
  months: z.number().int(),
  /** Yearly interest in percent; 0 for 0% plans. */
  interest_rate: z.number(),
  /** For the cheapest variant at its effective price, rounded up. */
  monthly_amount: z.number().int(),
  min_amount: z.number().int(),
});
export type InstallmentPlan = z.infer<typeof installmentPlan>;

export const deliveryEstimate = z.object({
  min_days: z.number().int(),
  max_days: z.number().int(),
  /** Working days, Asia/Bangkok, ISO dates. */
  earliest: z.string(),
  latest: z.string(),
  label: z.string(),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;

/** The flash-sale offer a product is in right now. */
export const flashSaleOffer = z.object({
  flash_sale_id: z.number().int(),
  flash_price: z.number().int(),
  quota: z.number().int(),
  sold: z.number().int(),
  per_customer_limit: z.number().int(),
  ends_at: z.string(),
});
export type FlashSaleOffer = z.infer<typeof flashSaleOffer>;

export const productDetail = productCard.extend({
  description: z.string(),
  highlights: z.array(z.string()),
  breadcrumb: z.array(categoryRef),
  media: z.array(productMedia),
  options: z.array(productOption),
  variants: z.array(productVariant),
  promotions: z.array(promotionRef),
  installment_plans: z.array(installmentPlan),
  delivery: deliveryEstimate,
  flash_sale: flashSaleOffer.nullable(),
  /** The shop no longer sells it: the page says so and offers no purchase (no flash sale, promotions or installments). */
  withdrawn: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** GET products/{slug}?preview=: a draft's page through a preview link the back office made (decision 0048). */
export const productPageQuery = z.object({ preview: z.string().max(100, 'must be a preview link’s token').optional() });

/**
 * Staff: POST admin/products/{code}/{action} — take a product off sale or put it back (withdraw, restore), publish a
 * draft, or take it back to a draft (unpublish) that shoppers do not see at all (decision 0048).
 */
export const STAFF_PRODUCT_ACTIONS = ['withdraw', 'restore', 'publish', 'unpublish'] as const;
export type StaffProductAction = (typeof STAFF_PRODUCT_ACTIONS)[number];
export const staffProductParams = z.object({ code: productCode, action: z.enum(STAFF_PRODUCT_ACTIONS) });
export const staffProductResult = z.object({
  code: productCode,
  withdrawn_at: z.string().nullable(),
  /** Null while the product is a draft. */
  published_at: z.string().nullable(),
});
export type StaffProductResult = z.infer<typeof staffProductResult>;

export const flashSale = z.object({
  flash_sale_id: z.number().int(),
  name: z.string(),
  status: z.enum(FLASH_SALE_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  items: z.array(
    z.object({
      product: productCard,
      flash_price: z.number().int(),
      quota: z.number().int(),
      sold: z.number().int(),
      per_customer_limit: z.number().int(),
    }),
  ),
});
export type FlashSale = z.infer<typeof flashSale>;

/** GET flash-sales: the sale running now (if any) and the next ones. */
export const flashSales = z.object({ running: flashSale.nullable(), upcoming: z.array(flashSale) });
export type FlashSales = z.infer<typeof flashSales>;

const { ends_at: promotionEnd, ...promotionHead } = promotionRef.shape;
export const promotion = z.object({
  ...promotionHead,
  banner: z.string(),
  starts_at: z.string().nullable(),
  ends_at: promotionEnd,
  product_count: z.number().int(),
  /** A few of its products for the promotion page. */
  products: z.array(productCard),
});
export type Promotion = z.infer<typeof promotion>;
