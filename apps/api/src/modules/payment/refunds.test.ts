import { randomUUID } from 'node:crypto';
import type { Gateway } from '@talad/gateway';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../config.ts';
import { auditEntries, customers, jobs, orderLines, orders, payments, productVariants, refunds } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import {
  attemptRow,
  MERCHANT_ID,
  queuedMessages,
  shopWithGateway,
  startPayment,
  WEB_ORIGIN,
  type ShopWithGateway,
} from '../../test-support/payments.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { call, type TestApp } from '../../test-support/test-app.ts';
import { gatewayClient, orderRefundJob, type GatewayClient } from './index.ts';

/**
 * Refunds from the orders desk (issue #26, decision 0042) through the sandbox gateway over real HTTP: the order's
 * refunded total never passes what was paid (20 at once included), parts add up, a key answers once, an unreachable
 * gateway leaves a pending refund that its job settles without paying twice, and each refund is one audit entry.
 */
let settings: PaymentSettings;
let gateway: Gateway;
let client: GatewayClient;
let shop: TestApp;
let world: ShopWithGateway;
let member: Member;
let manager: { authorization: string };
beforeAll(async () => {
  world = await shopWithGateway();
  ({ settings, gateway, shop } = world);
  client = gatewayClient(settings);
  member = await registerMember(shop);
  manager = await staffSession(shop.app, 'manager', { secondFactor: true });
}, 120_000);
afterAll(() => world.close());

/** A card order paid at the gateway (a card without a 3-D Secure challenge), waiting to be shipped. */
async function paidOrder(quantity = 1) {
  const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'CREDITCARD', quantity });
  const started = (await startPayment(shop, member, order.id, { method: 'CREDITCARD' })).json().data;
  const response = await fetch(started.gateway.do_payment_url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB_ORIGIN },
    body: JSON.stringify({
      paymentToken: started.gateway.payment_token,
      payment: {
        code: { channelCode: 'CC' },
        data: { name: 'Somchai Jaidee', cardNo: '3566111111111113', expiryMonth: '12', expiryYear: '2030', securityCode: '123' },
      },
      locale: 'en',
    }),
  });
  expect(((await response.json()) as { respCode: string }).respCode).toBe('2000');
  await gateway.notifier.idle();
  const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
  expect(row?.status).toBe('SHIPMENT');
  const [line] = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const [paid] = await shop.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'PAID')));
  return { ...order, lineId: line!.id, paymentId: paid!.id };
}

const refund = (orderNo: string, body: unknown, key: string = randomUUID(), headers = manager) =>
  adminCall(shop.app, 'POST', `/admin/orders/${orderNo}/refunds`, { headers: { ...headers, 'idempotency-key': key }, body });

/** What the gateway refunded of the invoice: each refund by its reference. */
function gatewayRefunds(orderNo: string) {
  return gateway.store
    .tokensOf(MERCHANT_ID, orderNo)
    .flatMap((token) => gateway.store.transactionsOf(token.paymentToken))
    .flatMap((transaction) => transaction.refunds ?? []);
}

async function refundRows(orderId: string) {
  return shop.db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

async function refundAudits(orderId: string) {
  return shop.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, orderId), eq(auditEntries.action, 'order.refund')));
}

