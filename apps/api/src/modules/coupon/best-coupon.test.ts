import { bestCouponAnswer, checkoutPreview, coupon as couponSchema, couponCartPricing, type BestCouponAnswer } from '@talad/contract';
import { bahtToSatang, isError } from '@talad/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartLines, categories, coupons, customers, memberCoupons, products } from '../../db/schema/index.ts';
import { registerMember, saveHomeAddress, type Member } from '../../test-support/members.ts';
import { plainVariants, type PlainVariant } from '../../test-support/orders.ts';
import { creditCashback } from '../cashback/index.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';

/**
 * The best coupon (issue #29): POST coupons/best suggests, with the engine's own pricing, the coupon that saves a member
 * the most; GET products/{slug}/coupons lists the coupons that apply to a product. Seeded coupons stay in play, so the
 * coupons made here are generous enough to win, and the exact claims are checked against the real pricing calls.
 */
let shop: TestApp;
let plain: PlainVariant[];
beforeAll(async () => {
  shop = await buildTestApp();
  plain = await plainVariants(shop.db, 2);
});
afterAll(() => shop.close());

const HOUR = 3_600_000;
let made = 0;

/** A coupon of these tests, running now (from an hour ago for ten days), collectable on /coupon unless told otherwise. */
async function couponOf(values: Partial<typeof coupons.$inferInsert>) {
  made += 1;
  const [row] = await shop.db
    .insert(coupons)
    .values({
      code: `BEST${made}`,
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: { th: `คูปองคุ้มสุด ${made}`, en: `Best coupon ${made}` },
      description: { th: 'ทดสอบ', en: 'Test' },
      discount: 'amount',
      value: bahtToSatang(50),
      startsAt: new Date(Date.now() - HOUR),
      endsAt: new Date(Date.now() + 240 * HOUR),
      layoutId: 'coupon-page',
      ...values,
    })
    .returning();
  if (!row) throw new Error('coupon not inserted');
  return row;
}

/** A member with two units of the first plain variant in the cart, selected. */
async function shopperWithCart(): Promise<Member> {
  const member = await registerMember(shop);
  const variant = plain[0]!;
  await shop.db
    .insert(cartLines)
    .values({ customerId: member.session.user_id, variantId: variant.id, quantity: 2, seenUnitPrice: variant.price });
  return member;
}

const as = (who: Member, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, language?: 'en') =>
  call(shop.app, method, url, {
    token: who.session.access_token,
    ...(body === undefined ? {} : { body }),
    ...(language ? { language } : {}),
  });
const best = async (who: Member, body: unknown = {}, language?: 'en'): Promise<BestCouponAnswer> => {
  const response = await as(who, 'POST', '/coupons/best', body, language);
  expect(response.statusCode, response.body).toBe(200);
  return bestCouponAnswer.parse(response.json().data);
};
const cartTotal = async (who: Member, couponIds: number[]) => {
  const pricing = couponCartPricing.parse((await as(who, 'POST', '/coupons/shopping-cart', { coupon_ids: couponIds })).json().data);
  return pricing;
};
const heldBy = async (who: Member) => {
  const [row] = await shop.db.select({ total: count() }).from(memberCoupons).where(eq(memberCoupons.customerId, who.session.user_id));
  return row?.total ?? 0;
};

