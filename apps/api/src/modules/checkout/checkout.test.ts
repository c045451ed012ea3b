import { randomUUID } from 'node:crypto';
import { ERRORS, maskContact, PAYMENT_METHODS, PRODUCT_OPTION_NAMES } from '@talad/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cashbackEntries,
  customers,
  flashSaleItems,
  flashSalePurchases,
  idempotencyKeys,
  jobs,
  optionValues,
  orderEvents,
  orderLines,
  orders,
  outboxMessages,
  payments,
  productVariants,
  products,
  sevenElevenStores,
  shipments,
} from '../../db/schema/index.ts';
import { registerMember, saveHomeAddress, saveTaxInvoiceAddress, type Member } from '../../test-support/members.ts';
import { plainVariants, runningFlashSale, type PlainVariant } from '../../test-support/orders.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { purgeIdempotencyKeys } from '../../platform/idempotency.ts';
import { sendOrderPlaced } from './index.ts';

let shop: TestApp;
let member: Member;
let stranger: Member;
let memberId: string;
let homeId: string;
let strangerHomeId: string;
let storeId: string;
/** Variants reserved for each test (cheap, one product each), so tests do not share stock. */
let variants: PlainVariant[];

const as = (who: Member, method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>, language?: 'en') =>
  call(shop.app, method, url, {
    token: who.session.access_token,
    ...(body === undefined ? {} : { body }),
    ...(headers ? { headers } : {}),
    ...(language ? { language } : {}),
  });

const placeOrder = (who: Member, body: unknown, key: string = randomUUID(), language?: 'en') =>
  as(who, 'POST', '/orders', body, { 'idempotency-key': key }, language);

const pickup = { type: 'store7_11', store_id: '', recipient_name: 'ผู้รับ', recipient_phone: '0891234567' };

const buyNow = (variantId: number, quantity = 1, extra: Record<string, unknown> = {}) => ({
  items: [{ variant_id: variantId, quantity }],
  delivery: { type: 'home', address_id: homeId },
  payment_method: 'COD',
  ...extra,
});

async function customerIdOf(who: Member) {
  const [row] = await shop.db.select({ id: customers.id }).from(customers).where(eq(customers.phone, who.phone));
  if (!row) throw new Error('member not found');
  return row.id;
}

/** The next reserved variant, with exactly `stock` units and no badges or flags in the way. */
async function freshVariant(stock: number) {
  const variant = variants.shift();
  if (!variant) throw new Error('out of test variants');
  await shop.db.update(productVariants).set({ stock }).where(eq(productVariants.id, variant.id));
  return variant;
}

const stockOf = async (variantId: number) =>
  (await shop.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;

const orderCountOf = async (customerId: string) =>
  (
    await shop.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(eq(orders.customerId, customerId))
  )[0]?.n ?? 0;

beforeAll(async () => {
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000 });
  member = await registerMember(shop);
  stranger = await registerMember(shop);
  memberId = await customerIdOf(member);
  homeId = await saveHomeAddress(shop, member);
  strangerHomeId = await saveHomeAddress(shop, stranger);
  const [store] = await shop.db.select({ id: sevenElevenStores.id }).from(sevenElevenStores).limit(1);
  storeId = store!.id;
  pickup.store_id = storeId;
  variants = await plainVariants(shop.db, 40);
}, 120_000);
afterAll(() => shop.close());

