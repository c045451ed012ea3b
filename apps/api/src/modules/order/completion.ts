import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/index.ts';
import { systemClock, type Clock } from '../../platform/clock.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { moveOrder } from './transitions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const COMPLETION_BATCH = 100;

/**
 * Completes the orders whose parcel was delivered `days` or more before `now` and that the shopper has not confirmed:
 * RECEIPT → COMPLETED by 'system', through the one guard, so the completion effects (cashback earned, tier spend, …)
 * run with the move. A delivered shipment moves no further (DELIVERED is final), so its updated_at is the delivery
 * time. Each order in its own transaction, judged again under its row lock: two runs at once, a run after a crash,
 * or a shopper confirming meanwhile complete each order once; one cancelled meanwhile (a return) is left alone.
 */
export async function completeDeliveredOrders(db: Database, days: number, now: Date): Promise<number> {
  const deliveredBy = new Date(now.getTime() - days * DAY_MS);
  let completed = 0;
  // Batches until none is due; each batch's orders leave RECEIPT, so the loop ends.
  for (;;) {
    const due = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(shipments, eq(shipments.orderId, orders.id))
      .where(and(eq(orders.status, 'RECEIPT'), eq(shipments.status, 'DELIVERED'), lte(shipments.updatedAt, deliveredBy)))
      .orderBy(asc(shipments.updatedAt))
      .limit(COMPLETION_BATCH);
    for (const { id } of due) {
      const moved = await db.transaction(async (tx) => {
        const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update');
        if (order?.status !== 'RECEIPT') return false;
        return (await moveOrder(tx, id, 'COMPLETED', 'system', 'AUTO_COMPLETED')).moved;
      });
      if (moved) completed += 1;
    }
    if (due.length < COMPLETION_BATCH) return completed;
  }
}

export const ORDER_COMPLETION_JOB = 'complete-delivered-orders';

/** Every hour (days are what counts); scheduled once per database however many instances start. */
export function completeOrdersJob(db: Database, days: number, clock: Clock = systemClock): JobDefinition {
  return { kind: ORDER_COMPLETION_JOB, everyMs: 60 * 60_000, run: () => completeDeliveredOrders(db, days, clock()) };
}
