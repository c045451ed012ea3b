import { randomInt } from 'node:crypto';
import type { AdminOrderAction, AdminOrderActionBody } from '@talad/contract';
import { pickupMoveRefusal, SHIPMENT_FLOW, transition, type ShipmentState } from '@talad/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orderNotes, orders, shipments } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit, type AuditActor, type AuditContext } from '../audit/index.ts';
import { deskOrder } from './admin-detail.ts';
import { checkPickupCode, deliveryTypeOf } from './pickup.ts';
import { moveOrder, moveShipment, openShipment } from './transitions.ts';

/**
 * The orders desk's changes (issue #26, decision 0042): fulfilment moves and notes by a named staff member. Each goes
 * through the state tables' one guard (transitions.ts) with the actor 'staff', and writes exactly one audit entry —
 * who, what, the changed fields before and after — in the same transaction. A move that changes nothing (the same
 * action asked twice) writes nothing, the audit entry included.
 */
export interface DeskCaller {
  actor: AuditActor;
  context?: AuditContext | undefined;
}

/** Where each fulfilment verb moves the order's shipment. */
const SHIPMENT_TARGET: Record<Exclude<AdminOrderAction, 'pack' | 'cancel'>, ShipmentState> = {
  ship: 'SHIPMENT',
  depart: 'DEPARTED',
  pickup: 'PICKUP',
  collect: 'DELIVERED',
  deliver: 'DELIVERED',
  fail: 'DELIVERYFAILED',
  retry: 'SHIPPING',
  return: 'CANCELLED',
};

type ShipmentRow = typeof shipments.$inferSelect;

async function currentShipment(tx: Transaction, orderId: string): Promise<ShipmentRow | undefined> {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(desc(shipments.createdAt)).limit(1);
  return shipment;
}

/**
 * Packing marks the order's parcel packed, opening it first for an order waiting for SHIPMENT that has none (a paid
 * order; a COD order's opens as it is placed). A parcel packed already, or gone further, is answered as it is.
 */
async function pack(tx: Transaction, order: typeof orders.$inferSelect): Promise<string> {
  const open = await currentShipment(tx, order.id);
  if (open && open.status !== 'CANCELLED') {
    await tx
      .update(shipments)
      .set({ packedAt: sql`now()` })
      .where(and(eq(shipments.id, open.id), eq(shipments.status, 'SHIPPING'), isNull(shipments.packedAt)));
    return open.id;
  }
  if (order.status !== 'SHIPMENT') throw new AppError('STATE_TRANSITION_INVALID');
  const opened = await openShipment(tx, order.id, 'staff');
  await tx
    .update(shipments)
    .set({ packedAt: sql`now()` })
    .where(eq(shipments.id, opened));
  return opened;
}

/** What the audit entry keeps of the order: its state, and its latest shipment's state, carrier and tracking number. */
async function snapshot(tx: Transaction, orderId: string) {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const shipment = await currentShipment(tx, orderId);
  return {
    status: order?.status ?? null,
    shipment_status: shipment?.status ?? null,
    packed: shipment ? shipment.packedAt !== null : null,
    carrier: shipment?.carrier ?? null,
    tracking_no: shipment?.trackingNo ?? null,
  };
}

function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

async function applyMove(tx: Transaction, order: typeof orders.$inferSelect, action: AdminOrderAction, body: AdminOrderActionBody) {
  if (action === 'cancel') {
    if (!body?.reason) throw new AppError('ORDER_ACTION_REASON_REQUIRED');
    await moveOrder(tx, order.id, 'CANCELLED', 'staff', body.reason);
    return;
  }
  if (action === 'pack') {
    await pack(tx, order);
    return;
  }
  const shipmentId = action === 'ship' ? await pack(tx, order) : (await currentShipment(tx, order.id))?.id;
  if (!shipmentId) throw new AppError('SHIPMENT_NOT_FOUND');
  if (action !== 'ship') await checkPickupRules(tx, order, shipmentId, action, body);
  if (action === 'ship') {
    await tx
      .update(shipments)
      .set({
        carrier: body?.carrier ?? 'Kerry Express',
        trackingNo: body?.tracking_no ?? `TH${String(randomInt(0, 1e9)).padStart(10, '0')}`,
      })
      .where(and(eq(shipments.id, shipmentId), eq(shipments.status, 'SHIPPING')));
  }
  await moveShipment(tx, shipmentId, SHIPMENT_TARGET[action], 'staff', body?.reason);
}

