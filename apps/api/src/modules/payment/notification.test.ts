import { ERRORS, gatewayAmount } from '@talad/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderEvents, orders, paymentNotifications, payments, savedCards } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import {
  attemptRow,
  moneyTaken,
  notificationFor,
  notify,
  orderOnGateway,
  queuedMessages,
  sentMessages,
  testPaymentSettings,
} from '../../test-support/payments.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { orderMessageJob } from '../order/index.ts';

let shop: TestApp;
let member: Member;
beforeAll(async () => {
  shop = await buildTestApp({ payments: testPaymentSettings() });
  member = await registerMember(shop, { email: `payer-${process.pid}@example.com` });
}, 120_000);
afterAll(() => shop.close());

const paymentMoves = async (orderId: string) =>
  shop.db
    .select({ from: orderEvents.fromState, to: orderEvents.toState, actor: orderEvents.actor })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.machine, 'payment'), sql`${orderEvents.fromState} is not null`));

const statusOf = async (orderId: string) =>
  (await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

/** Another gateway attempt of the same order (a method changed, a second tab), in `status`; its id. */
async function anotherAttempt(order: { id: string; orderNo: string; total: number }, status: 'PENDING' | 'CANCELLED') {
  const [row] = await shop.db
    .insert(payments)
    .values({
      orderId: order.id,
      method: 'CREDITCARD',
      status,
      amount: order.total,
      invoiceNo: order.orderNo,
      gatewayToken: `token-${status}`,
      channel: 'CC',
    })
    .returning({ id: payments.id });
  return row!.id;
}

/** Sends every queued message of the order, as the job runner would: each is one e-mail. */
async function sendQueued(orderId: string) {
  const definition = orderMessageJob(shop.db, shop.app.messages, shop.config.brand);
  const queued = await shop.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'order-message'), sql`${jobs.payload}->>'orderId' = ${orderId}`));
  for (const job of queued) await definition.run(job);
}

describe('POST payments/2c2p/notify: only the gateway is believed', () => {
  it('refuses a forged notification (another secret) with a 401 envelope, logs why without what, and changes nothing', async () => {
    const order = await orderOnGateway(shop, member.session.user_id);
    const logsBefore = shop.logLines.length;
    const answer = await notify(shop, notificationFor(order.attempt, {}, 'not-the-merchant-secret-but-just-as-long'));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ is_success: false, status_code: ERRORS.PAYMENT_NOTIFICATION_INVALID.code });
    expect((await attemptRow(shop, order.paymentId)).status).toBe('PENDING');
    expect(await statusOf(order.id)).toBe('PAYMENT');
    expect(await shop.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, order.paymentId))).toEqual([]);
    const logged = shop.logLines.slice(logsBefore).join('\n');
    expect(logged).toContain('payment notification refused');
    expect(logged).not.toContain(order.orderNo);
    expect(logged).not.toContain('411111');
  });

  it('refuses a genuine notification altered on the way (the amount raised), and one for another merchant', async () => {
    const order = await orderOnGateway(shop, member.session.user_id);
    const [header, claims, signature] = notificationFor(order.attempt, { respCode: '4001' }).split('.');
    const altered = JSON.parse(Buffer.from(claims!, 'base64url').toString());
    const raised = Buffer.from(JSON.stringify({ ...altered, respCode: '0000' })).toString('base64url');
    expect((await notify(shop, `${header}.${raised}.${signature}`)).statusCode).toBe(401);
    expect((await notify(shop, notificationFor(order.attempt, { merchantID: 'OTHERSHOP' }))).statusCode).toBe(401);
    expect((await attemptRow(shop, order.paymentId)).status).toBe('PENDING');
    expect(await moneyTaken(shop, order.id, order.orderNo)).toEqual({ shop: 0, gateway: 0 });
  });
});

