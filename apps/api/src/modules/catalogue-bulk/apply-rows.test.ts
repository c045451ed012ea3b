import { asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Transaction } from '../../db/client.ts';
import { auditEntries, catalogueImportRows, priceChanges, products, productVariants, stockAdjustments } from '../../db/schema/index.ts';
import { staffOf } from '../../test-support/audit.ts';
import { registerMember } from '../../test-support/members.ts';
import { createTestOrder, plainVariants, type PlainVariant } from '../../test-support/orders.ts';
import { staffSession } from '../../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { requestHash } from '../../platform/idempotency.ts';
import { countKey } from './apply-rows.ts';
import { applyChanges, applyImport, changesOf, keepImport, lockVariants, type Author, type ImportEffects } from './apply.ts';
import type { PlannedRow } from './check.ts';
import { failureOf } from './changes.ts';

let shop: TestApp;
let who: { id: string; label: string };
let variants: PlainVariant[];
/** Two variants of one product: a product's status asked by both of its rows. */
let pair: Array<{ id: number; productId: number; price: number }>;

const effects: ImportEffects = { onWithdrawn: async () => {}, onBatch: () => {}, now: () => new Date() };

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  who = await staffOf(shop.db, await staffSession(shop.app, 'manager', { secondFactor: true }));
  variants = await plainVariants(shop.db, 12);
  const plain = new Set(variants.map((variant) => variant.productId));
  const twins = await shop.db.execute(
    sql`select product_id from product_variants group by product_id having count(*) >= 2 order by product_id`,
  );
  const productId = (twins as unknown as { rows: Array<{ product_id: number }> }).rows
    .map((row) => Number(row.product_id))
    .find((id) => !plain.has(id))!;
  pair = await shop.db
    .select({ id: productVariants.id, productId: productVariants.productId, price: productVariants.price })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .limit(2);
}, 120_000);
afterAll(() => shop.close());

const ask = (row: number, variantId: number, wanted: Partial<PlannedRow>): PlannedRow => ({
  row,
  variantId,
  sku: String(variantId),
  handle: null,
  newProduct: null,
  price: null,
  setsSpecialPrice: false,
  specialPrice: null,
  stock: null,
  status: null,
  changing: true,
  ...wanted,
});

/** The batch as it was applied before (decision 0049): each row through the inventory's services in a savepoint of its own. */
async function oneByOne(tx: Transaction, importId: number, author: Author) {
  const batch = await tx
    .select()
    .from(catalogueImportRows)
    .where(eq(catalogueImportRows.importId, importId))
    .orderBy(asc(catalogueImportRows.row));
  const locked = await lockVariants(
    tx,
    batch.map((row) => row.variantId!),
  );
  const outcomes: Array<{ row: number; outcome: string; problem: string | null }> = [];
  for (const row of batch) {
    const { variant, product } = locked.get(row.variantId!)!;
    const changes = changesOf(row, variant, product);
    if (!changes.prices && changes.count === null && !changes.sale) {
      outcomes.push({ row: row.row, outcome: 'unchanged', problem: null });
      continue;
    }
    const problem = await tx
      .transaction((savepoint) =>
        applyChanges(savepoint, variant.id, changes, product, {
          author,
          effects,
          stock: { note: 'CSV import', key: countKey(importId, row.row) },
        }),
      )
      .then(() => null)
      .catch(failureOf);
    outcomes.push({ row: row.row, outcome: problem ? 'failed' : 'changed', problem });
  }
  return outcomes;
}

/** The newest ids of the tables an import writes: what is written after them is the import's. */
async function marks(db: Database) {
  const [[prices], [stock], [audit]] = await Promise.all([
    db.select({ id: max(priceChanges.id) }).from(priceChanges),
    db.select({ id: max(stockAdjustments.id) }).from(stockAdjustments),
    db.select({ id: max(auditEntries.id) }).from(auditEntries),
  ]);
  return { prices: prices?.id ?? 0, stock: stock?.id ?? 0, audit: audit?.id ?? 0 };
}

