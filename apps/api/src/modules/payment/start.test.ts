import type { Gateway } from '@talad/gateway';
import { ERRORS, gatewayAmount, installmentSchedule } from '@talad/domain';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSettings } from '../../config.ts';
import { orders, payments, products, productVariants, savedCards } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { createTestOrder, type TestOrder } from '../../test-support/orders.ts';
import {
  moneyTaken,
  notificationFor,
  notify,
  orderPaymentOf,
  shopWithGateway,
  startPayment,
  type ShopWithGateway,
  SECOND_WEB_ORIGIN,
  WEB_ORIGIN,
} from '../../test-support/payments.ts';
import { call, type TestApp } from '../../test-support/test-app.ts';

let settings: PaymentSettings;
let gateway: Gateway;
let shop: TestApp;
let world: ShopWithGateway;
let member: Member;
let stranger: Member;
beforeAll(async () => {
  world = await shopWithGateway();
  ({ settings, gateway, shop } = world);
  member = await registerMember(shop);
  stranger = await registerMember(shop);
}, 120_000);
afterAll(() => world.close());

const cardOrder = (options: Partial<Parameters<typeof createTestOrder>[1]> = {}) =>
  createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'CREDITCARD', ...options });

const attemptsOf = (orderId: string) =>
  shop.db
    .select({ id: payments.id, status: payments.status, method: payments.method, amount: payments.amount })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt));