describe('GET checkout/options', () => {
  it('offers the member’s addresses, the fee and estimate, and every payment method with whether it can pay and why not', async () => {
    const variant = await freshVariant(5);
    const answer = await as(member, 'GET', `/checkout/options?items=${variant.id}:1`);
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    expect(data.delivery.home.available).toBe(true);
    expect(data.delivery.home.addresses.map((address: { id: string }) => address.id)).toEqual([homeId]);
    expect(data.delivery_fee).toBe(shop.config.checkout.deliveryFee);
    expect(data.free_delivery_from).toBe(shop.config.checkout.freeDeliveryFrom);
    expect(data.estimate.min_days).toBeGreaterThanOrEqual(1);
    expect(data.payment_methods).toHaveLength(PAYMENT_METHODS.length);
    const byMethod = new Map(data.payment_methods.map((option: { method: string }) => [option.method, option]));
    for (const method of PAYMENT_METHODS.filter((each) => each !== 'INSTALLMENT'))
      expect(byMethod.get(method)).toEqual({ method, eligible: true, reason: null });
    // A plain item is not sold in installments (flag `installments`).
    expect(byMethod.get('INSTALLMENT')).toMatchObject({ eligible: false, reason: { code: 'PAYMENT_INSTALLMENT_NOT_ALLOWED' } });
  });

  it('refuses COD for an item with the NO_COD badge and home delivery for an item only picked up at 7-Eleven', async () => {
    const variant = await freshVariant(5);
    await shop.db
      .update(products)
      .set({ badges: ['NO_COD'], flags: ['AT_7-ELEVEN'] })
      .where(eq(products.id, variant.productId));
    const data = (await as(member, 'GET', `/checkout/options?items=${variant.id}:1`)).json().data;
    expect(data.delivery.home).toMatchObject({ available: false, reason: { code: 'DELIVERY_STORE_PICKUP_ONLY' } });
    expect(data.delivery.store7_11.available).toBe(true);
    expect(data.payment_methods.find((method: { method: string }) => method.method === 'COD')).toMatchObject({
      eligible: false,
      reason: { code: 'PAYMENT_COD_NOT_ALLOWED' },
    });
    const home = await placeOrder(member, buyNow(variant.id));
    expect(home.json().status_code).toBe(ERRORS.PAYMENT_COD_NOT_ALLOWED.code);
    await shop.db.update(products).set({ badges: [] }).where(eq(products.id, variant.productId));
    expect((await placeOrder(member, buyNow(variant.id))).json().status_code).toBe(ERRORS.DELIVERY_STORE_PICKUP_ONLY.code);
    const pickup = await placeOrder(member, {
      ...buyNow(variant.id),
      delivery: { type: 'store7_11', store_id: storeId, recipient_name: 'สมหญิง ใจงาม', recipient_phone: '0891234567' },
    });
    expect(pickup.statusCode).toBe(200);
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, pickup.json().data.order_id));
    expect(order?.delivery).toMatchObject({ type: 'store7_11', store: { store_id: storeId }, recipient: { phone: '0891234567' } });
    expect(order?.contactPhone).toBe('0891234567');
  });

  it('refuses COD above COD_MAX', async () => {
    const variant = await freshVariant(500);
    const quantity = Math.ceil((shop.config.checkout.codMax + 1) / variant.price);
    if (quantity > 99) return; // the cheapest variants cannot reach the ceiling within one line's 99 units
    const answer = await placeOrder(member, buyNow(variant.id, quantity));
    expect(answer.json().status_code).toBe(ERRORS.PAYMENT_COD_OVER_LIMIT.code);
    expect(await stockOf(variant.id)).toBe(500);
  });
});