/** Everything the batch leaves written, in the order written, without ids and times (a withdrawal's time as "set"). */
async function written(
  db: Database | Transaction,
  since: Awaited<ReturnType<typeof marks>>,
  ids: { variants: number[]; products: number[] },
) {
  const variantRows = await db
    .select({ id: productVariants.id, price: productVariants.price, special: productVariants.specialPrice, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, ids.variants))
    .orderBy(asc(productVariants.id));
  const productRows = await db
    .select({
      id: products.id,
      price: products.price,
      special: products.specialPrice,
      effective: products.effectivePrice,
      discount: products.discountPercent,
      stock: products.stock,
      withdrawn: sql<boolean>`${products.withdrawnAt} is not null`,
      searchText: products.searchText,
    })
    .from(products)
    .where(inArray(products.id, ids.products))
    .orderBy(asc(products.id));
  const priceRows = await db.select().from(priceChanges).where(gt(priceChanges.id, since.prices)).orderBy(asc(priceChanges.id));
  const stockRows = await db.select().from(stockAdjustments).where(gt(stockAdjustments.id, since.stock)).orderBy(asc(stockAdjustments.id));
  const auditRows = await db.select().from(auditEntries).where(gt(auditEntries.id, since.audit)).orderBy(asc(auditEntries.id));
  const timeless = (value: Record<string, unknown> | null) =>
    value &&
    Object.fromEntries(Object.entries(value).map(([key, field]) => [key, key === 'withdrawn_at' && field !== null ? 'set' : field]));
  return {
    variants: variantRows,
    products: productRows,
    prices: priceRows.map(({ id: _id, createdAt: _at, ...row }) => row),
    stock: stockRows.map(({ id: _id, createdAt: _at, ...row }) => row),
    audit: auditRows.map(({ id: _id, at: _at, before, after, ...row }) => ({ ...row, before: timeless(before), after: timeless(after) })),
  };
}

