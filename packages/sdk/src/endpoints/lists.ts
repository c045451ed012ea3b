import type {
  FavoriteProductIds,
  FavoriteProductsPage,
  FavoriteState,
  Page,
  RecentlyViewedProduct,
  RecentlyViewedQuery,
  RecordedView,
  WishlistReviewCount,
} from '@talad/contract';
import type { Envelope, FavoriteSort } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** Lists of spec §7 kept for the session: recently viewed products and the wish list. */

export type {
  FavoriteProductIds,
  FavoriteProductsPage,
  FavoriteState,
  RecentlyViewedProduct,
  RecordedView,
  WishlistReviewCount,
} from '@talad/contract';

/** Products this session viewed, newest first (viewing a product detail records it). */
export function getRecentlyViewed(
  api: ApiClient,
  query: Partial<RecentlyViewedQuery> = {},
  options?: CallOptions,
): Promise<Envelope<Page<RecentlyViewedProduct>>> {
  return api.get<Page<RecentlyViewedProduct>>('my-recently-view/products', { ...options, query });
}

/**
 * Records a product view for this session, skipping the loading flag. GET products/{slug} records it already for
 * the session that asks; a page rendered on the server (with the renderer's own session) calls this from the browser.
 */
export function recordRecentlyViewed(api: ApiClient, productId: string): Promise<Envelope<RecordedView>> {
  return api.post<RecordedView>('my-recently-view/products', { product_id: productId }, { skipLoading: true });
}

/** The wish list's filters as a caller gives them; `product_options` as "Name:value" pairs, e.g. ['Color:black']. */
export interface FavoriteFilters {
  page?: number;
  size?: number;
  product_options?: string[];
  min_price?: number;
  max_price?: number;
  order_by?: FavoriteSort;
}

/** The session's wish list (GET my-favorite/products): listing cards, the filters' facets, recently hearted first by default. */
export function getFavoriteProducts(
  api: ApiClient,
  filters: FavoriteFilters = {},
  options?: CallOptions,
): Promise<Envelope<FavoriteProductsPage>> {
  const { product_options: productOptions, ...rest } = filters;
  return api.get<FavoriteProductsPage>('my-favorite/products', {
    ...options,
    query: { ...rest, product_options: productOptions && productOptions.length > 0 ? productOptions.join(',') : undefined },
  });
}

/** Every product code the session has hearted: what the hearts on cards and product pages show. No loading overlay. */
export function getFavoriteProductIds(api: ApiClient, options?: CallOptions): Promise<Envelope<FavoriteProductIds>> {
  return api.get<FavoriteProductIds>('my-favorite/product-ids', { skipLoading: true, ...options });
}

/** Hearts a product or takes the heart back (PUT / DELETE my-favorite/products/{code}); both are repeat-safe. No loading overlay. */
export function setFavorite(
  api: ApiClient,
  productCode: string,
  favorite: boolean,
  options?: CallOptions,
): Promise<Envelope<FavoriteState>> {
  const path = `my-favorite/products/${encodeURIComponent(productCode)}`;
  const call = { skipLoading: true, ...options };
  return favorite ? api.put<FavoriteState>(path, undefined, call) : api.delete<FavoriteState>(path, undefined, call);
}

/** The member's wish-list size and bought lines waiting for a review (GET users/me/my-wishlist-review/count). */
export function getWishlistReviewCount(api: ApiClient, options?: CallOptions): Promise<Envelope<WishlistReviewCount>> {
  return api.get<WishlistReviewCount>('users/me/my-wishlist-review/count', options);
}
