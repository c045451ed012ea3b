import { randomUUID } from 'node:crypto';
import type { CashbackEntry } from '@talad/contract';
import { tierCashback } from '@talad/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashbackEntries } from '../../db/schema/index.ts';
import { registerMember, saveHomeAddress, type Member } from '../../test-support/members.ts';
import { createTestOrder, plainVariants, type PlainVariant, type TestOrder } from '../../test-support/orders.ts';
import { deskOrderMoves } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { refreshTiers } from '../membership/index.ts';
import { CASHBACK_EXPIRY_JOB, cashbackExpiryJob, creditCashback, expireCashback } from './index.ts';

const DAY_MS = 86_400_000;
/** A new member is REGULAR: 1 % of a completed order's total comes back as ORDER cashback. */
const REGULAR_RATE = 100;

let shop: TestApp;
let variants: PlainVariant[];

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  variants = await plainVariants(shop.db, 6);
}, 120_000);
afterAll(() => shop.close());

const get = (who: Member | null, url: string, language?: 'en') =>
  call(shop.app, 'GET', url, { ...(who ? { token: who.session.access_token } : {}), ...(language ? { language } : {}) });

async function amountOf(who: Member) {
  const answer = await get(who, '/users/me/my-cashback/amount');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { balance: number; next_expiry: { amount: number; expires_at: string } | null; valid_days: number };
}

/** Every entry of the member's history, read page by page as the cashback page does. */
async function historyOf(who: Member): Promise<CashbackEntry[]> {
  const entries: CashbackEntry[] = [];
  for (let page = 1; ; page += 1) {
    const data = (await get(who, `/users/me/my-cashback?page=${page}&size=2`)).json().data;
    entries.push(...data.items);
    if (page >= data.total_pages) return entries;
  }
}

/** The rule of the ledger: the balance answered is the sum of the COMPLETE entries the history shows. */
async function expectBalanceIsTheLedger(who: Member): Promise<number> {
  const [{ balance }, history] = await Promise.all([amountOf(who), historyOf(who)]);
  const sum = history.filter((entry) => entry.status === 'COMPLETE').reduce((total, entry) => total + entry.amount, 0);
  expect(balance).toBe(sum);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}

/** The desk moves the order (a manager at POST admin/orders/{order_no}/{action}). */
const staff = (order: TestOrder, ...actions: string[]) => deskOrderMoves(shop.app, order.orderNo, ...actions);

async function completed(who: Member, options: { cashbackEarned?: number; cashbackUsed?: number } = {}) {
  const order = await createTestOrder(shop.db, { customerId: who.session.user_id, paymentMethod: 'COD', ...options });
  await staff(order, 'ship', 'depart', 'deliver');
  const confirmed = await call(shop.app, 'PUT', `/orders/${order.id}/confirm-receipt`, { token: who.session.access_token });
  expect(confirmed.json().data.status).toBe('COMPLETED');
  return order;
}

const credit = (who: Member, type: 'REVIEW' | 'PROMOTION', amount: number, expiresAt?: Date) =>
  shop.db.transaction((tx) =>
    creditCashback(tx, {
      customerId: who.session.user_id,
      type,
      amount,
      sourceKey: `test:${randomUUID()}`,
      ...(expiresAt ? { expiresAt } : {}),
    }),
  );