describe('POST checkout/preview', () => {
  it('answers the exact totals the order then has, and writes nothing', async () => {
    const variant = await freshVariant(10);
    const body = buyNow(variant.id, 2);
    const before = await orderCountOf(memberId);
    const preview = await as(member, 'POST', '/checkout/preview', body);
    expect(preview.statusCode).toBe(200);
    const summary = preview.json().data;
    expect(summary.problems).toEqual([]);
    expect(summary.subtotal).toBe(variant.price * 2);
    expect(summary.total).toBe(
      summary.subtotal - summary.item_discount + summary.delivery_fee - summary.delivery_discount - summary.cashback_used,
    );
    expect(summary.vat_included).toBe(Math.round((summary.total * 7) / 107));
    expect(await stockOf(variant.id)).toBe(10);
    expect(await orderCountOf(memberId)).toBe(before);
    const placed = await placeOrder(member, body);
    expect(placed.json().data.amount_due).toBe(summary.amount_due);
    const [order] = await shop.db.select().from(orders).where(eq(orders.id, placed.json().data.order_id));
    expect(order).toMatchObject({ subtotal: summary.subtotal, total: summary.total, vatIncluded: summary.vat_included });
  });

  it('labels each line’s options as the cart does, in the shopper’s language: preview, order and tracking', async () => {
    // A variant with a colour, whose label differs between Thai and English ("ดำ", "Black").
    const [row] = await shop.db
      .select({ id: productVariants.id, options: productVariants.options })
      .from(productVariants)
      .where(sql`${productVariants.id} in ${variants.map((each) => each.id)} and ${productVariants.options} ? 'Color'`)
      .limit(1);
    variants = [...variants.filter((each) => each.id === row!.id), ...variants.filter((each) => each.id !== row!.id)];
    const variant = await freshVariant(5);
    const labels = await shop.db.select().from(optionValues);
    const expected = (language: 'th' | 'en') =>
      PRODUCT_OPTION_NAMES.filter((name) => row!.options[name] !== undefined).map((name) => {
        const value = row!.options[name]!;
        const label = labels.find((entry) => entry.option === name && entry.value === value)?.label;
        return { name, value, label: label?.[language] ?? value };
      });
    expect(expected('th').length).toBeGreaterThan(0);
    expect(expected('th')).not.toEqual(expected('en'));
    const preview = (await as(member, 'POST', '/checkout/preview', buyNow(variant.id), undefined, 'en')).json().data;
    expect(preview.lines[0].options).toEqual(expected('en'));
    const placed = (await placeOrder(member, buyNow(variant.id))).json().data;
    const detail = (await as(member, 'GET', `/v2/orders/${placed.order_id}`)).json().data;
    expect(detail.lines[0].options).toEqual(expected('th'));
    const [order] = await shop.db.select({ phone: orders.contactPhone }).from(orders).where(eq(orders.id, placed.order_id));
    const tracked = (
      await as(member, 'GET', `/order-tracking/${placed.order_no}?phone=${order!.phone}`, undefined, undefined, 'en')
    ).json();
    expect(tracked.data.lines[0].options).toEqual(expected('en'));
  });

  it('reports a short stock as a problem with the units left instead of failing', async () => {
    const variant = await freshVariant(1);
    const summary = (await as(member, 'POST', '/checkout/preview', buyNow(variant.id, 3))).json().data;
    expect(summary.problems).toContainEqual(expect.objectContaining({ code: 'ORDER_OUT_OF_STOCK', variant_id: variant.id, available: 1 }));
  });
});

describe('the preview reports what the order refuses', () => {
  /** The preview's problems and the order's refusal for one body: the same code, and nothing written. */
  async function previewAndOrder(body: Record<string, unknown>, variantId: number) {
    const stockBefore = await stockOf(variantId);
    const preview = await as(member, 'POST', '/checkout/preview', body);
    expect(preview.statusCode).toBe(200);
    const order = await placeOrder(member, body);
    expect(await stockOf(variantId)).toBe(stockBefore);
    return { problems: preview.json().data.problems, order: order.json() };
  }

  it('a variant named twice: its units together against its stock', async () => {
    const variant = await freshVariant(3);
    const body = {
      ...buyNow(variant.id, 2),
      items: [
        { variant_id: variant.id, quantity: 2 },
        { variant_id: variant.id, quantity: 2 },
      ],
    };
    const { problems, order } = await previewAndOrder(body, variant.id);
    expect(problems).toEqual([expect.objectContaining({ code: 'ORDER_OUT_OF_STOCK', variant_id: variant.id, available: 3 })]);
    expect(order).toMatchObject({
      status_code: ERRORS.ORDER_OUT_OF_STOCK.code,
      errors: [{ field: `variant:${variant.id}`, reason: 'available:3' }],
    });
  });

  it('more of a flash-sale item than the member’s limit leaves, or than its quota leaves', async () => {
    /** A fresh variant of 50 units on a running flash sale ฿1 below its price. */
    const onFlashSale = async (limits: { quota: number; perCustomerLimit: number }) => {
      const variant = await freshVariant(50);
      await runningFlashSale(shop.db, { productId: variant.productId, flashPrice: Math.max(1, variant.price - 100), ...limits });
      return variant;
    };
    const limited = await onFlashSale({ quota: 20, perCustomerLimit: 2 });
    const overLimit = await previewAndOrder(buyNow(limited.id, 3), limited.id);
    expect(overLimit.problems).toEqual([expect.objectContaining({ code: 'FLASH_SALE_OVER_LIMIT', variant_id: limited.id, available: 2 })]);
    expect(overLimit.order).toMatchObject({
      status_code: ERRORS.FLASH_SALE_OVER_LIMIT.code,
      errors: [{ field: `variant:${limited.id}`, reason: 'available:2' }],
    });
    const scarce = await onFlashSale({ quota: 2, perCustomerLimit: 5 });
    const overQuota = await previewAndOrder(buyNow(scarce.id, 3), scarce.id);
    expect(overQuota.problems).toEqual([expect.objectContaining({ code: 'FLASH_SALE_SOLD_OUT', variant_id: scarce.id, available: 2 })]);
    expect(overQuota.order.status_code).toBe(ERRORS.FLASH_SALE_SOLD_OUT.code);
  });

  it('home delivery of an item only picked up at 7-Eleven: a problem of the preview, not a failed preview', async () => {
    const variant = await freshVariant(5);
    await shop.db
      .update(products)
      .set({ flags: ['AT_7-ELEVEN'] })
      .where(eq(products.id, variant.productId));
    const { problems, order } = await previewAndOrder(buyNow(variant.id), variant.id);
    expect(problems.map((problem: { code: string }) => problem.code)).toEqual(['DELIVERY_STORE_PICKUP_ONLY']);
    expect(order.status_code).toBe(ERRORS.DELIVERY_STORE_PICKUP_ONLY.code);
    await shop.db.update(products).set({ flags: [] }).where(eq(products.id, variant.productId));
  });
});

