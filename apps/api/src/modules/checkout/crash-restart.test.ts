import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { ERRORS, type ErrorName } from '@talad/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { cashbackEntries, coupons, jobs, productVariants } from '../../db/schema/index.ts';
import { createLogger } from '../../platform/logger.ts';
import { killAllApis, startApi, type ApiProcess } from '../../test-support/api-process.ts';
import { newStorage, type Storage } from '../../test-support/storage.ts';
import { registerMember, saveHomeAddress, type Member } from '../../test-support/members.ts';
import { plainVariants } from '../../test-support/orders.ts';
import { signedHeaders } from '../../test-support/signed-headers.ts';
import { letTimePass } from '../../test-support/snapshots.ts';
import { call, type TestApp } from '../../test-support/test-app.ts';
import { answeredOrderId, orderProblems, readOrders, type OrderScope } from '../../test-support/whole-orders.ts';
import { ORDER_EXPIRY_JOB } from '../order/index.ts';

/**
 * Issue #12: the API process is killed (SIGKILL: no handler runs, nothing is flushed) in the middle of a burst of
 * orders and started again on the same database, three times, the kill landing at a different moment each time.
 * Whenever it lands, every order is whole — lines, stock taken, coupon uses, cashback burned, history, payment, its
 * "placed" message and its idempotency answer — or absent; every order answered 200 is there; a request retried
 * with its key gets its first order back; and the expiry job, once restarted, cancels what fell due while the API was
 * down and gives everything back. The real process (apps/api/src/main.ts) on embedded PGlite, or on
 * TEST_DATABASE_URL's PostgreSQL server.
 */

/** This test's ports; each start takes a free one (other runs of this file may hold some). */
const PORTS = [4960, 4969] as const;
const SEED_PRODUCTS = 480;
const MEMBERS = 8;
/** Units of the scarce variant (it runs out: 409s) and of three plentiful ones (they last all three bursts). */
const STOCKS = [6, 150, 150, 150];
/** Satang of cashback each member is given, and what an order burns. */
const CASHBACK = 1000;
const BURN = 100;
/** Requests planned for each burst; the kill ends it before the last. */
const REQUESTS = 120;
const IN_FLIGHT = 16;
/** Each burst is killed once this many answers have come back… */
const KILL_AFTER = 16;
/**
 * …and this many milliseconds later, one burst each. Under PostgreSQL requests run side by side, so any moment is
 * inside some transaction. Embedded PGlite runs the requests it has read as one chain of promise callbacks and their
 * answers leave together when it ends: at 0 ms the kill lands between two such batches, tens of milliseconds later
 * inside the next one, in its reads or its writes.
 */
const KILL_DELAYS_MS = [0, 60, 150];
/**
 * How long the API stays down, to the data: longer than the payment window of the card orders placed before the
 * bursts and than the expiry job's minute, shorter than the window of those placed in the bursts.
 */
const DOWNTIME_MS = 60 * 60_000;
const EARLY_PAYMENT_MINUTES = 30;
const BURST_PAYMENT_MINUTES = 120;
const EXPIRY_WAIT_MS = 20_000;

/** What a burst request may be refused with; each refusal writes nothing. */
const REFUSALS = new Set(
  (['ORDER_OUT_OF_STOCK', 'COUPON_USED_UP', 'COUPON_MEMBER_LIMIT', 'CASHBACK_INSUFFICIENT'] satisfies ErrorName[]).map(
    (name) => ERRORS[name].code,
  ),
);

/** The API's settings, the same for the in-process set-up and every run of the process. */
const SHOP_ENV = {
  JWT_SECRET: 'crash-restart-test-secret-of-at-least-32-characters',
  // The members' tokens, made in the set-up, outlive the slowest run (the downtime is only in the data).
  ACCESS_TOKEN_TTL_SECONDS: '7200',
  SEED_PRODUCTS: String(SEED_PRODUCTS),
  ANSWER_CACHE_MS: '0',
  RATE_LIMIT_PER_MINUTE: '1000000',
  LOG_LEVEL: 'warn',
  ORDER_PAYMENT_MINUTES: String(BURST_PAYMENT_MINUTES),
  NODE_ENV: 'test',
  DEV_OUTBOX: 'off',
  REDIS_URL: '',
};

interface Shopper {
  member: Member;
  customerId: string;
  addressId: string;
}

interface Fixture {
  shoppers: Shopper[];
  variantIds: number[];
  discountCouponId: number;
  cashbackCouponId: number;
  /** The members, coupons and variants the checks of whole orders look at. */
  scope: OrderScope;
  /** Card orders placed before the bursts, with the discount coupon and cashback: they fall due while the API is down. */
  due: Array<{ id: string; shopper: Shopper }>;
}

