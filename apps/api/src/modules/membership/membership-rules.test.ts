import { randomUUID } from 'node:crypto';
import { tierCashback } from '@talad/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { birthdayCouponGrants, cashbackEntries, coupons, memberCoupons, memberSpend } from '../../db/schema/index.ts';
import { registerMember, saveHomeAddress, type Member } from '../../test-support/members.ts';
import { createTestOrder, plainVariants, type PlainVariant } from '../../test-support/orders.ts';
import { deskOrderMoves } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { BIRTHDAY_COUPON_JOB, birthdayCouponJob, grantBirthdayCoupons, refreshTiers, TIER_REFRESH_JOB, tierRefreshJob } from './index.ts';

const SECRET = { JWT_SECRET: 'test-secret-that-is-at-least-32-characters' };
const DAY_MS = 86_400_000;

/** Tiers configured apart from the defaults, so every rule below is seen to come from the settings. */
const SETTINGS = {
  MEMBERSHIP_GOLD_FROM: '1000000',
  MEMBERSHIP_VIP_FROM: '3000000',
  MEMBERSHIP_CASHBACK_PERCENT: '1,2,3.5',
  MEMBERSHIP_FREE_DELIVERY_FROM: '50000,20000,0',
};

let shop: TestApp;
let variants: PlainVariant[];

beforeAll(async () => {
  const { membership } = loadConfig({ ...SECRET, ...SETTINGS });
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, membership });
  variants = await plainVariants(shop.db, 6);
}, 120_000);
afterAll(() => shop.close());

const as = (who: Member, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, language?: 'en') =>
  call(shop.app, method, url, {
    token: who.session.access_token,
    ...(body === undefined ? {} : { body }),
    ...(language ? { language } : {}),
  });

const benefitOf = async (who: Member, language?: 'en') => (await as(who, 'GET', '/users/me/my-benefit', undefined, language)).json().data;

/** What the member's announcements say about their tier. */
async function tierNotices(who: Member) {
  const page = (await as(who, 'GET', '/notifications/my-announce', undefined, 'en')).json().data;
  return page.items
    .filter((item: { link: string | null }) => item.link === '/account/member-ship')
    .map((item: { title: string }) => item.title);
}

/** Spend brought from `daysAgo` days back (as the opening entries of migration 0013), and the tiers brought up to date. */
async function spentBefore(who: Member, amount: number, daysAgo: number) {
  await shop.db.insert(memberSpend).values({ customerId: who.session.user_id, amount, spentAt: new Date(Date.now() - daysAgo * DAY_MS) });
  await refreshTiers(shop.db, new Date());
}

/** A COD order of one unit of a plain variant of ฿100–฿2,000, shipped, delivered and confirmed by the member. */
async function completedOrder(who: Member) {
  const variant = variants.find((candidate) => candidate.price >= 10_000);
  if (!variant) throw new Error('no plain variant of ฿100 or more in the seed');
  const order = await createTestOrder(shop.db, { customerId: who.session.user_id, paymentMethod: 'COD', variantId: variant.id });
  await deskOrderMoves(shop.app, order.orderNo, 'ship', 'depart', 'deliver');
  expect((await as(who, 'PUT', `/orders/${order.id}/confirm-receipt`)).json().data.status).toBe('COMPLETED');
  return order;
}

const orderCashback = async (orderId: string) =>
  (
    await shop.db
      .select()
      .from(cashbackEntries)
      .where(and(eq(cashbackEntries.orderId, orderId), eq(cashbackEntries.type, 'ORDER')))
  )[0]?.amount;