describe('a full tax invoice needs its address', () => {
  it('refuses full_tax_invoice without billing_address_id (400 naming the field, Thai and English); the preview reports it', async () => {
    const variant = await freshVariant(5);
    const body = buyNow(variant.id, 1, { full_tax_invoice: true });
    const preview = (await as(member, 'POST', '/checkout/preview', body)).json().data;
    expect(preview.problems).toEqual([expect.objectContaining({ code: 'BILLING_ADDRESS_REQUIRED', variant_id: null, coupon_id: null })]);
    const thai = await placeOrder(member, body);
    expect(thai.statusCode).toBe(400);
    expect(thai.json()).toMatchObject({
      status_code: ERRORS.BILLING_ADDRESS_REQUIRED.code,
      message: ERRORS.BILLING_ADDRESS_REQUIRED.th,
      errors: [{ field: 'billing_address_id', reason: 'required with full_tax_invoice' }],
    });
    const english = await placeOrder(member, body, randomUUID(), 'en');
    expect(english.json().message).toBe(ERRORS.BILLING_ADDRESS_REQUIRED.en);
    expect(await stockOf(variant.id)).toBe(5);
    const billingId = await saveTaxInvoiceAddress(shop, member);
    const placed = await placeOrder(member, { ...body, billing_address_id: billingId });
    expect(placed.statusCode).toBe(200);
    const [order] = await shop.db.select({ billing: orders.billing }).from(orders).where(eq(orders.id, placed.json().data.order_id));
    expect(order?.billing).toMatchObject({ id: billingId, kind: 'AddressInvoice' });
  });
});

