import { randomUUID } from 'node:crypto';
import type {
  AdminProductDetail,
  AdminProductsPage,
  Cart,
  PriceChangePage,
  ProductDetail,
  ProductListing,
  ScheduledPriceChange,
} from '@talad/contract';
import { ERRORS, isError, type ErrorName } from '@talad/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderLines, orders, products, productVariants, scheduledPriceChanges } from '../../db/schema/index.ts';
import { runDueJobs } from '../../platform/jobs.ts';
import { createLogger } from '../../platform/logger.ts';
import { auditEntriesOf, staffOf } from '../../test-support/audit.ts';
import { registerMember, saveHomeAddress, type Member } from '../../test-support/members.ts';
import { plainVariants, type PlainVariant } from '../../test-support/orders.ts';
import { adminCall, staffSession } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { applyPriceChangeJob } from './index.ts';

let shop: TestApp;
let member: Member;
let homeId: string;
/** A manager with the second factor: prices.write. */
let manager: { authorization: string };
/** One product per test, with nothing but its price deciding what the shopper pays. */
let variants: PlainVariant[];

beforeAll(async () => {
  // The answer cache on, as in production: a changed price must not hide behind it.
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, answerCacheMs: 60_000 });
  manager = await staffSession(shop.app, 'manager', { secondFactor: true });
  member = await registerMember(shop);
  homeId = await saveHomeAddress(shop, member);
  variants = await plainVariants(shop.db, 6);
}, 120_000);
afterAll(() => shop.close());

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, headers = manager, language?: 'th' | 'en') =>
  adminCall(shop.app, method, url, { headers, ...(body === undefined ? {} : { body }), ...(language ? { language } : {}) });
const patch = (variantId: number, body: unknown, headers = manager, language?: 'th' | 'en') =>
  admin('PATCH', `/admin/variants/${variantId}`, body, headers, language);

function expectError(response: { statusCode: number; json(): unknown }, name: ErrorName) {
  const answer = response.json() as { is_success: boolean; status_code: number };
  expect(isError(answer, name), JSON.stringify(answer)).toBe(true);
  expect(response.statusCode).toBe(ERRORS[name].http);
}

