import type { AdminFlashSale, AdminFlashSalesPage, AdminPromotionsQuery, FlashSaleCreateBody, FlashSaleEditBody } from '@talad/contract';
import { flashSaleItemProblem, pickText, promotionStatus, windowProblem, type Locale } from '@talad/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { flashSaleItems, flashSales, products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, pageOfRows } from '../../platform/keyset.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { endedWindow, pastCursor, productIdsOf, refuse, refuseHistoryEdit, statusIs, type Author } from './common.ts';

type SaleRow = typeof flashSales.$inferSelect;
type Items = FlashSaleCreateBody['items'];

/** The slots with their products in order, as the admin reads them. */
async function answersOf(db: Database | Transaction, sales: SaleRow[], now: Date, locale: Locale): Promise<AdminFlashSale[]> {
  if (sales.length === 0) return [];
  const items = await db
    .select({ item: flashSaleItems, code: products.code, name: products.name })
    .from(flashSaleItems)
    .innerJoin(products, eq(products.id, flashSaleItems.productId))
    .where(
      inArray(
        flashSaleItems.flashSaleId,
        sales.map((sale) => sale.id),
      ),
    )
    .orderBy(asc(flashSaleItems.position));
  return sales.map((sale) => ({
    id: sale.id,
    name: sale.name as AdminFlashSale['name'],
    status: promotionStatus(sale, now),
    starts_at: sale.startsAt.toISOString(),
    ends_at: sale.endsAt.toISOString(),
    items: items
      .filter(({ item }) => item.flashSaleId === sale.id)
      .map(({ item, code, name }) => ({
        product_code: code,
        product_name: pickText(name, locale),
        flash_price: item.flashPrice,
        quota: item.quota,
        sold: item.sold,
        per_customer_limit: item.perCustomerLimit,
      })),
  }));
}

/** GET admin/flash-sales: the slots newest first, by status. */
export async function listFlashSales(db: Database, query: AdminPromotionsQuery, now: Date, locale: Locale): Promise<AdminFlashSalesPage> {
  const where = query.status ? statusIs(query.status, flashSales, now) : undefined;
  const rows = await db
    .select()
    .from(flashSales)
    .where(and(where, pastCursor(flashSales.id, query.cursor)))
    .orderBy(desc(flashSales.id))
    .limit(query.size + 1);
  const page = pageOfRows(
    rows,
    query.size,
    (row) => [row.id],
    (row) => row,
  );
  return {
    ...page,
    items: await answersOf(db, page.items, now, locale),
    ...(await approximateTotal(db, db.select({ id: flashSales.id }).from(flashSales).where(where))),
  };
}

