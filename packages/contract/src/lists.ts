import { FAVORITE_SORTS, PRODUCT_OPTION_NAMES, type ProductOptionName } from '@talad/domain';
import { z } from 'zod';
import { inPriceOrder, listingFacets, productCard, productCode } from './catalog.ts';
import { commaList, pageOf, pagingQuery, satang } from './common.ts';

/** Lists of spec §7 kept for the session: recently viewed products and the wish list. */

export const recentlyViewedQuery = z.object({ page: pagingQuery.page, size: pagingQuery.size.default(20) });
export type RecentlyViewedQuery = z.output<typeof recentlyViewedQuery>;

export const recentlyViewedProduct = productCard.extend({ viewed_at: z.string() });
export type RecentlyViewedProduct = z.infer<typeof recentlyViewedProduct>;

export const recentlyViewedPage = pageOf(recentlyViewedProduct);

export const recordViewBody = z.object({ product_id: productCode });
/** The product whose view was recorded. */
export const recordedView = recordViewBody;
export type RecordedView = z.infer<typeof recordedView>;

/**
 * The wish list (issue #14): the session's favourite products, guests' too (a guest's become the member's at sign-in).
 * One option filter "Name:value" per value, e.g. `Color:black,Size:m`: values of one option are alternatives, different
 * options must all match, as in listings.
 */
const optionFilter = z
  .string()
  .regex(new RegExp(`^(${PRODUCT_OPTION_NAMES.join('|')}):[a-z0-9][a-z0-9-]{0,99}$`), 'must be Option:value, e.g. Color:black')
  .transform((pair) => {
    const [name, value] = pair.split(':') as [ProductOptionName, string];
    return { name, value };
  });

export const favoriteProductsQuery = inPriceOrder(
  z.object({
    page: pagingQuery.page,
    size: pagingQuery.size.default(20),
    product_options: commaList(optionFilter).optional(),
    min_price: satang.optional(),
    max_price: satang.optional(),
    order_by: z.enum(FAVORITE_SORTS).default('recently_added'),
  }),
);
export type FavoriteProductsQuery = z.output<typeof favoriteProductsQuery>;
export type FavoriteProductsQueryWire = z.input<typeof favoriteProductsQuery>;

/** A page of the wish list as product cards (the listings' cards), with what the whole list can be narrowed by. */
export const favoriteProductsPage = pageOf(productCard).extend({ facets: listingFacets, order_by: z.enum(FAVORITE_SORTS) });
export type FavoriteProductsPage = z.infer<typeof favoriteProductsPage>;

export const favoriteParams = z.object({ product_id: productCode });

/** After hearting or unhearting: whether the product is in the wish list now. */
export const favoriteState = z.object({ product_id: z.string(), is_favorite: z.boolean() });
export type FavoriteState = z.infer<typeof favoriteState>;

/** Every product code in the session's wish list (at most FAVORITES_MAX): the hearts on cards and product pages. */
export const favoriteProductIds = z.object({ product_ids: z.array(z.string()) });
export type FavoriteProductIds = z.infer<typeof favoriteProductIds>;

/** GET users/me/my-wishlist-review/count: the account page's two counters. */
export const wishlistReviewCount = z.object({
  /** Products in the wish list that are on sale. */
  wish_list: z.number().int(),
  /** Bought order lines waiting for a review. */
  waiting_for_review: z.number().int(),
});
export type WishlistReviewCount = z.infer<typeof wishlistReviewCount>;
