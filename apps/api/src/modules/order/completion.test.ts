import { tierCashback } from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackEntries, customers, jobs, orderEvents, orders } from '../../db/schema/index.ts';
import { loadConfig } from '../../config.ts';
import { registerMember } from '../../test-support/members.ts';
import { createTestOrder, type TestOrder } from '../../test-support/orders.ts';
import { deskOrderMoves } from '../../test-support/staff.ts';
import { buildTestApp, movableClock, type TestApp } from '../../test-support/test-app.ts';
import { completeDeliveredOrders, completeOrdersJob, moveOrder, ORDER_COMPLETION_JOB } from './index.ts';

const DAY_SECONDS = 24 * 60 * 60;
const DAYS = 7;

let shop: TestApp;
let customerId: string;

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  customerId = (await registerMember(shop)).session.user_id;
}, 120_000);
afterAll(() => shop.close());

/** The desk moves the order (a manager at POST admin/orders/{order_no}/{action}). */
const staff = (order: TestOrder, ...actions: string[]) => deskOrderMoves(shop.app, order.orderNo, ...actions);

/** A COD order shipped and delivered now, which will earn 500 satang of cashback on completion. */
async function deliveredOrder() {
  const order = await createTestOrder(shop.db, { customerId, paymentMethod: 'COD', cashbackEarned: 500 });
  await staff(order, 'ship', 'depart', 'deliver');
  return order;
}

const statusOf = async (order: TestOrder) =>
  (await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]!.status;
const yearlySpend = async () =>
  (await shop.db.select({ spend: customers.yearlySpend }).from(customers).where(eq(customers.id, customerId)))[0]!.spend;
const earned = (order: TestOrder) =>
  shop.db
    .select({ amount: cashbackEntries.amount })
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.orderId, order.id), eq(cashbackEntries.type, 'ORDER')));
const promoted = (order: TestOrder) =>
  shop.db
    .select({ amount: cashbackEntries.amount })
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.orderId, order.id), eq(cashbackEntries.type, 'PROMOTION')));
const completions = (order: TestOrder) =>
  shop.db
    .select({ actor: orderEvents.actor, reason: orderEvents.reason })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.machine, 'order'), eq(orderEvents.toState, 'COMPLETED')));

describe('orders are completed by the system some days after delivery', () => {
  it('waits ORDER_AUTO_COMPLETE_DAYS (7 by default) after delivery; an order not yet delivered waits on', async () => {
    expect(loadConfig({ JWT_SECRET: 'test-secret-that-is-at-least-32-characters' }).orderAutoCompleteDays).toBe(7);
    expect(
      loadConfig({ JWT_SECRET: 'test-secret-that-is-at-least-32-characters', ORDER_AUTO_COMPLETE_DAYS: '3' }).orderAutoCompleteDays,
    ).toBe(3);
    const delivered = await deliveredOrder();
    const onItsWay = await createTestOrder(shop.db, { customerId, paymentMethod: 'COD' });
    await staff(onItsWay, 'ship', 'depart');
    const clock = movableClock();
    clock.advance((DAYS - 1) * DAY_SECONDS);
    await completeDeliveredOrders(shop.db, DAYS, clock.clock());
    expect(await statusOf(delivered)).toBe('RECEIPT');
    clock.advance(2 * DAY_SECONDS);
    await completeDeliveredOrders(shop.db, DAYS, clock.clock());
    expect(await statusOf(delivered)).toBe('COMPLETED');
    expect(await completions(delivered)).toEqual([{ actor: 'system', reason: 'AUTO_COMPLETED' }]);
    expect(await statusOf(onItsWay)).toBe('RECEIPT');
  });

  it('two runs at once and a run after them complete each order once, with its effects once (cashback earned, tier spend)', async () => {
    const order = await deliveredOrder();
    const spendBefore = await yearlySpend();
    const later = new Date(Date.now() + (DAYS + 1) * DAY_SECONDS * 1000);
    const runs = await Promise.all([completeDeliveredOrders(shop.db, DAYS, later), completeDeliveredOrders(shop.db, DAYS, later)]);
    expect(runs.reduce((sum, run) => sum + run, 0)).toBeGreaterThanOrEqual(1);
    expect(await completeDeliveredOrders(shop.db, DAYS, later)).toBe(0);
    expect(await statusOf(order)).toBe('COMPLETED');
    expect(await completions(order)).toHaveLength(1);
    // ORDER at the REGULAR rate (1 %) of the total the member had before it, and the PROMOTION priced into it.
    expect(await earned(order)).toEqual([{ amount: tierCashback(order.total, 100) }]);
    expect(await promoted(order)).toEqual([{ amount: 500 }]);
    expect(await yearlySpend()).toBe(spendBefore + order.total);
  });

  it('an order the shopper confirmed, or one cancelled after delivery, is left as it is', async () => {
    const confirmed = await deliveredOrder();
    await shop.db.transaction((tx) => moveOrder(tx, confirmed.id, 'COMPLETED', 'shopper', 'received'));
    const cancelled = await deliveredOrder();
    await shop.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, cancelled.id));
    await completeDeliveredOrders(shop.db, DAYS, new Date(Date.now() + (DAYS + 1) * DAY_SECONDS * 1000));
    expect(await completions(confirmed)).toEqual([{ actor: 'shopper', reason: 'received' }]);
    expect(await earned(confirmed)).toHaveLength(1);
    expect(await statusOf(cancelled)).toBe('CANCELLED');
  });

  it('the job runs hourly on the clock it is given', async () => {
    const order = await deliveredOrder();
    const clock = movableClock();
    const job = completeOrdersJob(shop.db, DAYS, clock.clock);
    expect(job).toMatchObject({ kind: ORDER_COMPLETION_JOB, everyMs: 60 * 60_000 });
    const [row] = await shop.db.insert(jobs).values({ kind: ORDER_COMPLETION_JOB }).returning();
    await job.run(row!);
    expect(await statusOf(order)).toBe('RECEIPT');
    clock.advance((DAYS + 1) * DAY_SECONDS);
    await job.run(row!);
    expect(await statusOf(order)).toBe('COMPLETED');
  });
});