describe('thresholds and rules are configuration (MEMBERSHIP_* settings)', () => {
  it('reads the thresholds, cashback percents and free-delivery thresholds per tier, and refuses what is not one per tier', () => {
    expect(loadConfig(SECRET).membership.tiers).toEqual([
      { tier: 'REGULAR', minSpend: 0, cashbackRate: 100, freeDeliveryFrom: 50_000 },
      { tier: 'GOLD', minSpend: 2_000_000, cashbackRate: 200, freeDeliveryFrom: 30_000 },
      { tier: 'VIP', minSpend: 5_000_000, cashbackRate: 300, freeDeliveryFrom: 0 },
    ]);
    expect(loadConfig({ ...SECRET, ...SETTINGS }).membership.tiers[2]).toEqual({
      tier: 'VIP',
      minSpend: 3_000_000,
      cashbackRate: 350,
      freeDeliveryFrom: 0,
    });
    expect(loadConfig(SECRET).membership.birthdayCouponCode).toBe('HBD200');
    expect(loadConfig({ ...SECRET, BIRTHDAY_COUPON_CODE: '' }).membership.birthdayCouponCode).toBeNull();
    expect(loadConfig({ ...SECRET, CASHBACK_VALID_DAYS: '90' }).cashbackValidDays).toBe(90);
    expect(() => loadConfig({ ...SECRET, MEMBERSHIP_CASHBACK_PERCENT: '1,2' })).toThrow(/MEMBERSHIP_CASHBACK_PERCENT/);
    expect(() => loadConfig({ ...SECRET, MEMBERSHIP_FREE_DELIVERY_FROM: '500,300,free' })).toThrow(/MEMBERSHIP_FREE_DELIVERY_FROM/);
    expect(() => loadConfig({ ...SECRET, MEMBERSHIP_GOLD_FROM: '6000000' })).toThrow(/MEMBERSHIP_VIP_FROM must be above/);
  });

  it('the ladder answers the configured rules, and says them in words', async () => {
    const { data } = (await call(shop.app, 'GET', '/masters/membership', { language: 'en' })).json();
    expect(
      data.map(({ code, min_spend, cashback_rate, free_delivery_from }: Record<string, unknown>) => [
        code,
        min_spend,
        cashback_rate,
        free_delivery_from,
      ]),
    ).toEqual([
      ['REGULAR', 0, 100, 50_000],
      ['GOLD', 1_000_000, 200, 20_000],
      ['VIP', 3_000_000, 350, 0],
    ]);
    expect(data[2].benefits).toEqual([
      '3.5% cashback on every completed order',
      'Free delivery on every order',
      'A birthday coupon in your birth month, once a year',
      'VIP-only discount and free-delivery coupons',
    ]);
  });
});

describe('the tier follows the spend of the last 12 months', () => {
  it('a completed order lifts the tier (told once); spend a year old drops it at the hourly run (told); a second run changes nothing', async () => {
    const member = await registerMember(shop);
    await spentBefore(member, 990_000, 330);
    expect(await benefitOf(member)).toMatchObject({
      tier: 'REGULAR',
      yearly_spend: 990_000,
      next_tier: 'GOLD',
      spend_to_next_tier: 10_000,
    });
    expect(await tierNotices(member)).toEqual([]);

    const order = await completedOrder(member);
    expect(await benefitOf(member)).toMatchObject({ tier: 'GOLD', yearly_spend: 990_000 + order.total });
    expect(await tierNotices(member)).toEqual(['Congratulations! You are now a Gold member']);
    // The order earned at the tier its member had when it completed: REGULAR's 1 %.
    expect(await orderCashback(order.id)).toBe(tierCashback(order.total, 100));

    // Forty days on, the opening spend (330 days old then) has left the window.
    const later = new Date(Date.now() + 40 * DAY_MS);
    expect(await refreshTiers(shop.db, later)).toBeGreaterThanOrEqual(1);
    expect(await benefitOf(member)).toMatchObject({ tier: 'REGULAR', yearly_spend: order.total });
    expect(await refreshTiers(shop.db, later)).toBe(0);
    expect(await tierNotices(member)).toEqual(['Your membership is now Regular', 'Congratulations! You are now a Gold member']);
  });

  it('a GOLD member’s next completed order earns the GOLD rate', async () => {
    const member = await registerMember(shop);
    await spentBefore(member, 1_000_000, 10);
    expect((await benefitOf(member)).cashback_rate).toBe(200);
    const order = await completedOrder(member);
    expect(await orderCashback(order.id)).toBe(tierCashback(order.total, 200));
  });

  it('the job runs hourly on the clock it is given', async () => {
    const member = await registerMember(shop);
    await spentBefore(member, 3_000_000, 200);
    expect((await benefitOf(member)).tier).toBe('VIP');
    const job = tierRefreshJob(shop.db, () => new Date(Date.now() + 200 * DAY_MS));
    expect(job).toMatchObject({ kind: TIER_REFRESH_JOB, everyMs: 60 * 60_000 });
    await job.run({} as never);
    expect(await benefitOf(member)).toMatchObject({ tier: 'REGULAR', yearly_spend: 0 });
  });
});