const shopper = async <T>(method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) => {
  const response = await call(shop.app, method, url, {
    token: member.session.access_token,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data as T;
};

async function productOf(variant: PlainVariant) {
  const [row] = await shop.db.select({ code: products.code, slug: products.slug }).from(products).where(eq(products.id, variant.productId));
  return row!;
}

describe('PATCH admin/variants/{id}: the price rules, in Thai and English', () => {
  it('refuses a negative or zero price and a special price at or above the list price, and changes nothing', async () => {
    const variant = variants.shift()!;
    const refused = await patch(variant.id, { price: -100 }, manager, 'th');
    expectError(refused, 'PRICE_NOT_POSITIVE');
    expect(refused.json().message).toBe(ERRORS.PRICE_NOT_POSITIVE.th);
    expect((await patch(variant.id, { price: -100 }, manager, 'en')).json().message).toBe(
      'The list price must be more than ฿0 (it can never be negative or zero)',
    );
    expectError(await patch(variant.id, { price: 0 }), 'PRICE_NOT_POSITIVE');
    const above = await patch(variant.id, { special_price: variant.price + 1 }, manager, 'en');
    expectError(above, 'SPECIAL_PRICE_NOT_BELOW_PRICE');
    expect(above.json()).toMatchObject({ message: 'The special price must be below the list price', errors: [{ field: 'special_price' }] });
    expect((await patch(variant.id, { special_price: variant.price }, manager, 'th')).json().message).toBe('ราคาพิเศษต้องต่ำกว่าราคาปกติ');
    // A list price lowered under the special price it already has is the same mistake.
    expect((await patch(variant.id, { special_price: variant.price - 10 })).statusCode).toBe(200);
    expectError(await patch(variant.id, { price: variant.price - 20 }), 'SPECIAL_PRICE_NOT_BELOW_PRICE');
    expectError(await patch(variant.id, { special_price: -1 }), 'SPECIAL_PRICE_NOT_POSITIVE');
    expectError(await patch(variant.id, {}), 'PRICE_CHANGE_EMPTY');
    expectError(await patch(2_000_000_000, { price: 100 }), 'VARIANT_NOT_FOUND');
    const [row] = await shop.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
    expect({ price: row!.price, special: row!.specialPrice }).toEqual({ price: variant.price, special: variant.price - 10 });
  });

  it('answers an id that is not there with its own 404, on every route with an id in its path', async () => {
    const unknown = 2_000_000_000;
    expectError(await admin('GET', `/admin/variants/${unknown}/price-changes`), 'VARIANT_NOT_FOUND');
    expectError(await admin('GET', `/admin/variants/${unknown}/scheduled-prices`), 'VARIANT_NOT_FOUND');
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expectError(await admin('POST', `/admin/variants/${unknown}/scheduled-prices`, { price: 100, run_at: at }), 'VARIANT_NOT_FOUND');
    expectError(await admin('POST', `/admin/scheduled-prices/${unknown}/cancel`), 'PRICE_CHANGE_NOT_FOUND');
    const adjust = await adminCall(shop.app, 'POST', `/admin/variants/${unknown}/stock-adjustments`, {
      headers: { ...manager, 'idempotency-key': randomUUID() },
      body: { delta: 1, reason: 'received' },
    });
    expectError(adjust, 'VARIANT_NOT_FOUND');
    expectError(await admin('GET', `/admin/variants/${unknown}/stock-adjustments`), 'VARIANT_NOT_FOUND');
    expectError(await admin('GET', '/admin/products/PRD999999999'), 'PRODUCT_NOT_FOUND');
  });

  it('needs prices.write with the second factor', async () => {
    const variant = variants[0]!;
    expectError(await patch(variant.id, { price: 500 }, await staffSession(shop.app, 'packer')), 'STAFF_FORBIDDEN');
    expectError(
      await patch(variant.id, { price: 500 }, await staffSession(shop.app, 'content', { secondFactor: true })),
      'STAFF_FORBIDDEN',
    );
    expectError(await patch(variant.id, { price: 500 }, await staffSession(shop.app, 'manager')), 'STAFF_SECOND_FACTOR_REQUIRED');
    expect(
      (await admin('GET', `/admin/variants/${variant.id}/price-changes`, undefined, await staffSession(shop.app, 'packer'))).statusCode,
    ).toBe(200);
  });
});

describe('a changed price reaches the shopper at once and never an order already placed', () => {
  it('the product page, the cheapest listing, the card and a fresh cart show it through the answer cache; the order keeps its price; history and audit', async () => {
    const variant = variants.shift()!;
    const product = await productOf(variant);
    const before = await shopper<ProductDetail>('GET', `/products/${product.slug}`);
    // The cheapest listing, answered now and kept: the change must not hide behind it either.
    const cheapest = '/catalog/products?sort=price_low_to_high&size=5';
    expect((await shopper<ProductListing>('GET', cheapest)).items.map((item) => item.product_id)).not.toContain(product.code);
    expect(before.variants.find((entry) => entry.variant_id === variant.id)?.price).toBe(variant.price);
    const placed = await shopper<{ order_id: string }>(
      'POST',
      '/orders',
      { items: [{ variant_id: variant.id, quantity: 1 }], delivery: { type: 'home', address_id: homeId }, payment_method: 'COD' },
      { 'idempotency-key': randomUUID() },
    );

    // ฿1 below every sibling: the product's listing price is this variant's.
    const changed = await patch(variant.id, { price: 100, special_price: 90 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ id: variant.id, price: 100, special_price: 90 });

    const page = await shopper<ProductDetail>('GET', `/products/${product.slug}`);
    expect(page.variants.find((entry) => entry.variant_id === variant.id)).toMatchObject({ price: 100, special_price: 90 });
    expect((await shopper<ProductListing>('GET', cheapest)).items[0]).toMatchObject({
      product_id: product.code,
      price: 100,
      special_price: 90,
    });
    const [card] = await shopper<Array<{ price: number; special_price: number | null }>>('GET', `/products?product_id=${product.code}`);
    expect(card).toMatchObject({ price: 100, special_price: 90 });
    await shopper('POST', '/cart/items', { variant_id: variant.id, quantity: 1 });
    const cart = await shopper<Cart>('GET', '/cart');
    expect(cart.lines.find((line) => line.variant_id === variant.id)).toMatchObject({ unit_price: 90, list_price: 100 });

    // The order placed before keeps the price it was placed at, line and total.
    const [line] = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order_id));
    expect({ unit: line!.unitPrice, list: line!.listPrice }).toEqual({ unit: variant.price, list: variant.price });
    const [order] = await shop.db.select({ subtotal: orders.subtotal }).from(orders).where(eq(orders.id, placed.order_id));
    expect(order!.subtotal).toBe(variant.price);

    const who = await staffOf(shop.db, manager);
    const history = (await admin('GET', `/admin/variants/${variant.id}/price-changes`)).json().data as PriceChangePage;
    expect(history.items).toEqual([
      expect.objectContaining({
        price_before: variant.price,
        special_price_before: null,
        price_after: 100,
        special_price_after: 90,
        source: 'manual',
        by: who.label,
      }),
    ]);
    const sku = (await shop.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, variant.id)))[0]!
      .sku;
    const entries = await auditEntriesOf(shop.db, 'variant', sku);
    expect(entries.map(({ actorId, action, before, after }) => ({ actorId, action, before, after }))).toEqual([
      {
        actorId: who.id,
        action: 'variant.price',
        before: { price: variant.price, special_price: null },
        after: { price: 100, special_price: 90 },
      },
    ]);
  });
});

