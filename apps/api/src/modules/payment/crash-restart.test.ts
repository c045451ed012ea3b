import { gatewayAmount } from '@talad/domain';
import { buildGateway, type Gateway } from '@talad/gateway';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { orderEvents, payments } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { killAllApis, startApi, type ApiProcess } from '../../test-support/api-process.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { signedHeaders } from '../../test-support/signed-headers.ts';
import { createTestOrder } from '../../test-support/orders.ts';
import {
  MERCHANT_ID,
  MERCHANT_SECRET,
  notificationFor,
  startPayment,
  testPaymentSettings,
  WEB_ORIGIN,
} from '../../test-support/payments.ts';
import { newStorage, type Storage } from '../../test-support/storage.ts';
import type { TestApp } from '../../test-support/test-app.ts';

/**
 * Issue #25 item 7: the API killed (SIGKILL) in the middle of a burst of the gateway's notifications and started
 * again. Every order paid at the gateway ends paid exactly once — one PAID attempt, one "paid" history entry, one
 * "paid" message — whether its notification was applied before the kill, lost with it, or never sent (those the
 * restarted API's reconciliation asks the gateway about). The sandbox gateway in this process (its own notifications
 * sent nowhere, so only the test's burst and the reconciliation tell the shop), the real API process on embedded
 * PGlite or TEST_DATABASE_URL's server.
 */
const PORTS = [5000, 5009] as const;
const ORDERS = 12;
/** Orders whose notification the burst carries (three times each, as a gateway retries); the rest only reconciliation. */
const NOTIFIED = 9;
const KILL_AFTER = 6;
/** Reconciliation asks about attempts pending this long (the least the settings allow), every 5 s. */
const RECONCILE_AFTER_SECONDS = 10;

const SHOP_ENV = {
  JWT_SECRET: 'payment-crash-test-secret-of-at-least-32-characters',
  ACCESS_TOKEN_TTL_SECONDS: '7200',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
  REDIS_URL: '',
  RATE_LIMIT_PER_MINUTE: '1000000',
  GATEWAY_MERCHANT_ID: MERCHANT_ID,
  GATEWAY_MERCHANT_SECRET: MERCHANT_SECRET,
  WEB_ORIGIN,
  // The gateway's own notifications go nowhere: the shop hears only the burst and its reconciliation.
  PAYMENT_NOTIFY_URL: 'http://127.0.0.1:9/payments/2c2p/notify',
  PAYMENT_RECONCILE_AFTER_SECONDS: String(RECONCILE_AFTER_SECONDS),
  PAYMENT_RECONCILE_EVERY_SECONDS: '5',
  JOB_POLL_MS: '200',
  // A run the killed process held is taken up by the restarted one once its lease (three heartbeats) has passed.
  JOB_HEARTBEAT_MS: '200',
};

interface Paid {
  orderId: string;
  /** The gateway's signed notification that it was paid. */
  notification: string;
}

let storage: Storage;
let member: Member;
let gateway: Gateway;
let gatewayUrl: string;
const paid: Paid[] = [];

/** Card orders, each paid at the gateway (JCB without a challenge) through the shop's own start of the payment. */
async function payAtGateway(): Promise<void> {
  const handle = await storage.seeded();
  const settings = testPaymentSettings({ gatewayUrl, gatewayPublicUrl: gateway.publicUrl(), notifyUrl: SHOP_ENV.PAYMENT_NOTIFY_URL });
  const config = { ...loadConfig({ ...SHOP_ENV, ...storage.env }), mediaDir: null, payments: settings };
  const app = await buildApp({ config, db: handle.db, logger: createLogger('silent') });
  await app.ready();
  const shop: TestApp = { app, db: handle.db, config, logLines: [], close: async () => app.close() };
  try {
    member = await registerMember(shop);
    for (let index = 0; index < ORDERS; index += 1) {
      const order = await createTestOrder(handle.db, { customerId: member.session.user_id, paymentMethod: 'CREDITCARD' });
      const started = (await startPayment(shop, member, order.id, { method: 'CREDITCARD' })).json().data;
      const done = await fetch(started.gateway.do_payment_url, {
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
      // Paid at once: this card asks for no 3-D Secure challenge.
      expect(((await done.json()) as { respCode: string }).respCode).not.toBe('1001');
      const [attempt] = await handle.db
        .select({ id: payments.id, invoiceNo: payments.invoiceNo, amount: payments.amount })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'PENDING')));
      paid.push({
        orderId: order.id,
        notification: notificationFor({
          paymentId: attempt!.id,
          orderNo: attempt!.invoiceNo!,
          amount: gatewayAmount(attempt!.amount),
        }),
      });
    }
  } finally {
    await app.close();
    await handle.close();
  }
}