describe('POST orders/{id}/payments', () => {
  it('closes the open attempt and opens one for the order’s amount, asking the gateway for its token', async () => {
    const order = await cardOrder();
    const answer = await startPayment(shop, member, order.id, { method: 'CREDITCARD', save_card: true });
    expect(answer.statusCode).toBe(200);
    const { payment, gateway: handOff } = answer.json().data;
    expect(payment).toMatchObject({ method: 'CREDITCARD', status: 'PENDING', amount: order.total, failure: null, slip: null });
    expect(handOff.do_payment_url).toBe(`${settings.gatewayPublicUrl}/payment/4.3/payment`);
    expect(handOff.web_payment_url).toContain(`${settings.gatewayPublicUrl}/payment/4.3/pay/${handOff.payment_token}`);
    expect(await attemptsOf(order.id)).toEqual([
      { id: order.paymentId, status: 'CANCELLED', method: 'CREDITCARD', amount: order.total },
      { id: payment.payment_id, status: 'PENDING', method: 'CREDITCARD', amount: order.total },
    ]);
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    const token = gateway.store.tokens.get(handOff.payment_token);
    expect(token).toMatchObject({
      invoiceNo: order.orderNo,
      amount: order.total,
      channels: ['CC'],
      request3DS: true,
      tokenize: true,
      cardTokens: [],
      userDefined1: payment.payment_id,
      frontendReturnUrl: `${WEB_ORIGIN}/2c2p?order=${order.id}`,
      backendReturnUrl: settings.notifyUrl,
      locale: 'th',
    });
    // The gateway's deadline is the order's (to the second: the wire carries Bangkok time without milliseconds).
    expect(Math.floor(token!.expiresAt / 1000)).toBe(Math.floor(row!.expiresAt!.getTime() / 1000));
  });

  it('answers the same attempt again for the same Idempotency-Key; a new key replaces it; nothing is charged twice', async () => {
    const order = await cardOrder();
    const first = await startPayment(shop, member, order.id, { method: 'CREDITCARD' }, 'attempt-key-0001');
    const again = await startPayment(shop, member, order.id, { method: 'CREDITCARD' }, 'attempt-key-0001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data).toEqual(first.json().data);
    const changed = await startPayment(shop, member, order.id, { method: 'ATM' }, 'attempt-key-0002');
    expect(changed.json().data.payment).toMatchObject({ method: 'ATM', status: 'PENDING' });
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['CANCELLED', 'CANCELLED', 'PENDING']);
    expect(gateway.store.tokens.get(changed.json().data.gateway.payment_token)?.channels).toEqual(['ATM']);
    const [row] = await shop.db.select({ method: orders.paymentMethod }).from(orders).where(eq(orders.id, order.id));
    expect(row?.method).toBe('ATM');
    expect(await moneyTaken(shop, order.id, order.orderNo, gateway)).toEqual({ shop: 0, gateway: 0 });
  });

  it('shows the attempt that paid in my orders and the order, when money comes for an attempt the shopper replaced', async () => {
    const order = await cardOrder();
    const replaced = (await startPayment(shop, member, order.id, { method: 'CREDITCARD' })).json().data.payment;
    await startPayment(shop, member, order.id, { method: 'ATM' });
    const paid = notificationFor({ paymentId: replaced.payment_id, orderNo: order.orderNo, amount: gatewayAmount(order.total) });
    expect((await notify(shop, paid)).statusCode).toBe(200);
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['CANCELLED', 'PAID', 'CANCELLED']);
    const detail = (await call(shop.app, 'GET', `/v2/orders/${order.id}`, { token: member.session.access_token })).json().data;
    expect(detail).toMatchObject({ status: 'SHIPMENT', payment_status: 'PAID' });
    const list = (await call(shop.app, 'GET', '/users/me/my-order?tab=ALL&page=1&size=50', { token: member.session.access_token })).json();
    expect(list.data.items.find((item: { id: string }) => item.id === order.id)).toMatchObject({ payment_status: 'PAID' });
  });

  it('sends the shopper back to the web origin they paid from (another brand’s too), in English to the English /2c2p', async () => {
    const order = await cardOrder();
    const answer = await call(shop.app, 'POST', `/orders/${order.id}/payments`, {
      token: member.session.access_token,
      language: 'en',
      body: { method: 'TRUEWALLET' },
      headers: { 'idempotency-key': 'english-attempt-01', origin: SECOND_WEB_ORIGIN },
    });
    const token = gateway.store.tokens.get(answer.json().data.gateway.payment_token);
    expect(token).toMatchObject({
      channels: ['TRUEMONEY'],
      locale: 'en',
      frontendReturnUrl: `${SECOND_WEB_ORIGIN}/en/2c2p?order=${order.id}`,
    });
    // A page from anywhere else is not believed: the shop's first origin.
    const elsewhere = await startPayment(shop, member, order.id, { method: 'TRUEWALLET' }, 'elsewhere-attempt-1');
    const stranger = await call(shop.app, 'POST', `/orders/${order.id}/payments`, {
      token: member.session.access_token,
      body: { method: 'TRUEWALLET' },
      headers: { 'idempotency-key': 'elsewhere-attempt-2', origin: 'https://evil.example' },
    });
    for (const started of [elsewhere, stranger])
      expect(gateway.store.tokens.get(started.json().data.gateway.payment_token)?.frontendReturnUrl).toBe(
        `${WEB_ORIGIN}/2c2p?order=${order.id}`,
      );
  });

  it('never sends the shopper back to the address the request names: a forged Host, or the shop served under another name, returns to the configured origin (issue #25 item 2)', async () => {
    const order = await cardOrder();
    // A page of the host the request names, told the API directly or through a proxy it believes (X-Forwarded-Host).
    const forged: Array<Record<string, string>> = [
      { origin: 'http://evil.example', host: 'evil.example' },
      { origin: 'http://192.168.1.20:3000', host: '192.168.1.20:3000' },
      { origin: 'https://mirror.example', host: 'localhost', 'x-forwarded-host': 'mirror.example', 'x-forwarded-proto': 'https' },
    ];
    for (const [index, headers] of forged.entries()) {
      const answer = await call(shop.app, 'POST', `/orders/${order.id}/payments`, {
        token: member.session.access_token,
        body: { method: 'TRUEWALLET' },
        headers: { 'idempotency-key': `forged-host-attempt-${index}`, ...headers },
      });
      expect(answer.statusCode).toBe(200);
      expect(gateway.store.tokens.get(answer.json().data.gateway.payment_token)?.frontendReturnUrl).toBe(
        `${WEB_ORIGIN}/2c2p?order=${order.id}`,
      );
    }
  });

  it('refuses an order that no longer waits for payment, or whose deadline passed, and changes nothing', async () => {
    const paid = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD' });
    const late = await cardOrder({ expiresAt: new Date(Date.now() - 1000) });
    const cancelled = await cardOrder();
    const cancel = await call(shop.app, 'PUT', `/orders/${cancelled.id}/cancel`, {
      token: member.session.access_token,
      body: { reason: 'changed my mind' },
    });
    expect(cancel.statusCode).toBe(200);
    const cases: Array<[TestOrder, keyof typeof ERRORS]> = [
      [paid, 'PAYMENT_ORDER_NOT_PAYABLE'],
      [cancelled, 'PAYMENT_ORDER_NOT_PAYABLE'],
      [late, 'PAYMENT_ORDER_EXPIRED'],
    ];
    for (const [order, error] of cases) {
      const before = await attemptsOf(order.id);
      const answer = await startPayment(shop, member, order.id, { method: 'CREDITCARD' });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().status_code).toBe(ERRORS[error].code);
      expect(await attemptsOf(order.id)).toEqual(before);
    }
  });

  it('refuses COD (chosen at checkout) and a saved card with a method that is not a card', async () => {
    const order = await cardOrder();
    expect((await startPayment(shop, member, order.id, { method: 'COD' })).statusCode).toBe(400);
    const [card] = await shop.db
      .insert(savedCards)
      .values({ customerId: member.session.user_id, gatewayToken: 'token-of-a-card', brand: 'Visa', last4: '4242', type: 'CREDITCARD' })
      .returning();
    const mismatch = await startPayment(shop, member, order.id, { method: 'ATM', card_id: card!.id });
    expect(mismatch.json().status_code).toBe(ERRORS.PAYMENT_CARD_METHOD_MISMATCH.code);
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['PENDING']);
  });
});

