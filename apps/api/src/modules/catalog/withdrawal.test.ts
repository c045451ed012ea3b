import { randomUUID } from 'node:crypto';
import type { Cart, FlashSales, ProductDetail, ProductListing, StaffProductResult } from '@talad/contract';
import { ERRORS, isError, pickText, type ErrorName } from '@talad/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, cartLines, flashSales, idempotencyKeys, orders, products, productVariants } from '../../db/schema/index.ts';
import { registerMember, saveHomeAddress, type Member } from '../../test-support/members.ts';
import { plainVariants, runningFlashSale, type PlainVariant } from '../../test-support/orders.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { untilLockWait } from '../../test-support/lock-wait.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';

let shop: TestApp;
let member: Member;
let homeId: string;
/** Variants reserved for each test (one product each, no promotion or flash sale), so tests do not share products. */
let variants: PlainVariant[];
/** A manager: catalog.write. */
let manager: { authorization: string };

beforeAll(async () => {
  // The answer cache on, as in production: a withdrawal must not be hidden behind it.
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, answerCacheMs: 60_000 });
  manager = await staffSession(shop.app, 'manager');
  member = await registerMember(shop);
  homeId = await saveHomeAddress(shop, member);
  variants = await plainVariants(shop.db, 12);
}, 120_000);
afterAll(() => shop.close());

/** POST admin/products/{code}/{action}, as the back office and `npm run shop` send it. */
const staff = (code: string, action: string, headers: Record<string, string> = manager) =>
  adminCall(shop.app, 'POST', `/admin/products/${code}/${action}`, { headers });

const as = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, headers?: Record<string, string>) =>
  call(shop.app, method, url, {
    token: member.session.access_token,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });

