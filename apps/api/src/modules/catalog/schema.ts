import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE, PRODUCT_SORTS, PROMOTION_KINDS, SHIPMENT_KINDS, STOCK_STATUSES } from '@talad/domain';
import { z } from 'zod';

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a slug (a-z, 0-9, -)');

/** "a,b,c" → ['a','b','c'], each checked by `item`. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(1000)
    .transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(item).max(50));

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const satang = z.coerce.number({ error: 'must be a number' }).int('must be whole satang').min(0).max(100_000_000);

export const pagingQuery = {
  page: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be 1 or more').max(10_000).default(1),
  size: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be 1 or more').max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`).default(DEFAULT_PAGE_SIZE),
};

/** The filter keys and fields of spec §3, sort and paging. */
export const listingQueryShape = {
  category: slug.optional(),
  brand: commaList(slug).optional(),
  collection: slug.optional(),
  status: commaList(z.enum(STOCK_STATUSES)).optional(),
  price: z
    .string()
    .regex(/^\d{1,9}-\d{1,9}$/, 'must be "min-max" in satang')
    .transform((range) => range.split('-').map(Number) as [number, number])
    .optional(),
  min_price: satang.optional(),
  max_price: satang.optional(),
  Color: commaList(slug).optional(),
  Form: commaList(slug).optional(),
  Pattern: commaList(slug).optional(),
  Size: commaList(slug).optional(),
  selection: commaList(z.enum(PROMOTION_KINDS)).optional(),
  shipment: commaList(z.enum(SHIPMENT_KINDS)).optional(),
  hasPromotion: flag.optional(),
  hasStock: flag.optional(),
  newProduct: flag.optional(),
  installment: flag.optional(),
  freeShipping: flag.optional(),
  sort: z.enum(PRODUCT_SORTS).default('recommended'),
  ...pagingQuery,
};

const priceOrder = (query: { min_price?: number | undefined; max_price?: number | undefined; price?: [number, number] | undefined }) =>
  (query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price) && (!query.price || query.price[0] <= query.price[1]);

const priceIssue = { message: 'min_price must not be more than max_price', path: ['min_price'] };

export const listingQuery = z.object(listingQueryShape).refine(priceOrder, priceIssue);
export type ListingQuery = z.infer<typeof listingQuery>;

export const searchQuery = z
  .object({ ...listingQueryShape, search: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'), sort: z.enum(PRODUCT_SORTS).default('relevance') })
  .refine(priceOrder, priceIssue);
export type SearchQuery = z.infer<typeof searchQuery>;

export const slugParams = z.object({ slug: z.string().min(1).max(200) });

export const productIdsQuery = z.object({
  product_id: commaList(z.string().regex(/^PRD\d{1,12}$/, 'must be a product code (PRD and digits)')),
});