/**
 * Through the app in this process, on the storage the API will use: members with a saved home address, two coupons
 * collected and cashback to spend; stock on four plain variants; three card orders waiting for payment, due within
 * the hour.
 */
async function setUpShop(storage: Storage): Promise<Fixture> {
  const handle = await storage.seeded();
  const settings = loadConfig({ ...SHOP_ENV, ...storage.env });
  const config = { ...settings, mediaDir: null, checkout: { ...settings.checkout, paymentMinutes: EARLY_PAYMENT_MINUTES } };
  const app = await buildApp({ config, db: handle.db, logger: createLogger('silent') });
  await app.ready();
  const shop: TestApp = { app, db: handle.db, config, logLines: [], close: async () => app.close() };
  const { db } = handle;
  try {
    const variantIds = (await plainVariants(db, STOCKS.length)).map((variant) => variant.id);
    const stock = new Map(variantIds.map((id, index) => [id, STOCKS[index]!]));
    for (const [id, units] of stock) await db.update(productVariants).set({ stock: units }).where(eq(productVariants.id, id));
    const [discountCouponId, cashbackCouponId] = await addCoupons(db);
    const shoppers: Shopper[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      const member = await registerMember(shop);
      const customerId = member.session.user_id;
      const addressId = await saveHomeAddress(shop, member);
      for (const couponId of [discountCouponId, cashbackCouponId]) {
        const collected = await call(app, 'PUT', `/coupons/collect/${couponId}`, { token: member.session.access_token });
        if (collected.statusCode !== 200) throw new Error(`collecting coupon ${couponId} failed: ${collected.body}`);
      }
      await db.insert(cashbackEntries).values({ customerId, type: 'PROMOTION', status: 'COMPLETE', amount: CASHBACK });
      shoppers.push({ member, customerId, addressId });
    }
    const due: Fixture['due'] = [];
    for (const [index, shopper] of shoppers.slice(0, 3).entries()) {
      const placed = await call(app, 'POST', '/orders', {
        token: shopper.member.session.access_token,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          items: [{ variant_id: variantIds[index + 1]!, quantity: 1 }],
          delivery: { type: 'home', address_id: shopper.addressId },
          payment_method: 'CREDITCARD',
          coupon_ids: [discountCouponId],
          cashback_amount: BURN,
        },
      });
      if (placed.statusCode !== 200) throw new Error(`placing a card order failed: ${placed.body}`);
      due.push({ id: placed.json().data.order_id as string, shopper });
    }
    const scope = {
      customerIds: shoppers.map((shopper) => shopper.customerId),
      couponIds: [discountCouponId!, cashbackCouponId!],
      stockBefore: stock,
      cashbackGiven: CASHBACK,
    };
    return { shoppers, variantIds, discountCouponId: discountCouponId!, cashbackCouponId: cashbackCouponId!, scope, due };
  } finally {
    await app.close();
    await handle.close();
  }
}

/** ฿20 off (14 uses in all, 3 a member: used up during the bursts) and ฿10 back as cashback (no total limit). */
async function addCoupons(db: Database): Promise<number[]> {
  const tag = randomBytes(4).toString('hex').toUpperCase();
  const running = { startsAt: new Date(Date.now() - 86_400_000), endsAt: new Date(Date.now() + 30 * 86_400_000), layoutId: 'coupon-page' };
  const text = { th: 'คูปองทดสอบ', en: 'Test coupon' };
  const rows = await db
    .insert(coupons)
    .values([
      {
        ...running,
        code: `CRASH${tag}`,
        type: 'DISCOUNTCODE',
        kind: 'discount_coupon',
        name: text,
        description: text,
        discount: 'amount',
        value: 2000,
        totalLimit: 14,
        perMemberLimit: 3,
      },
      {
        ...running,
        code: `CRASHCB${tag}`,
        type: 'CASHBACK',
        kind: 'cash_back',
        name: text,
        description: text,
        discount: 'amount',
        value: 1000,
        perMemberLimit: 10,
      },
    ])
    .returning({ id: coupons.id });
  return rows.map((row) => row.id);
}

interface PlannedOrder {
  key: string;
  shopper: Shopper;
  body: Record<string, unknown>;
}

/**
 * Home orders of one or two lines of the plentiful variants, every sixth with a unit of the scarce one; most cash on
 * delivery, every fifth by card (left waiting for its payment); a quarter with the discount coupon, a quarter with
 * the cashback coupon, a third burning cashback.
 */
