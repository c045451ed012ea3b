import type { FavoriteProductIds, FavoriteProductsPage, ProductCard } from '@talad/contract';
import { ERRORS, FAVORITES_MAX, isError, type ErrorName } from '@talad/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, products } from '../../db/schema/index.ts';
import { registerMember, type Member } from '../../test-support/members.ts';
import { receivedOrderReview } from '../../test-support/reviews.ts';
import { deskCall } from '../../test-support/staff.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
}, 120_000);
afterAll(() => shop.close());

type Product = { id: number; code: string; price: number; options: string[] };

/** Products on sale, a fresh slice per call so that tests never share one. */
let taken = 0;
async function someProducts(count: number): Promise<Product[]> {
  const rows = await shop.db
    .select({ id: products.id, code: products.code, price: products.effectivePrice, options: products.optionValues })
    .from(products)
    .where(isNull(products.withdrawnAt))
    .orderBy(asc(products.id))
    .limit(count)
    .offset(taken);
  taken += count;
  return rows;
}

const heart = (token: string, code: string) => call(shop.app, 'PUT', `/my-favorite/products/${code}`, { token, language: 'en' });
const unheart = (token: string, code: string) => call(shop.app, 'DELETE', `/my-favorite/products/${code}`, { token, language: 'en' });

async function wishList(token: string, query = ''): Promise<FavoriteProductsPage> {
  const response = await call(shop.app, 'GET', `/my-favorite/products?size=100${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const codesOf = async (token: string, query = '') => (await wishList(token, query)).items.map((item) => item.product_id);

async function heartedCodes(token: string): Promise<string[]> {
  const response = await call(shop.app, 'GET', '/my-favorite/product-ids', { token });
  expect(response.statusCode).toBe(200);
  return (response.json().data as FavoriteProductIds).product_ids;
}

function expectError(response: { statusCode: number; json(): unknown }, name: ErrorName) {
  const answer = response.json() as { is_success: boolean; status_code: number };
  expect(isError(answer, name), JSON.stringify(answer)).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

/** Hearts each product through the API, then dates the hearts a minute apart (the first the oldest). */
async function heartInOrder(member: { token: string; id: string }, list: Product[]) {
  for (const [index, product] of list.entries()) {
    expect((await heart(member.token, product.code)).statusCode).toBe(200);
    await shop.db
      .update(favorites)
      .set({ addedAt: new Date(Date.now() - (list.length - index) * 60_000) })
      .where(and(eq(favorites.customerId, member.id), eq(favorites.productId, product.id)));
  }
}

const tokenOf = (member: Member) => ({ token: member.session.access_token, id: member.session.user_id });

const staffProduct = (code: string, action: 'withdraw' | 'restore') => deskCall(shop.app, 'POST', `/admin/products/${code}/${action}`);

describe('hearts', () => {
  it('hearting a product twice keeps one favourite, and taking the heart back twice leaves none', async () => {
    const member = tokenOf(await registerMember(shop));
    const [product] = await someProducts(1);
    for (let round = 0; round < 2; round += 1) {
      const answer = await heart(member.token, product!.code);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({ product_id: product!.code, is_favorite: true });
    }
    expect(await heartedCodes(member.token)).toEqual([product!.code]);
    expect((await wishList(member.token)).total).toBe(1);

    for (let round = 0; round < 2; round += 1) {
      const answer = await unheart(member.token, product!.code);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toEqual({ product_id: product!.code, is_favorite: false });
    }
    expect(await heartedCodes(member.token)).toEqual([]);
  });

  it('two hearts of one product sent at once make one favourite', async () => {
    const member = tokenOf(await registerMember(shop));
    const [product] = await someProducts(1);
    const answers = await Promise.all([heart(member.token, product!.code), heart(member.token, product!.code)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const rows = await shop.db.select().from(favorites).where(eq(favorites.customerId, member.id));
    expect(rows).toHaveLength(1);
  });

  it('an unknown product is 404, a malformed code is refused, and the wish list needs a session', async () => {
    const guest = await loginAsGuest(shop.app);
    expectError(await heart(guest.access_token, 'PRD999999999'), 'PRODUCT_NOT_FOUND');
    expectError(await unheart(guest.access_token, 'PRD999999999'), 'PRODUCT_NOT_FOUND');
    expectError(await heart(guest.access_token, 'PRD1%00'), 'TEXT_CONTROL_CHARACTER');
    expectError(await heart(guest.access_token, 'SKU123'), 'BAD_REQUEST');
    expectError(await call(shop.app, 'GET', '/my-favorite/products'), 'TOKEN_MISSING');
    expectError(await call(shop.app, 'PUT', '/my-favorite/products/PRD1'), 'TOKEN_MISSING');
  });

  it('a guest hearts products too, and sees them in a wish list of their own', async () => {
    const guest = await loginAsGuest(shop.app);
    const [product] = await someProducts(1);
    expect((await heart(guest.access_token, product!.code)).statusCode).toBe(200);
    expect(await codesOf(guest.access_token)).toEqual([product!.code]);
  });
});

describe('the wish list (GET my-favorite/products)', () => {
  it('lists the last hearted first by default, as the same cards listings show, and pages', async () => {
    const member = tokenOf(await registerMember(shop));
    const hearted = await someProducts(3);
    await heartInOrder(member, hearted);
    const newestFirst = hearted.map((product) => product.code).reverse();

    const list = await wishList(member.token);
    expect(list.order_by).toBe('recently_added');
    expect(list.items.map((item) => item.product_id)).toEqual(newestFirst);
    const cards = await call(shop.app, 'GET', `/products?product_id=${newestFirst.join(',')}`);
    expect(list.items).toEqual(cards.json().data as ProductCard[]);

    const second = await call(shop.app, 'GET', '/my-favorite/products?size=2&page=2', { token: member.token });
    expect(second.json().data).toMatchObject({ total: 3, page: 2, size: 2, total_pages: 2 });
    expect(second.json().data.items.map((item: ProductCard) => item.product_id)).toEqual([newestFirst[2]]);
  });

  it('filters by option values and price as listings do, and sorts as they do', async () => {
    const member = tokenOf(await registerMember(shop));
    // A colour some of the hearted products come in and others do not.
    const pool = await someProducts(12);
    const colour = pool.flatMap((product) => product.options).find((option) => option.startsWith('Color:'));
    if (!colour) throw new Error('the seed has no coloured products');
    await heartInOrder(member, pool);
    const inColour = pool.filter((product) => product.options.includes(colour));
    expect(inColour.length).toBeGreaterThan(0);
    expect(inColour.length).toBeLessThan(pool.length);

    expect((await codesOf(member.token, `&product_options=${colour}`)).sort()).toEqual(inColour.map((product) => product.code).sort());

    // Two values of one option are alternatives; another option must match as well.
    const size = pool.flatMap((product) => product.options).find((option) => option.startsWith('Size:'));
    if (size) {
      const both = pool.filter((product) => product.options.includes(colour) && product.options.includes(size));
      expect((await codesOf(member.token, `&product_options=${colour},${size}`)).sort()).toEqual(
        both.map((product) => product.code).sort(),
      );
    }

    const byPrice = [...pool].sort((a, b) => a.price - b.price || a.id - b.id);
    expect(await codesOf(member.token, '&order_by=price_low_to_high')).toEqual(byPrice.map((product) => product.code));
    const cheapest = byPrice[0]!.price;
    const dearest = byPrice.at(-1)!.price;
    const middle = byPrice.filter((product) => product.price > cheapest && product.price < dearest);
    expect(await codesOf(member.token, `&min_price=${cheapest + 1}&max_price=${dearest - 1}&order_by=price_low_to_high`)).toEqual(
      middle.map((product) => product.code),
    );

    const facets = (await wishList(member.token)).facets;
    expect(facets.price).toEqual({ min: cheapest, max: dearest });
    const colourFacet = facets.options.Color.find((facet) => `Color:${facet.value}` === colour);
    expect(colourFacet?.count).toBe(inColour.length);
  });

  it('refuses a backwards price range, an unknown order and a malformed option filter', async () => {
    const guest = await loginAsGuest(shop.app);
    const ask = (query: string) => call(shop.app, 'GET', `/my-favorite/products?${query}`, { token: guest.access_token });
    expectError(await ask('min_price=500&max_price=100'), 'BAD_REQUEST');
    expectError(await ask('order_by=relevance'), 'BAD_REQUEST');
    expectError(await ask('product_options=Colour:black'), 'BAD_REQUEST');
    expectError(await ask('product_options=Color:Black%00'), 'TEXT_CONTROL_CHARACTER');
    expectError(await ask(`product_options=${'Color:a,'.repeat(200)}`), 'BAD_REQUEST');
  });
});

describe('withdrawn products', () => {
  it('drop out of the wish list and its count, keep their heart, and come back when the shop restores them', async () => {
    const member = await registerMember(shop);
    const { token } = tokenOf(member);
    const [kept, withdrawn] = await someProducts(2);
    for (const product of [kept!, withdrawn!]) await heart(token, product.code);

    expect((await staffProduct(withdrawn!.code, 'withdraw')).statusCode).toBe(200);
    expect(await codesOf(token)).toEqual([kept!.code]);
    const counted = await call(shop.app, 'GET', '/users/me/my-wishlist-review/count', { token });
    expect(counted.json().data.wish_list).toBe(1);
    expect((await heartedCodes(token)).sort()).toEqual([kept!.code, withdrawn!.code].sort());

    expect((await staffProduct(withdrawn!.code, 'restore')).statusCode).toBe(200);
    expect((await codesOf(token)).sort()).toEqual([kept!.code, withdrawn!.code].sort());
  });

  it('cannot be hearted, but their heart can be taken back', async () => {
    const member = tokenOf(await registerMember(shop));
    const [product] = await someProducts(1);
    await heart(member.token, product!.code);
    await staffProduct(product!.code, 'withdraw');
    const other = tokenOf(await registerMember(shop));
    expectError(await heart(other.token, product!.code), 'FAVORITE_NOT_SOLD');
    expect((await unheart(member.token, product!.code)).json().data.is_favorite).toBe(false);
    expect(await heartedCodes(member.token)).toEqual([]);
    await staffProduct(product!.code, 'restore');
  });
});

describe("another member's wish list", () => {
  it('never shows in mine, and my unhearting leaves theirs alone (favourites are addressed by my session only)', async () => {
    const owner = tokenOf(await registerMember(shop));
    const other = tokenOf(await registerMember(shop));
    const [shared, own] = await someProducts(2);
    await heart(owner.token, shared!.code);
    await heart(owner.token, own!.code);

    expect(await codesOf(other.token)).toEqual([]);
    expect(await heartedCodes(other.token)).toEqual([]);
    await unheart(other.token, shared!.code);
    expect((await codesOf(owner.token)).sort()).toEqual([shared!.code, own!.code].sort());
  });
});

describe("a guest's favourites at sign-in", () => {
  async function signIn(guestToken: string, member: Member) {
    const signedIn = await call(shop.app, 'POST', '/auth/login', {
      token: guestToken,
      body: { username: member.phone, password: member.password },
    });
    expect(signedIn.statusCode).toBe(200);
    return signedIn.json().data.access_token as string;
  }

  it("become the member's: a product both hearted is listed once, the guest keeps none", async () => {
    const member = await registerMember(shop);
    const [memberOnly, both, guestOnly] = await someProducts(3);
    await heartInOrder(tokenOf(member), [memberOnly!, both!]);
    const guest = await loginAsGuest(shop.app);
    await heartInOrder({ token: guest.access_token, id: guest.user_id }, [both!, guestOnly!]);

    const token = await signIn(guest.access_token, member);
    expect((await codesOf(token)).sort()).toEqual([memberOnly!.code, both!.code, guestOnly!.code].sort());
    expect(await shop.db.select().from(favorites).where(eq(favorites.customerId, guest.user_id))).toHaveLength(0);

    // Signing in again from a guest with no favourites changes nothing.
    const again = await loginAsGuest(shop.app);
    expect((await codesOf(await signIn(again.access_token, member))).sort()).toEqual(
      [memberOnly!.code, both!.code, guestOnly!.code].sort(),
    );
  });

  it(`fill only the room left in a member's list of ${FAVORITES_MAX}, the guest's latest first`, async () => {
    const member = await registerMember(shop);
    const catalogue = await shop.db
      .select({ id: products.id })
      .from(products)
      .orderBy(asc(products.id))
      .limit(FAVORITES_MAX - 1);
    await shop.db.insert(favorites).values(catalogue.map((product) => ({ customerId: member.session.user_id, productId: product.id })));
    const guest = await loginAsGuest(shop.app);
    const [older, newer] = await shop.db
      .select({ id: products.id, code: products.code, price: products.effectivePrice, options: products.optionValues })
      .from(products)
      .orderBy(asc(products.id))
      .limit(2)
      .offset(FAVORITES_MAX - 1);
    await heartInOrder({ token: guest.access_token, id: guest.user_id }, [older!, newer!]);

    const token = await signIn(guest.access_token, member);
    const hearted = await heartedCodes(token);
    expect(hearted).toHaveLength(FAVORITES_MAX);
    expect(hearted).toContain(newer!.code);
    expect(hearted).not.toContain(older!.code);
  });
});

describe(`a full wish list (${FAVORITES_MAX})`, () => {
  it('takes no more, and hearting one already in it is still fine', async () => {
    const member = tokenOf(await registerMember(shop));
    const catalogue = await shop.db
      .select({ id: products.id, code: products.code })
      .from(products)
      .orderBy(asc(products.id))
      .limit(FAVORITES_MAX + 1);
    await shop.db
      .insert(favorites)
      .values(catalogue.slice(0, FAVORITES_MAX).map((product) => ({ customerId: member.id, productId: product.id })));
    expectError(await heart(member.token, catalogue[FAVORITES_MAX]!.code), 'FAVORITE_LIMIT');
    expect((await heart(member.token, catalogue[0]!.code)).statusCode).toBe(200);
    const [held] = await shop.db
      .select({ value: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.customerId, member.id));
    expect(held?.value).toBe(FAVORITES_MAX);
  });
});

describe('GET users/me/my-wishlist-review/count', () => {
  it('counts the on-sale wish list and the bought lines waiting for a review', async () => {
    const member = await registerMember(shop);
    const { token } = tokenOf(member);
    const hearted = await someProducts(2);
    for (const product of hearted) await heart(token, product.code);
    await receivedOrderReview(shop, member);

    const answer = await call(shop.app, 'GET', '/users/me/my-wishlist-review/count', { token });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toEqual({ wish_list: 2, waiting_for_review: 1 });
  });

  it('is for members: a guest is asked to sign in', async () => {
    const guest = await loginAsGuest(shop.app);
    expectError(await call(shop.app, 'GET', '/users/me/my-wishlist-review/count', { token: guest.access_token }), 'SIGN_IN_REQUIRED');
  });
});

describe('the demo shop', () => {
  it("has the demo members' wish lists, the latest hearted first", async () => {
    const signedIn = await call(shop.app, 'POST', '/auth/login', { body: { username: '0990000001', password: 'Talad-demo-2026' } });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const list = await wishList(signedIn.json().data.access_token);
    expect(list.total).toBe(8);
  });
});
