import type { Envelope } from '@talad/domain';
import type { ApiClient, RequestOptions } from '../client.ts';
import type { Page, ProductCard } from './catalog.ts';

/** Lists of spec §7 kept for the session. */

export interface RecentlyViewedProduct extends ProductCard {
  viewed_at: string;
}

type Options = Pick<RequestOptions, 'locale' | 'signal'>;

/** Products this session viewed, newest first (viewing a product detail records it); the envelope, for the account page. */
export function getRecentlyViewed(api: ApiClient, query: { page?: number; size?: number } = {}, options?: Options): Promise<Envelope<Page<RecentlyViewedProduct>>> {
  return api.get<Page<RecentlyViewedProduct>>('my-recently-view/products', { ...options, query });
}

/**
 * Records a product view for this session. GET products/{slug} records it already for the session that asks;
 * a page rendered on the server (with the renderer's own session) calls this from the browser instead.
 */
export async function recordRecentlyViewed(api: ApiClient, productId: string): Promise<boolean> {
  const answer = await api.post('my-recently-view/products', { product_id: productId }, { skipLoading: true });
  if (!answer.is_success) api.logger.error('POST my-recently-view/products failed:', answer.message);
  return answer.is_success;
}
