import { randomInt } from 'node:crypto';
import type { StaffOrderAction, StaffOrderBody, StaffOrderResult } from '@talad/contract';
import type { ShipmentState } from '@talad/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { orderByNumber, shipmentOf } from './service.ts';
import { moveShipment, openShipment } from './transitions.ts';

/** Where each staff action moves the order's shipment. */
const SHIPMENT_TARGET: Record<Exclude<StaffOrderAction, 'pack'>, ShipmentState> = {
  ship: 'SHIPMENT',
  depart: 'DEPARTED',
  pickup: 'PICKUP',
  deliver: 'DELIVERED',
  fail: 'DELIVERYFAILED',
  retry: 'SHIPPING',
  return: 'CANCELLED',
};

async function currentShipment(tx: Transaction, orderId: string) {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(desc(shipments.createdAt)).limit(1);
  return shipment;
}

/** Packing starts a shipment for an order waiting for SHIPMENT (paid, or COD); an open one is answered again. */
async function pack(tx: Transaction, order: typeof orders.$inferSelect): Promise<string> {
  const open = await currentShipment(tx, order.id);
  if (open && open.status !== 'CANCELLED') return open.id;
  if (order.status !== 'SHIPMENT') throw new AppError('STATE_TRANSITION_INVALID');
  return openShipment(tx, order.id, 'staff');
}

/** POST staff/orders/{order_no}/{action}: one fulfilment step, through the shipment's table (decision 0013). */
export async function staffMove(db: Database, orderNo: string, action: StaffOrderAction, body: StaffOrderBody): Promise<StaffOrderResult> {
  const orderId = await db.transaction(async (tx) => {
    const order = await orderByNumber(tx, orderNo);
    // The order's row is locked: two staff moves of one order run one after the other.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    if (action === 'pack') {
      await pack(tx, order);
      return order.id;
    }
    const shipmentId = action === 'ship' ? await pack(tx, order) : (await currentShipment(tx, order.id))?.id;
    if (!shipmentId) throw new AppError('SHIPMENT_NOT_FOUND');
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
    return order.id;
  });
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const shipment = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).orderBy(desc(shipments.createdAt)).limit(1);
  return {
    order_no: order.orderNo,
    status: order.status as StaffOrderResult['status'],
    shipment: await shipmentOf(db, orderId, shipment[0]),
  };
}