beforeAll(async () => {
  storage = await newStorage(480);
  gateway = await buildGateway({
    merchants: [{ merchantID: MERCHANT_ID, name: 'Talad', secret: MERCHANT_SECRET, allowedOrigins: [WEB_ORIGIN] }],
    store: 'memory',
    notify: { retryDelaysMs: [] },
  });
  gatewayUrl = await gateway.listen();
  await payAtGateway();
}, 120_000);

afterAll(async () => {
  await killAllApis();
  await gateway?.close();
  await storage?.drop();
});

/** Posts each notification three times, four at once, until the API is killed after KILL_AFTER answers. */
async function burstUntilKilled(api: ApiProcess): Promise<number> {
  const posts = paid.slice(0, NOTIFIED).flatMap((order) => [order, order, order]);
  let next = 0;
  let answered = 0;
  let killed: Promise<void> | undefined;
  const worker = async () => {
    while (!killed && next < posts.length) {
      const { notification } = posts[next++]!;
      const response = await fetch(`${api.base}/payments/2c2p/notify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ payload: notification }),
      }).catch(() => null);
      if (response && response.status !== 200) throw new Error(`notification answered ${response.status}: ${await response.text()}`);
      if (response && ++answered === KILL_AFTER) killed = api.kill();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await killed;
  return answered;
}

describe('the API killed (SIGKILL) in the middle of a burst of payment notifications, and started again', () => {
  it('ends every order paid at the gateway paid exactly once, reconciliation included', async () => {
    const api = await startApi(PORTS, { ...SHOP_ENV, ...storage.env, GATEWAY_URL: gatewayUrl });
    expect(await burstUntilKilled(api)).toBeGreaterThanOrEqual(KILL_AFTER);
    // No clock shifted: the reconciliation the kill interrupted is taken up again by the restarted process, on a server
    // once its lease is no longer renewed (0.6 s), on the embedded database at its start.
    const restarted = await startApi(PORTS, { ...SHOP_ENV, ...storage.env, GATEWAY_URL: gatewayUrl });
    const orderIds = paid.map((order) => order.orderId);
    // The reconciliation (every 5 s, about attempts pending 10 s) pays what the burst did not: polled for, not timed.
    // Asked through the API: the embedded database is the process's alone while it runs.
    const result = async (orderId: string) => {
      const path = `/orders/${orderId}/payment`;
      const response = await fetch(`${restarted.base}${path}`, {
        headers: await signedHeaders(path, { accessToken: member.session.access_token }),
      });
      return ((await response.json()) as { data: { result: string } | null }).data?.result;
    };
    await expect
      .poll(async () => (await Promise.all(orderIds.map(result))).filter((each) => each === 'PAID').length, {
        timeout: 40_000,
        interval: 1_000,
      })
      .toBe(ORDERS);
    expect(await restarted.stop(), restarted.output()).toBe(0);

    const after = storage.open();
    try {
      const attempts = await after.db
        .select({ orderId: payments.orderId, status: payments.status, count: sql<number>`count(*)::int` })
        .from(payments)
        .where(inArray(payments.orderId, orderIds))
        .groupBy(payments.orderId, payments.status);
      expect(attempts.filter((row) => row.status === 'PAID').map((row) => row.count)).toEqual(orderIds.map(() => 1));
      expect(attempts.filter((row) => row.status === 'PENDING')).toEqual([]);
      const paidEvents = await after.db
        .select({ orderId: orderEvents.orderId, count: sql<number>`count(*)::int` })
        .from(orderEvents)
        .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.machine, 'payment'), eq(orderEvents.toState, 'PAID')))
        .groupBy(orderEvents.orderId);
      expect(paidEvents.map((row) => row.count)).toEqual(orderIds.map(() => 1));
      const messages = await after.db.execute(
        sql`select payload->>'orderId' as order_id, count(*)::int as count from jobs
            where kind = 'order-message' and payload->>'message' = 'paid' group by 1`,
      );
      const perOrder = (messages as unknown as { rows: Array<{ order_id: string; count: number }> }).rows.filter((row) =>
        orderIds.includes(row.order_id),
      );
      expect(perOrder.map((row) => row.count)).toEqual(orderIds.map(() => 1));
    } finally {
      await after.close();
    }
  }, 120_000);
});