function expectError(response: { statusCode: number; json(): unknown }, name: ErrorName) {
  const answer = response.json() as { is_success: boolean; status_code: number };
  expect(isError(answer, name), JSON.stringify(answer)).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

async function productOf(variant: PlainVariant) {
  const [row] = await shop.db
    .select({ code: products.code, slug: products.slug, name: products.name, brandId: products.brandId })
    .from(products)
    .where(eq(products.id, variant.productId));
  if (!row) throw new Error('no product');
  return row;
}

async function withdraw(code: string) {
  const response = await staff(code, 'withdraw');
  expect(response.statusCode).toBe(200);
  return response.json().data as StaffProductResult;
}

async function restore(code: string) {
  const response = await staff(code, 'restore');
  expect(response.statusCode).toBe(200);
  return response.json().data as StaffProductResult;
}

const read = async <T>(url: string): Promise<T> => {
  const response = await call(shop.app, 'GET', url);
  expect(response.statusCode, url).toBe(200);
  return response.json().data as T;
};

const readCart = async () => (await as('GET', '/cart')).json().data as Cart;
const lineOf = (cart: Cart, variantId: number) => cart.lines.find((line) => line.variant_id === variantId);

describe('staff withdraw and restore a product (admin, catalog.write)', () => {
  it('needs catalog.write; an unknown product is not found; a repeated withdrawal keeps its first time; one audit entry per change', async () => {
    const product = await productOf(variants.shift()!);
    expectError(await staff(product.code, 'withdraw', {}), 'STAFF_UNAUTHENTICATED');
    for (const role of ['support', 'packer', 'content'] as const)
      expectError(await staff(product.code, 'withdraw', await staffSession(shop.app, role)), 'STAFF_FORBIDDEN');
    // A shopper's token is no staff credential either.
    expectError(await staff(product.code, 'withdraw', { authorization: `Bearer ${member.session.access_token}` }), 'STAFF_UNAUTHENTICATED');
    expectError(await staff('PRD999999999', 'withdraw'), 'PRODUCT_NOT_FOUND');
    expect(await auditEntriesOf(shop.db, 'product', product.code)).toEqual([]);
    const first = await withdraw(product.code);
    expect(first.withdrawn_at).not.toBeNull();
    expect((await withdraw(product.code)).withdrawn_at).toBe(first.withdrawn_at);
    expect(await restore(product.code)).toEqual({ code: product.code, withdrawn_at: null, published_at: expect.any(String) });
    expect((await staff(product.code, 'withdraw', await staffSession(shop.app, 'owner'))).statusCode).toBe(200);
    const who = await staffOf(shop.db, manager);
    const entries = await auditEntriesOf(shop.db, 'product', product.code);
    expect(entries.map(({ actorId, action, before, after }) => ({ actorId, action, before, after }))).toEqual([
      { actorId: who.id, action: 'product.withdraw', before: { withdrawn_at: null }, after: { withdrawn_at: first.withdrawn_at } },
      { actorId: who.id, action: 'product.restore', before: { withdrawn_at: first.withdrawn_at }, after: { withdrawn_at: null } },
      { actorId: expect.not.stringMatching(who.id), action: 'product.withdraw', before: { withdrawn_at: null }, after: expect.any(Object) },
    ]);
  });
});

describe('a withdrawn product leaves browsing (through the answer cache) and its page says it is no longer sold', () => {
  it('listings, search, cards and brand counts drop it; its page answers withdrawn; a restore brings it all back', async () => {
    const product = await productOf(variants.shift()!);
    const [brand] = await shop.db.select({ slug: brands.slug }).from(brands).where(eq(brands.id, product.brandId!));
    const name = pickText(product.name, 'th');
    const listingUrl = `/catalog/products?brand=${brand!.slug}&size=100`;
    const searchUrl = `/search?search=${encodeURIComponent(name)}&size=100`;
    const count = async () =>
      (await read<Array<{ slug: string; product_count: number }>>('/brands')).find((entry) => entry.slug === brand!.slug)!.product_count;
    const before = {
      listing: await read<ProductListing>(listingUrl),
      search: await read<ProductListing>(searchUrl),
      cards: await read<unknown[]>(`/products?product_id=${product.code}`),
      page: await read<ProductDetail>(`/products/${product.slug}`),
      brandCount: await count(),
    };
    expect(before.search.items.map((item) => item.product_id)).toContain(product.code);
    expect(before.cards).toHaveLength(1);
    expect(before.page.withdrawn).toBe(false);

    await withdraw(product.code);
    // Read at once: the cached listing, search and page of a moment ago are not answered again.
    const listing = await read<ProductListing>(listingUrl);
    expect(listing.total).toBe(before.listing.total - 1);
    expect(listing.items.map((item) => item.product_id)).not.toContain(product.code);
    // Nothing else may carry its exact name: then the search answers near matches (typos), never the product.
    expect((await read<ProductListing>(searchUrl)).items.map((item) => item.product_id)).not.toContain(product.code);
    expect(await read<unknown[]>(`/products?product_id=${product.code}`)).toEqual([]);
    expect(await count()).toBe(before.brandCount - 1);
    const page = await read<ProductDetail>(`/products/${product.slug}`);
    expect(page).toMatchObject({ product_id: product.code, withdrawn: true, flash_sale: null, promotions: [], installment_plans: [] });

    await restore(product.code);
    expect((await read<ProductListing>(listingUrl)).total).toBe(before.listing.total);
    expect((await read<ProductListing>(searchUrl)).items.map((item) => item.product_id)).toContain(product.code);
    expect((await read<ProductDetail>(`/products/${product.slug}`)).withdrawn).toBe(false);
  });

  it('a flash sale leaves out the items of withdrawn products', async () => {
    const variant = variants.shift()!;
    const product = await productOf(variant);
    const saleId = await runningFlashSale(
      shop.db,
      { productId: variant.productId, flashPrice: Math.max(1, variant.price - 100), quota: 5, perCustomerLimit: 2 },
      { endsAt: new Date(Date.now() + 600_000) },
    );
    const itemsOf = (sales: FlashSales) =>
      [sales.running, ...sales.upcoming].flatMap((entry) =>
        entry?.flash_sale_id === saleId ? entry.items.map((item) => item.product.product_id) : [],
      );
    expect(itemsOf(await read<FlashSales>('/flash-sales'))).toEqual([product.code]);
    await withdraw(product.code);
    expect(itemsOf(await read<FlashSales>('/flash-sales'))).toEqual([]);
    await shop.db.delete(flashSales).where(eq(flashSales.id, saleId));
  });
});

describe('the cart reports a withdrawn product’s lines as no longer sold', () => {
  it('the line shows NOT_SOLD, is unticked and left out of the summary; it cannot be added, ticked or raised, only unticked or removed', async () => {
    const [gone, kept] = [variants.shift()!, variants.shift()!];
    await shop.db
      .update(productVariants)
      .set({ stock: 20 })
      .where(sql`${productVariants.id} in (${gone.id}, ${kept.id})`);
    const goneLine = (await as('POST', '/cart/items', { variant_id: gone.id, quantity: 2 })).json().data.line_id as number;
    await as('POST', '/cart/items', { variant_id: kept.id, quantity: 1 });
    const product = await productOf(gone);

    await withdraw(product.code);
    const cart = await readCart();
    expect(lineOf(cart, gone.id)).toMatchObject({ selected: false, max_quantity: 0, problems: [{ code: 'NOT_SOLD' }] });
    expect(lineOf(cart, kept.id)).toMatchObject({ selected: true, problems: [] });
    expect(cart.summary).toMatchObject({ selected_lines: 1, selected_units: 1, subtotal: kept.price });

    expectError(await as('POST', '/cart/items', { variant_id: gone.id, quantity: 1 }), 'CART_NOT_SOLD');
    expectError(await as('PATCH', `/cart/items/${goneLine}`, { selected: true }), 'CART_NOT_SOLD');
    expectError(await as('PATCH', `/cart/items/${goneLine}`, { quantity: 3 }), 'CART_NOT_SOLD');
    expect((await as('PATCH', `/cart/items/${goneLine}`, { selected: false })).statusCode).toBe(200);
    // Select all ticks what can be bought and leaves the withdrawn line alone.
    const all = (await as('PATCH', '/cart/select', { selected: true })).json().data as Cart;
    expect(lineOf(all, gone.id)?.selected).toBe(false);
    expect(all.lines.filter((line) => line.variant_id !== gone.id).every((line) => line.selected)).toBe(true);

    // Restored, the line can be ticked and bought again.
    await restore(product.code);
    expect((await as('PATCH', `/cart/items/${goneLine}`, { selected: true })).statusCode).toBe(200);
    expect(lineOf(await readCart(), gone.id)).toMatchObject({ selected: true, problems: [] });
    await shop.db.delete(cartLines).where(sql`${cartLines.variantId} in (${gone.id}, ${kept.id})`);
  });

  it('withdrawing unticks the product’s lines in every cart', async () => {
    const variant = variants.shift()!;
    await shop.db.update(productVariants).set({ stock: 20 }).where(eq(productVariants.id, variant.id));
    const other = await registerMember(shop);
    for (const who of [member, other])
      await call(shop.app, 'POST', '/cart/items', { token: who.session.access_token, body: { variant_id: variant.id, quantity: 1 } });
    await withdraw((await productOf(variant)).code);
    const ticks = await shop.db.select({ selected: cartLines.selected }).from(cartLines).where(eq(cartLines.variantId, variant.id));
    expect(ticks).toEqual([{ selected: false }, { selected: false }]);
    await shop.db.delete(cartLines).where(eq(cartLines.variantId, variant.id));
  });
});

describe('checkout refuses a withdrawn product', () => {
  const orderCount = async () => (await shop.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders))[0]!.n;
  const stockOf = async (variantId: number) =>
    (await shop.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]!.stock;

  it('the preview names it; "buy now" and a cart checkout answer 409 ORDER_ITEM_NOT_SOLD and write nothing', async () => {
    const variant = variants.shift()!;
    await shop.db.update(productVariants).set({ stock: 10 }).where(eq(productVariants.id, variant.id));
    const product = await productOf(variant);
    const buyNow = {
      items: [{ variant_id: variant.id, quantity: 1 }],
      delivery: { type: 'home', address_id: homeId },
      payment_method: 'COD',
    };
    await withdraw(product.code);

    const preview = await as('POST', '/checkout/preview', buyNow);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.problems).toContainEqual(
      expect.objectContaining({ code: 'ORDER_ITEM_NOT_SOLD', status_code: ERRORS.ORDER_ITEM_NOT_SOLD.code, variant_id: variant.id }),
    );

    const orders = await orderCount();
    const key = randomUUID();
    const refused = await as('POST', '/orders', buyNow, { 'idempotency-key': key });
    expectError(refused, 'ORDER_ITEM_NOT_SOLD');
    expect(refused.json().errors).toEqual([{ field: `variant:${variant.id}`, reason: 'available:0' }]);
    // A cart line ticked just before the withdrawal (as a checkout racing it would find it) is refused the same way.
    await restore(product.code);
    await as('POST', '/cart/items', { variant_id: variant.id, quantity: 1 });
    await withdraw(product.code);
    await shop.db.update(cartLines).set({ selected: true }).where(eq(cartLines.variantId, variant.id));
    const fromCart = await as(
      'POST',
      '/orders',
      { delivery: { type: 'home', address_id: homeId }, payment_method: 'COD' },
      { 'idempotency-key': randomUUID() },
    );
    expectError(fromCart, 'ORDER_ITEM_NOT_SOLD');

    expect(await orderCount()).toBe(orders);
    expect(await stockOf(variant.id)).toBe(10);
    expect(await shop.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    await shop.db.delete(cartLines).where(eq(cartLines.variantId, variant.id));
  });

  it('a withdrawal committed while an order is being placed refuses the order: the product is never sold after it', async () => {
    const variant = variants.shift()!;
    await shop.db.update(productVariants).set({ stock: 10 }).where(eq(productVariants.id, variant.id));
    const buyNow = {
      items: [{ variant_id: variant.id, quantity: 1 }],
      delivery: { type: 'home', address_id: homeId },
      payment_method: 'COD',
    };
    const orders = await orderCount();
    if (!process.env.TEST_DATABASE_URL) {
      // The embedded database has one connection and runs one transaction at a time: a withdrawal lands before or
      // after a whole order, never inside it. Withdrawn first, the order is refused.
      await withdraw((await productOf(variant)).code);
      expectError(await as('POST', '/orders', buyNow, { 'idempotency-key': randomUUID() }), 'ORDER_ITEM_NOT_SOLD');
    } else {
      // On a server: the staff's withdrawal holds the product's row, uncommitted, while the order prices the product as
      // on sale, takes its stock and then waits on that row; the withdrawal commits; the order must not go through.
      let placing: ReturnType<typeof as> | undefined;
      await shop.db.transaction(async (tx) => {
        await tx.update(products).set({ withdrawnAt: new Date() }).where(eq(products.id, variant.productId));
        placing = as('POST', '/orders', buyNow, { 'idempotency-key': randomUUID() });
        // The order blocked on the withdrawal's row.
        await untilLockWait(shop.db, 'the order');
      });
      expectError(await placing!, 'ORDER_ITEM_NOT_SOLD');
    }
    expect(await orderCount()).toBe(orders);
    expect(await stockOf(variant.id)).toBe(10);
  });
});