describe('expected_total: the order is placed at the total the shopper saw, or not at all', () => {
  it('answers 409 ORDER_TOTAL_CHANGED with the new preview when the price changed since, and takes nothing', async () => {
    const variant = await freshVariant(5);
    const body = buyNow(variant.id, 2);
    const seen = (await as(member, 'POST', '/checkout/preview', body)).json().data;
    await shop.db
      .update(productVariants)
      .set({ price: variant.price + 1_000 })
      .where(eq(productVariants.id, variant.id));
    const refused = await placeOrder(member, { ...body, expected_total: seen.total }, randomUUID(), 'en');
    expect(refused.statusCode).toBe(409);
    const answer = refused.json();
    expect(answer).toMatchObject({ status_code: ERRORS.ORDER_TOTAL_CHANGED.code, message: ERRORS.ORDER_TOTAL_CHANGED.en });
    expect(answer.data.total).toBe(seen.total + 2_000);
    expect(answer.data.lines).toEqual([
      expect.objectContaining({ variant_id: variant.id, quantity: 2, unit_price: variant.price + 1_000 }),
    ]);
    expect(answer.data.problems).toEqual([]);
    expect(answer.errors).toEqual([{ field: 'expected_total', reason: `total:${answer.data.total}` }]);
    expect(await stockOf(variant.id)).toBe(5);
    // Confirming the new total places it.
    const placed = await placeOrder(member, { ...body, expected_total: answer.data.total });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().data.amount_due).toBe(answer.data.total);
    await shop.db.update(productVariants).set({ price: variant.price }).where(eq(productVariants.id, variant.id));
  });

  it('parallel flash-sale orders by one member beyond their limit: each gets the price it previewed or a 409; stock exact', async () => {
    const variant = await freshVariant(50);
    const flashPrice = Math.max(1, variant.price - 100);
    const saleId = await runningFlashSale(shop.db, { productId: variant.productId, flashPrice, quota: 100, perCustomerLimit: 2 });
    const buyer = await registerMember(shop);
    const buyerHome = await saveHomeAddress(shop, buyer);
    const body = { ...buyNow(variant.id), delivery: { type: 'home', address_id: buyerHome } };
    const seen = (await as(buyer, 'POST', '/checkout/preview', body)).json().data;
    expect(seen.lines[0]).toMatchObject({ unit_price: flashPrice, flash_sale_id: saleId });
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeOrder(buyer, { ...body, expected_total: seen.total })));
    const placed = answers.filter((answer) => answer.statusCode === 200);
    // The member's limit is two at the flash price: the others were not placed at the regular price they never saw.
    expect(placed).toHaveLength(2);
    for (const answer of placed) expect(answer.json().data.amount_due).toBe(seen.total);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      const refusal = answer.json();
      expect([ERRORS.ORDER_TOTAL_CHANGED.code, ERRORS.FLASH_SALE_LIMIT_REACHED.code]).toContain(refusal.status_code);
      // Those priced after the member's two: the new total, at the product's own price.
      if (refusal.status_code === ERRORS.ORDER_TOTAL_CHANGED.code)
        expect(refusal.data.lines[0]).toMatchObject({ unit_price: variant.price, flash_sale_id: null });
    }
    const buyerId = await customerIdOf(buyer);
    const lines = await shop.db
      .select({ unitPrice: orderLines.unitPrice, quantity: orderLines.quantity, total: orders.total })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.customerId, buyerId), eq(orderLines.variantId, variant.id)));
    expect(lines).toEqual([
      { unitPrice: flashPrice, quantity: 1, total: seen.total },
      { unitPrice: flashPrice, quantity: 1, total: seen.total },
    ]);
    expect(await stockOf(variant.id)).toBe(48);
    const [held] = await shop.db
      .select({ quantity: flashSalePurchases.quantity })
      .from(flashSalePurchases)
      .where(and(eq(flashSalePurchases.flashSaleId, saleId), eq(flashSalePurchases.customerId, buyerId)));
    expect(held?.quantity).toBe(2);
    // Once the limit is reached, the preview shows the product's own price, and that total is placed when confirmed.
    const now = (await as(buyer, 'POST', '/checkout/preview', body)).json().data;
    expect(now.lines[0]).toMatchObject({ unit_price: variant.price, flash_sale_id: null });
    expect((await placeOrder(buyer, { ...body, expected_total: now.total })).statusCode).toBe(200);
  }, 60_000);
});

