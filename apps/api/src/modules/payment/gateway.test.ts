import type { Gateway } from '@talad/gateway';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../config.ts';
import { jobs, orders, payments, savedCards } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import {
  attemptRow,
  everythingTheShopKept,
  moneyTaken,
  orderPaymentOf,
  shopWithGateway,
  queuedMessages,
  standingAlone,
  startPayment,
  type ShopWithGateway,
  WEB_ORIGIN,
} from '../../test-support/payments.ts';
import { call, type TestApp } from '../../test-support/test-app.ts';
import { expireUnpaidOrders } from '../order/index.ts';
import { gatewayClient, reconcilePayments, refundJob, type GatewayClient } from './index.ts';

/**
 * Paying through the sandbox gateway over real HTTP (decision 0019): the browser's Do Payment and 3-D Secure challenge
 * are played by fetch, the gateway's notifications reach the shop listening on a port, the jobs ask the gateway back.
 */
let settings: PaymentSettings;
let gateway: Gateway;
let client: GatewayClient;
let shop: TestApp;
let world: ShopWithGateway;
let member: Member;
beforeAll(async () => {
  world = await shopWithGateway();
  ({ settings, gateway, shop } = world);
  client = gatewayClient(settings);
  member = await registerMember(shop);
}, 120_000);
afterAll(() => world.close());

const VISA = '4111111111111111';
const JCB_WITHOUT_CHALLENGE = '3566111111111113';
const DECLINED = '4000000000000002';
/** The brands' published test numbers the sandbox knows: American Express with and without a challenge, Diners Club after one. */
const AMEX = '378282246310005';
const AMEX_CHALLENGE = '371449635398431';
const DINERS = '36227206271667';

interface HandOff {
  payment_token: string;
  do_payment_url: string;
}

/** The shop's /payment page posting to the gateway's Do Payment, straight from the browser. */
async function doPayment(handOff: HandOff, channelCode: string, data: Record<string, unknown>) {
  const response = await fetch(handOff.do_payment_url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB_ORIGIN },
    body: JSON.stringify({ paymentToken: handOff.payment_token, payment: { code: { channelCode }, data }, locale: 'en' }),
  });
  return (await response.json()) as { respCode: string; data: string | null };
}

const card = (cardNo: string, securityCode: string) => ({
  name: 'Somchai Jaidee',
  cardNo,
  expiryMonth: '12',
  expiryYear: '2030',
  securityCode,
});

/** The 3-D Secure challenge page, answered with the sandbox's one-time code; then the gateway notifies the shop. */
async function passChallenge(challengeUrl: string) {
  const response = await fetch(challengeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'otp=123456',
  });
  expect(response.status).toBe(200);
  await gateway.notifier.idle();
}

async function paidByCard(orderId: string, body: Record<string, unknown>, data: Record<string, unknown>) {
  const started = (await startPayment(shop, member, orderId, { method: 'CREDITCARD', ...body })).json().data;
  const done = await doPayment(started.gateway, 'CC', data);
  if (done.respCode === '1001') await passChallenge(done.data!);
  else await gateway.notifier.idle();
  return { started, done };
}

const cardOrder = () => createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'CREDITCARD' });
const statusOf = async (orderId: string) =>
  (await shop.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]?.status;

/** Runs the refund jobs queued for an attempt, as the job runner would. */
async function runRefundJobs(paymentId: string) {
  const queued = await shop.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'payment-refund'), sql`${jobs.payload}->>'paymentId' = ${paymentId}`));
  const definition = refundJob(shop.db, client);
  return Promise.all(queued.map((job) => definition.run(job)));
}

/** The CVV the American Express journeys type (four digits): one that nothing the shop holds contains on its own before they run. */
let cvv: string;

