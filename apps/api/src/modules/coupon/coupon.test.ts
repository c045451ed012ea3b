import { couponCartPricing, myCouponPage, coupon as couponSchema } from '@talad/contract';
import { bahtToSatang, bangkokMonth, COUPON_KINDS, COUPON_TYPES, ERRORS, isError, type ErrorName } from '@talad/domain';
import { and, asc, count, eq, gte, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  brands,
  cartLines,
  categories,
  couponUses,
  coupons,
  customers,
  memberCoupons,
  orders,
  productVariants,
  products,
} from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';
import { claimCouponUses, returnCouponUses } from './index.ts';

let shop: TestApp;
let member: Member;
let stranger: Member;
let gold: Member;
beforeAll(async () => {
  shop = await buildTestApp();
  [member, stranger, gold] = [await registerMember(shop), await registerMember(shop), await registerMember(shop)];
  await shop.db
    .update(customers)
    .set({ yearlySpend: bahtToSatang(30_000) })
    .where(eq(customers.id, gold.session.user_id));
});
afterAll(() => shop.close());

const DAY = 24 * 60 * 60 * 1000;
const days = (count: number) => new Date(Date.now() + count * DAY);
let nextCode = 0;

/** A coupon of this test's own, valid now, offered on /coupon unless told otherwise. */
async function newCoupon(overrides: Partial<typeof coupons.$inferInsert> = {}) {
  nextCode += 1;
  const [row] = await shop.db
    .insert(coupons)
    .values({
      code: `TEST${nextCode}`,
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: { th: `คูปองทดสอบ ${nextCode}`, en: `Test coupon ${nextCode}` },
      description: { th: 'ทดสอบ', en: 'Test' },
      discount: 'amount',
      value: bahtToSatang(100),
      startsAt: days(-1),
      endsAt: days(10),
      layoutId: 'coupon-page',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('coupon not inserted');
  return row;
}

async function seeded(code: string) {
  const [row] = await shop.db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new Error(`${code} is not seeded`);
  return row;
}

const as = (who: Member, method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, language?: 'en') =>
  call(shop.app, method, url, {
    token: who.session.access_token,
    ...(body === undefined ? {} : { body }),
    ...(language ? { language } : {}),
  });
const collect = (who: Member, couponId: number | string) => as(who, 'PUT', `/coupons/collect/${couponId}`);
const refusedWith = async (answer: Promise<{ json(): unknown; statusCode: number }>, name: ErrorName) => {
  const response = await answer;
  const body = response.json() as { is_success: boolean; status_code: number; data: unknown };
  expect(isError(body, name), `expected ${name}, got ${JSON.stringify(body)}`).toBe(true);
  expect(body.data).toBeNull();
  return response.statusCode;
};

describe('the seeded coupons', () => {
  it('cover every type and kind, tier-only, nearly used up, expired and not started, on slugs the catalogue has', async () => {
    const rows = await shop.db.select().from(coupons);
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(COUPON_TYPES));
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(COUPON_KINDS));
    const now = new Date();
    expect(rows.some((row) => row.tiers.includes('GOLD'))).toBe(true);
    expect(rows.some((row) => row.tiers.length === 1 && row.tiers[0] === 'VIP')).toBe(true);
    expect(rows.some((row) => row.totalLimit !== null && row.totalLimit - row.used <= 3)).toBe(true);
    expect(rows.some((row) => row.endsAt < now)).toBe(true);
    expect(rows.some((row) => row.startsAt > now)).toBe(true);
    const categorySlugs = new Set((await shop.db.select({ slug: categories.slug }).from(categories)).map((row) => row.slug));
    const brandSlugs = new Set((await shop.db.select({ slug: brands.slug }).from(brands)).map((row) => row.slug));
    for (const row of rows) {
      for (const slug of row.categories) expect(categorySlugs, `${row.code} names ${slug}`).toContain(slug);
      for (const slug of row.brands) expect(brandSlugs, `${row.code} names ${slug}`).toContain(slug);
    }
  });

  it('give the demo members a few collected coupons, some used', async () => {
    const held = await shop.db
      .select({ phone: customers.phone, used: memberCoupons.used })
      .from(memberCoupons)
      .innerJoin(customers, eq(customers.id, memberCoupons.customerId))
      .where(sql`${customers.phone} like '099000000%'`);
    expect(new Set(held.map((row) => row.phone))).toEqual(new Set(['0990000001', '0990000002', '0990000003']));
    expect(held.some((row) => row.used > 0)).toBe(true);
  });
});

