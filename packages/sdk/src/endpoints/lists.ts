import type { ApiClient, RequestOptions } from '../client.ts';
import type { Page, ProductCard } from './catalog.ts';
import { dataOrNull } from './fallbacks.ts';

/** Lists of spec §7 kept for the session. */

export interface RecentlyViewedProduct extends ProductCard {
  viewed_at: string;
}

type Options = Pick<RequestOptions, 'locale' | 'signal'>;

/** Products this session viewed, newest first (viewing a product detail records it); null on error. */
export function getRecentlyViewed(api: ApiClient, query: { page?: number; size?: number } = {}, options?: Options): Promise<Page<RecentlyViewedProduct> | null> {
  return dataOrNull<Page<RecentlyViewedProduct>>(api, 'my-recently-view/products', { ...options, query });
}
