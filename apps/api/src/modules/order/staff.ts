import type { StaffOrderAction, StaffOrderBody, StaffOrderResult } from '@talad/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, shipments } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { systemActor } from '../audit/index.ts';
import { deskMove } from './desk.ts';
import { shipmentOf } from './service.ts';

/**
 * POST staff/orders/{order_no}/{action} behind the shared STAFF_KEY (and `npm run shop`): the orders desk's moves
 * (desk.ts), audited with no person behind them — the actor is the key itself — until the key is retired (issue #26).
 */
export async function staffMove(db: Database, orderNo: string, action: StaffOrderAction, body: StaffOrderBody): Promise<StaffOrderResult> {
  await deskMove(db, orderNo, action, body, { actor: systemActor('staff-key') });
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo.toUpperCase()));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const shipment = await db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(desc(shipments.createdAt)).limit(1);
  return {
    order_no: order.orderNo,
    status: order.status as StaffOrderResult['status'],
    shipment: await shipmentOf(db, order.id, shipment[0]),
  };
}