describe('POST coupons/best', () => {
  it('suggests the coupon that saves the most; once collected and used, the cart total falls by the saving to the satang', async () => {
    const shopper = await shopperWithCart();
    // 37 % off, uncapped: more than any seeded coupon takes off this cart; an odd percent makes the rounding count.
    const generous = await couponOf({ discount: 'percent', value: 3_700 });
    const answer = await best(shopper);
    expect(answer.best_coupon).toMatchObject({ coupon: { id: generous.id, code: generous.code, collected: false }, replaces: null });
    const plainTotal = (await cartTotal(shopper, [])).total;
    expect(answer.total).toBe(plainTotal);
    const suggested = answer.best_coupon!;
    expect(suggested.saving).toBe(answer.total - suggested.total);

    expect((await as(shopper, 'PUT', `/coupons/collect/${generous.id}`)).statusCode).toBe(200);
    const applied = await cartTotal(shopper, [generous.id]);
    expect(applied.refused).toEqual([]);
    expect(applied.total).toBe(plainTotal - suggested.saving);
    expect(applied.total).toBe(suggested.total);
    // Collected now, it is suggested as the member's own.
    expect((await best(shopper)).best_coupon).toMatchObject({ coupon: { id: generous.id, collected: true }, saving: suggested.saving });
  });

  it('whatever it suggests among the seeded coupons saves exactly what it says', async () => {
    const shopper = await shopperWithCart();
    const answer = await best(shopper);
    expect(answer.best_coupon).not.toBeNull();
    const { coupon, saving, total } = answer.best_coupon!;
    if (!coupon.collected) expect((await as(shopper, 'PUT', `/coupons/collect/${coupon.id}`)).statusCode).toBe(200);
    const applied = await cartTotal(shopper, [coupon.id]);
    expect(applied.applied.map((entry) => entry.coupon_id)).toContain(coupon.id);
    expect(applied.total).toBe(answer.total - saving);
    expect(applied.total).toBe(total);
  });

  it('agrees with the checkout preview for "buy now" items with cashback spent', async () => {
    const shopper = await registerMember(shop);
    const home = await saveHomeAddress(shop, shopper);
    const mine = await couponOf({ discount: 'percent', value: 4_100, layoutId: null });
    await shop.db.insert(memberCoupons).values({ customerId: shopper.session.user_id, couponId: mine.id });
    await shop.db.transaction((tx) =>
      creditCashback(tx, { customerId: shopper.session.user_id, type: 'PROMOTION', amount: 12_345, sourceKey: 'best-coupon-test' }),
    );
    const items = [{ variant_id: plain[1]!.id, quantity: 3 }];
    const spend = { items, cashback_amount: 12_345 };
    const answer = await best(shopper, spend);
    expect(answer.best_coupon).toMatchObject({ coupon: { id: mine.id, collected: true } });
    const preview = async (couponIds: number[]) => {
      const body = { ...spend, delivery: { type: 'home', address_id: home }, payment_method: 'COD', coupon_ids: couponIds };
      return checkoutPreview.parse((await as(shopper, 'POST', '/checkout/preview', body)).json().data);
    };
    const without = await preview([]);
    expect(without.cashback_used).toBe(12_345);
    expect(without.total).toBe(answer.total);
    expect((await preview([mine.id])).total).toBe(answer.total - answer.best_coupon!.saving);
  });

  it("never suggests another member's coupon", async () => {
    const shopper = await shopperWithCart();
    const owner = await shopperWithCart();
    // Handed to the owner only (offered nowhere), and worth more than anything else.
    const gift = await couponOf({ discount: 'percent', value: 9_000, layoutId: null });
    await shop.db.insert(memberCoupons).values({ customerId: owner.session.user_id, couponId: gift.id });
    expect((await best(owner)).best_coupon?.coupon.id).toBe(gift.id);
    expect((await best(shopper)).best_coupon?.coupon.id).not.toBe(gift.id);
    // Asking to price it anyway is refused as not collected, and the suggestion still passes it by.
    expect((await best(shopper, { coupon_ids: [gift.id] })).best_coupon?.coupon.id).not.toBe(gift.id);
  });

  it("leaves the shopper's own choice alone: it prices with it, names what the better coupon would replace, and writes nothing", async () => {
    const shopper = await shopperWithCart();
    const chosen = await couponOf({ value: bahtToSatang(20) });
    const better = await couponOf({ discount: 'percent', value: 4_500 });
    expect((await as(shopper, 'PUT', `/coupons/collect/${chosen.id}`)).statusCode).toBe(200);
    const before = await heldBy(shopper);
    const answer = await best(shopper, { coupon_ids: [chosen.id] });
    const withChoice = await cartTotal(shopper, [chosen.id]);
    expect(answer.total).toBe(withChoice.total);
    expect(answer.best_coupon).toMatchObject({ coupon: { id: better.id, collected: false }, replaces: chosen.id });
    expect(await heldBy(shopper)).toBe(before);
    // Swapped in by the shopper, it lowers the total by exactly the saving shown.
    await as(shopper, 'PUT', `/coupons/collect/${better.id}`);
    expect((await cartTotal(shopper, [better.id])).total).toBe(withChoice.total - answer.best_coupon!.saving);
    // With the best one chosen there is nothing better to suggest.
    expect((await best(shopper, { coupon_ids: [better.id] })).best_coupon).toBeNull();
  });

  it('never suggests an expired, used-up or spent coupon, nor one whose minimum spend the cart does not reach', async () => {
    const shopper = await shopperWithCart();
    const huge = { discount: 'percent' as const, value: 9_500 };
    const expired = await couponOf({ ...huge, startsAt: new Date(Date.now() - 48 * HOUR), endsAt: new Date(Date.now() - HOUR) });
    const usedUp = await couponOf({ ...huge, totalLimit: 10, used: 10 });
    const spent = await couponOf({ ...huge, perMemberLimit: 1 });
    const tooDear = await couponOf({ ...huge, minSpend: bahtToSatang(900_000) });
    await shop.db.insert(memberCoupons).values([
      { customerId: shopper.session.user_id, couponId: expired.id },
      { customerId: shopper.session.user_id, couponId: spent.id, used: 1 },
    ]);
    const suggested = (await best(shopper)).best_coupon?.coupon.id;
    expect([expired.id, usedUp.id, spent.id, tooDear.id]).not.toContain(suggested);
  });

  it('answers in the asked language and suggests nothing for an empty cart', async () => {
    const shopper = await shopperWithCart();
    // 99 % off: more than any coupon the other tests left collectable.
    const named = await couponOf({ discount: 'percent', value: 9_900 });
    expect((await best(shopper, {}, 'en')).best_coupon?.coupon.title).toBe(`Best coupon ${named.code.slice(4)}`);
    const empty = await registerMember(shop);
    expect(await best(empty)).toEqual({ total: 0, best_coupon: null });
  });

  it('answers two requests at once alike and writes nothing', async () => {
    const shopper = await shopperWithCart();
    const before = await heldBy(shopper);
    const [first, second] = await Promise.all([best(shopper), best(shopper)]);
    expect(first).toEqual(second);
    expect(await heldBy(shopper)).toBe(before);
  });

  it('is for members; a malformed body is a 400, not a 500', async () => {
    const guest = await loginAsGuest(shop.app);
    const asGuest = (await call(shop.app, 'POST', '/coupons/best', { token: guest.access_token, body: {} })).json();
    expect(isError(asGuest, 'SIGN_IN_REQUIRED')).toBe(true);
    expect(isError((await call(shop.app, 'POST', '/coupons/best', { body: {} })).json(), 'TOKEN_MISSING')).toBe(true);
    const shopper = await shopperWithCart();
    expect((await as(shopper, 'POST', '/coupons/best', { coupon_ids: ['x\u0000'] })).statusCode).toBe(400);
    expect((await as(shopper, 'POST', '/coupons/best', { items: [{ variant_id: 999_999_999, quantity: 1 }] })).statusCode).toBe(404);
  });
});

