import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orders, payments, productVariants, shipments } from '../../db/schema/index.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { moveOrder, moveShipment, openShipment } from './index.ts';

let shop: TestApp;
let member: Member;
beforeAll(async () => {
  shop = await buildTestApp();
  member = await registerMember(shop);
});
afterAll(() => shop.close());

const stockOf = async (variantId: number) =>
  (await shop.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

describe('moveOrder: the guard, the conditional update, the history and the effects', () => {
  it('refuses a move the table does not have, or an actor it does not name, and writes nothing', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    await expect(shop.db.transaction((tx) => moveOrder(tx, order.id, 'COMPLETED', 'shopper'))).rejects.toMatchObject({
      errorName: 'STATE_TRANSITION_INVALID',
    });
    await expect(shop.db.transaction((tx) => moveOrder(tx, order.id, 'RECEIPT', 'shopper'))).rejects.toMatchObject({
      errorName: 'STATE_ACTOR_FORBIDDEN',
    });
    const [row] = await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('SHIPMENT');
  });

  it('a cancellation releases stock once, records who and why, and repeats as a no-op', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD', quantity: 2 });
    const before = await stockOf(order.variantId);
    const first = await shop.db.transaction((tx) => moveOrder(tx, order.id, 'CANCELLED', 'shopper', 'changed my mind'));
    const again = await shop.db.transaction((tx) => moveOrder(tx, order.id, 'CANCELLED', 'shopper'));
    expect(first).toMatchObject({ from: 'SHIPMENT', to: 'CANCELLED', moved: true });
    expect(again.moved).toBe(false);
    expect(await stockOf(order.variantId)).toBe(before + 2);
    const history = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history.filter((event) => event.toState === 'CANCELLED' && event.machine === 'order')).toEqual([
      expect.objectContaining({ fromState: 'SHIPMENT', actor: 'shopper', reason: 'changed my mind', at: expect.any(Date) }),
    ]);
    // The COD attempt is closed with it, and the cancellation e-mail is queued for after the commit.
    const [payment] = await shop.db.select({ status: payments.status }).from(payments).where(eq(payments.orderId, order.id));
    expect(payment?.status).toBe('CANCELLED');
    const queued = await shop.db.select().from(jobs).where(eq(jobs.kind, 'order-message'));
    expect(queued.filter((job) => job.payload.orderId === order.id)).toHaveLength(1);
  });

  it('a move judged from a stale row writes no history for the miss, reads the row again and moves once', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    // The caller believes the order still waits for payment; it is in SHIPMENT: the first conditional update finds no row.
    const stale = { known: { status: 'PAYMENT', orderId: order.id } };
    const answer = await shop.db.transaction((tx) => moveOrder(tx, order.id, 'CANCELLED', 'shopper', 'stale', stale));
    expect(answer).toMatchObject({ from: 'SHIPMENT', to: 'CANCELLED', moved: true });
    const history = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(history.filter((event) => event.machine === 'order' && event.toState === 'CANCELLED')).toEqual([
      expect.objectContaining({ fromState: 'SHIPMENT', actor: 'shopper', reason: 'stale' }),
    ]);
  });

  it('a shipment handed to the carrier moves its order to RECEIPT; a delivery collects the COD payment', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    const shipmentId = await shop.db.transaction((tx) => openShipment(tx, order.id, 'staff'));
    await shop.db.transaction((tx) => moveShipment(tx, shipmentId, 'SHIPMENT', 'staff'));
    expect((await shop.db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('RECEIPT');
    await shop.db.transaction((tx) => moveShipment(tx, shipmentId, 'DEPARTED', 'carrier'));
    await shop.db.transaction((tx) => moveShipment(tx, shipmentId, 'DELIVERED', 'carrier'));
    expect((await shop.db.select().from(payments).where(eq(payments.orderId, order.id)))[0]?.status).toBe('PAID');
    expect((await shop.db.select().from(shipments).where(eq(shipments.id, shipmentId)))[0]?.status).toBe('DELIVERED');
  });

  it('an order’s move to SHIPMENT opens its shipment in the same statement, with both history rows, only if the guard lets it', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'CREDITCARD' });
    const shipmentsOf = () => shop.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    const known = { status: 'PAYMENT', orderId: order.id };
    // The table refuses a shopper's move to SHIPMENT: neither the move nor a shipment is written.
    await expect(
      shop.db.transaction((tx) => moveOrder(tx, order.id, 'SHIPMENT', 'shopper', 'COD', { known, newShipment: { id: randomUUID() } })),
    ).rejects.toMatchObject({ errorName: 'STATE_ACTOR_FORBIDDEN' });
    expect(await shipmentsOf()).toEqual([]);
    // A new shipment rides only on a move to SHIPMENT.
    await expect(
      shop.db.transaction((tx) => moveOrder(tx, order.id, 'CANCELLED', 'system', 'x', { known, newShipment: { id: randomUUID() } })),
    ).rejects.toThrow('a new shipment opens only with an order’s move to SHIPMENT');
    const id = randomUUID();
    const moved = await shop.db.transaction((tx) => moveOrder(tx, order.id, 'SHIPMENT', 'system', 'COD', { known, newShipment: { id } }));
    expect(moved).toMatchObject({ from: 'PAYMENT', to: 'SHIPMENT', moved: true });
    expect((await shipmentsOf()).map((row) => [row.id, row.status])).toEqual([[id, 'SHIPPING']]);
    const history = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(orderEvents.id);
    expect(
      history.slice(-2).map((event) => `${event.machine}:${event.fromState ?? ''}>${event.toState}:${event.actor}:${event.reason}`),
    ).toEqual(['order:PAYMENT>SHIPMENT:system:COD', 'shipment:>SHIPPING:system:null']);
    // Judged from a stale row, the move finds the order already in SHIPMENT: nothing more is written, no second shipment.
    const again = await shop.db.transaction((tx) =>
      moveOrder(tx, order.id, 'SHIPMENT', 'system', 'COD', { known, newShipment: { id: randomUUID() } }),
    );
    expect(again.moved).toBe(false);
    expect(await shipmentsOf()).toHaveLength(1);
    expect(await shop.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(history.length);
  });
});