describe('a card with 3-D Secure, kept for next time', () => {
  let savedToken: string;

  beforeAll(async () => {
    // A CVV that nothing the shop holds yet contains on its own, so finding it later can only mean it was kept.
    const before = await everythingTheShopKept(shop);
    // Four digits, so American Express: any three digits are somewhere on their own in what a seeded shop holds.
    cvv = ['7391', '8462', '5917', '6283', '9174'].find((candidate) => standingAlone(before, candidate) === 0)!;
  });

  it('is paid after the challenge: the order goes on to shipment, one "paid" message, the card listed by brand and last four', async () => {
    const order = await cardOrder();
    const { started, done } = await paidByCard(order.id, { save_card: true }, card(AMEX_CHALLENGE, cvv));
    expect(done.respCode).toBe('1001');
    const payment = (await orderPaymentOf(shop, member, order.id)).json().data;
    expect(payment).toMatchObject({
      result: 'PAID',
      payable: false,
      order_status: 'SHIPMENT',
      latest: {
        payment_id: started.payment.payment_id,
        status: 'PAID',
        card: { brand: 'American_Express', last4: '8431' },
        paid_at: expect.any(String),
      },
    });
    expect(await queuedMessages(shop, order.id, 'paid')).toBe(1);
    expect(await moneyTaken(shop, order.id, order.orderNo, gateway)).toEqual({ shop: 1, gateway: 1 });
    const cards = (await call(shop.app, 'GET', '/users/me/my-card', { token: member.session.access_token })).json().data;
    expect(cards).toEqual([
      expect.objectContaining({
        type: 'CREDITCARD',
        card_type: 'American_Express',
        marked_card: 'XXXX XXXX XXXX 8431',
        exp_date: '12/30',
        holder_name: 'Somchai Jaidee',
      }),
    ]);
    const [kept] = await shop.db.select({ token: savedCards.gatewayToken }).from(savedCards).where(eq(savedCards.id, cards[0].card_id));
    savedToken = kept!.token;
    expect(gateway.store.cards.has(savedToken)).toBe(true);
  });

  it('pays the next order with the saved card and its CVV typed again; the browser never sees the token', async () => {
    const order = await cardOrder();
    const [saved] = await shop.db.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.gatewayToken, savedToken));
    const { started } = await paidByCard(order.id, { card_id: saved!.id }, { securityCode: cvv });
    expect(JSON.stringify(started)).not.toContain(savedToken);
    expect(gateway.store.tokens.get(started.gateway.payment_token)).toMatchObject({ cardTokens: [savedToken], tokenize: false });
    expect(await attemptRow(shop, started.payment.payment_id)).toMatchObject({ status: 'PAID', cardLast4: '8431' });
    expect(await shop.db.select().from(savedCards).where(eq(savedCards.customerId, member.session.user_id))).toHaveLength(1);
    expect(await moneyTaken(shop, order.id, order.orderNo, gateway)).toEqual({ shop: 1, gateway: 1 });
  });

  it('forgets the card on both sides when the member deletes it', async () => {
    const [saved] = await shop.db.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.gatewayToken, savedToken));
    const answer = await call(shop.app, 'DELETE', '/users/me/my-card', {
      token: member.session.access_token,
      body: { card_id: saved!.id },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual([]);
    expect(gateway.store.cards.has(savedToken)).toBe(false);
  });
});

describe('cards of every brand', () => {
  it('pays with an American Express (15 digits, 4-digit CVV) and a Diners Club (14 digits) through the sandbox', async () => {
    const amexOrder = await cardOrder();
    expect((await paidByCard(amexOrder.id, {}, card(AMEX, cvv))).done.respCode).toBe('2000');
    const dinersOrder = await cardOrder();
    expect((await paidByCard(dinersOrder.id, {}, card('3622 720627 1667', '123'))).done.respCode).toBe('1001');
    for (const [order, brand, last4] of [
      [amexOrder, 'American_Express', '0005'],
      [dinersOrder, 'Diners_Club', '1667'],
    ] as const) {
      const payment = (await orderPaymentOf(shop, member, order.id)).json().data;
      expect(payment).toMatchObject({ result: 'PAID', order_status: 'SHIPMENT', latest: { status: 'PAID', card: { brand, last4 } } });
      expect(await moneyTaken(shop, order.id, order.orderNo, gateway)).toEqual({ shop: 1, gateway: 1 });
    }
  });

  it('refuses a number failing Luhn as an invalid field, saying why (never a 500), and the order stays payable', async () => {
    const order = await cardOrder();
    const started = (await startPayment(shop, member, order.id, { method: 'CREDITCARD' })).json().data;
    const response = await fetch(started.gateway.do_payment_url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: WEB_ORIGIN },
      body: JSON.stringify({
        paymentToken: started.gateway.payment_token,
        payment: { code: { channelCode: 'CC' }, data: card('378282246310006', cvv) },
        locale: 'th',
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ respCode: '9004', respDesc: 'หมายเลขบัตรไม่ถูกต้อง กรุณาตรวจสอบอีกครั้ง', data: null });
    await gateway.notifier.idle();
    expect((await orderPaymentOf(shop, member, order.id)).json().data).toMatchObject({ payable: true, order_status: 'PAYMENT' });
  });
});