describe('GET users/me/my-cashback and /amount', () => {
  it('a completed order earns ORDER at the tier’s rate of its total and the PROMOTION priced into it, once', async () => {
    const member = await registerMember(shop);
    const order = await completed(member, { cashbackEarned: 500 });
    await call(shop.app, 'PUT', `/orders/${order.id}/confirm-receipt`, { token: member.session.access_token });
    const history = await historyOf(member);
    expect(
      history.map(({ type, status, amount, order_no }) => ({ type, status, amount, order_no })).sort((a, b) => a.amount - b.amount),
    ).toEqual(
      [
        { type: 'PROMOTION', status: 'COMPLETE', amount: 500, order_no: order.orderNo },
        { type: 'ORDER', status: 'COMPLETE', amount: tierCashback(order.total, REGULAR_RATE), order_no: order.orderNo },
      ].sort((a, b) => a.amount - b.amount),
    );
    expect(await expectBalanceIsTheLedger(member)).toBe(500 + tierCashback(order.total, REGULAR_RATE));
    // Earned credits stay spendable CASHBACK_VALID_DAYS (365 by default) after they were earned.
    const earnedAt = new Date(history[0]!.created_at).getTime();
    expect(new Date(history[0]!.expires_at!).getTime() - earnedAt).toBe(365 * DAY_MS);
  });

  it('lists the ledger newest first, paged, with spending and its order; another member sees only their own; a guest is refused', async () => {
    const member = await registerMember(shop);
    const stranger = await registerMember(shop);
    await credit(member, 'REVIEW', 500);
    await credit(member, 'PROMOTION', 2_000);
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD', cashbackUsed: 1_200 });
    const first = (await get(member, '/users/me/my-cashback?page=1&size=2')).json().data;
    expect(first).toMatchObject({ total: 3, page: 1, size: 2, total_pages: 2 });
    expect(first.items.map((entry: CashbackEntry) => [entry.type, entry.amount, entry.order_no, entry.expires_at])).toEqual([
      ['BURN', -1_200, order.orderNo, null],
      ['PROMOTION', 2_000, null, expect.any(String)],
    ]);
    expect((await get(member, '/users/me/my-cashback?page=2&size=2')).json().data.items).toMatchObject([{ type: 'REVIEW', amount: 500 }]);
    expect(await expectBalanceIsTheLedger(member)).toBe(1_300);
    expect((await get(stranger, '/users/me/my-cashback')).json().data).toMatchObject({ items: [], total: 0 });
    expect(await amountOf(stranger)).toEqual({ balance: 0, next_expiry: null, valid_days: 365 });

    const guest = (await call(shop.app, 'POST', '/auth/login/guest')).json().data;
    const refused = await call(shop.app, 'GET', '/users/me/my-cashback', { token: guest.access_token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status_code).toBe(10007);
    expect((await get(member, '/users/me/my-cashback?size=0')).statusCode).toBe(400);
  });

  it('tells what expires next and when: the debits use up the credits that end first', async () => {
    const member = await registerMember(shop);
    const soon = new Date(Date.now() + 10 * DAY_MS);
    await credit(member, 'PROMOTION', 1_000, soon);
    await credit(member, 'REVIEW', 500);
    await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD', cashbackUsed: 400 });
    expect(await amountOf(member)).toEqual({
      balance: 1_100,
      next_expiry: { amount: 600, expires_at: soon.toISOString() },
      valid_days: 365,
    });
    await expectBalanceIsTheLedger(member);
  });
});

describe('the demo members', () => {
  it('come with their tiers kept by their spend of the year, and a cashback history of every kind of credit and an expiry', async () => {
    expect(await refreshTiers(shop.db, new Date())).toBe(0);
    const tiers: string[] = [];
    for (const phone of ['0990000001', '0990000002', '0990000003']) {
      const signedIn = await call(shop.app, 'POST', '/auth/login', { body: { username: phone, password: 'Talad-demo-2026' } });
      const member = { phone, password: '', session: signedIn.json().data } as Member;
      tiers.push((await get(member, '/users/me/my-benefit')).json().data.tier);
      const history = await historyOf(member);
      expect(history.length).toBeGreaterThan(0);
      await expectBalanceIsTheLedger(member);
      if (phone === '0990000001') expect(new Set(history.map((entry) => entry.type))).toEqual(new Set(['ORDER', 'REVIEW']));
      if (phone === '0990000002') expect(history.map((entry) => entry.type)).toEqual(['EXPIRED', 'PROMOTION', 'PROMOTION']);
    }
    expect(tiers).toEqual(['REGULAR', 'GOLD', 'VIP']);
  });
});

describe('an order cancelled or returned takes back what it moved', () => {
  it('a cancelled order gives back the cashback it burned: its BURN is CANCELED and the balance has it again', async () => {
    const member = await registerMember(shop);
    await credit(member, 'PROMOTION', 5_000);
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD', cashbackUsed: 2_000 });
    expect(await expectBalanceIsTheLedger(member)).toBe(3_000);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const cancelled = await call(shop.app, 'PUT', `/orders/${order.id}/cancel`, {
        token: member.session.access_token,
        body: { reason: 'changed my mind' },
      });
      expect(cancelled.statusCode).toBe(200);
    }
    expect((await historyOf(member)).find((entry) => entry.type === 'BURN')).toMatchObject({ status: 'CANCELED', amount: -2_000 });
    expect(await expectBalanceIsTheLedger(member)).toBe(5_000);
  });

  it('an order whose delivery failed and came back (returned) gives back its BURN too', async () => {
    const member = await registerMember(shop);
    await credit(member, 'PROMOTION', 1_500);
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD', cashbackUsed: 1_500 });
    expect(await expectBalanceIsTheLedger(member)).toBe(0);
    await staff(order, 'ship', 'depart', 'fail', 'return');
    expect((await call(shop.app, 'GET', `/v2/orders/${order.id}`, { token: member.session.access_token })).json().data).toMatchObject({
      status: 'CANCELLED',
    });
    expect((await historyOf(member)).find((entry) => entry.type === 'BURN')).toMatchObject({ status: 'CANCELED' });
    expect(await expectBalanceIsTheLedger(member)).toBe(1_500);
  });
});

