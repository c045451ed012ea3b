import type * as NodeCrypto from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs, orderEvents, orderLines, orders, payments, shipments } from '../../db/schema/index.ts';
import { registerMember, saveHomeAddress, type Member } from '../../test-support/members.ts';
import { plainVariants } from '../../test-support/orders.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

/** The order number's six digits as drawn: real ones, unless a test hands out its own. */
const drawn: number[] = [];
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof NodeCrypto>();
  const randomInt = (...args: unknown[]) =>
    args[0] === 0 && args[1] === 1_000_000 && drawn.length > 0
      ? drawn.shift()!
      : (crypto.randomInt as (...a: unknown[]) => number)(...args);
  return { ...crypto, randomInt };
});

let shop: TestApp;
let member: Member;
let homeId: string;
beforeAll(async () => {
  shop = await buildTestApp();
  member = await registerMember(shop);
  homeId = await saveHomeAddress(shop, member);
});
afterAll(() => shop.close());

describe('the order number (writeOrder, one statement: decision 0029)', () => {
  it('a number already taken that day inserts nothing with it: the order draws another and is written whole once', async () => {
    const [variant] = await plainVariants(shop.db, 1);
    const buy = () =>
      call(shop.app, 'POST', '/orders', {
        token: member.session.access_token,
        headers: { 'idempotency-key': randomUUID() },
        body: { items: [{ variant_id: variant!.id, quantity: 1 }], delivery: { type: 'home', address_id: homeId }, payment_method: 'COD' },
      });
    drawn.push(424242);
    const first = (await buy()).json().data;
    // The second order's first draw is the first order's number.
    drawn.push(424242, 535353);
    const second = (await buy()).json().data;
    expect(first.order_no.endsWith('424242')).toBe(true);
    expect(second.order_no.endsWith('535353')).toBe(true);
    expect(drawn).toEqual([]);
    const ids = [first.order_id, second.order_id];
    const count = async (table: typeof orderLines | typeof payments | typeof shipments) =>
      (await shop.db.select({ orderId: table.orderId }).from(table).where(inArray(table.orderId, ids))).map((row) => row.orderId).sort();
    expect(await count(orderLines)).toEqual([...ids].sort());
    expect(await count(payments)).toEqual([...ids].sort());
    expect(await count(shipments)).toEqual([...ids].sort());
    for (const id of ids) {
      const history = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);
      expect(history.map((event) => `${event.machine}:${event.toState}`)).toEqual([
        'order:PAYMENT',
        'payment:PENDING',
        'order:SHIPMENT',
        'shipment:SHIPPING',
      ]);
    }
    const messages = await shop.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'order-placed-message'));
    expect(
      messages
        .filter((job) => ids.includes(job.payload.orderId))
        .map((job) => job.payload.orderId)
        .sort(),
    ).toEqual([...ids].sort());
    expect(await shop.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, first.order_no))).toEqual([
      { id: first.order_id },
    ]);
  });
});