describe('scheduled price changes (Bangkok time), applied by the job runner once', () => {
  /** Moves a scheduled change and its job to a moment ago: due now. */
  async function makeDue(id: number) {
    await shop.db
      .update(scheduledPriceChanges)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(scheduledPriceChanges.id, id));
    await shop.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.dedupeKey, `price-change:${id}`));
  }

  it('is refused in the past or breaking the rules; listed; cancelled once; applied once by two runners, as a system job', async () => {
    const variant = variants.shift()!;
    const product = await productOf(variant);
    const url = `/admin/variants/${variant.id}/scheduled-prices`;
    const inAnHour = new Date(Date.now() + 3_600_000);
    const bangkok = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().replace('Z', '+07:00');
    expectError(await admin('POST', url, { price: 5000, run_at: '2020-01-01T09:00:00+07:00' }), 'PRICE_CHANGE_IN_PAST');
    expectError(await admin('POST', url, { special_price: variant.price, run_at: bangkok(inAnHour) }), 'SPECIAL_PRICE_NOT_BELOW_PRICE');

    const first = (await admin('POST', url, { price: 5000, run_at: bangkok(inAnHour) })).json().data as ScheduledPriceChange;
    expect(first).toMatchObject({ price: 5000, sets_special_price: false, state: 'pending', run_at: inAnHour.toISOString() });
    const cancelled = await admin('POST', `/admin/scheduled-prices/${first.id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ state: 'cancelled' });
    expectError(await admin('POST', `/admin/scheduled-prices/${first.id}/cancel`), 'PRICE_CHANGE_NOT_PENDING');

    const second = (await admin('POST', url, { price: 4000, special_price: 3000, run_at: bangkok(inAnHour) })).json()
      .data as ScheduledPriceChange;
    const detail = (await admin('GET', `/admin/products/${product.code}`)).json().data as AdminProductDetail;
    expect(detail.variants.find((entry) => entry.id === variant.id)?.scheduled.map((change) => change.id)).toEqual([second.id]);
    await makeDue(first.id);
    await makeDue(second.id);

    // Two runners poll at once: each job is claimed by one, and the change's own conditional move applies it once.
    let cleared = 0;
    const definitions = [applyPriceChangeJob(shop.db, () => (cleared += 1))];
    const log = createLogger('silent');
    await Promise.all([runDueJobs(shop.db, definitions, 'runner-a', log), runDueJobs(shop.db, definitions, 'runner-b', log)]);
    // Taken up again (a crashed runner's lease ran out), it finds nothing left to do.
    await shop.db
      .update(jobs)
      .set({ status: 'pending' })
      .where(eq(jobs.dedupeKey, `price-change:${second.id}`));
    await runDueJobs(shop.db, definitions, 'runner-c', log);
    expect(cleared).toBe(1);

    const listed = (await admin('GET', url)).json().data as { items: ScheduledPriceChange[] };
    expect(listed.items.map((change) => [change.id, change.state])).toEqual([
      [first.id, 'cancelled'],
      [second.id, 'applied'],
    ]);
    const history = (await admin('GET', `/admin/variants/${variant.id}/price-changes`)).json().data as PriceChangePage;
    expect(history.items).toEqual([expect.objectContaining({ price_after: 4000, special_price_after: 3000, source: 'scheduled' })]);
    const page = await shopper<ProductDetail>('GET', `/products/${product.slug}`);
    expect(page.variants.find((entry) => entry.variant_id === variant.id)).toMatchObject({ price: 4000, special_price: 3000 });
    const sku = page.variants.find((entry) => entry.variant_id === variant.id)!.sku;
    const applied = (await auditEntriesOf(shop.db, 'variant', sku)).filter((entry) => entry.action === 'variant.price');
    expect(applied.map(({ actorKind, actorLabel }) => ({ actorKind, actorLabel }))).toEqual([
      { actorKind: 'system', actorLabel: 'apply-price-change' },
    ]);
  });
});

describe('GET admin/products: find a product by name, code or SKU (catalog.read), keyset pages', () => {
  it('pages the newest first without repeats, and finds by code, whole SKU and Thai name', async () => {
    const packer = await staffSession(shop.app, 'packer');
    const first = (await admin('GET', '/admin/products?size=20', undefined, packer)).json().data as AdminProductsPage;
    const second = (await admin('GET', `/admin/products?size=20&cursor=${first.next_cursor}`, undefined, packer)).json()
      .data as AdminProductsPage;
    const codes = [...first.items, ...second.items].map((item) => item.code);
    expect(new Set(codes).size).toBe(40);
    expect(first.approximate_total).toBeGreaterThan(40);
    const variant = variants[0]!;
    const product = await productOf(variant);
    const [row] = await shop.db.select({ sku: productVariants.sku }).from(productVariants).where(eq(productVariants.id, variant.id));
    for (const q of [product.code, row!.sku]) {
      const found = (await admin('GET', `/admin/products?q=${encodeURIComponent(q)}`, undefined, packer)).json().data as AdminProductsPage;
      expect(found.items.map((item) => item.code)).toEqual([product.code]);
    }
    // By its Thai name as staff type it, tone marks and all, without the spaces the search text puts between words.
    const [named] = await shop.db.select({ name: products.name }).from(products).where(eq(products.id, variant.productId));
    const byName = (await admin('GET', `/admin/products?q=${encodeURIComponent(named!.name.th)}`, undefined, packer)).json()
      .data as AdminProductsPage;
    expect(byName.items.map((item) => item.code)).toContain(product.code);
    expectError(await admin('GET', '/admin/products', undefined, await staffSession(shop.app, 'support')), 'STAFF_FORBIDDEN');
  });
});