describe('GET coupons ?layout_id', () => {
  it('lists the /coupon page coupons valid now, with values shown as money or percent; never expired or not-started ones', async () => {
    const { data } = (await call(shop.app, 'GET', '/coupons?layout_id=coupon-page')).json();
    const codes = data.map((item: { code: string }) => item.code);
    expect(codes).toEqual(expect.arrayContaining(['WELCOME100', 'SAVE10', 'MOBILE500', 'FREESHIP', 'CB5', 'GOLD200', 'VIP12', 'FLASH50']));
    expect(codes).not.toContain('SONGKRAN150');
    expect(codes).not.toContain('PAYDAY300');
    expect(codes).not.toContain('TALAD50');
    expect(codes).not.toContain('HBD200');
    const welcome = data.find((item: { code: string }) => item.code === 'WELCOME100');
    expect(welcome).toMatchObject({
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      value: 10_000,
      value_text: '฿100',
      min_spend: 50_000,
      collected: false,
    });
    expect(data.find((item: { code: string }) => item.code === 'SAVE10')).toMatchObject({
      value_text: '10%',
      max_discount: 30_000,
      per_member_limit: 2,
    });
    expect(data.find((item: { code: string }) => item.code === 'FLASH50').uses_left).toBe(3);
    expect(data.find((item: { code: string }) => item.code === 'VIP12').tiers).toEqual(['VIP']);
    expect(z.array(couponSchema).parse(data)).toHaveLength(data.length);
  });

  it("lists the cart picker's coupons for layout_id=shopping-cart, defaults to the /coupon page and refuses an unknown layout", async () => {
    const cart = (await call(shop.app, 'GET', '/coupons?layout_id=shopping-cart')).json().data.map((item: { code: string }) => item.code);
    expect(cart).toEqual(['TALAD50', 'SHIP40', 'FASHION20']);
    const page = (await call(shop.app, 'GET', '/coupons')).json().data.map((item: { code: string }) => item.code);
    expect(page).toContain('WELCOME100');
    expect((await call(shop.app, 'GET', '/coupons?layout_id=home')).statusCode).toBe(400);
  });

  it('shows the English title and description in English', async () => {
    const { data } = (await call(shop.app, 'GET', '/coupons', { language: 'en' })).json();
    expect(data.find((item: { code: string }) => item.code === 'WELCOME100').title).toBe('฿100 off for new members');
  });
});

describe('PUT coupons/collect/{id}', () => {
  it('collects once: a second collect answers the same coupon and holds one collection; only the collector sees it collected', async () => {
    const welcome = await seeded('WELCOME100');
    const first = (await collect(member, welcome.id)).json();
    expect(first).toMatchObject({ is_success: true, data: { id: welcome.id, collected: true, member_uses_left: 1 } });
    expect((await collect(member, welcome.id)).json().data).toEqual(first.data);
    const [held] = await shop.db
      .select({ total: count() })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.couponId, welcome.id), eq(memberCoupons.customerId, member.session.user_id)));
    expect(held?.total).toBe(1);
    const mine = (await as(member, 'GET', '/coupons')).json().data.find((item: { id: number }) => item.id === welcome.id);
    const theirs = (await as(stranger, 'GET', '/coupons')).json().data.find((item: { id: number }) => item.id === welcome.id);
    expect(mine.collected).toBe(true);
    expect(theirs.collected).toBe(false);
  });

  it('is for members: a guest is asked to sign in, no token is refused', async () => {
    const guest = await loginAsGuest(shop.app);
    const welcome = await seeded('WELCOME100');
    await refusedWith(call(shop.app, 'PUT', `/coupons/collect/${welcome.id}`, { token: guest.access_token }), 'SIGN_IN_REQUIRED');
    await refusedWith(call(shop.app, 'PUT', `/coupons/collect/${welcome.id}`), 'TOKEN_MISSING');
  });

  it('refuses an unknown coupon (404) and a malformed id (400)', async () => {
    expect(await refusedWith(collect(member, 999_999), 'COUPON_NOT_FOUND')).toBe(404);
    expect((await collect(member, 'abc')).statusCode).toBe(400);
  });

  it('refuses outside the window: not started yet, or expired', async () => {
    await refusedWith(collect(member, (await seeded('PAYDAY300')).id), 'COUPON_NOT_STARTED');
    await refusedWith(collect(member, (await seeded('SONGKRAN150')).id), 'COUPON_EXPIRED');
  });

  it('refuses a tier-only coupon to a member whose tier it excludes, and gives it to one whose tier it names', async () => {
    expect(await refusedWith(collect(member, (await seeded('GOLD200')).id), 'COUPON_TIER_ONLY')).toBe(403);
    expect((await collect(gold, (await seeded('GOLD200')).id)).json().data.collected).toBe(true);
    await refusedWith(collect(gold, (await seeded('VIP12')).id), 'COUPON_TIER_ONLY');
  });

  it('refuses when no uses are left, and a coupon that is handed out rather than collected', async () => {
    const spent = await newCoupon({ totalLimit: 5, used: 5 });
    await refusedWith(collect(member, spent.id), 'COUPON_USED_UP');
    await refusedWith(collect(member, (await seeded('HBD200')).id), 'COUPON_NOT_COLLECTABLE');
  });
});

