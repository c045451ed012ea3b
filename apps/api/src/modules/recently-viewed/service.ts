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

/** A product page's view: who looked at which product. */
interface ProductView {
  customerId: string;
  productId: number;
}

/** At most this many views go into one statement. */
const VIEWS_PER_STATEMENT = 500;

/**
 * Records views of products (newest wins) and trims each viewer's list, in one statement however many views and
 * viewers it carries: every product page a shopper opens records one, so this is on the catalogue's busiest path
 * (issue #16). Views keep their order: each is a microsecond after the one before it, and of one viewer's views only
 * the newest KEPT are written. The trim reads the lists as they were before these views (one statement, one
 * snapshot), so for a viewer with n views here it keeps those and the newest KEPT - n others; no row is both written
 * and deleted.
 */
const recordViews = preparedSql<{ customerIds: string; productIds: string }>()(
  (value) => sql`
    with made as (
      select customer_id, product_id, place,
        row_number() over (partition by customer_id order by place desc) as recency
      from unnest(${value('customerIds')}::uuid[], ${value('productIds')}::integer[]) with ordinality as views(customer_id, product_id, place)
    ),
    batch as (
      select customer_id, product_id, now() + place * interval '1 microsecond' as viewed_at from made where recency <= ${RECENTLY_VIEWED_KEPT}
    ),
    viewed as (
      insert into ${recentlyViewed} (customer_id, product_id, viewed_at) select customer_id, product_id, viewed_at from batch
      on conflict (customer_id, product_id) do update set viewed_at = excluded.viewed_at
    ),
    others as (
      select kept.customer_id, kept.product_id,
        viewers.views + row_number() over (partition by kept.customer_id order by kept.viewed_at desc, kept.product_id desc) as place
      from ${recentlyViewed} kept
      join (select customer_id, count(*) as views from batch group by customer_id) viewers on viewers.customer_id = kept.customer_id
      where not exists (select 1 from batch where batch.customer_id = kept.customer_id and batch.product_id = kept.product_id)
    )
    delete from ${recentlyViewed} using others
    where ${recentlyViewed.customerId} = others.customer_id and ${recentlyViewed.productId} = others.product_id
      and others.place > ${RECENTLY_VIEWED_KEPT}`,
);

const writeViews = (db: Database, views: readonly ProductView[]) =>
  recordViews(db, {
    customerIds: `{${views.map((view) => view.customerId).join(',')}}`,
    productIds: `{${views.map((view) => view.productId).join(',')}}`,
  });

/** Records one view now, in a statement of its own. */
export async function recordView(db: Database, customerId: string, productId: number) {
  await writeViews(db, [{ customerId, productId }]);
}

/**
 * Records product pages' views by group commit: a view made while no statement is out is written at once (alone, no
 * wait); views made while one is out wait for it and then go together in the next. So a quiet shop writes each view
 * as it comes, and a busy one writes one statement for each batch of concurrent views instead of one for each
 * view (a commit per page view was the product page's dearest part). The promise settles when the view is
 * written: the shopper's recently-viewed list holds it by the time the page answers, as before. A view of one
 * product twice in a batch is written once, at its later place.
 */
export function viewRecorder(db: Database): (customerId: string, productId: number) => Promise<void> {
  type Waiting = ProductView & { settle: Array<(failure?: unknown) => void> };
  const waiting = new Map<string, Waiting>();
  let writing = false;

  const writeWaiting = async () => {
    writing = true;
    while (waiting.size > 0) {
      const views = [...waiting.values()].slice(0, VIEWS_PER_STATEMENT);
      for (const view of views) waiting.delete(`${view.customerId}:${view.productId}`);
      const failures = await writeViews(db, views).then(
        () => views.map(() => undefined),
        // One bad view (a viewer deleted meanwhile) must not fail the batch's other pages: each is written alone.
        () =>
          Promise.all(views.map((view) => recordView(db, view.customerId, view.productId).catch((error: unknown) => error ?? 'failed'))),
      );
      views.forEach((view, at) => view.settle.forEach((settle) => settle(failures[at])));
    }
    writing = false;
  };

  return (customerId, productId) =>
    new Promise<void>((resolve, reject) => {
      const key = `${customerId}:${productId}`;
      const earlier = waiting.get(key);
      waiting.delete(key);
      const settle = (failure?: unknown) => (failure === undefined ? resolve() : reject(failure));
      waiting.set(key, { customerId, productId, settle: [...(earlier?.settle ?? []), settle] });
      if (!writing) void writeWaiting();
    });
}

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