describe('refunds from the orders desk (decision 0042)', () => {
  it('20 full refunds of one paid order at once: exactly one is made, and the refunded total is what was paid', async () => {
    const order = await paidOrder(2);
    const whole = { lines: [{ line_id: order.lineId, quantity: 2 }], shipping: false, reason: 'ลูกค้าขอยกเลิก', restock: false };
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(order.orderNo, whole)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().status_code).toBeOneOf([12607, 12603]);
    }
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'SUCCEEDED', amount: order.total, method: 'GATEWAY' });
    const [after] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.refundedTotal).toBe(order.total);
    expect(await attemptRow(shop, order.paymentId)).toMatchObject({ status: 'REFUNDED', refundedAmount: order.total });
    expect(gatewayRefunds(order.orderNo)).toHaveLength(1);
    expect(await queuedMessages(shop, order.id, 'refunded')).toBe(1);
    expect(await refundAudits(order.id)).toHaveLength(1);
  });

  it('a line refunded in two parts: two refunds adding up to what was paid, the payment PAID between them and REFUNDED after', async () => {
    const order = await paidOrder(3);
    const first = await refund(order.orderNo, { lines: [{ line_id: order.lineId, quantity: 1 }], reason: 'ชำรุด 1 ชิ้น' });
    expect(first.statusCode).toBe(200);
    const one = first.json().data;
    expect(one.refund).toMatchObject({ status: 'SUCCEEDED', lines: [{ line_id: order.lineId, quantity: 1 }] });
    expect(one.order.totals.refunded_total).toBe(one.refund.amount);
    expect(await attemptRow(shop, order.paymentId)).toMatchObject({ status: 'PAID', refundedAmount: one.refund.amount });
    expect(await queuedMessages(shop, order.id, 'partly_refunded')).toBe(1);

    const rest = await refund(order.orderNo, { lines: [{ line_id: order.lineId, quantity: 2 }], reason: 'คืนที่เหลือ' });
    expect(rest.statusCode).toBe(200);
    const rows = await refundRows(order.id);
    expect(rows).toHaveLength(2);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(order.total);
    expect(await attemptRow(shop, order.paymentId)).toMatchObject({ status: 'REFUNDED', refundedAmount: order.total });
    expect(gatewayRefunds(order.orderNo).map((each) => each.amount)).toEqual(rows.map((row) => row.amount));
    // The shopper's own order shows both.
    const mine = (await call(shop.app, 'GET', `/v2/orders/${order.id}`, { token: member.session.access_token })).json().data;
    expect(mine.refunded_total).toBe(order.total);
    expect(mine.refunds).toHaveLength(2);
    expect(mine.refunds[0]).not.toHaveProperty('reason');
  });

  it('refuses a refund beyond what is left, in the shopper-safe envelope, Thai and English', async () => {
    const order = await paidOrder();
    const over = await refund(order.orderNo, { amount: order.total + 1, reason: 'เกิน' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ status_code: 12607, is_success: false });
    const english = await adminCall(shop.app, 'POST', `/admin/orders/${order.orderNo}/refunds`, {
      headers: { ...manager, 'idempotency-key': randomUUID() },
      body: { amount: order.total + 1, reason: 'too much' },
      language: 'en',
    });
    expect(english.json().message).toBe('The refunds would add up to more than was paid');
    expect(await refundRows(order.id)).toHaveLength(0);
    // A database guarantee as well as the rules': the CHECK refuses whoever writes.
    await expect(
      shop.db
        .update(orders)
        .set({ refundedTotal: order.total + 1 })
        .where(eq(orders.id, order.id)),
    ).rejects.toThrow();
  });

  it('answers the same Idempotency-Key with the same refund, and refuses it with another body', async () => {
    const order = await paidOrder(2);
    const key = randomUUID();
    const body = { lines: [{ line_id: order.lineId, quantity: 1 }], reason: 'ซ้ำ' };
    const first = await refund(order.orderNo, body, key);
    const again = await refund(order.orderNo, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refund.id).toBe(first.json().data.refund.id);
    expect(await refundRows(order.id)).toHaveLength(1);
    const other = await refund(order.orderNo, { ...body, reason: 'อื่น' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().status_code).toBe(10951);
    expect(await refundAudits(order.id)).toHaveLength(1);
  });

  it('keeps a pending refund while the gateway is away; its job settles it once, never paying twice', async () => {
    const order = await paidOrder(2);
    const reachable = settings.gatewayUrl;
    settings.gatewayUrl = 'http://127.0.0.1:9';
    let answer;
    try {
      answer = await refund(order.orderNo, { lines: [{ line_id: order.lineId, quantity: 1 }], reason: 'รอระบบ' });
    } finally {
      settings.gatewayUrl = reachable;
    }
    expect(answer.statusCode).toBe(200);
    const pending = answer.json().data.refund;
    expect(pending).toMatchObject({ status: 'PENDING', last_error: expect.stringContaining('unavailable') });
    expect(gatewayRefunds(order.orderNo)).toHaveLength(0);
    const queued = await shop.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'order-refund'), sql`${jobs.payload}->>'refundId' = ${pending.id}`));
    expect(queued).toHaveLength(1);
    // Two runners at once, and a third later: the gateway refunds the reference once, the shop settles it once.
    const job = orderRefundJob(shop.db, client);
    await Promise.all([job.run(queued[0]!), job.run(queued[0]!)]);
    await job.run(queued[0]!);
    expect(gatewayRefunds(order.orderNo)).toHaveLength(1);
    const [row] = await refundRows(order.id);
    expect(row).toMatchObject({ status: 'SUCCEEDED', gatewayRefundRef: expect.any(String) });
    expect(await queuedMessages(shop, order.id, 'partly_refunded')).toBe(1);
    expect(await attemptRow(shop, order.paymentId)).toMatchObject({ status: 'PAID', refundedAmount: row!.amount });
    // The staff member's entry said the refund was asked; the job's says when the money went: one each.
    const entries = await shop.db.select().from(auditEntries).where(eq(auditEntries.entityId, order.id)).orderBy(auditEntries.id);
    expect(entries.map((entry) => [entry.action, entry.actorKind, entry.actorLabel])).toEqual([
      ['order.refund', 'staff', expect.stringContaining('Test manager')],
      ['order.refund_settle', 'system', 'order-refund'],
    ]);
    expect(entries[1]).toMatchObject({
      before: { refund_status: 'PENDING' },
      after: { refund_status: 'SUCCEEDED', refund_id: pending.id, amount: row!.amount, gateway_refund_ref: row!.gatewayRefundRef },
    });
  });

  it('writes one audit entry per refund with the staff member, the changed total and the reason', async () => {
    const order = await paidOrder(2);
    const preview = await adminCall(shop.app, 'POST', `/admin/orders/${order.orderNo}/refunds/preview`, {
      headers: manager,
      body: { lines: [{ line_id: order.lineId, quantity: 1 }], reason: 'ชำรุด', restock: true },
    });
    expect(preview.statusCode).toBe(200);
    const [before] = await shop.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, order.variantId));
    const done = await refund(order.orderNo, { lines: [{ line_id: order.lineId, quantity: 1 }], reason: 'ชำรุด', restock: true });
    expect(done.json().data.refund.amount).toBe(preview.json().data.amount);
    const [after] = await shop.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, order.variantId));
    expect(after!.stock).toBe(before!.stock + 1);
    const entries = await refundAudits(order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorKind: 'staff',
      actorLabel: expect.stringContaining('Test manager'),
      reason: 'ชำรุด',
      before: { refunded_total: 0 },
      after: expect.objectContaining({ refunded_total: preview.json().data.amount, restocked: [expect.objectContaining({ quantity: 1 })] }),
    });
    const detail = (await adminCall(shop.app, 'GET', `/admin/orders/${order.orderNo}`, { headers: manager })).json().data;
    expect(detail.timeline.filter((entry: { action: string }) => entry.action === 'order.refund')).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({ refunded_quantity: 1, refundable_quantity: 1 });
  });

  it('refunds a collected cash-on-delivery order as cash handed back, done at once', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    await shop.db.update(payments).set({ status: 'PAID', paidAt: new Date() }).where(eq(payments.id, order.paymentId));
    const answer = await refund(order.orderNo, { amount: 100, reason: 'ทอนเงินผิด' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.refund).toMatchObject({ method: 'CASH', status: 'SUCCEEDED', amount: 100 });
  });

  it('cancelling an order whose cash was collected counts the rest as refunded: the shopper and the desk show what went back', async () => {
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    await shop.db.update(payments).set({ status: 'PAID', paidAt: new Date() }).where(eq(payments.id, order.paymentId));
    expect((await refund(order.orderNo, { amount: 100, reason: 'ทอนเงินผิด' })).statusCode).toBe(200);
    const cancelled = await adminCall(shop.app, 'POST', `/admin/orders/${order.orderNo}/cancel`, {
      headers: manager,
      body: { reason: 'ลูกค้าขอยกเลิก' },
    });
    expect(cancelled.statusCode).toBe(200);
    const desk = cancelled.json().data;
    expect(desk).toMatchObject({ status: 'CANCELLED', totals: { refunded_total: order.total, refundable_total: 0 } });
    expect(desk.payments).toEqual([
      expect.objectContaining({ status: 'REFUNDED', amount: order.total, refunded_amount: order.total, refunded_at: expect.any(String) }),
    ]);
    const mine = (await call(shop.app, 'GET', `/v2/orders/${order.id}`, { token: member.session.access_token })).json().data;
    expect(mine.refunded_total).toBe(order.total);
    expect(await attemptRow(shop, order.paymentId)).toMatchObject({ status: 'REFUNDED', refundedAmount: order.total });
  });

  it('a refund after completion lowers the member’s 12-month tier spend by what was given back', async () => {
    const spend = async () =>
      (await shop.db.select({ spend: customers.yearlySpend }).from(customers).where(eq(customers.id, member.session.user_id)))[0]!.spend;
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    await shop.db.update(payments).set({ status: 'PAID', paidAt: new Date() }).where(eq(payments.id, order.paymentId));
    await shop.db.update(orders).set({ status: 'RECEIPT' }).where(eq(orders.id, order.id));
    const before = await spend();
    const confirmed = await call(shop.app, 'PUT', `/orders/${order.id}/confirm-receipt`, { token: member.session.access_token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await spend()).toBe(before + order.total);
    expect((await refund(order.orderNo, { amount: 1_000, reason: 'สินค้ามีตำหนิ' })).statusCode).toBe(200);
    expect(await spend()).toBe(before + order.total - 1_000);
    const rest = order.total - 1_000;
    expect((await refund(order.orderNo, { amount: rest, reason: 'คืนทั้งหมด' })).statusCode).toBe(200);
    expect(await spend()).toBe(before);
  });

  it('asks refunds of those with orders.refund and a proved second factor only, and an Idempotency-Key', async () => {
    const order = await paidOrder();
    const body = { amount: 100, reason: 'ทดสอบ' };
    expect((await refund(order.orderNo, body, randomUUID(), await staffSession(shop.app, 'packer'))).statusCode).toBe(403);
    const unverified = await refund(order.orderNo, body, randomUUID(), await staffSession(shop.app, 'manager'));
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().status_code).not.toBe(12402);
    const keyless = await adminCall(shop.app, 'POST', `/admin/orders/${order.orderNo}/refunds`, { headers: manager, body });
    expect(keyless.statusCode).toBe(400);
    expect(await refundRows(order.id)).toHaveLength(0);
  });
});