/**
 * The pickup rules beside the table's guard (delivery/pickup.ts, decision 0070): a parcel waits at a store only for a
 * store order; it leaves the counter only as `collect`, with the code the shopper shows, checked under the order's
 * lock. A repeated press on a parcel already where it goes is let through (the move then changes nothing).
 */
async function checkPickupRules(
  tx: Transaction,
  order: typeof orders.$inferSelect,
  shipmentId: string,
  action: Exclude<AdminOrderAction, 'pack' | 'cancel'>,
  body: AdminOrderActionBody,
) {
  const [shipment] = await tx.select({ status: shipments.status }).from(shipments).where(eq(shipments.id, shipmentId));
  const from = shipment?.status as ShipmentState | undefined;
  const to = SHIPMENT_TARGET[action];
  // A move the table refuses is refused by the table's guard, in its words.
  if (!from || from === to || !transition(SHIPMENT_FLOW, from, to, 'staff').ok) return;
  if (action === 'collect') {
    if (from !== 'PICKUP') throw new AppError('STATE_TRANSITION_INVALID');
    await checkPickupCode(tx, shipmentId, body?.pickup_code);
  }
  const refused = pickupMoveRefusal({
    deliveryType: deliveryTypeOf(order.delivery),
    from,
    to,
    by: 'staff',
    codeChecked: action === 'collect',
  });
  if (refused) throw new AppError(refused);
}

/** POST admin/orders/{order_no}/{action}: one fulfilment move or a cancellation, by the staff member in `caller`. */
export async function deskMove(
  db: Database | Transaction,
  orderNo: string,
  action: AdminOrderAction,
  body: AdminOrderActionBody,
  caller: DeskCaller,
) {
  await db.transaction(async (tx) => {
    const found = await deskOrder(tx, orderNo);
    // The order's row is locked: two moves of one order run one after the other, and the snapshot is the one moved.
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const before = await snapshot(tx, order.id);
    // Two staff members pressing at once: the row lock puts one after the other, and the second's screen is stale.
    const expected = body?.expected;
    const stale =
      expected &&
      (expected.status !== before.status ||
        expected.shipment_status !== before.shipment_status ||
        (expected.packed !== undefined && expected.packed !== before.packed));
    if (stale) {
      throw new AppError('ORDER_CHANGED_MEANWHILE', {
        data: { status: before.status, shipment_status: before.shipment_status, packed: before.packed },
      });
    }
    await applyMove(tx, order, action, body);
    const after = await snapshot(tx, order.id);
    const change = changed(before, after);
    if (Object.keys(change.after).length === 0) return;
    await recordAudit(tx, {
      actor: caller.actor,
      action: `order.${action}`,
      entity: { type: 'order', id: order.id },
      ...change,
      reason: body?.reason ?? null,
      ...(caller.context ? { context: caller.context } : {}),
    });
  });
}

/** POST admin/orders/{order_no}/notes: a note for the desk (never the shopper's), audited like any change. */
export async function addOrderNote(db: Database, orderNo: string, text: string, caller: DeskCaller) {
  if (caller.actor.kind !== 'staff') throw new Error('a note is written by a staff member');
  const staff = caller.actor;
  await db.transaction(async (tx) => {
    const order = await deskOrder(tx, orderNo);
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId: order.id, staffId: staff.id, staffLabel: staff.label, text })
      .returning({ id: orderNotes.id });
    await recordAudit(tx, {
      actor: staff,
      action: 'order.note',
      entity: { type: 'order', id: order.id },
      after: { note_id: note!.id, text },
      ...(caller.context ? { context: caller.context } : {}),
    });
  });
}