describe('benefits that apply', () => {
  it('the tier’s free-delivery threshold at checkout: a GOLD member’s ฿200+ order ships free, a REGULAR member’s pays the fee', async () => {
    const variant = variants.find((candidate) => candidate.price >= 20_000 && candidate.price < 50_000);
    if (!variant) throw new Error('no plain variant between ฿200 and ฿500 in the seed');
    const regular = await registerMember(shop);
    const gold = await registerMember(shop);
    await spentBefore(gold, 1_200_000, 30);
    for (const [member, fee, freeFrom] of [
      [regular, shop.config.checkout.deliveryFee, 50_000],
      [gold, 0, 20_000],
    ] as const) {
      const homeId = await saveHomeAddress(shop, member);
      const preview = await as(member, 'POST', '/checkout/preview', {
        items: [{ variant_id: variant.id, quantity: 1 }],
        delivery: { type: 'home', address_id: homeId },
        payment_method: 'COD',
      });
      expect(preview.json().data.delivery_fee, preview.body).toBe(fee);
      expect((await as(member, 'GET', `/checkout/options?items=${variant.id}:1`)).json().data.free_delivery_from).toBe(freeFrom);
    }
  });

  it('a tier-only coupon is refused to a lower tier: to collect, and at checkout once the tier fell', async () => {
    const [gold200] = await shop.db.select().from(coupons).where(eq(coupons.code, 'GOLD200'));
    const member = await registerMember(shop);
    const refused = await as(member, 'PUT', `/coupons/collect/${gold200!.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('คูปองนี้สำหรับสมาชิกระดับที่กำหนดเท่านั้น');
    await spentBefore(member, 1_000_000, 300);
    expect((await as(member, 'PUT', `/coupons/collect/${gold200!.id}`)).statusCode).toBe(200);

    await refreshTiers(shop.db, new Date(Date.now() + 70 * DAY_MS));
    expect((await benefitOf(member)).tier).toBe('REGULAR');
    const homeId = await saveHomeAddress(shop, member);
    const expensive = variants.filter((variant) => variant.price >= 150_000).slice(0, 1);
    const items = expensive.length > 0 ? [{ variant_id: expensive[0]!.id, quantity: 1 }] : [{ variant_id: variants[0]!.id, quantity: 20 }];
    const preview = await as(member, 'POST', '/checkout/preview', {
      items,
      delivery: { type: 'home', address_id: homeId },
      payment_method: 'COD',
      coupon_ids: [gold200!.id],
    });
    expect(preview.json().data.problems, preview.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'COUPON_TIER_ONLY' })]),
    );
  });
});

describe('the birthday coupon', () => {
  const monthOf = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).getUTCMonth() + 1;
  const birthdayIn = (month: number) => `1990-${String(month).padStart(2, '0')}-15`;

  it('is given in the member’s birth month by the job, once a year however often it runs, and again the next year', async () => {
    const now = new Date();
    const [hbd] = await shop.db
      .update(coupons)
      .set({ endsAt: new Date(now.getTime() + 800 * DAY_MS) })
      .where(eq(coupons.code, 'HBD200'))
      .returning();
    const member = await registerMember(shop);
    const other = await registerMember(shop);
    expect((await as(member, 'PUT', '/users/profile', { birthday: birthdayIn(monthOf(now)) })).statusCode).toBe(200);
    expect((await as(other, 'PUT', '/users/profile', { birthday: birthdayIn((monthOf(now) % 12) + 1) })).statusCode).toBe(200);
    const holding = async (who: Member) =>
      (
        await shop.db
          .select({ used: memberCoupons.used })
          .from(memberCoupons)
          .where(and(eq(memberCoupons.customerId, who.session.user_id), eq(memberCoupons.couponId, hbd!.id)))
      )[0];

    await Promise.all([grantBirthdayCoupons(shop.db, 'HBD200', now), grantBirthdayCoupons(shop.db, 'HBD200', now)]);
    await grantBirthdayCoupons(shop.db, 'HBD200', now);
    expect(await holding(member)).toEqual({ used: 0 });
    expect(await holding(other)).toBeUndefined();
    const grants = await shop.db.select().from(birthdayCouponGrants).where(eq(birthdayCouponGrants.customerId, member.session.user_id));
    expect(grants).toHaveLength(1);
    const mine = (await as(member, 'GET', '/users/me/my-coupon')).json().data.items;
    expect(mine).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'HBD200', kind: 'birthday_coupon' })]));

    // Used this year: a later run in the same year gives nothing back; next year's birth month gives it again.
    await shop.db.update(memberCoupons).set({ used: 1 }).where(eq(memberCoupons.customerId, member.session.user_id));
    await grantBirthdayCoupons(shop.db, 'HBD200', new Date(now.getTime() + 2 * DAY_MS));
    expect(await holding(member)).toEqual({ used: 1 });
    const nextYear = new Date(now);
    nextYear.setUTCFullYear(now.getUTCFullYear() + 1);
    await grantBirthdayCoupons(shop.db, 'HBD200', nextYear);
    expect(await holding(member)).toEqual({ used: 0 });
    expect(
      await shop.db.select().from(birthdayCouponGrants).where(eq(birthdayCouponGrants.customerId, member.session.user_id)),
    ).toHaveLength(2);
  });

  it('no coupon of that code, or one that is not a birthday coupon, gives nothing; the job runs hourly', async () => {
    expect(await grantBirthdayCoupons(shop.db, `NOPE-${randomUUID().slice(0, 6)}`, new Date())).toBe(0);
    expect(await grantBirthdayCoupons(shop.db, 'GOLD200', new Date())).toBe(0);
    expect(birthdayCouponJob(shop.db, 'HBD200')).toMatchObject({ kind: BIRTHDAY_COUPON_JOB, everyMs: 60 * 60_000 });
  });
});
