/** The wish list (issue #14, spec §1 wish list and favourites, §7 GET my-favorite/products). */

/**
 * A session's wish list holds at most this many products: enough for any shopper, and a bound on what the heart's
 * state (the list of hearted product codes) sends to every page.
 */
export const FAVORITES_MAX = 200;

/**
 * How the wish list may be ordered (`order_by`): by when each product was hearted (the default, newest first), or
 * as listings sort (price either way, discount, best selling, newest in the shop).
 */
export const FAVORITE_SORTS = ['recently_added', 'price_low_to_high', 'price_high_to_low', 'discount', 'best_selling', 'newest'] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];