describe('POST orders', () => {
  it('prices a home order at the member’s tier, read with the address: a VIP pays no delivery fee where a new member does', async () => {
    const variant = await freshVariant(5);
    // 100 baht: under the shop's free-delivery threshold, above a VIP's (0).
    await shop.db.update(productVariants).set({ price: 10_000, specialPrice: null }).where(eq(productVariants.id, variant.id));
    const body = buyNow(variant.id);
    const regular = await as(member, 'POST', '/checkout/preview', body);
    expect(regular.json().data.delivery_fee).toBeGreaterThan(0);
    const vip = await registerMember(shop);
    const vipId = await customerIdOf(vip);
    await shop.db.update(customers).set({ yearlySpend: 5_000_000 }).where(eq(customers.id, vipId));
    const vipHome = await saveHomeAddress(shop, vip);
    const placed = await placeOrder(vip, { ...body, delivery: { type: 'home', address_id: vipHome } });
    expect(placed.statusCode).toBe(200);
    const [row] = await shop.db
      .select({ shippingFee: orders.shippingFee, delivery: orders.delivery })
      .from(orders)
      .where(eq(orders.id, placed.json().data.order_id));
    expect(row).toMatchObject({ shippingFee: 0, delivery: { type: 'home', address: { id: vipHome } } });
  });

  it('requires an Idempotency-Key', async () => {
    const variant = await freshVariant(3);
    const answer = await as(member, 'POST', '/orders', buyNow(variant.id));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().status_code).toBe(ERRORS.IDEMPOTENCY_KEY_MISSING.code);
  });

  it('places a COD order whole: frozen lines, history, payment, shipment, and the message in the shopper’s language', async () => {
    const variant = await freshVariant(4);
    const answer = await placeOrder(member, { ...buyNow(variant.id, 2), note: 'ฝากไว้กับ รปภ.' }, randomUUID(), 'en');
    expect(answer.statusCode).toBe(200);
    const placed = answer.json().data;
    expect(placed).toMatchObject({ status: 'SHIPMENT', payment_method: 'COD', expires_at: null });
    expect(placed.order_no).toMatch(/^TL\d{6}\d{6}$/);
    expect(await stockOf(variant.id)).toBe(2);
    const lines = await shop.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order_id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ variantId: variant.id, quantity: 2, unitPrice: variant.price, lineTotal: variant.price * 2 });
    expect(lines[0]?.name.th.length).toBeGreaterThan(0);
    expect(lines[0]?.image).toMatch(/^\/media\/products\//);
    const history = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.order_id)).orderBy(orderEvents.id);
    expect(history.map((event) => `${event.machine}:${event.fromState ?? ''}>${event.toState}:${event.actor}`)).toEqual([
      'order:>PAYMENT:shopper',
      'payment:>PENDING:shopper',
      'order:PAYMENT>SHIPMENT:system',
      'shipment:>SHIPPING:system',
    ]);
    const [payment] = await shop.db.select().from(payments).where(eq(payments.orderId, placed.order_id));
    expect(payment).toMatchObject({ status: 'PENDING', method: 'COD', amount: placed.amount_due });
    const [shipment] = await shop.db.select().from(shipments).where(eq(shipments.orderId, placed.order_id));
    expect(shipment?.status).toBe('SHIPPING');
    const [job] = await shop.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload}->>'orderId' = ${placed.order_id}`);
    expect(job?.kind).toBe('order-placed-message');
    expect(await sendOrderPlaced(shop.db, shop.app.messages, placed.order_id)).toBe(true);
    const [message] = await shop.db.select().from(outboxMessages).where(eq(outboxMessages.purpose, 'order-placed'));
    expect(message?.body).toContain(placed.order_no);
    expect(message?.subject).toBe(`Order ${placed.order_no} placed`);
    // The page told the shopper where that message went, masked.
    expect(placed.confirmation).toEqual({ channel: message?.channel, to: maskContact(message?.to ?? '') });
  });

  it('places a card order waiting for payment (a pending attempt, a deadline, no shipment); refuses installments for items not sold so', async () => {
    const variant = await freshVariant(3);
    const refused = await placeOrder(member, buyNow(variant.id, 1, { payment_method: 'INSTALLMENT' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().status_code).toBe(ERRORS.PAYMENT_INSTALLMENT_NOT_ALLOWED.code);
    expect(await stockOf(variant.id)).toBe(3);
    const answer = await placeOrder(member, buyNow(variant.id, 1, { payment_method: 'CREDITCARD' }));
    expect(answer.statusCode).toBe(200);
    const placed = answer.json().data;
    expect(placed).toMatchObject({ status: 'PAYMENT', payment_method: 'CREDITCARD', expires_at: expect.any(String) });
    expect(await stockOf(variant.id)).toBe(2);
    const attempts = await shop.db
      .select({ status: payments.status, amount: payments.amount })
      .from(payments)
      .where(eq(payments.orderId, placed.order_id));
    expect(attempts).toEqual([{ status: 'PENDING', amount: placed.amount_due }]);
    expect(await shop.db.select().from(shipments).where(eq(shipments.orderId, placed.order_id))).toEqual([]);
  });

  it('answers 404 for another member’s address (IDOR) and writes nothing', async () => {
    const variant = await freshVariant(3);
    const before = await orderCountOf(memberId);
    const answer = await placeOrder(member, { ...buyNow(variant.id), delivery: { type: 'home', address_id: strangerHomeId } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().status_code).toBe(ERRORS.ADDRESS_NOT_FOUND.code);
    const billing = await placeOrder(member, { ...buyNow(variant.id), billing_address_id: strangerHomeId });
    expect(billing.json().status_code).toBe(ERRORS.BILLING_ADDRESS_NOT_FOUND.code);
    expect(await stockOf(variant.id)).toBe(3);
    expect(await orderCountOf(memberId)).toBe(before);
  });

  it('answers 409 with the units left when stock is short, and writes nothing', async () => {
    const variant = await freshVariant(2);
    const answer = await placeOrder(member, buyNow(variant.id, 3));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      status_code: ERRORS.ORDER_OUT_OF_STOCK.code,
      errors: [{ field: `variant:${variant.id}`, reason: 'available:2' }],
    });
    expect(await stockOf(variant.id)).toBe(2);
  });

  it('orders the cart’s selected lines and takes them out of the cart', async () => {
    const variant = await freshVariant(5);
    const added = await as(member, 'POST', '/cart/items', { variant_id: variant.id, quantity: 2 });
    expect(added.statusCode).toBe(200);
    const { items: _items, ...fromCart } = buyNow(variant.id);
    const answer = await placeOrder(member, fromCart);
    expect(answer.statusCode).toBe(200);
    expect(await stockOf(variant.id)).toBe(3);
    const cart = (await as(member, 'GET', '/cart')).json().data;
    expect(JSON.stringify(cart)).not.toContain(`"variant_id":${variant.id},`);
  });
});

describe('Idempotency-Key', () => {
  it('answers the first order again for the same key and body, refuses another body with 422', async () => {
    const variant = await freshVariant(5);
    const key = randomUUID();
    const first = await placeOrder(member, buyNow(variant.id), key);
    const again = await placeOrder(member, buyNow(variant.id), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await placeOrder(member, buyNow(variant.id, 2), key);
    expect(other.statusCode).toBe(422);
    expect(other.json().status_code).toBe(ERRORS.IDEMPOTENCY_KEY_REUSED.code);
    expect(await stockOf(variant.id)).toBe(4);
  });

  it('10 concurrent requests with one key place one order; a retry gets it back', async () => {
    const variant = await freshVariant(20);
    const key = randomUUID();
    const before = await orderCountOf(memberId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(member, buyNow(variant.id), key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const placed = answers.map((answer) => answer.json().data.order_id);
    expect(new Set(placed).size).toBe(1);
    // The first places it; the nine others waited for it and answer its answer again.
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await orderCountOf(memberId)).toBe(before + 1);
    expect(await stockOf(variant.id)).toBe(19);
    const retry = await placeOrder(member, buyNow(variant.id), key);
    expect(retry.json().data.order_id).toBe(placed[0]);
  });

  it('one key with two bodies at once: one order, the other body refused with 422', async () => {
    const variant = await freshVariant(20);
    const key = randomUUID();
    const before = await orderCountOf(memberId);
    const answers = await Promise.all([placeOrder(member, buyNow(variant.id), key), placeOrder(member, buyNow(variant.id, 2), key)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json().status_code).toBe(ERRORS.IDEMPOTENCY_KEY_REUSED.code);
    expect(await orderCountOf(memberId)).toBe(before + 1);
    // Whichever came first: one unit taken, or two; never both.
    expect(await stockOf(variant.id)).toBe(answers[0]!.statusCode === 200 ? 19 : 18);
  });

  it('a failed order frees its key', async () => {
    const variant = await freshVariant(0);
    const key = randomUUID();
    expect((await placeOrder(member, buyNow(variant.id), key)).statusCode).toBe(409);
    const rows = await shop.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, memberId), eq(idempotencyKeys.key, key)));
    expect(rows).toEqual([]);
  });

  it('answers are kept 24 hours: the hourly clean-up removes older ones and keeps the rest', async () => {
    const [old, fresh] = [randomUUID(), randomUUID()];
    const row = { customerId: memberId, scope: 'orders', requestHash: 'h', httpStatus: 200, answer: {} };
    await shop.db.insert(idempotencyKeys).values([
      { ...row, key: old, createdAt: new Date(Date.now() - 25 * 3_600_000) },
      { ...row, key: fresh },
    ]);
    expect(await purgeIdempotencyKeys(shop.db)).toBeGreaterThanOrEqual(1);
    const left = await shop.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.customerId, memberId));
    expect(left.map((entry) => entry.key)).toContain(fresh);
    expect(left.map((entry) => entry.key)).not.toContain(old);
  });
});

describe('never oversold', () => {
  it('200 concurrent "buy now" of 1 unit with 37 in stock: exactly 37 orders, the rest 409, stock 0', async () => {
    const variant = await freshVariant(37);
    const totalsOf = async () =>
      (await shop.db.select({ stock: products.stock, sold: products.sold }).from(products).where(eq(products.id, variant.productId)))[0]!;
    const unitsOrdered = async () =>
      (
        await shop.db
          .select({ n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)`.mapWith(Number) })
          .from(orderLines)
          .where(eq(orderLines.variantId, variant.id))
      )[0]!.n;
    const before = await totalsOf();
    // The seed's orders (those its reviews come from) may hold the variant already: count what this burst adds.
    const orderedBefore = await unitsOrdered();
    const buyers = [member, stranger];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => placeOrder(buyers[index % 2]!, { ...buyNow(variant.id), delivery: pickup })),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(37);
    expect(codes.filter((code) => code === 409)).toHaveLength(163);
    for (const answer of answers.filter((item) => item.statusCode === 409)) {
      expect(answer.json().status_code).toBe(ERRORS.ORDER_OUT_OF_STOCK.code);
    }
    expect(await stockOf(variant.id)).toBe(0);
    expect((await unitsOrdered()) - orderedBefore).toBe(37);
    // The product's totals that listings filter and sort by follow the variants.
    const after = await totalsOf();
    expect(after.sold - before.sold).toBe(37);
    expect(after.stock).toBe(Math.max(before.stock - 37, 0));
  }, 120_000);

  it('a flash sale’s quota and per-customer limit hold under concurrency', async () => {
    const variant = await freshVariant(500);
    const saleId = await runningFlashSale(shop.db, {
      productId: variant.productId,
      flashPrice: Math.max(1, variant.price - 100),
      quota: 5,
      perCustomerLimit: 3,
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => placeOrder(index % 2 ? stranger : member, { ...buyNow(variant.id), delivery: pickup })),
    );
    const flashOrders = await shop.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orderLines)
      .where(and(eq(orderLines.variantId, variant.id), eq(orderLines.flashSaleId, saleId)));
    const [item] = await shop.db.select().from(flashSaleItems).where(eq(flashSaleItems.flashSaleId, saleId));
    // Never past the quota (5) nor a member's limit (3 each): at most 5 units at the flash price in all.
    expect(item!.sold).toBeLessThanOrEqual(5);
    expect(flashOrders[0]!.n).toBe(item!.sold);
    const held = await shop.db.select().from(flashSalePurchases).where(eq(flashSalePurchases.flashSaleId, saleId));
    for (const row of held) expect(row.quantity).toBeLessThanOrEqual(3);
    expect(held.reduce((sum, row) => sum + row.quantity, 0)).toBe(item!.sold);
    // Whoever lost the race heard why, clearly.
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect([ERRORS.FLASH_SALE_SOLD_OUT.code, ERRORS.FLASH_SALE_LIMIT_REACHED.code]).toContain(answer.json().status_code);
    }
    // With both members able to buy 3 each, the quota of 5 is reached exactly.
    expect(item!.sold).toBe(5);
  }, 120_000);

  it('cashback burned by concurrent orders never overdraws the ledger', async () => {
    await shop.db.insert(cashbackEntries).values({ customerId: memberId, type: 'PROMOTION', status: 'COMPLETE', amount: 100 });
    const variant = await freshVariant(50);
    const answers = await Promise.all(Array.from({ length: 8 }, () => placeOrder(member, buyNow(variant.id, 1, { cashback_amount: 100 }))));
    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200)) {
      expect(answer.json().status_code).toBe(ERRORS.CASHBACK_INSUFFICIENT.code);
    }
    const [balance] = await shop.db
      .select({ sum: sql<number>`coalesce(sum(${cashbackEntries.amount}), 0)`.mapWith(Number) })
      .from(cashbackEntries)
      .where(and(eq(cashbackEntries.customerId, memberId), eq(cashbackEntries.status, 'COMPLETE')));
    expect(balance?.sum).toBe(0);
    expect(await stockOf(variant.id)).toBe(49);
  }, 60_000);
});