async function saleRow(db: Database | Transaction, id: number, lock = false): Promise<SaleRow> {
  const query = db.select().from(flashSales).where(eq(flashSales.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('FLASH_SALE_NOT_FOUND');
  return row;
}

export async function adminFlashSale(db: Database | Transaction, id: number, now: Date, locale: Locale): Promise<AdminFlashSale> {
  const [answer] = await answersOf(db, [await saleRow(db, id)], now, locale);
  return answer!;
}

/**
 * The slot's products become `items`, in their order: each checked (price above ฿0, quota ≥ 0 and not below what it
 * sold, a per-customer limit of 1 or more); a product that sold stays in the slot (orders give its quota back to it).
 * The items are locked first, as an order's quota take locks them, so `sold` cannot move under the check.
 */
async function setItems(tx: Transaction, flashSaleId: number, items: Items): Promise<void> {
  const ids = await productIdsOf(
    tx,
    items.map((item) => item.product_code),
    'items',
  );
  const current = await tx.select().from(flashSaleItems).where(eq(flashSaleItems.flashSaleId, flashSaleId)).for('update');
  const soldOf = new Map(current.map((item) => [item.productId, item.sold]));
  const kept = new Set<number>();
  for (const [index, item] of items.entries()) {
    const productId = ids.get(item.product_code)!;
    if (kept.has(productId))
      throw new AppError('BAD_REQUEST', { errors: [{ field: `items.${index}.product_code`, reason: 'is listed twice' }] });
    kept.add(productId);
    const terms = { flashPrice: item.flash_price, quota: item.quota, perCustomerLimit: item.per_customer_limit };
    refuse(flashSaleItemProblem(terms, soldOf.get(productId) ?? 0, `items.${index}`));
  }
  const dropped = current.find((item) => !kept.has(item.productId) && item.sold > 0);
  if (dropped) throw new AppError('PROMO_ITEM_SOLD', { errors: [{ field: 'items', reason: String(dropped.productId) }] });
  // Rows are changed in place, not replaced: an order waiting to take quota from one then takes it from the new terms.
  const gone = current.filter((item) => !kept.has(item.productId)).map((item) => item.productId);
  if (gone.length > 0)
    await tx.delete(flashSaleItems).where(and(eq(flashSaleItems.flashSaleId, flashSaleId), inArray(flashSaleItems.productId, gone)));
  for (const [position, item] of items.entries()) {
    const productId = ids.get(item.product_code)!;
    const terms = { flashPrice: item.flash_price, quota: item.quota, perCustomerLimit: item.per_customer_limit, position };
    if (soldOf.has(productId))
      await tx
        .update(flashSaleItems)
        .set(terms)
        .where(and(eq(flashSaleItems.flashSaleId, flashSaleId), eq(flashSaleItems.productId, productId)));
    else await tx.insert(flashSaleItems).values({ flashSaleId, productId, sold: 0, ...terms });
  }
}

/** What the audit log keeps of a slot. */
const termsOf = ({ name, starts_at, ends_at, items }: AdminFlashSale) => ({
  name,
  starts_at,
  ends_at,
  items: items.map(({ product_code, flash_price, quota, per_customer_limit }) => ({
    product_code,
    flash_price,
    quota,
    per_customer_limit,
  })),
});

/** POST admin/flash-sales: a slot (window) with its products, quotas and per-customer limits; one audit entry. */
export function createFlashSale(db: Database, body: FlashSaleCreateBody, author: Author, locale: Locale): Promise<AdminFlashSale> {
  return db.transaction(async (tx) => {
    const startsAt = new Date(body.starts_at);
    const endsAt = new Date(body.ends_at);
    refuse(windowProblem(startsAt, endsAt));
    const [row] = await tx.insert(flashSales).values({ name: body.name, startsAt, endsAt }).returning();
    await setItems(tx, row!.id, body.items);
    const answer = await adminFlashSale(tx, row!.id, author.now, locale);
    await recordAudit(tx, {
      actor: author.actor,
      action: 'flash_sale.create',
      entity: { type: 'flash_sale', id: row!.id },
      after: termsOf(answer),
      context: author.context,
    });
    return answer;
  });
}

/**
 * PATCH admin/flash-sales/{id}: a slot not ended (a running one keeps its start). Quotas never go below what sold;
 * orders placed keep their flash prices (their lines were written with them).
 */
export function editFlashSale(db: Database, id: number, body: FlashSaleEditBody, author: Author, locale: Locale): Promise<AdminFlashSale> {
  return db.transaction(async (tx) => {
    const row = await saleRow(tx, id, true);
    const startsAt = body.starts_at === undefined ? undefined : new Date(body.starts_at);
    refuseHistoryEdit(row, startsAt, author.now);
    const endsAt = body.ends_at === undefined ? row.endsAt : new Date(body.ends_at);
    refuse(windowProblem(startsAt ?? row.startsAt, endsAt));
    const before = await adminFlashSale(tx, id, author.now, locale);
    await tx
      .update(flashSales)
      .set({ ...(body.name ? { name: body.name } : {}), ...(startsAt ? { startsAt } : {}), endsAt })
      .where(eq(flashSales.id, id));
    if (body.items) await setItems(tx, id, body.items);
    const after = await adminFlashSale(tx, id, author.now, locale);
    const changed = changedFields(termsOf(before), termsOf(after));
    if (Object.keys(changed.after).length > 0)
      await recordAudit(tx, {
        actor: author.actor,
        action: 'flash_sale.edit',
        entity: { type: 'flash_sale', id },
        ...changed,
        context: author.context,
      });
    return after;
  });
}

/** POST admin/flash-sales/{id}/end: the slot stops now (one still scheduled never starts). */
export function endFlashSale(db: Database, id: number, author: Author, locale: Locale): Promise<AdminFlashSale> {
  return db.transaction(async (tx) => {
    const row = await saleRow(tx, id, true);
    refuseHistoryEdit(row, undefined, author.now);
    const window = endedWindow(row, author.now);
    await tx.update(flashSales).set(window).where(eq(flashSales.id, id));
    await recordAudit(tx, {
      actor: author.actor,
      action: 'flash_sale.end',
      entity: { type: 'flash_sale', id },
      before: { starts_at: row.startsAt.toISOString(), ends_at: row.endsAt.toISOString() },
      after: { starts_at: window.startsAt.toISOString(), ends_at: window.endsAt.toISOString() },
      context: author.context,
    });
    return adminFlashSale(tx, id, author.now, locale);
  });
}
