import type { Page, RecentlyViewedProduct } from '@talad/contract';
import type { Locale } from '@talad/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared.ts';
import { idsParameter } from '../../db/statements.ts';
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

/** A busy shop's viewers' lists are trimmed to RECENTLY_VIEWED_KEPT at most this often (see viewRecorder). */
export const TRIM_EVERY_MS = 10_000;

/**
 * Records views of products (newest wins), in one statement however many views and viewers it carries: every product
 * page a shopper opens records one, so this is on the catalogue's busiest path (issue #16). Views keep their order:
 * each is a microsecond after the one before it, and of one viewer's views only the newest KEPT are written.
 */
const recordViews = preparedSql<{ customerIds: string; productIds: string }>()(
  (value) => sql`
    with made as (
      select customer_id, product_id, place,
        row_number() over (partition by customer_id order by place desc) as recency
      from unnest(${value('customerIds')}::uuid[], ${value('productIds')}::integer[]) with ordinality as views(customer_id, product_id, place)
    )
    insert into ${recentlyViewed} (customer_id, product_id, viewed_at)
    select customer_id, product_id, now() + place * interval '1 microsecond' from made where recency <= ${RECENTLY_VIEWED_KEPT}
    on conflict (customer_id, product_id) do update set viewed_at = excluded.viewed_at`,
);

/**
 * Drops the views of these customers beyond each one's newest RECENTLY_VIEWED_KEPT. A view written again meanwhile
 * (newer than the trim read it) is not dropped: the delete checks the row's time again.
 */
const trimLists = preparedSql<{ customerIds: string }>()(
  (value) => sql`
    delete from ${recentlyViewed} using (
      select customer_id, product_id, viewed_at,
        row_number() over (partition by customer_id order by viewed_at desc, product_id desc) as place
      from ${recentlyViewed} where customer_id = any(${value('customerIds')}::uuid[])
    ) ranked
    where ${recentlyViewed.customerId} = ranked.customer_id and ${recentlyViewed.productId} = ranked.product_id
      and ${recentlyViewed.viewedAt} <= ranked.viewed_at and ranked.place > ${RECENTLY_VIEWED_KEPT}`,
);

const trimmed = (db: Database | Transaction, customerIds: Iterable<string>) => trimLists(db, { customerIds: idsParameter(customerIds) });

const writeViews = (db: Database, views: readonly ProductView[]) =>
  recordViews(db, {
    customerIds: idsParameter(views.map((view) => view.customerId)),
    productIds: idsParameter(views.map((view) => view.productId)),
  });

/** Records one view now and trims the viewer's list, each in a statement of its own. */
export async function recordView(db: Database, customerId: string, productId: number) {
  await writeViews(db, [{ customerId, productId }]);
  await trimmed(db, [customerId]);
}

/**
 * Records product pages' views by group commit: a view made while no statement is out is written at once (alone, no
 * wait); views made while one is out wait for it and then go together in the next. So a quiet shop writes each view
 * as it comes, and a busy one writes one statement for each batch of concurrent views instead of one for each
 * view (a commit per page view was the product page's dearest part). The promise settles when the view is
 * written: the shopper's recently-viewed list holds it by the time the page answers, as before. A view of one
 * product twice in a batch is written once, at its later place.
 *
 * The viewers' lists are trimmed to the newest RECENTLY_VIEWED_KEPT at most every `trimEveryMs`, after a batch, in one
 * statement for every viewer since the last trim: a trim reads a viewer's whole list (up to 100 rows), and trimming
 * with every batch was 80 % of the product pages' database time at 100,000 products (bench/README.md). Until its
 * trim a list may hold more rows than it keeps; it never shows them (recentlyViewedPage reads the newest KEPT).
 */
export function viewRecorder(
  db: Database,
  { trimEveryMs = TRIM_EVERY_MS, now = Date.now }: { trimEveryMs?: number; now?: () => number } = {},
): (customerId: string, productId: number) => Promise<void> {
  type Waiting = ProductView & { settle: Array<(failure?: unknown) => void> };
  const waiting = new Map<string, Waiting>();
  const untrimmed = new Set<string>();
  let trimmedAt = now();
  let writing = false;

  const trimWhenDue = async () => {
    if (untrimmed.size === 0 || now() - trimmedAt < trimEveryMs) return;
    const viewers = [...untrimmed];
    untrimmed.clear();
    trimmedAt = now();
    // A trim that fails leaves longer lists, never a wrong one: its viewers go with the next trim.
    await trimmed(db, viewers).catch(() => viewers.forEach((viewer) => untrimmed.add(viewer)));
  };

  const writeWaiting = async () => {
    writing = true;
    while (waiting.size > 0) {
      const views = [...waiting.values()].slice(0, VIEWS_PER_STATEMENT);
      for (const view of views) waiting.delete(`${view.customerId}:${view.productId}`);
      const failures = await writeViews(db, views).then(
        () => views.map(() => undefined),
        // One bad view (a viewer deleted meanwhile) must not fail the batch's other pages: each is written alone.
        () =>
          Promise.all(
            views.map((view) =>
              writeViews(db, [view]).then(
                () => undefined,
                (error: unknown) => error ?? 'failed',
              ),
            ),
          ),
      );
      views.forEach((view, at) => failures[at] === undefined && untrimmed.add(view.customerId));
      // A batch that falls due trims before its pages answer: a page answered, its viewer's list is as it stays.
      await trimWhenDue();
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
  await trimmed(tx, [memberId]);
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
  // The newest KEPT only: a list may hold more until its next trim (viewRecorder).
  const offset = (page - 1) * size;
  const mine = eq(recentlyViewed.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    offset >= RECENTLY_VIEWED_KEPT
      ? []
      : db
          .select({ productId: recentlyViewed.productId, viewedAt: recentlyViewed.viewedAt })
          .from(recentlyViewed)
          .where(mine)
          .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.productId))
          .limit(Math.min(size, RECENTLY_VIEWED_KEPT - offset))
          .offset(offset),
    db
      .select({ total: sql<number>`least(count(*), ${RECENTLY_VIEWED_KEPT})::int` })
      .from(recentlyViewed)
      .where(mine),
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
