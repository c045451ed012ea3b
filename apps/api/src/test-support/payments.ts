import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { gatewayAmount } from '@talad/domain';
import { buildGateway, signClaims, type Gateway } from '@talad/gateway';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentSettings } from '../config.ts';
import { jobs, outboxMessages, payments } from '../db/schema/index.ts';
import type { Member } from './members.ts';
import { createTestOrder, type TestOrderOptions } from './orders.ts';
import { buildTestApp, call, type TestApp } from './test-app.ts';

/**
 * Payments in API tests (decision 0019): the sandbox gateway in this process over real HTTP (buildGateway, in memory),
 * the shop listening on a port so the gateway's notifications reach it, and signed notifications made by hand.
 */
export const MERCHANT_ID = 'TALAD';
export const MERCHANT_SECRET = 'payment-tests-merchant-secret-0123456789';
export const WEB_ORIGIN = 'http://localhost:3100';
/** The second brand's web server (BRAND=trueselect): its shoppers come back to it. */
export const SECOND_WEB_ORIGIN = 'http://localhost:3101';

/** Payment settings for a test app; the gateway's address is filled in once it listens (the module reads them per call). */
export function testPaymentSettings(overrides: Partial<PaymentSettings> = {}): PaymentSettings {
  return {
    gatewayUrl: 'http://127.0.0.1:9',
    gatewayPublicUrl: 'http://localhost:9',
    merchantId: MERCHANT_ID,
    merchantSecret: MERCHANT_SECRET,
    gatewayTimeoutMs: 2000,
    sandbox: true,
    notifyUrl: 'http://127.0.0.1:9/payments/2c2p/notify',
    webOrigins: [WEB_ORIGIN, SECOND_WEB_ORIGIN],
    reconcileAfterSeconds: 300,
    reconcileEverySeconds: 60,
    ...overrides,
  };
}

/** The sandbox gateway on a free port, its notifications retried quickly; `settings` point the shop at it. */
async function startGateway(settings: PaymentSettings): Promise<Gateway> {
  const gateway = await buildGateway({
    merchants: [{ merchantID: MERCHANT_ID, name: 'Talad', secret: MERCHANT_SECRET, allowedOrigins: [WEB_ORIGIN, SECOND_WEB_ORIGIN] }],
    store: 'memory',
    notify: { retryDelaysMs: [50, 100, 200] },
  });
  settings.gatewayUrl = await gateway.listen();
  settings.gatewayPublicUrl = gateway.publicUrl();
  return gateway;
}

export interface ShopWithGateway {
  /** The shop's payment settings: tests may point them elsewhere for a while (the module reads them per call). */
  settings: PaymentSettings;
  gateway: Gateway;
  shop: TestApp;
  close(): Promise<void>;
}

/** The shop listening on loopback, so the in-process gateway's notifications reach it, and the gateway it pays through. */
export async function shopWithGateway(): Promise<ShopWithGateway> {
  const settings = testPaymentSettings();
  const gateway = await startGateway(settings);
  // As `npm start` runs it behind the web server's /api: forwarded headers are believed from this machine.
  const shop = await buildTestApp({ payments: settings, rateLimitPerMinute: 1_000_000, trustProxy: ['loopback'] });
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  settings.notifyUrl = `http://127.0.0.1:${(shop.app.server.address() as AddressInfo).port}/payments/2c2p/notify`;
  return {
    settings,
    gateway,
    shop,
    close: async () => {
      await shop.close();
      await gateway.close();
    },
  };
}

export const startPayment = (shop: TestApp, who: Member, orderId: string, body: unknown, key: string = randomUUID()) =>
  call(shop.app, 'POST', `/orders/${orderId}/payments`, { token: who.session.access_token, body, headers: { 'idempotency-key': key } });

export const orderPaymentOf = (shop: TestApp, who: Member, orderId: string) =>
  call(shop.app, 'GET', `/orders/${orderId}/payment`, { token: who.session.access_token });