describe('POST payments/2c2p/notify: each event once', () => {
  it('marks the attempt paid, the order on its way to shipment, and sends one "paid" e-mail in the shopper’s language', async () => {
    const order = await orderOnGateway(shop, member.session.user_id, { locale: 'en' });
    const answer = await notify(shop, notificationFor(order.attempt, { cardToken: 'ignored-not-asked-to-save' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ received: true });
    const attempt = await attemptRow(shop, order.paymentId);
    expect(attempt).toMatchObject({ status: 'PAID', providerRef: '1234567890', cardBrand: 'Visa', cardLast4: '1111', flag: null });
    expect(attempt.paidAt).toBeInstanceOf(Date);
    expect(await statusOf(order.id)).toBe('SHIPMENT');
    // A card token the attempt did not ask to keep is not kept.
    expect(await shop.db.select().from(savedCards).where(eq(savedCards.gatewayToken, 'ignored-not-asked-to-save'))).toEqual([]);
    await sendQueued(order.id);
    const sent = await sentMessages(shop, 'order-paid', order.orderNo);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain('We received the payment');
  });

  it('answers a replayed notification 200 and changes nothing', async () => {
    const order = await orderOnGateway(shop, member.session.user_id);
    const payload = notificationFor(order.attempt);
    expect((await notify(shop, payload)).statusCode).toBe(200);
    const movesAfterFirst = await paymentMoves(order.id);
    const replay = await notify(shop, payload);
    expect(replay.statusCode).toBe(200);
    expect(await paymentMoves(order.id)).toEqual(movesAfterFirst);
    expect(await shop.db.select().from(paymentNotifications).where(eq(paymentNotifications.paymentId, order.paymentId))).toHaveLength(1);
    expect(await queuedMessages(shop, order.id, 'paid')).toBe(1);
    expect(await moneyTaken(shop, order.id, order.orderNo)).toEqual({ shop: 1, gateway: 0 });
  });

  it('applies 20 concurrent duplicates (and the same event told twice) as exactly one PAID and one e-mail', async () => {
    const order = await orderOnGateway(shop, member.session.user_id);
    const notification = notificationFor(order.attempt, { idempotencyID: 'event-a' });
    // The same payment told again under another event id (as an inquiry's answer might be): still one payment.
    const retold = notificationFor(order.attempt, { idempotencyID: 'event-b' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => notify(shop, index % 5 === 4 ? retold : notification)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(await paymentMoves(order.id)).toEqual([{ from: 'PENDING', to: 'PAID', actor: 'gateway' }]);
    expect(await moneyTaken(shop, order.id, order.orderNo)).toEqual({ shop: 1, gateway: 0 });
    expect(await queuedMessages(shop, order.id, 'paid')).toBe(1);
    await sendQueued(order.id);
    expect(await sentMessages(shop, 'order-paid', order.orderNo)).toHaveLength(1);
  });

  it('ignores a FAILED that arrives after PAID', async () => {
    const order = await orderOnGateway(shop, member.session.user_id);
    await notify(shop, notificationFor(order.attempt));
    const late = await notify(shop, notificationFor(order.attempt, { respCode: '4001', respDesc: 'Declined by the card issuer' }));
    expect(late.statusCode).toBe(200);
    expect(await attemptRow(shop, order.paymentId)).toMatchObject({ status: 'PAID', respCode: '0000' });
    expect(await statusOf(order.id)).toBe('SHIPMENT');
    const [ignored] = await shop.db
      .select({ outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(and(eq(paymentNotifications.paymentId, order.paymentId), eq(paymentNotifications.respCode, '4001')));
    expect(ignored?.outcome).toBe('ignored');
    expect(await moneyTaken(shop, order.id, order.orderNo)).toEqual({ shop: 1, gateway: 0 });
  });

  it('records a decline as FAILED with the gateway’s reason; the order still waits for payment', async () => {
    const order = await orderOnGateway(shop, member.session.user_id);
    await notify(shop, notificationFor(order.attempt, { respCode: '4051', respDesc: 'Insufficient funds' }));
    expect(await attemptRow(shop, order.paymentId)).toMatchObject({ status: 'FAILED', respCode: '4051', respDesc: 'Insufficient funds' });
    expect(await statusOf(order.id)).toBe('PAYMENT');
    expect(await moneyTaken(shop, order.id, order.orderNo)).toEqual({ shop: 0, gateway: 0 });
  });

  it('flags an amount or currency that is not the order’s, and never marks it paid', async () => {
    const order = await orderOnGateway(shop, member.session.user_id);
    const oneSatangShort = gatewayAmount(order.total - 1);
    await notify(shop, notificationFor(order.attempt, { amount: oneSatangShort }));
    expect(await attemptRow(shop, order.paymentId)).toMatchObject({ status: 'PENDING', flag: 'AMOUNT_MISMATCH' });
    const other = await orderOnGateway(shop, member.session.user_id);
    await notify(shop, notificationFor(other.attempt, { currencyCode: 'USD' }));
    expect(await attemptRow(shop, other.paymentId)).toMatchObject({ status: 'PENDING', flag: 'CURRENCY_MISMATCH' });
    for (const each of [order, other]) {
      expect(await statusOf(each.id)).toBe('PAYMENT');
      expect(await queuedMessages(shop, each.id, 'paid')).toBe(0);
      expect(await moneyTaken(shop, each.id, each.orderNo)).toEqual({ shop: 0, gateway: 0 });
    }
  });

  it('takes money for an attempt the shopper replaced as the order’s payment while it still waits, closing the newer one', async () => {
    const order = await orderOnGateway(shop, member.session.user_id);
    const newer = await anotherAttempt(order, 'PENDING');
    await shop.db.update(payments).set({ status: 'CANCELLED' }).where(eq(payments.id, order.paymentId));
    expect((await notify(shop, notificationFor(order.attempt))).statusCode).toBe(200);
    expect(await attemptRow(shop, order.paymentId)).toMatchObject({ status: 'PAID' });
    expect(await attemptRow(shop, newer)).toMatchObject({ status: 'CANCELLED' });
    expect(await statusOf(order.id)).toBe('SHIPMENT');
    expect(await queuedMessages(shop, order.id, 'paid')).toBe(1);
    expect(await moneyTaken(shop, order.id, order.orderNo)).toEqual({ shop: 1, gateway: 0 });
  });

  it('never marks a second attempt of a paid order PAID: that money waits for staff, flagged', async () => {
    const order = await orderOnGateway(shop, member.session.user_id);
    await notify(shop, notificationFor(order.attempt));
    const closed = await anotherAttempt(order, 'CANCELLED');
    const answer = await notify(shop, notificationFor({ ...order.attempt, paymentId: closed }));
    expect(answer.statusCode).toBe(200);
    expect(await attemptRow(shop, closed)).toMatchObject({ status: 'CANCELLED', flag: 'DUPLICATE_PAYMENT' });
    expect(await queuedMessages(shop, order.id, 'paid')).toBe(1);
    expect(await moneyTaken(shop, order.id, order.orderNo)).toEqual({ shop: 1, gateway: 0 });
  });

  it('keeps a slip’s payment code, partner and deadline while the attempt waits (0001)', async () => {
    const order = await orderOnGateway(shop, member.session.user_id, { paymentMethod: 'COUNTER' });
    await notify(
      shop,
      notificationFor(order.attempt, {
        respCode: '0001',
        channelCode: 'OTCTR',
        agentCode: 'LOTUS',
        cardNo: '',
        cardType: '',
        paymentCode: '123456789012',
        paymentExpiry: '2026-11-24 10:00:00',
      }),
    );
    expect(await attemptRow(shop, order.paymentId)).toMatchObject({
      status: 'PENDING',
      slipCode: '123456789012',
      slipPartner: 'LOTUS',
      slipDeadline: new Date('2026-11-24T03:00:00Z'),
    });
  });

  it('acknowledges a genuine notification about no attempt of ours, and records it as unknown', async () => {
    const answer = await notify(
      shop,
      notificationFor({ paymentId: '00000000-0000-4000-8000-000000000000', orderNo: 'TL000000000000', amount: '10.00' }),
    );
    expect(answer.statusCode).toBe(200);
    const [row] = await shop.db
      .select({ outcome: paymentNotifications.outcome })
      .from(paymentNotifications)
      .where(sql`${paymentNotifications.paymentId} is null`);
    expect(row?.outcome).toBe('unknown');
    expect(await shop.db.select().from(payments).where(eq(payments.invoiceNo, 'TL000000000000'))).toEqual([]);
  });
});

describe('cards kept from approved payments (spec §4, on the server too)', () => {
  /** An approved payment of a new order whose attempt asked to keep the card, told with the gateway's card token. */
  async function paidAndKept(method: 'CREDITCARD' | 'INSTALLMENT', cardToken: string, expiry: { month: string; year: string }) {
    const order = await orderOnGateway(shop, cardHolder.session.user_id, { paymentMethod: method });
    await shop.db.update(payments).set({ saveCard: true }).where(eq(payments.id, order.paymentId));
    const answer = await notify(
      shop,
      notificationFor(order.attempt, {
        cardToken,
        cardExpiryMonth: expiry.month,
        cardExpiryYear: expiry.year,
        cardHolderName: 'SOMCHAI JAIDEE',
        channelCode: method === 'INSTALLMENT' ? 'IPP' : 'CC',
      }),
    );
    expect(answer.statusCode).toBe(200);
  }
  let cardHolder: Member;
  beforeAll(async () => {
    cardHolder = await registerMember(shop);
  });

  it('lets a new installment card replace the earlier one, a card with the same token replace itself, and forgets the replaced token', async () => {
    await paidAndKept('INSTALLMENT', 'card-installment-1', { month: '07', year: '2029' });
    await paidAndKept('CREDITCARD', 'card-credit-1', { month: '01', year: '2028' });
    await paidAndKept('INSTALLMENT', 'card-installment-2', { month: '08', year: '2030' });
    await paidAndKept('CREDITCARD', 'card-credit-1', { month: '02', year: '2031' });
    const kept = await shop.db
      .select({ token: savedCards.gatewayToken, type: savedCards.type, month: savedCards.expMonth, year: savedCards.expYear })
      .from(savedCards)
      .where(eq(savedCards.customerId, cardHolder.session.user_id));
    expect(kept.sort((a, b) => a.token.localeCompare(b.token))).toEqual([
      { token: 'card-credit-1', type: 'CREDITCARD', month: 2, year: 2031 },
      { token: 'card-installment-2', type: 'INSTALLMENT', month: 8, year: 2030 },
    ]);
    const forget = await shop.db.select({ payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'payment-card-forget'));
    expect(forget.map((job) => job.payload.cardToken)).toEqual(['card-installment-1']);
    const listed = (await call(shop.app, 'GET', '/users/me/my-card', { token: cardHolder.session.access_token })).json().data;
    expect(listed).toEqual([
      expect.objectContaining({
        type: 'CREDITCARD',
        card_type: 'Visa',
        marked_card: 'XXXX XXXX XXXX 1111',
        exp_date: '02/31',
        holder_name: 'SOMCHAI JAIDEE',
      }),
      expect.objectContaining({ type: 'INSTALLMENT', exp_date: '08/30' }),
    ]);
    expect(JSON.stringify(listed)).not.toContain('card-credit-1');
  });
});
