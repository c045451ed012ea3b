import type { BulkEditBody, BulkEditPreview, BulkEditResult } from '@talad/contract';
import { errorMessage, priceProblem, pricesAfter, type ErrorName, type Locale } from '@talad/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { catalogueBulkEdits, type BulkFigures } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { applyChanges, changesOf, lockVariants, variantsWithProducts, type Author, type ImportEffects, type Wanted } from './apply.ts';

type Locked = Awaited<ReturnType<typeof lockVariants>>;
type Entry = NonNullable<ReturnType<Locked['get']>>;
type Change = { variant_id: number } & Partial<BulkFigures>;

const figuresOf = ({ variant, product }: Entry): BulkFigures => ({
  price: variant.price,
  special_price: variant.specialPrice,
  stock: variant.stock,
  status: product.withdrawnAt === null ? 'on_sale' : 'withdrawn',
});

const wantedOf = (change: Partial<BulkFigures>): Wanted => ({
  price: change.price ?? null,
  setsSpecialPrice: change.special_price !== undefined,
  specialPrice: change.special_price ?? null,
  stock: change.stock ?? null,
  status: change.status ?? null,
});

/**
 * A change against its variant as it stands: its figures before and after, or the field the rules refuse and why —
 * an unknown variant, prices the rules refuse (PRICE_NOT_POSITIVE, SPECIAL_PRICE_…), a draft put on sale (it is
 * published from its product page, decision 0048).
 */
type Outcome = { field: string; problem: ErrorName } | { entry: Entry; before: BulkFigures; after: BulkFigures };

function outcomeOf(change: Change, entry: Entry | undefined): Outcome {
  if (!entry) return { field: 'variant_id', problem: 'VARIANT_NOT_FOUND' };
  const before = figuresOf(entry);
  const prices = pricesAfter({ price: before.price, special_price: before.special_price }, change);
  const problem = priceProblem(prices);
  if (problem) return { field: problem.startsWith('SPECIAL') ? 'special_price' : 'price', problem };
  if (change.status === 'on_sale' && entry.product.publishedAt === null) return { field: 'status', problem: 'PRODUCT_IS_DRAFT' };
  const after: BulkFigures = { ...prices, stock: change.stock ?? before.stock, status: change.status ?? before.status };
  return { entry, before, after };
}

/**
 * Applies changes to locked variants, all or nothing (the caller's transaction): each one checked first, naming the
 * change the rules refuse (`changes.<i>.<field>`), then applied through the inventory's services, each audited.
 * Answers each variant's figures before and after.
 */
async function applyAll(
  tx: Transaction,
  stockKey: string,
  changes: Change[],
  locked: Locked,
  by: { author: Author; effects: ImportEffects },
) {
  const applied: BulkEditResult['changes'] = [];
  for (const [index, change] of changes.entries()) {
    const outcome = outcomeOf(change, locked.get(change.variant_id));
    if ('problem' in outcome)
      throw new AppError(outcome.problem, { errors: [{ field: `changes.${index}.${outcome.field}`, reason: outcome.problem }] });
    const { entry, before, after } = outcome;
    const stock = { note: 'Bulk edit', key: `${stockKey}:${change.variant_id}` };
    await applyChanges(tx, entry.variant.id, changesOf(wantedOf(change), entry.variant, entry.product), entry.product, { ...by, stock });
    applied.push({ variant_id: entry.variant.id, sku: entry.variant.sku, before, after });
  }
  return applied;
}

/**
 * POST admin/catalogue/bulk/check: the editor's changes against the variants as they stand, nothing written — every
 * change's figures before and after, and every one the rules refuse (not only the first, as applying stops at),
 * in the caller's language. Applying checks again under the locks.
 */
export async function previewBulkEdit(db: Database, body: BulkEditBody, locale: Locale): Promise<BulkEditPreview> {
  const found = await variantsWithProducts(
    db,
    body.changes.map((change) => change.variant_id),
    false,
  );
  const preview: BulkEditPreview = { changes: [], errors: [] };
  for (const [index, change] of body.changes.entries()) {
    const outcome = outcomeOf(change, found.get(change.variant_id));
    if ('problem' in outcome)
      preview.errors.push({ field: `changes.${index}.${outcome.field}`, message: errorMessage(outcome.problem, locale) });
    else
      preview.changes.push({ variant_id: change.variant_id, sku: outcome.entry.variant.sku, before: outcome.before, after: outcome.after });
  }
  return preview;
}

/**
 * POST admin/catalogue/bulk: the editor's changes in one transaction — the variants and their products locked in id
 * order first, as an import's batch — kept with their figures before and after for the one-step undo.
 */
export async function applyBulkEdit(db: Database, body: BulkEditBody, author: Author, effects: ImportEffects): Promise<BulkEditResult> {
  return db.transaction(async (tx) => {
    const [edit] = await tx
      .insert(catalogueBulkEdits)
      .values({ staffId: author.actor.id, staffLabel: author.actor.label, changes: [] })
      .returning({ id: catalogueBulkEdits.id });
    const locked = await lockVariants(
      tx,
      body.changes.map((change) => change.variant_id),
    );
    const changes = await applyAll(tx, `bulk-edit:${edit!.id}`, body.changes, locked, { author, effects });
    await tx.update(catalogueBulkEdits).set({ changes }).where(eq(catalogueBulkEdits.id, edit!.id));
    return { id: edit!.id, changes, undone: false };
  });
}

/**
 * POST admin/catalogue/bulk/undo: the member's last bulk edit not yet undone, applied backwards in one transaction —
 * refused (409 BULK_CHANGED_SINCE) if any of its variants no longer shows the figures the edit left, so an order or
 * another change made since is never overwritten.
 */
export async function undoBulkEdit(
  db: Database,
  author: Author,
  effects: ImportEffects,
  now: Date,
  /** Refuses a member who may not change what the edit changed (the same permissions as making it). */
  mayChange: (fields: Array<keyof BulkFigures>) => void,
): Promise<BulkEditResult> {
  return db.transaction(async (tx) => {
    const [edit] = await tx
      .select()
      .from(catalogueBulkEdits)
      .where(and(eq(catalogueBulkEdits.staffId, author.actor.id), isNull(catalogueBulkEdits.undoneAt)))
      .orderBy(desc(catalogueBulkEdits.id))
      .limit(1)
      .for('update');
    if (!edit || edit.changes.length === 0) throw new AppError('BULK_NOTHING_TO_UNDO');
    const fields = edit.changes.flatMap((change) =>
      (Object.keys(change.after) as Array<keyof BulkFigures>).filter((name) => change.before[name] !== change.after[name]),
    );
    mayChange([...new Set(fields)]);
    const locked = await lockVariants(
      tx,
      edit.changes.map((change) => change.variant_id),
    );
    const moved = edit.changes.find((change) => {
      const entry = locked.get(change.variant_id);
      if (!entry) return true;
      const now = figuresOf(entry);
      return (Object.keys(now) as Array<keyof BulkFigures>).some((name) => now[name] !== change.after[name]);
    });
    if (moved) throw new AppError('BULK_CHANGED_SINCE', { errors: [{ field: 'sku', reason: moved.sku }] });
    const inverse = edit.changes.map((change) => ({ variant_id: change.variant_id, ...change.before }));
    const undone = await applyAll(tx, `bulk-undo:${edit.id}`, inverse, locked, { author, effects });
    await tx.update(catalogueBulkEdits).set({ undoneAt: now }).where(eq(catalogueBulkEdits.id, edit.id));
    return { id: edit.id, changes: undone, undone: true };
  });
}