describe('the gateway down or refusing', () => {
  it('answers a clear 503 in the shopper’s language, leaves no half-open attempt, and the order stays payable', async () => {
    const order = await cardOrder();
    const reachable = settings.gatewayUrl;
    settings.gatewayUrl = 'http://127.0.0.1:9';
    try {
      const thai = await startPayment(shop, member, order.id, { method: 'CREDITCARD' }, 'gateway-down-key-1');
      expect(thai.statusCode).toBe(503);
      expect(thai.json()).toMatchObject({
        status_code: ERRORS.PAYMENT_GATEWAY_UNAVAILABLE.code,
        message: ERRORS.PAYMENT_GATEWAY_UNAVAILABLE.th,
      });
      const english = await call(shop.app, 'POST', `/orders/${order.id}/payments`, {
        token: member.session.access_token,
        language: 'en',
        body: { method: 'CREDITCARD' },
        headers: { 'idempotency-key': 'gateway-down-key-2' },
      });
      expect(english.json().message).toBe(ERRORS.PAYMENT_GATEWAY_UNAVAILABLE.en);
    } finally {
      settings.gatewayUrl = reachable;
    }
    expect(await attemptsOf(order.id)).toEqual([{ id: order.paymentId, status: 'PENDING', method: 'CREDITCARD', amount: order.total }]);
    expect((await orderPaymentOf(shop, member, order.id)).json().data).toMatchObject({ payable: true, order_status: 'PAYMENT' });
    // Once it is back, the same key tries again (a failed attempt freed it).
    const retried = await startPayment(shop, member, order.id, { method: 'CREDITCARD' }, 'gateway-down-key-1');
    expect(retried.statusCode).toBe(200);
    expect(await moneyTaken(shop, order.id, order.orderNo, gateway)).toEqual({ shop: 0, gateway: 0 });
  });

  it('answers 502 when the gateway refuses the token (here: it does not know the merchant), changing nothing', async () => {
    const order = await cardOrder();
    settings.merchantId = 'NOBODY';
    try {
      const answer = await startPayment(shop, member, order.id, { method: 'CREDITCARD' });
      expect(answer.statusCode).toBe(502);
      expect(answer.json().status_code).toBe(ERRORS.PAYMENT_GATEWAY_REFUSED.code);
    } finally {
      settings.merchantId = 'TALAD';
    }
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['PENDING']);
    expect(shop.logLines.some((line) => line.includes('the gateway refused the token') && line.includes('9057'))).toBe(true);
  });
});

