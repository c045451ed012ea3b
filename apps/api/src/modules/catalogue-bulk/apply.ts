import { CATALOGUE_IMPORT_BATCH } from '@talad/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { catalogueImportRows, catalogueImports, jobs, products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { sqlState } from '../../platform/database-errors.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import type { AuditContext } from '../audit/index.ts';
import { lookups, setWithdrawn, type Lookups } from '../catalog/index.ts';
import { createProductIn } from '../catalogue-admin/index.ts';
import { adjustStockIn, changePrices } from '../inventory/index.ts';
import { applyRows } from './apply-rows.ts';
import { failureOf, type Author, type Changes, type ImportEffects, type ImportRow, type LockedProduct } from './changes.ts';
import type { PlannedRow } from './check.ts';

export const CATALOGUE_IMPORT_JOB = 'catalogue-import';

export type { Author, ImportEffects } from './changes.ts';
export { changesOf, type Changes, type Wanted } from './changes.ts';

/**
 * Keeps a checked file as an import and its rows, pending, in one transaction; a file larger than one batch also gets
 * its job, so the request answers at once and the screen polls the progress.
 */
export async function keepImport(db: Database, planned: PlannedRow[], staff: { id: string; label: string }) {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .insert(catalogueImports)
      .values({ staffId: staff.id, staffLabel: staff.label, rows: planned.length })
      .returning({ id: catalogueImports.id });
    const id = kept!.id;
    for (let start = 0; start < planned.length; start += CATALOGUE_IMPORT_BATCH)
      await tx
        .insert(catalogueImportRows)
        .values(planned.slice(start, start + CATALOGUE_IMPORT_BATCH).map(({ changing: _changing, ...row }) => ({ importId: id, ...row })));
    if (planned.length > CATALOGUE_IMPORT_BATCH)
      await tx.insert(jobs).values({ kind: CATALOGUE_IMPORT_JOB, dedupeKey: `catalogue-import:${id}`, payload: { id } });
    return id;
  });
}

/** The variants and their products by variant id; `lock` takes them for update, variants then products, each in id order. */
export async function variantsWithProducts(db: Database | Transaction, variantIds: number[], lock: boolean) {
  const variantRows = db.select().from(productVariants).where(inArray(productVariants.id, variantIds)).orderBy(asc(productVariants.id));
  const found = lock ? await variantRows.for('update') : await variantRows;
  const productRows = db
    .select({
      id: products.id,
      code: products.code,
      stock: products.stock,
      publishedAt: products.publishedAt,
      withdrawnAt: products.withdrawnAt,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(found.map((variant) => variant.productId))]))
    .orderBy(asc(products.id));
  const productsById = new Map((lock ? await productRows.for('update') : await productRows).map((product) => [product.id, product]));
  return new Map(found.map((variant) => [variant.id, { variant, product: productsById.get(variant.productId)! }]));
}

/**
 * The variants locked in id order, then their products in id order: orders lock a variant then its product, so no
 * cycle with them or with another import or bulk edit.
 */
export const lockVariants = (tx: Transaction, variantIds: number[]) => variantsWithProducts(tx, variantIds, true);

/**
 * One variant's changes: prices through the inventory's rules, history and audit; stock as a count (`stock.note`),
 * which sets the level whatever orders took meanwhile, as a count on the shelf does; the product's status through the
 * desk's withdrawal.
 */
export async function applyChanges(
  tx: Transaction,
  variantId: number,
  changes: Changes,
  product: LockedProduct,
  by: { author: Author; effects: ImportEffects; stock: { note: string; key: string } },
) {
  const { author, effects } = by;
  if (changes.prices)
    await changePrices(tx, variantId, changes.prices, {
      ...author,
      source: 'manual',
      staff: { id: author.actor.id, label: author.actor.label },
    });
  if (changes.count !== null)
    await adjustStockIn(tx, variantId, { count: changes.count, reason: 'count', note: by.stock.note }, by.stock.key, author);
  if (changes.sale) {
    const action = changes.sale === 'withdrawn' ? 'withdraw' : 'restore';
    const moved = await setWithdrawn(tx, product.code, action, author, effects.now());
    if (moved.tookOffSale) await effects.onWithdrawn(tx, moved.productId);
    product.withdrawnAt = action === 'withdraw' ? effects.now() : null;
  }
}

const rowsOf = (importId: number, rows: number[]) =>
  and(eq(catalogueImportRows.importId, importId), inArray(catalogueImportRows.row, rows));

/** Another import or a person made the same handle or SKU between our check and our insert: the unique index says which. */
function takenOf(error: unknown) {
  if (sqlState(error) !== '23505') return error;
  const constraint = (error as { constraint?: string }).constraint ?? (error as { cause?: { constraint?: string } }).cause?.constraint;
  return new AppError(constraint === 'products_slug_unique' ? 'CSV_HANDLE_TAKEN' : 'PRODUCT_SKU_TAKEN', { cause: error });
}

/**
 * A new product from the rows of one handle (decision 0058), in a savepoint of the batch's transaction: the product
 * editor's own service (its rules, the opening stock received, product.create and variant.stock audit entries), then
 * published when the file said on_sale (product.publish). A handle or SKU another import or a person took since the
 * check fails the product's rows alone. Answers the error's name, or null, and whether option labels were added.
 */