describe('a declined card, then another', () => {
  it('fails the attempt with the issuer’s reason; a new attempt with another card pays once', async () => {
    const order = await cardOrder();
    const { started, done } = await paidByCard(order.id, {}, card(DECLINED, '123'));
    expect(done.respCode).toBe('4001');
    expect((await orderPaymentOf(shop, member, order.id)).json().data).toMatchObject({
      payable: true,
      result: null,
      latest: { payment_id: started.payment.payment_id, status: 'FAILED', failure: { code: '4001' } },
    });
    await paidByCard(order.id, {}, card(JCB_WITHOUT_CHALLENGE, '123'));
    expect(await statusOf(order.id)).toBe('SHIPMENT');
    expect(await moneyTaken(shop, order.id, order.orderNo, gateway)).toEqual({ shop: 1, gateway: 1 });
  });
});

describe('an ATM slip paid later', () => {
  it('shows the slip once the gateway issued it, and is paid when the simulator pays it', async () => {
    const order = await cardOrder();
    const started = (await startPayment(shop, member, order.id, { method: 'ATM' })).json().data;
    expect((await doPayment(started.gateway, 'ATM', {})).respCode).toBe('1005');
    await gateway.notifier.idle();
    const { latest } = (await orderPaymentOf(shop, member, order.id)).json().data;
    expect(latest).toMatchObject({
      status: 'PENDING',
      slip: { kind: 'ATM', payment_code: expect.stringMatching(/^\d{12}$/), deadline: expect.any(String) },
    });
    const paid = await fetch(`${settings.gatewayUrl}/sandbox/pay/${latest.slip.payment_code}`, { method: 'POST' });
    expect(((await paid.json()) as { respCode: string }).respCode).toBe('0000');
    await gateway.notifier.idle();
    expect((await orderPaymentOf(shop, member, order.id)).json().data).toMatchObject({ result: 'PAID', latest: { status: 'PAID' } });
    expect(await moneyTaken(shop, order.id, order.orderNo, gateway)).toEqual({ shop: 1, gateway: 1 });
  });
});

describe('a notification that never arrives', () => {
  it('is found by the reconciliation job, which marks the order paid — once, however often and concurrently it runs', async () => {
    const order = await cardOrder();
    const reachable = settings.notifyUrl;
    settings.notifyUrl = 'http://127.0.0.1:9/payments/2c2p/notify';
    let paymentId: string;
    try {
      const { started, done } = await paidByCard(order.id, {}, card(JCB_WITHOUT_CHALLENGE, '123'));
      expect(done.respCode).toBe('2000');
      paymentId = started.payment.payment_id;
    } finally {
      settings.notifyUrl = reachable;
    }
    expect((await attemptRow(shop, paymentId)).status).toBe('PENDING');
    // Not yet due: a payment this young may still be notified.
    expect(await reconcilePayments(shop.db, client, shop.app.log, settings.reconcileAfterSeconds)).toBe(0);
    const later = new Date(Date.now() + (settings.reconcileAfterSeconds + 1) * 1000);
    const runs = await Promise.all(
      [1, 2, 3].map(() => reconcilePayments(shop.db, client, shop.app.log, settings.reconcileAfterSeconds, later)),
    );
    expect(runs.reduce((sum, applied) => sum + applied, 0)).toBe(1);
    expect(await attemptRow(shop, paymentId)).toMatchObject({ status: 'PAID', providerRef: expect.any(String) });
    expect(await statusOf(order.id)).toBe('SHIPMENT');
    expect(await queuedMessages(shop, order.id, 'paid')).toBe(1);
    // The notification itself, should it come after all, is the same event: acknowledged, nothing changes.
    const pending = gateway.notifier.pending().find((notification) => notification.invoiceNo === order.orderNo);
    const late = await shop.app.inject({ method: 'POST', url: '/payments/2c2p/notify', payload: { payload: pending!.payload } });
    expect(late.statusCode).toBe(200);
    expect(await queuedMessages(shop, order.id, 'paid')).toBe(1);
    expect(await moneyTaken(shop, order.id, order.orderNo, gateway)).toEqual({ shop: 1, gateway: 1 });
  });
});