describe('a CSV import batch applied set-wise (decision 0058, 2026-11-28 late)', () => {
  it('writes what the one-by-one path wrote: prices, special prices, counts up and down, a refused count and price, status both ways', async () => {
    const [price, special, up, down, refusedCount, refusedPrice, same, withdraw, restore, repeated, both, clearSpecial] = variants;
    await shop.db
      .update(productVariants)
      .set({ stock: 20 })
      .where(inArray(productVariants.id, [up!.id, down!.id, refusedCount!.id, both!.id, pair[1]!.id]));
    await shop.db.update(productVariants).set({ specialPrice: 50 }).where(eq(productVariants.id, clearSpecial!.id));
    await shop.db.update(products).set({ withdrawnAt: new Date() }).where(eq(products.id, restore!.productId));
    const rows = [
      ask(2, price!.id, { price: price!.price + 100 }),
      ask(3, special!.id, { setsSpecialPrice: true, specialPrice: special!.price - 1 }),
      ask(4, up!.id, { stock: 35 }),
      ask(5, down!.id, { stock: 4 }),
      ask(6, refusedCount!.id, { stock: 9, price: refusedCount!.price + 1 }),
      ask(7, refusedPrice!.id, { price: 100, setsSpecialPrice: true, specialPrice: 200 }),
      ask(8, same!.id, { price: same!.price }),
      ask(9, withdraw!.id, { status: 'withdrawn', price: withdraw!.price + 7 }),
      ask(10, restore!.id, { status: 'on_sale' }),
      ask(11, repeated!.id, { stock: 0 }),
      ask(12, both!.id, { price: both!.price * 2, setsSpecialPrice: true, specialPrice: both!.price, stock: 0 }),
      ask(13, clearSpecial!.id, { setsSpecialPrice: true, specialPrice: null }),
      ask(14, pair[0]!.id, { status: 'withdrawn', price: pair[0]!.price + 1_000 }),
      ask(15, pair[1]!.id, { status: 'withdrawn', stock: 1 }),
    ];
    const id = await keepImport(shop.db, rows, who);
    // The same row counted before under its key with another count: refused (IDEMPOTENCY_KEY_REUSED), prices and all.
    await shop.db.insert(stockAdjustments).values({
      variantId: refusedCount!.id,
      delta: 1,
      stockAfter: 21,
      reason: 'count',
      counted: 21,
      staffId: who.id,
      staffLabel: who.label,
      idempotencyKey: countKey(id, 6),
      requestHash: 'another count',
    });
    // Counted before under its key with the same count (a batch taken up again): not counted twice, the row changed.
    await shop.db.update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, repeated!.id));
    await shop.db.insert(stockAdjustments).values({
      variantId: repeated!.id,
      delta: -3,
      stockAfter: 0,
      reason: 'count',
      counted: 0,
      note: 'CSV import',
      staffId: who.id,
      staffLabel: who.label,
      idempotencyKey: countKey(id, 11),
      requestHash: requestHash({ count: 0, reason: 'count', note: 'CSV import' }),
    });
    const since = await marks(shop.db);
    const ids = {
      variants: rows.map((row) => row.variantId!),
      products: [...new Set([...variants, ...pair].map((variant) => variant.productId))],
    };
    const author: Author = { actor: { kind: 'staff', id: who.id, label: who.label }, context: {} };
    const rollback = new Error('rollback');
    let before: { outcomes: unknown; written: unknown } | undefined;
    await shop.db
      .transaction(async (tx) => {
        before = { outcomes: await oneByOne(tx, id, author), written: await written(tx, since, ids) };
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    await applyImport(shop.db, id, effects);
    const outcomes = await shop.db
      .select({ row: catalogueImportRows.row, outcome: catalogueImportRows.outcome, problem: catalogueImportRows.problem })
      .from(catalogueImportRows)
      .where(eq(catalogueImportRows.importId, id))
      .orderBy(asc(catalogueImportRows.row));
    const after = { outcomes, written: await written(shop.db, since, ids) };
    expect(after).toEqual(before);
    // What the comparison holds is what the rules say, not two paths agreeing on nothing.
    expect(outcomes.map((row) => row.problem ?? row.outcome)).toEqual([
      'changed',
      'changed',
      'changed',
      'changed',
      'IDEMPOTENCY_KEY_REUSED',
      'SPECIAL_PRICE_NOT_BELOW_PRICE',
      'unchanged',
      'changed',
      'changed',
      'changed',
      'changed',
      'changed',
      'changed',
      'changed',
    ]);
    const { stock, audit } = after.written;
    expect(stock.map((row) => [row.variantId, row.delta, row.stockAfter, row.reason, row.counted])).toEqual([
      [up!.id, 15, 35, 'count', 35],
      [down!.id, -16, 4, 'count', 4],
      [both!.id, -20, 0, 'count', 0],
      [pair[1]!.id, -19, 1, 'count', 1],
    ]);
    expect(audit.map((entry) => entry.action)).toEqual([
      'variant.price',
      'variant.price',
      'variant.stock',
      'variant.stock',
      'variant.price',
      'product.withdraw',
      'product.restore',
      'variant.price',
      'variant.stock',
      'variant.price',
      'variant.price',
      'product.withdraw',
      'variant.stock',
    ]);
  });

  it('an order for a variant placed while its batch applies stays exact: the count sets the level, orders after it take from it, never below 0', async () => {
    const [counted, ...others] = variants;
    await shop.db.update(productVariants).set({ stock: 100 }).where(eq(productVariants.id, counted!.id));
    const member = await registerMember(shop);
    for (const round of [0, 1, 2]) {
      const [{ stock: start }] = (await shop.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, counted!.id))) as [{ stock: number }];
      const since = await marks(shop.db);
      const rows = [
        ask(2, counted!.id, { stock: 3 + round }),
        ...others.map((variant, at) => ask(at + 3, variant.id, { price: variant.price + round + 1 })),
      ];
      const id = await keepImport(shop.db, rows, who);
      const orders = Array.from({ length: 8 }, () =>
        createTestOrder(shop.db, { customerId: member.session.user_id, variantId: counted!.id }).then(
          () => 1,
          (error: Error) => {
            if (error.message !== 'not enough stock for the test order') throw error;
            return 0;
          },
        ),
      );
      const [placed] = await Promise.all([Promise.all(orders), applyImport(shop.db, id, effects)]);
      const [count] = await shop.db.select().from(stockAdjustments).where(gt(stockAdjustments.id, since.stock));
      expect(count).toMatchObject({ variantId: counted!.id, stockAfter: 3 + round, counted: 3 + round });
      const [{ stock }] = (await shop.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, counted!.id))) as [{ stock: number }];
      const sold = placed.reduce((sum, one) => sum + one, 0);
      expect(stock).toBe(start + count!.delta - sold);
      expect(stock).toBeGreaterThanOrEqual(0);
    }
  });
});
