import type { Cart, CartLine } from '@talad/contract';
import { ERRORS, isError, priceOrder, type ErrorName } from '@talad/domain';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartLines,
  flashSaleItems,
  flashSalePurchases,
  flashSales,
  productVariants,
  promotionProducts,
  promotions,
} from '../../db/schema/index.ts';
import { registerMember } from '../../test-support/members.ts';
import { runningFlashSale } from '../../test-support/orders.ts';
import { buildTestApp, call, loginAsGuest, type TestApp } from '../../test-support/test-app.ts';
import { cartPricingInput, promotionBook, removeBoughtLines } from './index.ts';

let shop: TestApp;
/** Variants of products in no flash sale and no promotion, one per product, handed out so no two tests share one. */
let pool: Array<{ id: number; productId: number; price: number }> = [];

beforeAll(async () => {
  shop = await buildTestApp();
  pool = await shop.db
    .selectDistinctOn([productVariants.productId], {
      id: productVariants.id,
      productId: productVariants.productId,
      price: productVariants.price,
    })
    .from(productVariants)
    .where(
      and(
        notInArray(productVariants.productId, shop.db.select({ id: flashSaleItems.productId }).from(flashSaleItems)),
        notInArray(productVariants.productId, shop.db.select({ id: promotionProducts.productId }).from(promotionProducts)),
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.id));
});
afterAll(() => shop.close());

let guestIp = 0;
async function guest() {
  guestIp += 1;
  return (await loginAsGuest(shop.app, `203.0.113.${guestIp}`)).access_token;
}

/** A variant no other test uses, with this stock and no special price. */
async function variant(stock: number) {
  const picked = pool.shift();
  if (!picked) throw new Error('the seed has too few plain variants');
  await shop.db.update(productVariants).set({ stock, specialPrice: null }).where(eq(productVariants.id, picked.id));
  return picked;
}

async function add(token: string, variantId: number, quantity: number) {
  return call(shop.app, 'POST', '/cart/items', { token, body: { variant_id: variantId, quantity } });
}

async function readCart(token: string, language: 'th' | 'en' = 'th'): Promise<Cart> {
  const response = await call(shop.app, 'GET', '/cart', { token, language });
  expect(response.statusCode).toBe(200);
  return response.json().data as Cart;
}

function lineOf(cart: Cart, variantId: number): CartLine {
  const line = cart.lines.find((candidate) => candidate.variant_id === variantId);
  if (!line) throw new Error(`variant ${variantId} is not in the cart`);
  return line;
}