describe('GET users/me/my-coupon and its count', () => {
  it('sorts my coupons into available, used and expired, pages them, and counts each tab', async () => {
    const owner = await registerMember(shop);
    const available = [await newCoupon({ endsAt: days(2) }), await newCoupon({ endsAt: days(5) })];
    const used = await newCoupon({ perMemberLimit: 2 });
    const expired = await newCoupon({ startsAt: days(-10), endsAt: days(-1) });
    for (const item of [...available, used]) expect((await collect(owner, item.id)).statusCode).toBe(200);
    await shop.db.insert(memberCoupons).values({ customerId: owner.session.user_id, couponId: expired.id });
    await shop.db
      .update(memberCoupons)
      .set({ used: 2 })
      .where(and(eq(memberCoupons.customerId, owner.session.user_id), eq(memberCoupons.couponId, used.id)));

    const tab = async (status: string, query = '') =>
      myCouponPage.parse((await as(owner, 'GET', `/users/me/my-coupon?status=${status}${query}`)).json().data);
    const open = await tab('available');
    expect(open.items.map((item) => item.id)).toEqual(available.map((item) => item.id));
    expect(open.items[0]).toMatchObject({ status: 'available', used: 0, collected: true });
    expect((await tab('used')).items).toEqual([expect.objectContaining({ id: used.id, used: 2, member_uses_left: 0, status: 'used' })]);
    expect((await tab('expired')).items.map((item) => item.id)).toEqual([expired.id]);
    const paged = await tab('available', '&page=2&size=1');
    expect(paged).toMatchObject({ total: 2, page: 2, size: 1, total_pages: 2 });
    expect(paged.items.map((item) => item.id)).toEqual([available[1]?.id]);
    expect((await as(owner, 'GET', '/users/me/my-coupon/count')).json().data).toEqual({ available: 2, used: 1, expired: 1 });
    expect((await as(owner, 'GET', '/users/me/my-coupon?status=lost')).statusCode).toBe(400);
  });

  it('says of each coupon why it cannot be used now: the birthday coupon outside the birth month, another tier, not started yet', async () => {
    const owner = await registerMember(shop);
    const [birthday] = await shop.db.select().from(coupons).where(eq(coupons.code, 'HBD200'));
    const goldOnly = await newCoupon({ tiers: ['GOLD'], endsAt: days(3) });
    const coming = await newCoupon({ startsAt: days(1), endsAt: days(4) });
    const open = await newCoupon({ endsAt: days(2) });
    await shop.db
      .insert(memberCoupons)
      .values([birthday!.id, goldOnly.id, coming.id, open.id].map((couponId) => ({ customerId: owner.session.user_id, couponId })));
    const thisMonth = bangkokMonth(new Date());
    const bornIn = async (month: number) =>
      shop.db
        .update(customers)
        .set({ birthday: `1990-${String(month).padStart(2, '0')}-15` })
        .where(eq(customers.id, owner.session.user_id));
    const reasons = async (language?: 'en') => {
      const answer = await as(owner, 'GET', '/users/me/my-coupon?status=available&size=50', undefined, language);
      const page = myCouponPage.parse(answer.json().data);
      return new Map(page.items.map((item) => [item.code, item.unusable]));
    };

    await bornIn((thisMonth % 12) + 1);
    const outside = await reasons();
    expect(outside.get('HBD200')).toEqual({
      code: 'COUPON_NOT_BIRTHDAY_MONTH',
      status_code: ERRORS.COUPON_NOT_BIRTHDAY_MONTH.code,
      message: ERRORS.COUPON_NOT_BIRTHDAY_MONTH.th,
    });
    expect(outside.get(goldOnly.code)?.code).toBe('COUPON_TIER_ONLY');
    expect(outside.get(coming.code)?.code).toBe('COUPON_NOT_STARTED');
    expect(outside.get(open.code)).toBeNull();
    expect((await reasons('en')).get('HBD200')?.message).toBe(ERRORS.COUPON_NOT_BIRTHDAY_MONTH.en);
    // The preview refuses it for that coupon, so the checkout can take it off and name it.
    await fillCart(owner);
    const refused = (await as(owner, 'POST', '/coupons/shopping-cart', { coupon_ids: [birthday!.id] })).json().data;
    expect(refused.refused).toEqual([expect.objectContaining({ coupon_id: birthday!.id, error: 'COUPON_NOT_BIRTHDAY_MONTH' })]);

    await bornIn(thisMonth);
    expect((await reasons()).get('HBD200')).toBeNull();
  });

  it("never shows another member's collection", async () => {
    const loner = await registerMember(shop);
    const collected = await newCoupon();
    expect((await collect(member, collected.id)).statusCode).toBe(200);
    const page = (await as(loner, 'GET', '/users/me/my-coupon')).json().data;
    expect(page).toMatchObject({ items: [], total: 0 });
    expect((await as(loner, 'GET', '/users/me/my-coupon/count')).json().data).toEqual({ available: 0, used: 0, expired: 0 });
    const theirs = (await as(member, 'GET', '/users/me/my-coupon?size=50')).json().data.items.map((item: { id: number }) => item.id);
    expect(theirs).toContain(collected.id);
  });

  it('is for members only', async () => {
    const guest = await loginAsGuest(shop.app);
    await refusedWith(call(shop.app, 'GET', '/users/me/my-coupon', { token: guest.access_token }), 'SIGN_IN_REQUIRED');
    await refusedWith(call(shop.app, 'GET', '/users/me/my-coupon/count'), 'TOKEN_MISSING');
  });
});

