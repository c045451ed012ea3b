import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

export const BEST_SELLING_JOB = 'refresh-best-selling';

/**
 * Brings the best-selling order up to date: every product whose units sold changed since the last refresh takes its
 * count into sold_ranked, the column the listings' best-selling and discount indexes hold. One UPDATE a minute of the
 * products sold meanwhile, instead of an index change in every order's own product update (schema/catalog.ts says
 * what that cost). Running it twice, or in two processes at once, changes nothing more.
 */
export async function refreshBestSelling(db: Database): Promise<void> {
  await db
    .update(products)
    .set({ soldRanked: sql`${products.sold}` })
    .where(sql`${products.soldRanked} <> ${products.sold}`);
}

/** Refreshes the best-selling order every minute: a listing sorted by it is at most a minute behind the orders. */
export function bestSellingJob(db: Database): JobDefinition {
  return { kind: BEST_SELLING_JOB, everyMs: 60_000, run: () => refreshBestSelling(db) };
}