function expectError(response: { statusCode: number; json(): unknown }, name: ErrorName) {
  const answer = response.json() as { is_success: boolean; status_code: number };
  expect(isError(answer, name), JSON.stringify(answer)).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

describe('a session, guest or member, has a cart', () => {
  it('every cart route needs a session; a guest token is enough', async () => {
    const routes = [
      ['GET', '/cart', undefined],
      ['GET', '/cart/count', undefined],
      ['POST', '/cart/items', { variant_id: 1, quantity: 1 }],
      ['PATCH', '/cart/items/1', { quantity: 1 }],
      ['DELETE', '/cart/items/1', undefined],
      ['PATCH', '/cart/select', { selected: true }],
    ] as const;
    for (const [method, url, body] of routes) {
      const response = await call(shop.app, method, url, body ? { body } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    const token = await guest();
    const empty = await readCart(token);
    expect(empty.lines).toEqual([]);
    expect(empty.count).toEqual({ units: 0, lines: 0 });
    expect(empty.summary).toMatchObject({ subtotal: 0, delivery_fee: 0, total: 0, selected_lines: 0 });
  });

  it('adding a variant twice adds to its one line; the count gives units and lines', async () => {
    const token = await guest();
    const first = await variant(10);
    const second = await variant(10);
    expect((await add(token, first.id, 2)).json().data).toMatchObject({ quantity: 2, added: 2, requested: 2, max_quantity: 10 });
    const again = (await add(token, first.id, 3)).json().data;
    expect(again).toMatchObject({ quantity: 5, added: 3, count: { units: 5, lines: 1 } });
    await add(token, second.id, 1);
    const count = await call(shop.app, 'GET', '/cart/count', { token });
    expect(count.json().data).toEqual({ units: 6, lines: 2 });

    const cart = await readCart(token);
    expect(cart.lines.map((line) => line.variant_id)).toEqual([second.id, first.id]);
    const line = lineOf(cart, first.id);
    expect(line).toMatchObject({ quantity: 5, selected: true, unit_price: first.price, list_price: first.price, stock: 10, problems: [] });
    expect(line.line_total).toBe(first.price * 5);
    expect(line.product.code).toMatch(/^PRD\d+$/);
    expect(line.product.image).toMatch(/^\/media\/products\/PRD\d+\/\d+\.webp$/);
  });

  it('the quantity added is capped by stock, and refused precisely when nothing can be added', async () => {
    const token = await guest();
    const few = await variant(3);
    const added = (await add(token, few.id, 5)).json().data;
    expect(added).toMatchObject({ quantity: 3, added: 3, requested: 5, max_quantity: 3 });
    expectError(await add(token, few.id, 1), 'CART_LIMIT_REACHED');

    const soldOut = await variant(0);
    expectError(await add(token, soldOut.id, 1), 'CART_OUT_OF_STOCK');
    expectError(await add(token, 2_000_000_000, 1), 'VARIANT_NOT_FOUND');
    for (const quantity of [0, -1, 1.5, 100, '2'])
      expect((await add(token, few.id, quantity as number)).statusCode, `quantity ${String(quantity)}`).toBe(400);
    expect((await readCart(token)).count).toEqual({ units: 3, lines: 1 });
  });

  it('a line changes quantity and tick; more than is left is refused; select all and none', async () => {
    const token = await guest();
    const a = await variant(4);
    const b = await variant(9);
    const lineA = (await add(token, a.id, 1)).json().data.line_id as number;
    const lineB = (await add(token, b.id, 2)).json().data.line_id as number;

    const changed = await call(shop.app, 'PATCH', `/cart/items/${lineA}`, { token, body: { quantity: 4 } });
    expect(changed.statusCode).toBe(200);
    expect(lineOf(changed.json().data, a.id).quantity).toBe(4);
    expectError(await call(shop.app, 'PATCH', `/cart/items/${lineA}`, { token, body: { quantity: 5 } }), 'CART_QUANTITY_EXCEEDS_STOCK');
    expect((await call(shop.app, 'PATCH', `/cart/items/${lineA}`, { token, body: {} })).statusCode).toBe(400);

    const unticked = (await call(shop.app, 'PATCH', `/cart/items/${lineB}`, { token, body: { selected: false } })).json().data as Cart;
    expect(lineOf(unticked, b.id).selected).toBe(false);
    // The summary prices the selected lines only.
    expect(unticked.summary).toMatchObject({ selected_lines: 1, selected_units: 4, subtotal: a.price * 4 });

    const none = (await call(shop.app, 'PATCH', '/cart/select', { token, body: { selected: false } })).json().data as Cart;
    expect(none.lines.every((line) => !line.selected)).toBe(true);
    expect(none.summary).toMatchObject({ selected_lines: 0, subtotal: 0, total: 0 });
    const all = (await call(shop.app, 'PATCH', '/cart/select', { token, body: { selected: true } })).json().data as Cart;
    expect(all.lines.every((line) => line.selected)).toBe(true);
    expect(all.summary.subtotal).toBe(a.price * 4 + b.price * 2);

    const removed = await call(shop.app, 'DELETE', `/cart/items/${lineA}`, { token });
    expect((removed.json().data as Cart).lines.map((line) => line.variant_id)).toEqual([b.id]);
    expectError(await call(shop.app, 'DELETE', `/cart/items/${lineA}`, { token }), 'CART_LINE_NOT_FOUND');
  });

  it("another customer's line answers 404 and is left as it was", async () => {
    const owner = await guest();
    const stranger = await guest();
    const item = await variant(5);
    const lineId = (await add(owner, item.id, 2)).json().data.line_id as number;
    for (const [method, body] of [
      ['PATCH', { quantity: 1 }],
      ['PATCH', { selected: false }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(shop.app, method, `/cart/items/${lineId}`, { token: stranger, ...(body ? { body } : {}) });
      expectError(response, 'CART_LINE_NOT_FOUND');
      expect(response.json().data).toBeNull();
    }
    await call(shop.app, 'PATCH', '/cart/select', { token: stranger, body: { selected: false } });
    expect(lineOf(await readCart(owner), item.id)).toMatchObject({ quantity: 2, selected: true });
    expect((await readCart(stranger)).lines).toEqual([]);
  });

  it('20 parallel adds of one variant make one line and never pass the stock', async () => {
    const token = await guest();
    const item = await variant(7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(token, item.id, 1)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) expectError(answer, 'CART_LIMIT_REACHED');
    const customerId = (await readCart(token)).lines[0];
    expect(customerId?.quantity).toBe(7);
    const rows = await shop.db.select().from(cartLines).where(eq(cartLines.variantId, item.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.quantity).toBe(7);
  });
});

describe('every read re-prices and reports problems instead of failing', () => {
  it('sold out, fewer left and a changed price are reported on the line; sold-out lines leave the summary', async () => {
    const token = await guest();
    const soldOut = await variant(5);
    const fewer = await variant(5);
    const dearer = await variant(5);
    await add(token, soldOut.id, 2);
    await add(token, fewer.id, 4);
    await add(token, dearer.id, 1);

    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, soldOut.id));
    await shop.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, fewer.id));
    await shop.db
      .update(productVariants)
      .set({ price: dearer.price + 1_000 })
      .where(eq(productVariants.id, dearer.id));

    const cart = await readCart(token);
    expect(lineOf(cart, soldOut.id).problems).toEqual([{ code: 'OUT_OF_STOCK' }]);
    expect(lineOf(cart, soldOut.id).max_quantity).toBe(0);
    expect(lineOf(cart, fewer.id).problems).toEqual([{ code: 'FEWER_LEFT', requested: 4, available: 1 }]);
    expect(lineOf(cart, dearer.id).problems).toEqual([
      { code: 'PRICE_CHANGED', previous_price: dearer.price, current_price: dearer.price + 1_000 },
    ]);
    expect(lineOf(cart, dearer.id).unit_price).toBe(dearer.price + 1_000);
    // The summary prices what can be bought: the sold-out line is left out.
    expect(cart.summary.selected_lines).toBe(2);
    expect(cart.summary.subtotal).toBe(fewer.price * 4 + dearer.price + 1_000);

    // The price notice shows once; stock notices stay while true.
    const again = await readCart(token);
    expect(lineOf(again, dearer.id).problems).toEqual([]);
    expect(lineOf(again, soldOut.id).problems).toEqual([{ code: 'OUT_OF_STOCK' }]);
    await shop.db.update(productVariants).set({ price: dearer.price }).where(eq(productVariants.id, dearer.id));
  });

  it('the summary is the engine’s answer for the selected lines', async () => {
    const token = await guest();
    const a = await variant(20);
    const b = await variant(20);
    await add(token, a.id, 3);
    await add(token, b.id, 1);
    const cart = await readCart(token);
    const member = (await shop.db.select().from(cartLines).where(eq(cartLines.variantId, a.id)))[0]?.customerId ?? '';
    const input = await cartPricingInput(shop.db, member, { selectedOnly: true }, new Date());
    const expected = priceOrder({
      ...input,
      coupons: [],
      // The configured terms checkout quotes (DELIVERY_FEE, FREE_DELIVERY_FROM).
      delivery: { fee: shop.config.checkout.deliveryFee, freeFrom: shop.config.checkout.freeDeliveryFrom },
      cashback: { requested: 0, balance: 0 },
      tier: null,
      now: new Date(),
    });
    expect(cart.summary).toMatchObject({
      subtotal: expected.subtotal,
      item_discount: expected.itemDiscount,
      delivery_fee: expected.deliveryFee,
      total: expected.total,
      vat_included: expected.vatIncluded,
    });
    expect(cart.summary.subtotal).toBe(a.price * 3 + b.price);
    expect(cart.summary.total).toBe(
      cart.summary.subtotal + cart.summary.delivery_fee - cart.summary.item_discount - cart.summary.delivery_discount,
    );
  });

  it('live promotions of the cart’s products price the summary: discounts, free gifts; promotions without rules are skipped', async () => {
    const token = await guest();
    const item = await variant(10);
    const gift = await variant(10);
    const now = Date.now();
    const promotion = (slug: string, kind: 'saving' | 'free_gift', rules: object) => ({
      slug,
      kind,
      rules,
      title: { th: slug, en: slug },
      description: { th: slug, en: slug },
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 3_600_000),
      position: 0,
    });
    const made = await shop.db
      .insert(promotions)
      .values([
        promotion('cart-test-saving', 'saving', { minSpend: 1, amountOff: 1_000 }),
        promotion('cart-test-gift', 'free_gift', { minQuantity: 2, giftVariantId: gift.id, giftQuantity: 1 }),
        promotion('cart-test-no-rules', 'saving', {}),
      ])
      .returning({ id: promotions.id, slug: promotions.slug });
    await shop.db.insert(promotionProducts).values(made.map((row) => ({ promotionId: row.id, productId: item.productId })));
    // Promotions are kept in process (pricing reads them on every cart): an edit drops the kept copy.
    promotionBook.forget(shop.db);
    const idOf = (slug: string) => made.find((row) => row.slug === slug)?.id;

    await add(token, item.id, 2);
    const { summary } = await readCart(token);
    expect(summary.adjustments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'promotion', id: idOf('cart-test-saving'), kind: 'saving', amount: 1_000, target: 'items' }),
        expect.objectContaining({ source: 'promotion', id: idOf('cart-test-gift'), kind: 'free_gift', amount: 0 }),
      ]),
    );
    expect(summary.adjustments.map((adjustment) => adjustment.id)).not.toContain(idOf('cart-test-no-rules'));
    expect(summary.item_discount).toBe(1_000);
    expect(summary.total).toBe(item.price * 2 - 1_000 + summary.delivery_fee - summary.delivery_discount);
    expect(summary.extras).toEqual([
      expect.objectContaining({ variant_id: gift.id, quantity: 1, unit_price: 0, is_gift: true, promotion_id: idOf('cart-test-gift') }),
    ]);
    expect(summary.extras[0]?.product?.code).toMatch(/^PRD\d+$/);
  });

  it('a running flash sale prices the line and bounds it by the customer limit; its end is reported', async () => {
    const token = await guest();
    const item = await variant(50);
    const now = Date.now();
    const flashPrice = Math.max(100, Math.floor(item.price / 2));
    const sale = {
      id: await runningFlashSale(
        shop.db,
        { productId: item.productId, flashPrice, quota: 10, sold: 4, perCustomerLimit: 3 },
        { startsAt: new Date(now - 3_600_000) },
      ),
    };

    const added = (await add(token, item.id, 5)).json().data;
    expect(added).toMatchObject({ quantity: 3, added: 3, max_quantity: 3 });
    const during = lineOf(await readCart(token), item.id);
    expect(during).toMatchObject({ unit_price: flashPrice, list_price: item.price, max_quantity: 3, problems: [] });
    expect(during.flash_sale).toMatchObject({ flash_sale_id: sale.id, units_left: 3 });

    await shop.db
      .update(flashSales)
      .set({ startsAt: new Date(now - 7_200_000), endsAt: new Date(now - 60_000) })
      .where(eq(flashSales.id, sale.id));
    const after = lineOf(await readCart(token), item.id);
    expect(after.unit_price).toBe(item.price);
    expect(after.flash_sale).toBeNull();
    expect(after.problems).toEqual([
      { code: 'FLASH_SALE_ENDED', flash_sale_id: sale.id, previous_price: flashPrice, current_price: item.price },
    ]);
    expect(lineOf(await readCart(token), item.id).problems).toEqual([]);
  });
});