/** A notification as the gateway signs it; `claims` override a paid card payment of `attempt`. */
export function notificationFor(
  attempt: { paymentId: string; orderNo: string; amount: string },
  claims: Record<string, unknown> = {},
  secret = MERCHANT_SECRET,
): string {
  return signClaims(
    {
      merchantID: MERCHANT_ID,
      invoiceNo: attempt.orderNo,
      amount: attempt.amount,
      currencyCode: 'THB',
      tranRef: '1234567890',
      referenceNo: '9876543210',
      approvalCode: '123456',
      transactionDateTime: '20261123213000',
      channelCode: 'CC',
      agentCode: '',
      cardNo: '411111XXXXXX1111',
      cardType: 'Visa',
      respCode: '0000',
      respDesc: 'Success',
      userDefined1: attempt.paymentId,
      idempotencyID: randomUUID(),
      ...claims,
    },
    secret,
  );
}

export const notify = (shop: TestApp, payload: string) =>
  shop.app.inject({ method: 'POST', url: '/payments/2c2p/notify', payload: { payload } });

export async function attemptRow(shop: TestApp, paymentId: string) {
  const [row] = await shop.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw new Error('no such attempt');
  return row;
}

/** The "paid" and "refunded" messages queued for an order (each is one e-mail once its job runs). */
export async function queuedMessages(shop: TestApp, orderId: string, message: string) {
  const rows = await shop.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(eq(jobs.kind, 'order-message'), sql`${jobs.payload}->>'orderId' = ${orderId}`, sql`${jobs.payload}->>'message' = ${message}`),
    );
  return rows.length;
}

export async function sentMessages(shop: TestApp, purpose: string, containing: string) {
  const rows = await shop.db.select({ body: outboxMessages.body }).from(outboxMessages).where(eq(outboxMessages.purpose, purpose));
  return rows.filter((row) => row.body.includes(containing));
}

/**
 * Nothing charged twice: the shop holds at most one attempt that took money (PAID, or REFUNDED after it), and the
 * gateway at most one approved transaction for the invoice.
 */
export async function moneyTaken(shop: TestApp, orderId: string, orderNo: string, gateway?: Gateway) {
  const taken = await shop.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['PAID', 'REFUNDED'])));
  const charged = gateway
    ? gateway.store
        .tokensOf(MERCHANT_ID, orderNo)
        .flatMap((token) => gateway.store.transactionsOf(token.paymentToken))
        .filter((transaction) => transaction.respCode === '0000' || transaction.respCode === '4200').length
    : 0;
  return { shop: taken.length, gateway: charged };
}

/** An unpaid card order whose attempt was handed to the gateway (as POST orders/{id}/payments leaves it), without a gateway. */
export async function orderOnGateway(shop: TestApp, customerId: string, options: Partial<TestOrderOptions> = {}) {
  const order = await createTestOrder(shop.db, { customerId, paymentMethod: 'CREDITCARD', ...options });
  await shop.db
    .update(payments)
    .set({ invoiceNo: order.orderNo, gatewayToken: `token-${order.paymentId}`, channel: 'CC' })
    .where(eq(payments.id, order.paymentId));
  return { ...order, attempt: { paymentId: order.paymentId, orderNo: order.orderNo, amount: gatewayAmount(order.total) } };
}

/** Every text the shop keeps (each text and json column of each table) and every line it logged. */
export async function everythingTheShopKept(shop: TestApp): Promise<string> {
  const result = await shop.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`);
  const columns = (result as unknown as { rows: Array<{ table_name: string; column_name: string }> }).rows;
  const texts: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await shop.db.execute(sql.raw(`select "${column}"::text as value from "${table}" where "${column}" is not null`));
    for (const row of (rows as unknown as { rows: Array<{ value: string }> }).rows) texts.push(row.value);
  }
  return [...texts, ...shop.logLines].join('\n');
}

/** Where `cvv` stands alone (not inside a longer number or word), UUIDs aside: the CVV as someone would have kept it. */
export const standingAlone = (text: string, cvv: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '')
    .match(new RegExp(`(?<![0-9A-Za-z])${cvv}(?![0-9A-Za-z])`, 'g'))?.length ?? 0;
