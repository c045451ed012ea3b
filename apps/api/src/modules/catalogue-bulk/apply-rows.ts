import type { StaffProductAction } from '@talad/contract';
import { priceProblem, pricesAfter, stockAskProblem, type ErrorName, type VariantPrices } from '@talad/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { priceChanges, products, productVariants, stockAdjustments } from '../../db/schema/index.ts';
import { rowsOf, valuesParameter } from '../../db/statements.ts';
import { requestHash } from '../../platform/idempotency.ts';
import { recordAudits, type AuditEntry } from '../audit/index.ts';
import { saleAudit, timesAfter } from '../catalog/index.ts';
import { adjustmentRecords, priceRecords, refreshProductPrices } from '../inventory/index.ts';
import {
  changesOf,
  failureOf,
  type Author,
  type ImportEffects,
  type ImportRow,
  type LockedProduct,
  type LockedVariant,
} from './changes.ts';

type Locked = Map<number, { variant: LockedVariant; product: LockedProduct }>;

/** What a row does to its variant and product, decided in memory under the batch's locks. */
interface Move {
  variant: LockedVariant;
  product: LockedProduct;
  /** The prices after, or null when they stay. */
  prices: VariantPrices | null;
  /** A count to record (null: none, or already recorded under the row's key). */
  count: { ask: { count: number; reason: 'count'; note: string }; key: string; delta: number } | null;
  sale: { action: StaffProductAction; before: { publishedAt: Date | null; withdrawnAt: Date | null }; withdrawnAt: Date | null } | null;
}

export interface RowOutcomes {
  changed: number[];
  unchanged: number[];
  failed: Array<{ row: number; problem: ErrorName }>;
}

const STOCK_NOTE = 'CSV import';
export const countKey = (importId: number, row: number) => `csv-import:${importId}:${row}`;

/**
 * A row's move, or the rule it breaks, by the same rules and in the same order as the inventory's services apply them
 * one by one (changePrices, adjustStockIn, setWithdrawn): the prices' rules; a count's key used before with another
 * count (IDEMPOTENCY_KEY_REUSED) or the same (recorded already: not again); a count below what orders took
 * (STOCK_BELOW_TAKEN); a draft put back on sale (PRODUCT_IS_DRAFT). A row fails whole, as its savepoint did.
 */
function moveOf(
  row: ImportRow,
  found: { variant: LockedVariant; product: LockedProduct },
  earlier: string | undefined,
  key: string,
  now: Date,
): { move: Move } | { problem: ErrorName } | null {
  const { variant, product } = found;
  const changes = changesOf(row, variant, product);
  if (!changes.prices && changes.count === null && !changes.sale) return null;
  const prices = changes.prices ? pricesAfter({ price: variant.price, special_price: variant.specialPrice }, changes.prices) : null;
  const priceRule = prices && priceProblem(prices);
  if (priceRule) return { problem: priceRule };
  let count: Move['count'] = null;
  if (changes.count !== null) {
    const ask = { count: changes.count, reason: 'count' as const, note: STOCK_NOTE };
    if (earlier !== undefined && earlier !== requestHash(ask)) return { problem: 'IDEMPOTENCY_KEY_REUSED' };
    const problem = stockAskProblem(ask);
    if (earlier === undefined && problem) return { problem };
    if (earlier === undefined && ask.count < 0) return { problem: 'STOCK_BELOW_TAKEN' };
    if (earlier === undefined) count = { ask, key, delta: ask.count - variant.stock };
  }
  let sale: Move['sale'] = null;
  if (changes.sale) {
    const action = changes.sale === 'withdrawn' ? 'withdraw' : 'restore';
    try {
      sale = {
        action,
        before: { publishedAt: product.publishedAt, withdrawnAt: product.withdrawnAt },
        withdrawnAt: timesAfter(action, product, now).withdrawnAt,
      };
    } catch (error) {
      return { problem: failureOf(error) };
    }
  }
  return { move: { variant, product, prices, count, sale } };
}

/** The hashes of counts already recorded under the rows' keys, by variant: one read by the unique (variant, key) index. */
async function earlierCounts(tx: Transaction, importId: number, rows: ImportRow[]) {
  const counting = rows.filter((row) => row.stock !== null);
  if (counting.length === 0) return new Map<number, string>();
  const found = rowsOf<{ variant_id: number; request_hash: string }>(
    await tx.execute(sql`select variant_id, request_hash from ${stockAdjustments}
      where (variant_id, idempotency_key) in (select * from unnest(${valuesParameter(counting.map((row) => row.variantId))}::int[],
        ${valuesParameter(counting.map((row) => countKey(importId, row.row)))}::text[]))`),
  );
  return new Map(found.map((entry) => [entry.variant_id, entry.request_hash]));
}

/**
 * The rows of a batch that change variants the shop has, set-wise (decision 0058, 2026-11-28 late): each row decided
 * in memory against its locked variant and product, in row order (a product's status moved by one row is as it left it
 * for the next), then a statement or two for each kind of write — the variants, their products' stock, listing prices
 * and status, the price history, the stock history and the audit entries, in row order — instead of ≈ 7 round trips a
 * row. What is written is what the inventory's services write one by one (their records are theirs: priceRecords,
 * adjustmentRecords, saleAudit).
 */
