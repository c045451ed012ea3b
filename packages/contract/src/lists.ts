import { z } from 'zod';
import { productCard, productCode } from './catalog.ts';
import { pageOf, pagingQuery } from './common.ts';

/** Lists of spec §7 kept for the session: recently viewed products. */

export const recentlyViewedQuery = z.object({ page: pagingQuery.page, size: pagingQuery.size.default(20) });
export type RecentlyViewedQuery = z.output<typeof recentlyViewedQuery>;

export const recentlyViewedProduct = productCard.extend({ viewed_at: z.string() });
export type RecentlyViewedProduct = z.infer<typeof recentlyViewedProduct>;

export const recentlyViewedPage = pageOf(recentlyViewedProduct);

export const recordViewBody = z.object({ product_id: productCode });
/** The product whose view was recorded. */
export const recordedView = recordViewBody;
export type RecordedView = z.infer<typeof recordedView>;