async function createFromRows(tx: Transaction, row: ImportRow, author: Author, effects: ImportEffects, table: Lookups) {
  const plan = row.newProduct!;
  return tx
    .transaction(async (savepoint) => {
      const [taken] = await savepoint.select({ id: products.id }).from(products).where(eq(products.slug, row.handle!));
      if (taken) throw new AppError('CSV_HANDLE_TAKEN');
      const made = await createProductIn(savepoint, plan.body, author, { now: effects.now(), table, slug: row.handle! });
      if (plan.publish) await setWithdrawn(savepoint, made.code, 'publish', author, effects.now());
      return { problem: null, labelsAdded: made.labelsAdded };
    })
    .catch((error: unknown) => ({ problem: failureOf(takenOf(error)), labelsAdded: false }));
}

/**
 * The next batch of pending rows in one transaction: the variants locked first, then their products, each in id order
 * (orders lock a variant then its product: no cycle with them or with another import), then each row that changes
 * something; the rows' outcomes and the import's counts are written in the same transaction, so shoppers and the report
 * see a batch whole or not at all. Answers false when no row was pending.
 */
async function applyBatch(db: Database, importId: number, author: Author, effects: ImportEffects): Promise<boolean> {
  const table = await lookups(db);
  const applied = await db.transaction(async (tx) => {
    const batch = await tx
      .select()
      .from(catalogueImportRows)
      .where(and(eq(catalogueImportRows.importId, importId), eq(catalogueImportRows.outcome, 'pending')))
      .orderBy(asc(catalogueImportRows.row))
      .limit(CATALOGUE_IMPORT_BATCH);
    if (batch.length === 0) return null;
    const locked = await lockVariants(
      tx,
      batch.flatMap((row) => (row.variantId === null ? [] : [row.variantId])),
    );
    const outcomes = await applyRows(
      tx,
      importId,
      batch.filter((row) => row.variantId !== null),
      locked,
      { author, effects },
    );
    /** Rows of new products, made or failed with their product (written with it). */
    const newRows = { created: 0, failed: 0 };
    let labelsAdded = false;
    /** The handles whose product this batch made or failed: their other rows were decided with it. */
    const decided = new Set<string>();
    for (const row of batch) {
      if (row.variantId !== null || !row.newProduct || decided.has(row.handle!)) continue;
      decided.add(row.handle!);
      const made = await createFromRows(tx, row, author, effects, table);
      labelsAdded ||= made.labelsAdded;
      // Every row of the product at once, whichever batch they fall in: made together, or failed together.
      const rows = await tx
        .update(catalogueImportRows)
        .set(made.problem ? { outcome: 'failed', problem: made.problem } : { outcome: 'created' })
        .where(and(eq(catalogueImportRows.importId, importId), eq(catalogueImportRows.handle, row.handle!)))
        .returning({ row: catalogueImportRows.row });
      newRows[made.problem ? 'failed' : 'created'] += rows.length;
    }
    for (const outcome of ['changed', 'unchanged'] as const)
      if (outcomes[outcome].length > 0) await tx.update(catalogueImportRows).set({ outcome }).where(rowsOf(importId, outcomes[outcome]));
    for (const problem of new Set(outcomes.failed.map((entry) => entry.problem)))
      await tx
        .update(catalogueImportRows)
        .set({ outcome: 'failed', problem })
        .where(
          rowsOf(
            importId,
            outcomes.failed.flatMap((entry) => (entry.problem === problem ? [entry.row] : [])),
          ),
        );
    await tx
      .update(catalogueImports)
      .set({
        state: 'running',
        created: sql`${catalogueImports.created} + ${newRows.created}`,
        changed: sql`${catalogueImports.changed} + ${outcomes.changed.length}`,
        unchanged: sql`${catalogueImports.unchanged} + ${outcomes.unchanged.length}`,
        failed: sql`${catalogueImports.failed} + ${outcomes.failed.length + newRows.failed}`,
      })
      .where(eq(catalogueImports.id, importId));
    return { labelsAdded };
  });
  if (applied?.labelsAdded) lookups.forget(db);
  return applied !== null;
}

/**
 * Applies an import's pending rows batch by batch, emptying the shop's caches after each commit, and marks it done.
 * Run inline for a small file, by its job otherwise; a job taken up again after a crash goes on from the first pending
 * row (the rows of a committed batch are no longer pending).
 */
export async function applyImport(db: Database, importId: number, effects: ImportEffects, context: AuditContext = {}) {
  const [kept] = await db.select().from(catalogueImports).where(eq(catalogueImports.id, importId));
  if (!kept) throw new AppError('CSV_IMPORT_NOT_FOUND');
  const author: Author = { actor: { kind: 'staff', id: kept.staffId, label: kept.staffLabel }, context };
  while (await applyBatch(db, importId, author, effects)) effects.onBatch();
  await db.update(catalogueImports).set({ state: 'done', finishedAt: effects.now() }).where(eq(catalogueImports.id, importId));
}

/** The job of a large file: the import's id in its payload. */
export function catalogueImportJob(db: Database, effects: ImportEffects): JobDefinition {
  return { kind: CATALOGUE_IMPORT_JOB, run: (job) => applyImport(db, Number(job.payload.id), effects) };
}