describe('the order expires while the shopper is on the gateway’s page', () => {
  it('takes the late approval as money to give back, and refunds it automatically, once', async () => {
    const order = await cardOrder();
    const started = (await startPayment(shop, member, order.id, { method: 'CREDITCARD' })).json().data;
    const challenge = await doPayment(started.gateway, 'CC', card(VISA, '123'));
    expect(challenge.respCode).toBe('1001');
    // The shop's deadline passes (its clock a little ahead of the gateway's) while the shopper types the code.
    expect(await expireUnpaidOrders(shop.db, new Date(Date.now() + 2 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await statusOf(order.id)).toBe('CANCELLED');
    await passChallenge(challenge.data!);
    const attempt = await attemptRow(shop, started.payment.payment_id);
    expect(attempt).toMatchObject({ status: 'PAID', paidAt: expect.any(Date) });
    expect(await statusOf(order.id)).toBe('CANCELLED');
    expect(await queuedMessages(shop, order.id, 'paid')).toBe(0);
    const results = await runRefundJobs(attempt.id);
    expect(results).toEqual(['refunded']);
    // Run again (a retry, a second instance): nothing more happens.
    expect(await refundJob(shop.db, client).run({ payload: { paymentId: attempt.id } } as never)).toBe('nothing to refund');
    expect(await attemptRow(shop, attempt.id)).toMatchObject({ status: 'REFUNDED', refundedAt: expect.any(Date) });
    expect(await queuedMessages(shop, order.id, 'refunded')).toBe(1);
    expect((await client.inquiry(order.orderNo, started.gateway.payment_token)).respCode).toBe('4200');
    expect((await orderPaymentOf(shop, member, order.id)).json().data).toMatchObject({ result: 'ORDEREXPIRED', payable: false });
    expect(await moneyTaken(shop, order.id, order.orderNo, gateway)).toEqual({ shop: 1, gateway: 1 });
  });
});

describe('cancelling a paid order', () => {
  it('refunds the payment through the gateway, once, even when two refund runs race', async () => {
    const order = await cardOrder();
    const { started } = await paidByCard(order.id, {}, card(JCB_WITHOUT_CHALLENGE, '123'));
    expect(await statusOf(order.id)).toBe('SHIPMENT');
    const cancelled = await call(shop.app, 'PUT', `/orders/${order.id}/cancel`, {
      token: member.session.access_token,
      body: { reason: 'ordered the wrong size' },
    });
    expect(cancelled.statusCode).toBe(200);
    const paymentId = started.payment.payment_id;
    // Refunded by the job, not inline: until it runs the money is still the shopper's to get back.
    expect((await attemptRow(shop, paymentId)).status).toBe('PAID');
    const definition = refundJob(shop.db, client);
    const raced = await Promise.all([1, 2].map(() => definition.run({ payload: { paymentId } } as never)));
    expect(raced).toContain('refunded');
    expect(await attemptRow(shop, paymentId)).toMatchObject({ status: 'REFUNDED' });
    const refundMoves = await shop.db.execute(
      sql`select count(*)::int as n from order_events where order_id = ${order.id} and machine = 'payment' and to_state = 'REFUNDED'`,
    );
    expect((refundMoves as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
    expect(await queuedMessages(shop, order.id, 'refunded')).toBe(1);
    const [paid] = await shop.db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
    expect(paid?.status).toBe('REFUNDED');
    expect(await moneyTaken(shop, order.id, order.orderNo, gateway)).toEqual({ shop: 1, gateway: 1 });
  });
});

describe('after every card journey of this file', () => {
  it('the shop keeps no card number and no CVV anywhere: not in any table, not in the logs', async () => {
    const kept = await everythingTheShopKept(shop);
    // The dump is real: the last four digits the shop may keep are in it.
    expect(kept).toContain('8431');
    for (const form of [
      VISA,
      '4111 1111 1111 1111',
      '4111-1111-1111-1111',
      '3566111111111113',
      AMEX_CHALLENGE,
      AMEX,
      '3782 822463 10005',
      DINERS,
      '3622 720627 1667',
      '378282246310006',
    ])
      expect(kept).not.toContain(form);
    expect(standingAlone(kept, cvv)).toBe(0);
  });
});
