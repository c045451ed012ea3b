import type { Page, RecentlyViewedProduct } from '@talad/contract';
import type { Locale } from '@talad/domain';
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { products, recentlyViewed } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { cardsBy } from '../catalog/index.ts';

/** A customer keeps this many recent views; older ones drop off. */
export const RECENTLY_VIEWED_KEPT = 100;

/**
 * Records a view of a product for the customer (newest wins) and trims the list, in one statement: every product page
 * a shopper opens records one, so this is on the catalogue's busiest path (issue #16). The trim reads the list as it
 * was before this view (one statement, one snapshot), so it keeps the viewed product and the newest KEPT - 1 others;
 * the viewed product is never the row both written and deleted.
 */
export async function recordView(db: Database, customerId: string, productId: number) {
  await viewAndTrim(db, { customerId, productId });
}

/** Built once (db/prepared.ts): it runs on every product page a shopper opens. */
const viewAndTrim = preparedSql<{ customerId: string; productId: number }>()(
  (value) => sql`
    with viewed as (
      insert into ${recentlyViewed} (customer_id, product_id) values (${value('customerId')}::uuid, ${value('productId')}::integer)
      on conflict (customer_id, product_id) do update set viewed_at = now()
    )
    delete from ${recentlyViewed}
    where customer_id = ${value('customerId')}::uuid and product_id <> ${value('productId')}::integer and product_id not in (
      select product_id from ${recentlyViewed}
      where customer_id = ${value('customerId')}::uuid and product_id <> ${value('productId')}::integer
      order by viewed_at desc, product_id desc
      limit ${RECENTLY_VIEWED_KEPT - 1}
    )`,
);

/** Drops a customer's views beyond the newest RECENTLY_VIEWED_KEPT. */
async function keepNewest(db: Database | Transaction, customerId: string) {
  const kept = db
    .select({ productId: recentlyViewed.productId })
    .from(recentlyViewed)
    .where(eq(recentlyViewed.customerId, customerId))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
    .limit(RECENTLY_VIEWED_KEPT);
  await db.delete(recentlyViewed).where(and(eq(recentlyViewed.customerId, customerId), notInArray(recentlyViewed.productId, kept)));
}

/**
 * A guest signs in (isMerge): the guest's views become the member's. A product both viewed stays once, with the later
 * view time; the guest keeps none; the member keeps the newest RECENTLY_VIEWED_KEPT. Runs inside the sign-in
 * transaction, and running it again changes nothing.
 */
export async function mergeRecentlyViewed(tx: Transaction, guestId: string, memberId: string) {
  await tx
    .insert(recentlyViewed)
    .select(
      tx
        .select({
          customerId: sql<string>`${memberId}::uuid`.as('customer_id'),
          productId: recentlyViewed.productId,
          viewedAt: recentlyViewed.viewedAt,
        })
        .from(recentlyViewed)
        .where(eq(recentlyViewed.customerId, guestId)),
    )
    .onConflictDoUpdate({
      target: [recentlyViewed.customerId, recentlyViewed.productId],
      set: { viewedAt: sql`greatest(${recentlyViewed.viewedAt}, excluded.viewed_at)` },
    });
  await tx.delete(recentlyViewed).where(eq(recentlyViewed.customerId, guestId));
  await keepNewest(tx, memberId);
}

export async function recordViewByCode(db: Database, customerId: string, code: string) {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.code, code));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  await recordView(db, customerId, product.id);
}

/** The customer's viewed products, newest first. */
export async function recentlyViewedPage(
  db: Database,
  customerId: string,
  page: number,
  size: number,
  locale: Locale,
): Promise<Page<RecentlyViewedProduct>> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ productId: recentlyViewed.productId, viewedAt: recentlyViewed.viewedAt })
      .from(recentlyViewed)
      .where(eq(recentlyViewed.customerId, customerId))
      .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(recentlyViewed).where(eq(recentlyViewed.customerId, customerId)),
  ]);
  const cards = await cardsBy(
    db,
    'id',
    rows.map((row) => row.productId),
    locale,
  );
  const all = total?.total ?? 0;
  return {
    items: cards.map((card, index) => ({ ...card, viewed_at: rows[index]?.viewedAt.toISOString() ?? '' })),
    total: all,
    page,
    size,
    total_pages: Math.ceil(all / size),
  };
}
