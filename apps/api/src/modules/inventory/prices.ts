import type { PriceChangePage, VariantPricesResult } from '@talad/contract';
import { priceProblem, pricesAfter, type PriceChangeSource, type VariantPrices } from '@talad/domain';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { priceChanges, products, productVariants } from '../../db/schema/index.ts';
import { idsParameter } from '../../db/statements.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, decodeCursor, pageOfRows } from '../../platform/keyset.ts';
import { recordAudit, type AuditActor, type AuditContext, type AuditEntry } from '../audit/index.ts';

/** Who changes a price, as the history and the audit log name them. */
export interface PriceAuthor {
  actor: AuditActor;
  context?: AuditContext;
  source: PriceChangeSource;
  /** The staff member the history names: who made the change, or who scheduled it. */
  staff: { id: string | null; label: string };
  scheduledId?: number;
}

/** The variant's row under its lock, as price and stock changes start: the same lock an order's decrement takes. */
export async function lockedVariant(tx: Transaction, variantId: number) {
  const [variant] = await tx.select().from(productVariants).where(eq(productVariants.id, variantId)).for('update');
  if (!variant) throw new AppError('VARIANT_NOT_FOUND');
  return variant;
}

/**
 * A history with no rows is told apart from a variant that is not there (404), as the changes do: asked only when a
 * list came back empty, so a variant's pages cost no extra read.
 */
export async function refuseUnknownVariant(db: Database | Transaction, variantId: number) {
  const [variant] = await db.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.id, variantId));
  if (!variant) throw new AppError('VARIANT_NOT_FOUND');
}

/**
 * The products' listing figures follow their variants: the cheapest variant's prices (by what the shopper pays) and the
 * discount they make, which listings filter and sort on. Stock is not touched here (stock changes move it by their delta).
 */
export async function refreshProductPrices(tx: Transaction, productIds: number | number[]) {
  await tx.execute(sql`
    update ${products} set price = cheapest.price, special_price = cheapest.special_price,
      effective_price = coalesce(cheapest.special_price, cheapest.price),
      discount_percent = round((cheapest.price - coalesce(cheapest.special_price, cheapest.price)) * 100.0 / cheapest.price)::int
    from (select distinct on (product_id) product_id, price, special_price from ${productVariants}
          where product_id = any(${idsParameter([productIds].flat())}::int[])
          order by product_id, coalesce(special_price, price), id) as cheapest
    where ${products.id} = cheapest.product_id`);
}

/**
 * Changes a variant's prices in the caller's transaction: the rules first (PRICE_NOT_POSITIVE,
 * SPECIAL_PRICE_NOT_POSITIVE, SPECIAL_PRICE_NOT_BELOW_PRICE), then the variant, its product's listing figures, one
 * history row and one audit entry. Orders already placed keep the prices their lines were written with.
 */
export async function changePrices(
  tx: Transaction,
  variantId: number,
  change: Partial<VariantPrices>,
  author: PriceAuthor,
): Promise<VariantPricesResult> {
  if (change.price === undefined && change.special_price === undefined) throw new AppError('PRICE_CHANGE_EMPTY');
  const variant = await lockedVariant(tx, variantId);
  const before = { price: variant.price, special_price: variant.specialPrice };
  const after = pricesAfter(before, change);
  const problem = priceProblem(after);
  if (problem)
    throw new AppError(problem, { errors: [{ field: problem.startsWith('SPECIAL') ? 'special_price' : 'price', reason: problem }] });
  const answer = { id: variant.id, sku: variant.sku, ...after, stock: variant.stock };
  if (after.price === before.price && after.special_price === before.special_price) return answer;
  await tx.update(productVariants).set({ price: after.price, specialPrice: after.special_price }).where(eq(productVariants.id, variant.id));
  await refreshProductPrices(tx, variant.productId);
  const written = priceRecords(variant, before, after, author);
  await tx.insert(priceChanges).values(written.history);
  await recordAudit(tx, written.audit);
  return answer;
}

/** What a change of a variant's prices writes beside the variant: its history row and its audit entry (variant.price). */
export function priceRecords(variant: { id: number; sku: string }, before: VariantPrices, after: VariantPrices, author: PriceAuthor) {
  const audit: AuditEntry = {
    actor: author.actor,
    action: 'variant.price',
    entity: { type: 'variant', id: variant.sku },
    before: { ...before },
    after: { ...after },
    reason: author.scheduledId ? `scheduled price change ${author.scheduledId} by ${author.staff.label}` : null,
    ...(author.context ? { context: author.context } : {}),
  };
  const history = {
    variantId: variant.id,
    priceBefore: before.price,
    specialPriceBefore: before.special_price,
    priceAfter: after.price,
    specialPriceAfter: after.special_price,
    source: author.source,
    staffId: author.staff.id,
    staffLabel: author.staff.label,
    scheduledId: author.scheduledId ?? null,
  };
  return { history, audit };
}

/** PATCH admin/variants/{id}: a staff member's change, in a transaction of its own. */
export function setPrices(db: Database, variantId: number, change: Partial<VariantPrices>, author: PriceAuthor) {
  return db.transaction((tx) => changePrices(tx, variantId, change, author));
}

const cursorKey = z.tuple([z.number().int()]);

/** GET admin/variants/{id}/price-changes: every change of the variant's prices, newest first (keyset on the id). */
export async function priceHistory(
  db: Database,
  variantId: number,
  query: { cursor?: string | undefined; size: number },
): Promise<PriceChangePage> {
  const mine = eq(priceChanges.variantId, variantId);
  const after = query.cursor ? lt(priceChanges.id, decodeCursor(query.cursor, cursorKey)[0]) : undefined;
  const rows = await db
    .select()
    .from(priceChanges)
    .where(and(mine, after))
    .orderBy(desc(priceChanges.id))
    .limit(query.size + 1);
  if (rows.length === 0) await refuseUnknownVariant(db, variantId);
  const page = pageOfRows(
    rows,
    query.size,
    (row) => [row.id],
    (row) => ({
      id: row.id,
      price_before: row.priceBefore,
      special_price_before: row.specialPriceBefore,
      price_after: row.priceAfter,
      special_price_after: row.specialPriceAfter,
      source: row.source,
      by: row.staffLabel,
      at: row.createdAt.toISOString(),
    }),
  );
  // Counted in the page's order, as the stock history is (stock.ts).
  const counted = db.select({ id: priceChanges.id }).from(priceChanges).where(mine).orderBy(desc(priceChanges.id));
  return { ...page, ...(await approximateTotal(db, counted)) };
}