describe('GET products/{slug}/coupons', () => {
  let slug: string;
  let category: string;
  beforeAll(async () => {
    const [product] = await shop.db
      .select({ slug: products.slug, category: categories.slug })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.mainCategoryId))
      .where(eq(products.id, plain[0]!.productId));
    slug = product!.slug;
    category = product!.category;
  });
  const listed = async (who: Member | null, language?: 'en') => {
    const response = await call(shop.app, 'GET', `/products/${slug}/coupons`, {
      ...(who ? { token: who.session.access_token } : {}),
      ...(language ? { language } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return z.array(couponSchema).parse(response.json().data);
  };

  it("lists the coupons on offer that apply to the product's category, not another's; collected ones say so", async () => {
    const fits = await couponOf({ categories: [category] });
    const elsewhere = await couponOf({ categories: ['no-such-category'] });
    const anyBrandButThis = await couponOf({ brands: ['no-such-brand'] });
    const handedOut = await couponOf({ layoutId: null });
    const ids = (await listed(null)).map((entry) => entry.id);
    expect(ids).toContain(fits.id);
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(anyBrandButThis.id);
    expect(ids).not.toContain(handedOut.id);

    const member = await registerMember(shop);
    expect((await as(member, 'PUT', `/coupons/collect/${fits.id}`)).statusCode).toBe(200);
    await shop.db.insert(memberCoupons).values({ customerId: member.session.user_id, couponId: handedOut.id });
    const mine = await listed(member);
    expect(mine.find((entry) => entry.id === fits.id)?.collected).toBe(true);
    // A coupon handed to this member applies to the product too; to others it is not shown.
    expect(mine.find((entry) => entry.id === handedOut.id)?.collected).toBe(true);
    expect((await listed(await registerMember(shop))).find((entry) => entry.id === fits.id)?.collected).toBe(false);
    expect((await listed(null, 'en')).find((entry) => entry.id === fits.id)?.title).toBe(`Best coupon ${fits.code.slice(4)}`);
  });

  it('hides coupons of another tier from a member, and those they used up; a guest sees what they may collect after signing in', async () => {
    const goldOnly = await couponOf({ tiers: ['GOLD'] });
    const once = await couponOf({ perMemberLimit: 1 });
    const member = await registerMember(shop);
    await shop.db.insert(memberCoupons).values({ customerId: member.session.user_id, couponId: once.id, used: 1 });
    const ids = (await listed(member)).map((entry) => entry.id);
    expect(ids).not.toContain(goldOnly.id);
    expect(ids).not.toContain(once.id);
    const guestIds = (await listed(null)).map((entry) => entry.id);
    expect(guestIds).toContain(once.id);
    expect(guestIds).not.toContain(goldOnly.id);
    const gold = await registerMember(shop);
    await shop.db
      .update(customers)
      .set({ yearlySpend: bahtToSatang(30_000) })
      .where(eq(customers.id, gold.session.user_id));
    expect((await listed(gold)).map((entry) => entry.id)).toContain(goldOnly.id);
  });

  it('answers 404 for an unknown product and offers nothing for a product excluded from promotions', async () => {
    const missing = (await call(shop.app, 'GET', '/products/no-such-product-at-all/coupons')).json();
    expect(isError(missing, 'PRODUCT_NOT_FOUND')).toBe(true);
    await shop.db
      .update(products)
      .set({ badges: ['NOT_IN_PROMOTION'] })
      .where(and(eq(products.id, plain[0]!.productId)));
    expect(await listed(null)).toEqual([]);
    await shop.db.update(products).set({ badges: [] }).where(eq(products.id, plain[0]!.productId));
  });
});