describe("checkout's view of the cart", () => {
  it('cartPricingInput: selected lines or buy-now items, flash units left within quota and the customer limit', async () => {
    const member = await registerMember(shop);
    const token = member.session.access_token;
    const customerId = member.session.user_id;
    const kept = await variant(9);
    const unticked = await variant(9);
    const gone = await variant(9);
    const flash = await variant(9);
    const now = new Date();
    const sale = {
      id: await runningFlashSale(shop.db, { productId: flash.productId, flashPrice: 500, quota: 10, sold: 8, perCustomerLimit: 5 }),
    };
    await shop.db.insert(flashSalePurchases).values({ flashSaleId: sale.id, productId: flash.productId, customerId, quantity: 4 });

    await add(token, kept.id, 2);
    const untickedLine = (await add(token, unticked.id, 1)).json().data.line_id as number;
    await call(shop.app, 'PATCH', `/cart/items/${untickedLine}`, { token, body: { selected: false } });
    await add(token, gone.id, 1);
    await shop.db.update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, gone.id));

    const selected = await cartPricingInput(shop.db, customerId, { selectedOnly: true }, now);
    expect(selected.lines.map((line) => [line.variantId, line.quantity])).toEqual([[kept.id, 2]]);
    expect(selected.problems).toEqual([expect.objectContaining({ variantId: gone.id, problem: { code: 'OUT_OF_STOCK' } })]);

    // min(quota − sold, limit − bought) = min(2, 1) = 1.
    const buyNow = await cartPricingInput(shop.db, customerId, { items: [{ variant_id: flash.id, quantity: 1 }] }, now);
    expect(buyNow.lines[0]).toMatchObject({ variantId: flash.id, productId: flash.productId, quantity: 1, listPrice: flash.price });
    expect(buyNow.lines[0]?.flashSale).toEqual({ flashSaleId: sale.id, price: 500, unitsLeft: 1 });
    expect(buyNow.lines[0]?.categories.length).toBeGreaterThan(0);
    await expect(cartPricingInput(shop.db, customerId, { items: [{ variant_id: 2_000_000_000, quantity: 1 }] }, now)).rejects.toMatchObject(
      {
        errorName: 'VARIANT_NOT_FOUND',
      },
    );

    await shop.db.transaction((tx) => removeBoughtLines(tx, customerId, [kept.id, gone.id]));
    expect((await readCart(token)).lines.map((line) => line.variant_id)).toEqual([unticked.id]);
  });
});