/** A promotable variant with stock, worth at least `minimum` satang a unit, in the member's cart (selected). */
async function fillCart(who: Member, minimum = bahtToSatang(1_000)) {
  const [variant] = await shop.db
    .select({ id: productVariants.id, price: productVariants.price })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        gte(productVariants.price, minimum),
        gte(productVariants.stock, 5),
        isNull(productVariants.specialPrice),
        sql`not ('NOT_IN_PROMOTION' = any(${products.badges}))`,
      ),
    )
    .orderBy(asc(productVariants.id))
    .limit(1);
  if (!variant) throw new Error('no variant fits');
  await shop.db
    .insert(cartLines)
    .values({ customerId: who.session.user_id, variantId: variant.id, quantity: 2, seenUnitPrice: variant.price });
  return variant;
}

describe('POST coupons/shopping-cart', () => {
  let shopper: Member;
  beforeAll(async () => {
    shopper = await registerMember(shop);
    await fillCart(shopper);
  });
  const priceWith = async (couponIds: number[], language?: 'en') =>
    couponCartPricing.parse((await as(shopper, 'POST', '/coupons/shopping-cart', { coupon_ids: couponIds }, language)).json().data);

  it('applies a collected coupon and takes its amount off the totals the engine answers', async () => {
    const hundredOff = await newCoupon();
    await collect(shopper, hundredOff.id);
    const without = await priceWith([]);
    const priced = await priceWith([hundredOff.id]);
    expect(priced.applied).toEqual([
      expect.objectContaining({ coupon_id: hundredOff.id, amount: 10_000, target: 'items', type: 'DISCOUNTCODE' }),
    ]);
    expect(priced.refused).toEqual([]);
    expect(priced.subtotal).toBe(without.subtotal);
    expect(priced.total).toBe(without.total - 10_000);
    expect(priced.item_discount).toBe(without.item_discount + 10_000);
  });

  it('applies a cart-picker coupon without collecting it, and refuses a /coupon page coupon not collected yet', async () => {
    const picker = await newCoupon({ layoutId: 'shopping-cart', value: bahtToSatang(30) });
    const uncollected = await newCoupon();
    const priced = await priceWith([picker.id, uncollected.id]);
    expect(priced.refused).toEqual([expect.objectContaining({ coupon_id: uncollected.id, error: 'COUPON_NOT_COLLECTED' })]);
    expect(priced.applied).toEqual([expect.objectContaining({ coupon_id: picker.id, amount: 3_000 })]);
  });

  it('answers each refused coupon with its precise error and message, in the asked language', async () => {
    const tooDear = await newCoupon({ minSpend: 100_000_000 });
    const first = await newCoupon();
    const sameType = await newCoupon();
    const future = await newCoupon({ layoutId: 'shopping-cart', startsAt: days(1), endsAt: days(3) });
    const goldOnly = await newCoupon({ layoutId: 'shopping-cart', tiers: ['GOLD'], type: 'CASHBACK', kind: 'cash_back' });
    const usedUp = await newCoupon({ layoutId: 'shopping-cart', totalLimit: 1, used: 1, type: 'CASHBACK', kind: 'cash_back' });
    const fashionOnly = await newCoupon({ kind: 'discount_item', categories: ['no-such-category'] });
    for (const item of [tooDear, first, sameType, fashionOnly]) await collect(shopper, item.id);
    const checks: Array<[number, ErrorName]> = [
      [tooDear.id, 'COUPON_MIN_SPEND'],
      [sameType.id, 'COUPON_TYPE_TAKEN'],
      [future.id, 'COUPON_NOT_STARTED'],
      [goldOnly.id, 'COUPON_TIER_ONLY'],
      [usedUp.id, 'COUPON_USED_UP'],
      [fashionOnly.id, 'COUPON_NOT_ELIGIBLE'],
      [999_999, 'COUPON_NOT_FOUND'],
    ];
    for (const [couponId, error] of checks) {
      const priced = await priceWith([couponId === sameType.id ? first.id : couponId, couponId], 'en');
      const refusal = priced.refused.find((item) => item.coupon_id === couponId);
      expect(refusal, `${error} for ${couponId}`).toMatchObject({ error });
      expect(refusal?.message).toMatch(/coupon|Coupon/);
    }
  });

  it('refuses a coupon the member has used up, and a guest is asked to sign in', async () => {
    const once = await newCoupon();
    await collect(shopper, once.id);
    await shop.db
      .update(memberCoupons)
      .set({ used: 1 })
      .where(and(eq(memberCoupons.customerId, shopper.session.user_id), eq(memberCoupons.couponId, once.id)));
    expect((await priceWith([once.id])).refused).toEqual([expect.objectContaining({ coupon_id: once.id, error: 'COUPON_MEMBER_LIMIT' })]);
    const guest = await loginAsGuest(shop.app);
    await refusedWith(
      call(shop.app, 'POST', '/coupons/shopping-cart', { token: guest.access_token, body: { coupon_ids: [once.id] } }),
      'SIGN_IN_REQUIRED',
    );
    expect((await as(shopper, 'POST', '/coupons/shopping-cart', { coupon_ids: ['x'] })).statusCode).toBe(400);
  });
});

