import type { BulkEditBody, BulkEditResult } from '@talad/contract';
import { priceProblem, pricesAfter } from '@talad/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { catalogueBulkEdits, type BulkFigures } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { applyChanges, changesOf, lockVariants, type Author, type ImportEffects, type Wanted } from './apply.ts';

type Locked = Awaited<ReturnType<typeof lockVariants>>;
type Entry = NonNullable<ReturnType<Locked['get']>>;

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
 * Applies changes to locked variants, all or nothing (the caller's transaction): each one's prices checked by the rules
 * first, naming the change that breaks them (`changes.<i>.<field>`), then applied through the inventory's services,
 * each audited. Answers each variant's figures before and after.
 */
async function applyAll(
  tx: Transaction,
  stockKey: string,
  changes: Array<{ variant_id: number } & Partial<BulkFigures>>,
  locked: Locked,
  by: { author: Author; effects: ImportEffects },
) {
  const applied: BulkEditResult['changes'] = [];
  for (const [index, change] of changes.entries()) {
    const entry = locked.get(change.variant_id);
    if (!entry)
      throw new AppError('VARIANT_NOT_FOUND', { errors: [{ field: `changes.${index}.variant_id`, reason: 'VARIANT_NOT_FOUND' }] });
    const before = figuresOf(entry);
    const wanted = wantedOf(change);
    const prices = pricesAfter({ price: before.price, special_price: before.special_price }, change);
    const problem = priceProblem(prices);
    if (problem) {
      const field = problem.startsWith('SPECIAL') ? 'special_price' : 'price';
      throw new AppError(problem, { errors: [{ field: `changes.${index}.${field}`, reason: problem }] });
    }
    const stock = { note: 'Bulk edit', key: `${stockKey}:${change.variant_id}` };
    await applyChanges(tx, entry.variant.id, changesOf(wanted, entry.variant, entry.product), entry.product, { ...by, stock });
    applied.push({
      variant_id: entry.variant.id,
      sku: entry.variant.sku,
      before,
      after: { ...prices, stock: change.stock ?? before.stock, status: change.status ?? before.status },
    });
  }
  return applied;
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