describe('GET orders/{id}/payment', () => {
  it('tells the amount, deadline, whether it can be paid, the latest attempt and every method with why not', async () => {
    const order = await cardOrder();
    await shop.db.execute(
      sql`update products set flags = '{}' where id = (select product_id from product_variants where id = ${order.variantId})`,
    );
    const data = (await orderPaymentOf(shop, member, order.id)).json().data;
    expect(data).toMatchObject({
      order_id: order.id,
      order_no: order.orderNo,
      order_status: 'PAYMENT',
      amount_due: order.total,
      expires_at: expect.any(String),
      result: null,
      payable: true,
      latest: { payment_id: order.paymentId, status: 'PENDING', method: 'CREDITCARD' },
      installment_plans: [],
      // The sandbox's simulator, where a slip or QR is paid; a real gateway (GATEWAY_SANDBOX=false) has none.
      simulator_url: `${settings.gatewayPublicUrl}/sandbox`,
    });
    settings.sandbox = false;
    try {
      expect((await orderPaymentOf(shop, member, order.id)).json().data.simulator_url).toBeNull();
    } finally {
      settings.sandbox = true;
    }
    const installment = data.methods.find((option: { method: string }) => option.method === 'INSTALLMENT');
    expect(installment).toMatchObject({ eligible: false, reason: { code: 'PAYMENT_INSTALLMENT_NOT_ALLOWED' } });
    expect(data.methods.find((option: { method: string }) => option.method === 'PROMPTPAY')).toEqual({
      method: 'PROMPTPAY',
      eligible: true,
      reason: null,
    });
  });

  it('offers installments for items sold so, with each plan the total reaches and its monthly amount', async () => {
    // Not the variant the other tests' orders take (the first with stock): its product's flags stay as they are.
    const [variant] = await shop.db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .orderBy(desc(productVariants.id))
      .limit(1);
    await shop.db.update(productVariants).set({ stock: 100, price: 100_000 }).where(eq(productVariants.id, variant!.id));
    await shop.db
      .update(products)
      .set({ flags: ['installments'] })
      .where(eq(products.id, variant!.productId));
    // ฿1,000 × 5 = ฿5,000: 3 and 4 months reach ฿1,000 a month; 6 and 10 do not.
    const order = await cardOrder({ variantId: variant!.id, quantity: 5 });
    const data = (await orderPaymentOf(shop, member, order.id)).json().data;
    expect(data.methods.find((option: { method: string }) => option.method === 'INSTALLMENT')).toMatchObject({ eligible: true });
    expect(new Set(data.installment_plans.map((plan: { months: number }) => plan.months))).toEqual(new Set([3, 4]));
    expect(data.installment_plans).toContainEqual({ bank: 'KBANK', months: 3, monthly: installmentSchedule(500_000, 3).monthly });
    const tooLong = await startPayment(shop, member, order.id, { method: 'INSTALLMENT', installment: { bank: 'SCB', months: 10 } });
    expect(tooLong.json().status_code).toBe(ERRORS.PAYMENT_INSTALLMENT_TOO_LOW.code);
    const plan = await startPayment(shop, member, order.id, { method: 'INSTALLMENT', installment: { bank: 'SCB', months: 4 } });
    expect(plan.json().data.payment).toMatchObject({ installment: { bank: 'SCB', months: 4, monthly: 125_000 } });
    expect(gateway.store.tokens.get(plan.json().data.gateway.payment_token)).toMatchObject({
      channels: ['IPP'],
      installmentBank: 'SCB',
      installmentPeriods: [4],
    });
  });
});

describe('only the owner (IDOR)', () => {
  it('answers 404 for another member’s order, to pay it or to read it, and touches nothing of it', async () => {
    const order = await cardOrder();
    const pay = await startPayment(shop, stranger, order.id, { method: 'CREDITCARD' });
    expect(pay.statusCode).toBe(404);
    expect(pay.json().status_code).toBe(ERRORS.ORDER_NOT_FOUND.code);
    const read = await orderPaymentOf(shop, stranger, order.id);
    expect(read.statusCode).toBe(404);
    expect(read.json().data).toBeNull();
    expect(await attemptsOf(order.id)).toEqual([{ id: order.paymentId, status: 'PENDING', method: 'CREDITCARD', amount: order.total }]);
  });

  it('answers 404 for another member’s saved card, to pay with it, list it or delete it', async () => {
    const [card] = await shop.db
      .insert(savedCards)
      .values({ customerId: member.session.user_id, gatewayToken: 'members-own-token', brand: 'JCB', last4: '1113', type: 'CREDITCARD' })
      .returning();
    const strangersOrder = await createTestOrder(shop.db, { customerId: stranger.session.user_id, paymentMethod: 'CREDITCARD' });
    const pay = await startPayment(shop, stranger, strangersOrder.id, { method: 'CREDITCARD', card_id: card!.id });
    expect(pay.statusCode).toBe(404);
    expect(pay.json().status_code).toBe(ERRORS.PAYMENT_CARD_NOT_FOUND.code);
    expect([...gateway.store.tokens.values()].filter((token) => token.cardTokens.includes('members-own-token'))).toEqual([]);
    const listed = await call(shop.app, 'GET', '/users/me/my-card', { token: stranger.session.access_token });
    expect(listed.json().data).toEqual([]);
    const deleted = await call(shop.app, 'DELETE', '/users/me/my-card', {
      token: stranger.session.access_token,
      body: { card_id: card!.id },
    });
    expect(deleted.statusCode).toBe(404);
    expect(await shop.db.select({ id: savedCards.id }).from(savedCards).where(eq(savedCards.id, card!.id))).toHaveLength(1);
  });
});