/** An order row for coupon uses to point at (checkout writes real ones). */
async function placeholderOrder(customerId: string) {
  nextCode += 1;
  const [row] = await shop.db
    .insert(orders)
    .values({
      orderNo: `TL000000${String(nextCode).padStart(6, '0')}`,
      customerId,
      status: 'PAYMENT',
      paymentMethod: 'COD',
      delivery: {},
      contactPhone: '0812345678',
      locale: 'th',
      subtotal: 0,
      discountTotal: 0,
      shippingFee: 0,
      cashbackUsed: 0,
      cashbackEarned: 0,
      vatIncluded: 0,
      total: 0,
      pricing: {},
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not inserted');
  return row.id;
}

async function newCustomers(howMany: number) {
  const rows = await shop.db
    .insert(customers)
    .values(Array.from({ length: howMany }, () => ({ role: 'user' as const })))
    .returning({ id: customers.id });
  return rows.map((row) => row.id);
}

const usedOf = async (couponId: number) =>
  (await shop.db.select({ used: coupons.used }).from(coupons).where(eq(coupons.id, couponId)))[0]?.used;
const claim = (customerId: string, orderId: string, couponId: number) =>
  shop.db.transaction((tx) => claimCouponUses(tx, customerId, orderId, [{ couponId, discount: 5_000 }]));

describe('claimCouponUses and returnCouponUses (checkout)', () => {
  it('50 parallel claims of a coupon with 10 uses left: exactly 10 succeed, the rest are COUPON_USED_UP', async () => {
    const scarce = await newCoupon({ totalLimit: 40, used: 30 });
    const buyers = await newCustomers(50);
    await shop.db.insert(memberCoupons).values(buyers.map((customerId) => ({ customerId, couponId: scarce.id })));
    const orderIds = await Promise.all(buyers.map((customerId) => placeholderOrder(customerId)));
    const outcomes = await Promise.allSettled(buyers.map((customerId, index) => claim(customerId, orderIds[index] ?? '', scarce.id)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    for (const outcome of outcomes.filter((item) => item.status === 'rejected'))
      expect(outcome.reason).toMatchObject({ errorName: 'COUPON_USED_UP' });
    expect(await usedOf(scarce.id)).toBe(40);
    const [uses] = await shop.db.select({ total: count() }).from(couponUses).where(eq(couponUses.couponId, scarce.id));
    expect(uses?.total).toBe(10);
  });

  it("holds the per-member limit under parallel orders, and a refused claim leaves the coupon's count untouched", async () => {
    const once = await newCoupon({ totalLimit: 100 });
    const [buyer] = await newCustomers(1);
    if (!buyer) throw new Error('no buyer');
    await shop.db.insert(memberCoupons).values({ customerId: buyer, couponId: once.id });
    const orderIds = await Promise.all([1, 2, 3].map(() => placeholderOrder(buyer)));
    const outcomes = await Promise.allSettled(orderIds.map((orderId) => claim(buyer, orderId, once.id)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    for (const outcome of outcomes.filter((item) => item.status === 'rejected'))
      expect(outcome.reason).toMatchObject({ errorName: 'COUPON_MEMBER_LIMIT' });
    expect(await usedOf(once.id)).toBe(1);
  });

  it('refuses a coupon never collected, and makes a cart-picker coupon the member’s when used', async () => {
    const [buyer] = await newCustomers(1);
    if (!buyer) throw new Error('no buyer');
    const pageCoupon = await newCoupon();
    await expect(claim(buyer, await placeholderOrder(buyer), pageCoupon.id)).rejects.toMatchObject({ errorName: 'COUPON_NOT_COLLECTED' });
    expect(await usedOf(pageCoupon.id)).toBe(0);
    const pickerCoupon = await newCoupon({ layoutId: 'shopping-cart' });
    await claim(buyer, await placeholderOrder(buyer), pickerCoupon.id);
    const [held] = await shop.db
      .select()
      .from(memberCoupons)
      .where(and(eq(memberCoupons.customerId, buyer), eq(memberCoupons.couponId, pickerCoupon.id)));
    expect(held?.used).toBe(1);
  });

  it('gives an order’s uses back once, however often it is asked', async () => {
    const giveBack = await newCoupon({ totalLimit: 10, perMemberLimit: 1 });
    const [buyer] = await newCustomers(1);
    if (!buyer) throw new Error('no buyer');
    await shop.db.insert(memberCoupons).values({ customerId: buyer, couponId: giveBack.id });
    const orderId = await placeholderOrder(buyer);
    await claim(buyer, orderId, giveBack.id);
    await Promise.all([1, 2, 3].map(() => shop.db.transaction((tx) => returnCouponUses(tx, orderId))));
    expect(await usedOf(giveBack.id)).toBe(0);
    const [held] = await shop.db
      .select({ used: memberCoupons.used })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.customerId, buyer), eq(memberCoupons.couponId, giveBack.id)));
    expect(held?.used).toBe(0);
    const [use] = await shop.db.select().from(couponUses).where(eq(couponUses.orderId, orderId));
    expect(use?.returnedAt).toBeInstanceOf(Date);
    // Given back, the member may use it again in another order.
    await claim(buyer, await placeholderOrder(buyer), giveBack.id);
    expect(await usedOf(giveBack.id)).toBe(1);
  });
});