function plannedOrders(fixture: Fixture): PlannedOrder[] {
  const { shoppers, variantIds } = fixture;
  const [scarce, ...plentiful] = variantIds as [number, ...number[]];
  return Array.from({ length: REQUESTS }, (_, index) => {
    const shopper = shoppers[index % shoppers.length]!;
    const items = [{ variant_id: plentiful[index % plentiful.length]!, quantity: 1 + (index % 2) }];
    if (index % 3 === 0) items.push({ variant_id: index % 6 === 0 ? scarce : plentiful[(index + 1) % plentiful.length]!, quantity: 1 });
    const couponIds = index % 4 === 0 ? [fixture.discountCouponId] : index % 4 === 1 ? [fixture.cashbackCouponId] : [];
    return {
      key: `crash-${index}-${randomUUID()}`,
      shopper,
      body: {
        items,
        delivery: { type: 'home', address_id: shopper.addressId },
        payment_method: index % 5 === 2 ? 'CREDITCARD' : 'COD',
        ...(couponIds.length > 0 ? { coupon_ids: couponIds } : {}),
        ...(index % 3 === 1 ? { cashback_amount: BURN } : {}),
      },
    };
  });
}

/** An answer, or null when the connection died before a whole answer came back. */
interface Outcome {
  status: number | null;
  statusCode?: number;
  orderId?: string;
  orderNo?: string;
  replayed?: boolean;
}

async function send(base: string, order: PlannedOrder): Promise<Outcome> {
  try {
    const response = await fetch(`${base}/orders`, {
      method: 'POST',
      headers: {
        ...(await signedHeaders('/orders', { accessToken: order.shopper.member.session.access_token })),
        'content-type': 'application/json',
        'idempotency-key': order.key,
      },
      body: JSON.stringify(order.body),
    });
    const answer = (await response.json()) as { status_code: number; data: { order_id: string; order_no: string } | null };
    return {
      status: response.status,
      statusCode: answer.status_code,
      ...(answer.data ? { orderId: answer.data.order_id, orderNo: answer.data.order_no } : {}),
      replayed: response.headers.get('idempotent-replayed') === 'true',
    };
  } catch {
    return { status: null };
  }
}

/**
 * IN_FLIGHT requests at a time until the API is killed: `killDelayMs` after the KILL_AFTER-th answer, so requests are
 * always out when it dies.
 */
async function burstUntilKilled(api: ApiProcess, planned: PlannedOrder[], killDelayMs: number): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  let next = 0;
  let answered = 0;
  let dead = false;
  let killed: Promise<void> | undefined;
  const kill = async () => {
    await delay(killDelayMs);
    dead = true;
    await api.kill();
  };
  const worker = async () => {
    while (!dead && next < planned.length) {
      const order = planned[next++]!;
      const outcome = await send(api.base, order);
      outcomes.set(order.key, outcome);
      if (outcome.status !== null && ++answered === KILL_AFTER) killed = kill();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  if (!killed) throw new Error('the burst ended before the kill');
  await killed;
  return outcomes;
}

/** Polls `check` until it holds or `timeoutMs` passes; whether it held. */
async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await delay(100);
  }
}

async function orderStatusOf(base: string, shopper: Shopper, orderId: string): Promise<string | undefined> {
  const path = `/v2/orders/${orderId}`;
  const response = await fetch(`${base}${path}`, {
    headers: await signedHeaders(path, { accessToken: shopper.member.session.access_token }),
  });
  return ((await response.json()) as { data: { status: string } | null }).data?.status;
}

let storage: Storage;
let fixture: Fixture;
let api: ApiProcess | undefined;
/** Every request of every burst, by key. */
const planned = new Map<string, PlannedOrder>();
/** Requests answered 200 before a kill, by key: their orders. */
const answered = new Map<string, Outcome>();
/** Requests whose answer a kill took, and the order each had committed (if it had). */
const lost = new Map<string, string | undefined>();

beforeAll(async () => {
  storage = await newStorage(SEED_PRODUCTS);
  fixture = await setUpShop(storage);
}, 120_000);

afterAll(async () => {
  await killAllApis();
  await storage?.drop();
});