export async function applyRows(
  tx: Transaction,
  importId: number,
  rows: ImportRow[],
  locked: Locked,
  by: { author: Author; effects: ImportEffects },
): Promise<RowOutcomes> {
  const outcomes: RowOutcomes = { changed: [], unchanged: [], failed: [] };
  const earlier = await earlierCounts(tx, importId, rows);
  const moves: Move[] = [];
  for (const row of rows) {
    const found = locked.get(row.variantId!);
    if (!found) {
      outcomes.failed.push({ row: row.row, problem: 'VARIANT_NOT_FOUND' });
      continue;
    }
    const decided = moveOf(row, found, earlier.get(found.variant.id), countKey(importId, row.row), by.effects.now());
    if (!decided) outcomes.unchanged.push(row.row);
    else if ('problem' in decided) outcomes.failed.push({ row: row.row, problem: decided.problem });
    else {
      moves.push(decided.move);
      outcomes.changed.push(row.row);
      if (decided.move.sale) found.product.withdrawnAt = decided.move.sale.withdrawnAt;
    }
  }
  await writeMoves(tx, moves, by);
  return outcomes;
}

async function writeMoves(tx: Transaction, moves: Move[], by: { author: Author; effects: ImportEffects }) {
  const { author, effects } = by;
  const stockAfter = await moveVariants(tx, moves);
  await moveProducts(tx, moves);
  const priceAuthor = { ...author, source: 'manual' as const, staff: { id: author.actor.id, label: author.actor.label } };
  const history = { prices: [] as Array<typeof priceChanges.$inferInsert>, stock: [] as Array<typeof stockAdjustments.$inferInsert> };
  const audit: AuditEntry[] = [];
  for (const { variant, product, prices, count, sale } of moves) {
    if (prices) {
      const written = priceRecords(variant, { price: variant.price, special_price: variant.specialPrice }, prices, priceAuthor);
      history.prices.push(written.history);
      audit.push(written.audit);
    }
    if (count) {
      const movement = {
        variantId: variant.id,
        sku: variant.sku,
        delta: count.delta,
        stockBefore: variant.stock,
        stockAfter: stockAfter.get(variant.id)!,
      };
      const written = adjustmentRecords(movement, count.ask, count.key, author);
      history.stock.push(written.history);
      audit.push(written.audit);
    }
    if (sale)
      audit.push(
        saleAudit(
          { code: product.code, ...sale.before },
          { publishedAt: sale.before.publishedAt, withdrawnAt: sale.withdrawnAt },
          sale.action,
          author,
        ),
      );
  }
  if (history.prices.length > 0) await tx.insert(priceChanges).values(history.prices);
  if (history.stock.length > 0) await tx.insert(stockAdjustments).values(history.stock);
  await recordAudits(tx, audit);
  for (const { product, sale } of moves)
    if (sale && sale.before.withdrawnAt === null && sale.withdrawnAt !== null) await effects.onWithdrawn(tx, product.id);
}

/**
 * The variants' prices and stock in one statement. A count's difference is taken from the level under the batch's lock
 * and the update keeps adjustStockIn's condition (`stock + delta >= 0`): a variant it would not move means the lock did
 * not hold, and the batch stops (rolled back whole) rather than write a history that is not so. Answers the stock after.
 */
async function moveVariants(tx: Transaction, moves: Move[]) {
  const moving = moves.filter((move) => move.prices || move.count);
  if (moving.length === 0) return new Map<number, number>();
  const column = (value: (move: Move) => number | null) => valuesParameter(moving.map(value));
  const moved = rowsOf<{ id: number; stock: number }>(
    await tx.execute(sql`update ${productVariants} as variant
      set price = asked.price, special_price = asked.special_price, stock = variant.stock + asked.delta
      from unnest(${column((move) => move.variant.id)}::int[], ${column((move) => move.prices?.price ?? move.variant.price)}::int[],
        ${column((move) => (move.prices ? move.prices.special_price : move.variant.specialPrice))}::int[],
        ${column((move) => move.count?.delta ?? 0)}::int[]) as asked (id, price, special_price, delta)
      where variant.id = asked.id and variant.stock + asked.delta >= 0
      returning variant.id, variant.stock`),
  );
  if (moved.length !== moving.length) throw new Error('a CSV import batch moved a variant it had not locked');
  return new Map(moved.map((entry) => [entry.id, entry.stock]));
}

/**
 * The products: stock by their variants' deltas in row order, each step kept at 0 or above as an adjustment keeps it;
 * listing prices from their cheapest variant; status (withdrawn or back on sale, the search text unchanged as
 * setWithdrawn leaves it for these two moves).
 */
async function moveProducts(tx: Transaction, moves: Move[]) {
  const stock = new Map<number, number>();
  for (const { product, count } of moves)
    if (count) stock.set(product.id, Math.max((stock.get(product.id) ?? product.stock) + count.delta, 0));
  if (stock.size > 0)
    await tx.execute(sql`update ${products} set stock = counted.stock
      from unnest(${valuesParameter(stock.keys())}::int[], ${valuesParameter(stock.values())}::int[]) as counted (id, stock)
      where ${products.id} = counted.id`);
  const priced = [...new Set(moves.flatMap((move) => (move.prices ? [move.product.id] : [])))];
  if (priced.length > 0) await refreshProductPrices(tx, priced);
  const sales = moves.flatMap((move) => (move.sale ? [{ id: move.product.id, at: move.sale.withdrawnAt?.toISOString() ?? null }] : []));
  if (sales.length > 0)
    await tx.execute(sql`update ${products} set withdrawn_at = moved.at
      from unnest(${valuesParameter(sales.map((sale) => sale.id))}::int[], ${valuesParameter(sales.map((sale) => sale.at))}::timestamptz[]) as moved (id, at)
      where ${products.id} = moved.id`);
}
