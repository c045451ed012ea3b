import type { Page, RecentlyViewedProduct, RecentlyViewedQuery, RecordedView } from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** Lists of spec §7 kept for the session. */

export type { RecentlyViewedProduct, RecordedView } from '@talad/contract';

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