describe('the API killed (SIGKILL) in the middle of a burst of orders, and started again', () => {
  it('leaves every order whole or absent, and every order it answered is there', async () => {
    for (const killDelayMs of KILL_DELAYS_MS) {
      api = await startApi(PORTS, { ...SHOP_ENV, ...storage.env });
      const burst = plannedOrders(fixture);
      for (const order of burst) planned.set(order.key, order);
      const outcomes = await burstUntilKilled(api, burst, killDelayMs);
      for (const outcome of outcomes.values()) {
        if (outcome.status === null || outcome.status === 200) continue;
        expect(REFUSALS, `refused with ${outcome.statusCode}; the API said:\n${api.output()}`).toContain(outcome.statusCode);
      }
      api = undefined;

      const handle = storage.open();
      try {
        const state = await readOrders(handle.db, fixture.scope);
        expect(orderProblems(state, fixture.scope), `killed ${killDelayMs} ms after the ${KILL_AFTER}th answer`).toEqual([]);
        for (const [key, outcome] of outcomes) {
          const answer = state.keys.find((row) => row.key === key);
          if (outcome.status === 200) {
            expect(state.orders.find((order) => order.id === outcome.orderId)?.orderNo).toBe(outcome.orderNo);
            answered.set(key, outcome);
          } else if (outcome.status !== null) {
            expect(answer, 'a refused order keeps no answer').toBeUndefined();
          } else {
            lost.set(key, answer?.httpStatus === 200 ? answeredOrderId(answer) : undefined);
          }
        }
        // Nothing was due yet: every card order waits for its payment.
        const cardOrders = state.orders.filter((order) => order.paymentMethod !== 'COD');
        expect(cardOrders.map((order) => order.status)).toEqual(cardOrders.map(() => 'PAYMENT'));
      } finally {
        await handle.close();
      }
    }
    expect(answered.size).toBeGreaterThan(0);
    expect(lost.size).toBeGreaterThan(0);
    const handle = storage.open();
    await letTimePass(handle.db, DOWNTIME_MS).finally(() => handle.close());
  }, 120_000);

  it('expires what fell due while it was down, gives it all back, and answers each retried request with its first order', async () => {
    const restartedAt = new Date();
    api = await startApi(PORTS, { ...SHOP_ENV, ...storage.env });
    const base = api.base;
    // Every request sent again with its key: those answered or committed before a kill answer their order again.
    const retried = new Map<string, Outcome>();
    const again = [...answered.keys(), ...lost.keys()].map((key) => planned.get(key)!);
    await Promise.all(again.map(async (order) => retried.set(order.key, await send(base, order))));
    for (const [key, outcome] of retried) {
      const first = answered.get(key)?.orderId ?? lost.get(key);
      if (first) expect(outcome).toMatchObject({ status: 200, orderId: first, replayed: true });
      else if (outcome.status !== 200) expect(REFUSALS, `retry refused with ${outcome.statusCode}`).toContain(outcome.statusCode);
    }
    const dueExpired = async () =>
      (await Promise.all(fixture.due.map((order) => orderStatusOf(base, order.shopper, order.id)))).every(
        (status) => status === 'CANCELLED',
      );
    expect(await eventually(dueExpired, EXPIRY_WAIT_MS), 'the due orders expire after the restart').toBe(true);
    expect(await api.stop()).toBe(0);
    api = undefined;

    const handle = storage.open();
    try {
      const state = await readOrders(handle.db, fixture.scope);
      expect(orderProblems(state, fixture.scope)).toEqual([]);
      const statusOf = (id: string) => state.orders.find((order) => order.id === id)?.status;
      // The card orders of the bursts were not due yet: they still wait.
      const waiting = state.orders.filter((order) => order.paymentMethod !== 'COD' && !fixture.due.some((due) => due.id === order.id));
      expect(waiting.length).toBeGreaterThan(0);
      expect(waiting.map((order) => order.status)).toEqual(waiting.map(() => 'PAYMENT'));
      expect(fixture.due.map((order) => statusOf(order.id))).toEqual(fixture.due.map(() => 'CANCELLED'));
      // Each request is one order or none: a retried key answered 200 names its order; no claim is left hanging.
      for (const [key, outcome] of retried) {
        if (outcome.status === 200)
          expect(statusOf(outcome.orderId!)).toBe(planned.get(key)!.body.payment_method === 'COD' ? 'SHIPMENT' : 'PAYMENT');
        else expect(state.keys.find((row) => row.key === key)).toBeUndefined();
      }
      expect(state.keys.filter((key) => key.httpStatus === null)).toEqual([]);
      // The expiry job ran after the restart and is scheduled again, once.
      const runs = await handle.db.select().from(jobs).where(eq(jobs.kind, ORDER_EXPIRY_JOB));
      expect(runs.some((run) => run.status === 'done' && run.finishedAt !== null && run.finishedAt >= restartedAt)).toBe(true);
      expect(runs.filter((run) => run.status === 'pending' || run.status === 'running')).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
