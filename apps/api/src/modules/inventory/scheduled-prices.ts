import type { SchedulePriceBody, ScheduledPriceChange } from '@talad/contract';
import { errorMessage, priceProblem, pricesAfter, type VariantPrices } from '@talad/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobs, scheduledPriceChanges } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { recordAudit, systemActor, type AuditActor, type AuditContext } from '../audit/index.ts';
import { changePrices, lockedVariant, refuseUnknownVariant } from './prices.ts';

/** The job that applies one scheduled change at its time (payload {id}); its audit entries name this kind. */
export const APPLY_PRICE_CHANGE_JOB = 'apply-price-change';

type ScheduledRow = typeof scheduledPriceChanges.$inferSelect;

export function scheduledOf(row: ScheduledRow): ScheduledPriceChange {
  return {
    id: row.id,
    variant_id: row.variantId,
    price: row.price,
    sets_special_price: row.setsSpecialPrice,
    special_price: row.specialPrice,
    run_at: row.runAt.toISOString(),
    state: row.state,
    scheduled_by: row.staffLabel,
    failure: row.failure,
  };
}

/** The change a scheduled row makes: the list price when it names one, the special price when it sets it. */
function changeOf(row: Pick<ScheduledRow, 'price' | 'setsSpecialPrice' | 'specialPrice'>): Partial<VariantPrices> {
  return {
    ...(row.price === null ? {} : { price: row.price }),
    ...(row.setsSpecialPrice ? { special_price: row.specialPrice } : {}),
  };
}

interface Scheduler {
  actor: Extract<AuditActor, { kind: 'staff' }>;
  context: AuditContext;
}

/**
 * POST admin/variants/{id}/scheduled-prices: a change for later, checked now against today's prices (it is checked
 * again when it applies, against the prices then). Its row and its job are written in one transaction with the audit
 * entry: the job runner takes it at run_at.
 */
export async function schedulePrice(db: Database, variantId: number, body: SchedulePriceBody, by: Scheduler, now: Date) {
  const change: Partial<VariantPrices> = {
    ...(body.price === undefined ? {} : { price: body.price }),
    ...(body.special_price === undefined ? {} : { special_price: body.special_price }),
  };
  if (change.price === undefined && change.special_price === undefined) throw new AppError('PRICE_CHANGE_EMPTY');
  const runAt = new Date(body.run_at);
  if (runAt.getTime() <= now.getTime())
    throw new AppError('PRICE_CHANGE_IN_PAST', { errors: [{ field: 'run_at', reason: 'in the past' }] });
  return db.transaction(async (tx) => {
    const variant = await lockedVariant(tx, variantId);
    const problem = priceProblem(pricesAfter({ price: variant.price, special_price: variant.specialPrice }, change));
    if (problem) throw new AppError(problem);
    const [row] = await tx
      .insert(scheduledPriceChanges)
      .values({
        variantId,
        price: change.price ?? null,
        setsSpecialPrice: change.special_price !== undefined,
        specialPrice: change.special_price ?? null,
        runAt,
        staffId: by.actor.id,
        staffLabel: by.actor.label,
      })
      .returning();
    if (!row) throw new Error('the scheduled price change was not written');
    await tx.insert(jobs).values({ kind: APPLY_PRICE_CHANGE_JOB, dedupeKey: `price-change:${row.id}`, payload: { id: row.id }, runAt });
    await recordAudit(tx, {
      actor: by.actor,
      context: by.context,
      action: 'variant.price_schedule',
      entity: { type: 'variant', id: variant.sku },
      after: { scheduled_id: row.id, run_at: runAt.toISOString(), ...change },
    });
    return scheduledOf(row);
  });
}

/** GET admin/variants/{id}/scheduled-prices: the variant's scheduled changes, pending and past, by time. */
export async function scheduledPrices(db: Database, variantId: number) {
  const rows = await db
    .select()
    .from(scheduledPriceChanges)
    .where(eq(scheduledPriceChanges.variantId, variantId))
    .orderBy(asc(scheduledPriceChanges.runAt), asc(scheduledPriceChanges.id));
  if (rows.length === 0) await refuseUnknownVariant(db, variantId);
  return { items: rows.map(scheduledOf) };
}

/** POST admin/scheduled-prices/{id}/cancel: only a pending change; its job then finds nothing to do. */
export async function cancelScheduledPrice(db: Database, id: number, by: Scheduler) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(scheduledPriceChanges)
      .set({ state: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(scheduledPriceChanges.id, id), eq(scheduledPriceChanges.state, 'pending')))
      .returning();
    if (!row) {
      const [found] = await tx.select({ id: scheduledPriceChanges.id }).from(scheduledPriceChanges).where(eq(scheduledPriceChanges.id, id));
      throw new AppError(found ? 'PRICE_CHANGE_NOT_PENDING' : 'PRICE_CHANGE_NOT_FOUND');
    }
    await recordAudit(tx, {
      actor: by.actor,
      context: by.context,
      action: 'variant.price_schedule_cancel',
      entity: { type: 'scheduled_price_change', id },
      before: { state: 'pending' },
      after: { state: 'cancelled' },
    });
    return scheduledOf(row);
  });
}

/**
 * Applies one scheduled change: pending → applied is one conditional UPDATE in the change's own transaction, so two
 * runners (or a job taken up again after a crash) apply it once. Prices that break the rules by then (the list price
 * was lowered below the scheduled special price meanwhile) leave it `failed` with the reason, and the prices as they are.
 */
export async function applyScheduledPrice(db: Database, id: number): Promise<'applied' | 'failed' | 'not pending'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(scheduledPriceChanges)
      .set({ state: 'applied', appliedAt: sql`now()` })
      .where(and(eq(scheduledPriceChanges.id, id), eq(scheduledPriceChanges.state, 'pending')))
      .returning();
    if (!row) return 'not pending';
    try {
      // A savepoint: a refusal undoes the change's writes, not the row's move to failed below.
      await tx.transaction((inner) =>
        changePrices(inner, row.variantId, changeOf(row), {
          actor: systemActor(APPLY_PRICE_CHANGE_JOB),
          source: 'scheduled',
          staff: { id: row.staffId, label: row.staffLabel },
          scheduledId: row.id,
        }),
      );
      return 'applied';
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await tx
        .update(scheduledPriceChanges)
        .set({ state: 'failed', appliedAt: null, failure: errorMessage(error.errorName, 'en') })
        .where(eq(scheduledPriceChanges.id, row.id));
      return 'failed';
    }
  });
}

/** The job definition: after a change applied, every API process drops its cached catalogue answers. */
export function applyPriceChangeJob(db: Database, onApplied: () => void): JobDefinition {
  return {
    kind: APPLY_PRICE_CHANGE_JOB,
    run: async (job) => {
      const outcome = await applyScheduledPrice(db, Number(job.payload.id));
      if (outcome === 'applied') onApplied();
      return outcome;
    },
  };
}