describe('two burns racing', () => {
  it('never overdraw: of two orders each spending the whole balance one is refused, and the balance stays the sum of the ledger', async () => {
    const member = await registerMember(shop);
    const homeId = await saveHomeAddress(shop, member);
    await credit(member, 'PROMOTION', 1_000);
    const order = (variant: PlainVariant) => ({
      items: [{ variant_id: variant.id, quantity: 1 }],
      delivery: { type: 'home', address_id: homeId },
      payment_method: 'COD',
      cashback_amount: 1_000,
    });
    const answers = await Promise.all(
      variants.slice(0, 2).map((variant) =>
        call(shop.app, 'POST', '/orders', {
          token: member.session.access_token,
          body: order(variant),
          headers: { 'idempotency-key': randomUUID() },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().status_code).toBe(10949);
    expect(await expectBalanceIsTheLedger(member)).toBe(0);
    expect((await historyOf(member)).filter((entry) => entry.type === 'BURN')).toHaveLength(1);
  });
});

// Last in the file: the runs look at every member, at moments a year ahead.
describe('expiry at the end of the validity (CASHBACK_VALID_DAYS)', () => {
  it('writes one EXPIRED entry for what is left unspent, once even when run twice at once or again; a burn given back later expires next run', async () => {
    const member = await registerMember(shop);
    await credit(member, 'REVIEW', 1_000);
    await credit(member, 'PROMOTION', 500);
    const order = await createTestOrder(shop.db, { customerId: member.session.user_id, paymentMethod: 'COD', cashbackUsed: 300 });
    const expiredOf = async () =>
      (await shop.db.select().from(cashbackEntries).where(eq(cashbackEntries.customerId, member.session.user_id))).filter(
        (entry) => entry.type === 'EXPIRED',
      );

    await expireCashback(shop.db, 365, new Date(Date.now() + 364 * DAY_MS));
    expect(await expiredOf()).toEqual([]);
    const yearLater = new Date(Date.now() + 366 * DAY_MS);
    await Promise.all([expireCashback(shop.db, 365, yearLater), expireCashback(shop.db, 365, yearLater)]);
    await expireCashback(shop.db, 365, yearLater);
    expect((await expiredOf()).map((entry) => [entry.status, entry.amount])).toEqual([['COMPLETE', -1_200]]);
    expect(await expectBalanceIsTheLedger(member)).toBe(0);
    expect((await amountOf(member)).next_expiry).toBeNull();

    // The order is cancelled after its cashback would have ended: it comes back, and the next run expires it.
    await call(shop.app, 'PUT', `/orders/${order.id}/cancel`, { token: member.session.access_token, body: { reason: 'late' } });
    expect(await expectBalanceIsTheLedger(member)).toBe(300);
    await expireCashback(shop.db, 365, yearLater);
    expect((await expiredOf()).map((entry) => entry.amount).sort()).toEqual([-1_200, -300]);
    expect(await expectBalanceIsTheLedger(member)).toBe(0);
    const history = await historyOf(member);
    expect(history.filter((entry) => entry.type === 'EXPIRED').every((entry) => entry.expires_at === null)).toBe(true);
  });

  it('a shorter validity is configuration; the job runs hourly on the clock it is given', async () => {
    const member = await registerMember(shop);
    await credit(member, 'REVIEW', 700);
    const job = cashbackExpiryJob(shop.db, 30, () => new Date(Date.now() + 31 * DAY_MS));
    expect(job).toMatchObject({ kind: CASHBACK_EXPIRY_JOB, everyMs: 60 * 60_000 });
    await job.run({} as never);
    expect((await historyOf(member)).map((entry) => [entry.type, entry.amount])).toEqual([
      ['EXPIRED', -700],
      ['REVIEW', 700],
    ]);
    expect(await expectBalanceIsTheLedger(member)).toBe(0);
  });
});