describe('a guest cart becomes the member’s at sign-in (X-012)', () => {
  it('lines move over, a shared variant is one line with the quantities summed and capped by stock', async () => {
    const member = await registerMember(shop);
    const shared = await variant(4);
    const memberOnly = await variant(5);
    const guestOnly = await variant(5);
    await add(member.session.access_token, shared.id, 3);
    await add(member.session.access_token, memberOnly.id, 1);

    const visitor = await loginAsGuest(shop.app, '203.0.113.200');
    await add(visitor.access_token, shared.id, 2);
    await add(visitor.access_token, guestOnly.id, 2);

    const signedIn = await call(shop.app, 'POST', '/auth/login', {
      token: visitor.access_token,
      body: { username: member.phone, password: member.password },
    });
    expect(signedIn.statusCode).toBe(200);
    const cart = await readCart(signedIn.json().data.access_token);
    expect(Object.fromEntries(cart.lines.map((line) => [line.variant_id, line.quantity]))).toEqual({
      [shared.id]: 4,
      [memberOnly.id]: 1,
      [guestOnly.id]: 2,
    });
    expect(cart.count).toEqual({ units: 7, lines: 3 });
    const leftWithGuest = await shop.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(cartLines)
      .where(eq(cartLines.customerId, visitor.user_id));
    expect(leftWithGuest[0]?.n).toBe(0);
  });
});
