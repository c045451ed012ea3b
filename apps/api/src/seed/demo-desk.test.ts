import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, customers, orderLines, orders, productVariants } from '../db/schema/index.ts';
import { adminCall, staffSession } from '../test-support/staff.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { insertDemoDesk } from './demo-desk.ts';
import { insertDemoStaff } from './demo-staff.ts';

let shop: TestApp;
let stockBefore: number;
beforeAll(async () => {
  shop = await buildTestApp();
  [{ stockBefore }] = (await shop.db.select({ stockBefore: sql<number>`sum(${productVariants.stock})::int` }).from(productVariants)) as [
    { stockBefore: number },
  ];
  // Tests' databases have no demo desk unless they ask, as this one does (the demo shop's first start does).
  await shop.db.transaction(async (tx) => {
    await insertDemoStaff(tx, shop.config.jwtSecret);
    await insertDemoDesk(tx, shop.config.checkout);
  });
}, 120_000);
afterAll(() => shop.close());

async function deskOrders() {
  return shop.db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, method: orders.paymentMethod })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(sql`${customers.email} like '%.desk@talad.example'`);
}

describe('the demo shop’s desk: today’s orders in every queue', () => {
  it('places them through the checkout: stock taken for every unit, COD waiting for its parcel, PromptPay for its payment', async () => {
    const placed = await deskOrders();
    const statuses = placed.map((order) => order.status);
    const count = (status: string) => statuses.filter((each) => each === status).length;
    expect({ PAYMENT: count('PAYMENT'), SHIPMENT: count('SHIPMENT'), RECEIPT: count('RECEIPT'), CANCELLED: count('CANCELLED') }).toEqual({
      PAYMENT: 3,
      SHIPMENT: 10,
      RECEIPT: 9,
      CANCELLED: 1,
    });
    expect(new Set(placed.filter((order) => order.status === 'PAYMENT').map((order) => order.method))).toEqual(new Set(['PROMPTPAY']));
    const [{ units }] = (await shop.db
      .select({ units: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .where(
        and(
          inArray(
            orderLines.orderId,
            placed.filter((order) => order.status !== 'CANCELLED').map((order) => order.id),
          ),
        ),
      )) as [{ units: number }];
    const [{ stockAfter }] = (await shop.db
      .select({ stockAfter: sql<number>`sum(${productVariants.stock})::int` })
      .from(productVariants)) as [{ stockAfter: number }];
    // The cancelled order gave its units back.
    expect(stockBefore - stockAfter).toBe(units);
  });

  it('moved by the demo packer through the desk: the orders list’s tabs find them, each move audited in their name', async () => {
    const packer = await staffSession(shop.app, 'packer');
    const shipping = await adminCall(shop.app, 'GET', '/admin/orders?status=SHIPMENT&size=100', { headers: packer });
    const deskNos = new Set((await deskOrders()).map((order) => order.orderNo));
    const shipments = shipping.json().data.items.filter((item: { order_no: string }) => deskNos.has(item.order_no));
    expect(shipments.map((item: { shipment_status: string }) => item.shipment_status).sort()).toEqual([...Array(10).fill('SHIPPING')]);
    // The home's queues: 7 COD parcels still to pack, 3 packed for the carrier, 1 failed delivery.
    const queue = async (name: string) => {
      const answer = await adminCall(shop.app, 'GET', `/admin/orders?queue=${name}&size=100`, { headers: packer });
      return answer.json().data.items.filter((item: { order_no: string }) => deskNos.has(item.order_no)).length;
    };
    expect({ to_pack: await queue('to_pack'), to_ship: await queue('to_ship'), returns: await queue('returns') }).toEqual({
      to_pack: 7,
      to_ship: 3,
      returns: 1,
    });
    const failed = await adminCall(shop.app, 'GET', '/admin/orders?status=RECEIPT&size=100', { headers: packer });
    const moved = failed.json().data.items.filter((item: { order_no: string }) => deskNos.has(item.order_no));
    expect(moved.map((item: { shipment_status: string }) => item.shipment_status).sort()).toEqual(
      ['DELIVERYFAILED', ...Array(3).fill('DEPARTED'), 'PICKUP', ...Array(4).fill('SHIPMENT')].sort(),
    );
    const audited = await shop.db
      .select({ action: auditEntries.action, actor: auditEntries.actorLabel })
      .from(auditEntries)
      .where(sql`${auditEntries.action} like 'order.%'`);
    // pack ×3, ship ×9, depart ×5, pickup ×1, fail ×1, cancel ×1: one entry per move, each naming the packer.
    expect(audited).toHaveLength(20);
    expect(new Set(audited.map((entry) => entry.actor))).toEqual(new Set(['สมปอง แพ็คไว <packer@talad.local>']));
  });
});
