import { randomInt, randomUUID } from 'node:crypto';
import type { CheckoutPreview, CheckoutProblem, PlaceOrderBody, PlacedOrder, SevenElevenStore } from '@talad/contract';
import type { ErrorName, FieldError, Locale } from '@talad/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedSql, preparedStatement } from '../../db/prepared.ts';
import { rowsOf } from '../../db/statements.ts';
import {
  addresses,
  customers,
  districts,
  flashSaleItems,
  flashSalePurchases,
  jobs,
  orderEvents,
  orderLines,
  orders,
  payments,
  products,
  productVariants,
  provinces,
  subDistricts,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { removeBoughtLines } from '../cart/index.ts';
import { burnCashback } from '../cashback/index.ts';
import { claimCouponUses } from '../coupon/index.ts';
import { SHOPPER_COLUMNS, shopperFactsOf } from '../membership/index.ts';
import { moveOrder } from '../order/index.ts';
import { estimateFor, resolveBilling, resolveDelivery, type ResolvedDelivery } from './delivery.ts';
import { ORDER_PLACED_JOB, placedConfirmation } from './placed-message.ts';
import { paymentRefusal, reprice, summaryOf, type CheckoutSettings, type Priced, type VariantSnapshot } from './pricing.ts';
import { problemOf } from './problems.ts';

/**
 * Placing an order (decisions 0014, 0029): named steps in ONE transaction, so a failing step leaves nothing behind —
 * reprice → reserveStock → writeOrder → claimCoupons → burnCashback → clearCartLines, then COD is accepted by the
 * system (PAYMENT → SHIPMENT, its shipment opened by the same statement) in the same transaction. writeOrder is one
 * statement: the order's row with its lines, payment, history and message; the coupon uses and the cashback burn refer
 * to the order, so they follow it. Stock is taken first: a refusal for stock writes nothing at all.
 */

export interface Shopper {
  customerId: string;
  locale: Locale;
}

/** TL + yymmdd (Bangkok) + 6 digits; unique in the table (a clash is retried by the caller's insert). */
export function newOrderNo(now: Date): string {
  const bangkok = new Date(now.getTime() + 7 * 3_600_000).toISOString();
  const date = bangkok.slice(2, 10).replaceAll('-', '');
  return `TL${date}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The order's problems: the pricing's (stock, flash-sale quota and limits, coupons, cashback), then a payment method
 * these items or this total cannot use, then a full tax invoice asked for without its address. The preview shows them
 * all; the order refuses the first.
 */
function orderProblems(body: PlaceOrderBody, priced: Priced, snapshots: VariantSnapshot[], settings: CheckoutSettings, locale: Locale) {
  const problems = [...priced.problems];
  const refusal = paymentRefusal(body.payment_method, snapshots, priced.result.total, settings);
  if (refusal) problems.push(problemOf(refusal, locale));
  if (body.full_tax_invoice && !body.billing_address_id) problems.push(problemOf('BILLING_ADDRESS_REQUIRED', locale));
  return problems;
}

/** The preview's answer: the pricing's totals and lines, where the order goes and when it arrives, its problems. */
function previewOf(
  priced: Priced,
  delivery: { type: ResolvedDelivery['type']; store: SevenElevenStore | null },
  problems: CheckoutProblem[],
  now: Date,
  locale: Locale,
): CheckoutPreview {
  return {
    ...summaryOf(priced),
    delivery: { ...delivery, estimate: estimateFor([...priced.snapshots.values()], now, locale) },
    problems,
  };
}

const storeOf = (delivery: ResolvedDelivery) => (delivery.type === 'store7_11' ? delivery.store : null);

/** A refusal the preview shows as a problem (an address deleted in another tab, home delivery of a pickup-only item). */
async function asProblem<T>(problems: CheckoutProblem[], locale: Locale, step: () => Promise<T>): Promise<T | null> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    problems.push(problemOf(error.errorName, locale));
    return null;
  }
}

/** POST checkout/preview: the totals the order will have now, and everything that would stop it. Writes nothing. */
export async function previewOrder(
  db: Database,
  shopper: Shopper,
  body: PlaceOrderBody,
  settings: CheckoutSettings,
  now: Date,
): Promise<CheckoutPreview> {
  const { customerId, locale } = shopper;
  const priced = await reprice(db, customerId, body, settings, now, locale);
  if (priced.lines.length === 0 && priced.stockProblems.length === 0) throw new AppError('ORDER_NOTHING_TO_BUY');
  const snapshots = [...priced.snapshots.values()];
  const problems = orderProblems(body, priced, snapshots, settings, locale);
  const delivery = await asProblem(problems, locale, () => resolveDelivery(db, customerId, body.delivery, snapshots, locale));
  await asProblem(problems, locale, () => resolveBilling(db, customerId, body.billing_address_id, locale));
  return previewOf(priced, { type: body.delivery.type, store: delivery ? storeOf(delivery) : null }, problems, now, locale);
}

/** The request field a problem is about, for the refusal's `errors`. */
function fieldErrorsOf(problem: CheckoutProblem): FieldError[] | undefined {
  if (problem.variant_id !== null) return [{ field: `variant:${problem.variant_id}`, reason: `available:${problem.available ?? 0}` }];
  if (problem.coupon_id !== null) return [{ field: `coupon:${problem.coupon_id}`, reason: problem.code }];
  if (problem.code === 'BILLING_ADDRESS_REQUIRED') return [{ field: 'billing_address_id', reason: 'required with full_tax_invoice' }];
  return undefined;
}

/** The first problem that stops the order, thrown as its catalogue error naming the line, coupon or field. */
function refuseOn(problems: CheckoutProblem[]) {
  const [first] = problems;
  if (!first) return;
  const errors = fieldErrorsOf(first);
  throw new AppError(first.code as ErrorName, errors ? { errors } : {});
}

/** An out-of-stock refusal that tells how many units are left. */
async function outOfStock(tx: Transaction, variantId: number): Promise<never> {
  const [left] = await tx.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, variantId));
  throw new AppError('ORDER_OUT_OF_STOCK', { errors: [{ field: `variant:${variantId}`, reason: `available:${left?.stock ?? 0}` }] });
}

const notSold = (variantId: number) =>
  new AppError('ORDER_ITEM_NOT_SOLD', { errors: [{ field: `variant:${variantId}`, reason: 'available:0' }] });

/**
 * One variant (most orders: "buy now"): its conditional decrement and its product's totals in one statement. With
 * one product row to lock there is no lock order to keep.
 */
async function takeOneVariant(tx: Transaction, variantId: number, quantity: number) {
  const [product] = await takeVariantAndTotals(tx, { variantId, quantity });
  if (!product) await outOfStock(tx, variantId);
  if (product?.withdrawnAt) throw notSold(variantId);
}

/** Built once (db/prepared.ts): every "buy now" runs it. */
const takeVariantAndTotals = preparedStatement<{ variantId: number; quantity: number }>()((db, value) => {
  const taken = db.$with('taken').as(
    db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${value('quantity')}::integer` })
      .where(and(eq(productVariants.id, value('variantId')), sql`${productVariants.stock} >= ${value('quantity')}::integer`))
      .returning({ productId: productVariants.productId }),
  );
  return db
    .with(taken)
    .update(products)
    .set({
      stock: sql`greatest(${products.stock} - ${value('quantity')}::integer, 0)`,
      sold: sql`${products.sold} + ${value('quantity')}::integer`,
    })
    .from(taken)
    .where(eq(products.id, taken.productId))
    .returning({ withdrawnAt: products.withdrawnAt });
});

/** Step reserveStock: a conditional decrement per variant, flash-sale quota and the member's flash-sale limit. */
async function reserveStock(tx: Transaction, customerId: string, priced: Priced) {
  const wanted = new Map<number, number>();
  for (const line of priced.lines) wanted.set(line.variant_id, (wanted.get(line.variant_id) ?? 0) + line.quantity);
  const [only] = wanted;
  if (only && wanted.size === 1) await takeOneVariant(tx, ...only);
  else await takeVariants(tx, wanted);
  await takeFlashSaleUnits(tx, customerId, priced);
}

/**
 * Several variants: each decremented in variant id order, then their products' totals in product id order, so two
 * orders for the same variants lock them in the same order and never deadlock.
 */
async function takeVariants(tx: Transaction, wanted: Map<number, number>) {
  const byProduct = new Map<number, { quantity: number; variantId: number }>();
  // Variants in id order: two orders for the same variants lock them in the same order and never deadlock.
  for (const [variantId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    const [taken] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .where(and(eq(productVariants.id, variantId), sql`${productVariants.stock} >= ${quantity}`))
      .returning({ productId: productVariants.productId });
    if (!taken) return outOfStock(tx, variantId);
    const product = byProduct.get(taken.productId);
    byProduct.set(taken.productId, { quantity: (product?.quantity ?? 0) + quantity, variantId: product?.variantId ?? variantId });
  }
  // The product's totals that listings filter and sort by (in stock, best selling) follow, in product id order.
  // RETURNING reads the row as this UPDATE left it, after any withdrawal committed meanwhile (the pricing read may be
  // older): a product withdrawn while the order was being placed is refused, never sold.
  for (const [productId, { quantity, variantId }] of [...byProduct].sort(([a], [b]) => a - b)) {
    const [product] = await tx
      .update(products)
      .set({ stock: sql`greatest(${products.stock} - ${quantity}, 0)`, sold: sql`${products.sold} + ${quantity}` })
      .where(eq(products.id, productId))
      .returning({ withdrawnAt: products.withdrawnAt });
    if (product?.withdrawnAt) throw notSold(variantId);
  }
}

/** The flash-sale quota and the member's flash-sale limit of each line bought at a flash price. */
async function takeFlashSaleUnits(tx: Transaction, customerId: string, priced: Priced) {
  for (const line of priced.lines) {
    if (line.flash_sale_id === null) continue;
    const [item] = await tx
      .update(flashSaleItems)
      .set({ sold: sql`${flashSaleItems.sold} + ${line.quantity}` })
      .where(
        and(
          eq(flashSaleItems.flashSaleId, line.flash_sale_id),
          eq(flashSaleItems.productId, line.product_id),
          sql`${flashSaleItems.sold} + ${line.quantity} <= ${flashSaleItems.quota}`,
        ),
      )
      .returning({ limit: flashSaleItems.perCustomerLimit });
    if (!item) throw new AppError('FLASH_SALE_SOLD_OUT', { errors: [{ field: `variant:${line.variant_id}`, reason: 'quota' }] });
    const [held] = await tx
      .insert(flashSalePurchases)
      .values({ flashSaleId: line.flash_sale_id, productId: line.product_id, customerId, quantity: line.quantity })
      .onConflictDoUpdate({
        target: [flashSalePurchases.flashSaleId, flashSalePurchases.productId, flashSalePurchases.customerId],
        set: { quantity: sql`${flashSalePurchases.quantity} + ${line.quantity}` },
        setWhere: sql`${flashSalePurchases.quantity} + ${line.quantity} <= ${item.limit}`,
      })
      .returning({ quantity: flashSalePurchases.quantity });
    if (!held || held.quantity > item.limit) {
      throw new AppError('FLASH_SALE_LIMIT_REACHED', { errors: [{ field: `variant:${line.variant_id}`, reason: `limit:${item.limit}` }] });
    }
  }
}

type OrderRow = Omit<typeof orders.$inferInsert, 'id' | 'placedAt' | 'updatedAt' | 'cancelReason' | 'refundedTotal'> & { id: string };
type OrderValues = Required<OrderRow> & { lines: string; method: string; amount: number };

/** The lines frozen as bought: `lines` is a JSON array of objects with these keys (the columns' names). */
const LINE_RECORD = sql.raw(`variant_id integer, product_code text, product_slug text, name jsonb, image text, options jsonb,
  quantity integer, list_price integer, unit_price integer, line_total integer, flash_sale_id integer, is_gift boolean`);

/**
 * Step writeOrder as ONE statement built once (db/prepared.ts), its parts data-modifying WITH parts, all or nothing: the
 * order's row, the lines frozen as bought, the payment attempt, both births (the order's first: the history reads them
 * in that order) and the "order placed" message. A clashing order number inserts no order, and then nothing else (every
 * other part reads the inserted row): it answers no row and the caller draws another number.
 */
const writeOrder = preparedSql<OrderValues>()((value, db) => {
  const order = db
    .insert(orders)
    .values({
      id: value('id'),
      orderNo: value('orderNo'),
      customerId: value('customerId'),
      status: value('status'),
      paymentMethod: value('paymentMethod'),
      delivery: value('delivery'),
      billing: value('billing'),
      contactPhone: value('contactPhone'),
      note: value('note'),
      locale: value('locale'),
      subtotal: value('subtotal'),
      discountTotal: value('discountTotal'),
      shippingFee: value('shippingFee'),
      cashbackUsed: value('cashbackUsed'),
      cashbackEarned: value('cashbackEarned'),
      vatIncluded: value('vatIncluded'),
      total: value('total'),
      pricing: value('pricing'),
      expiresAt: value('expiresAt'),
    })
    .onConflictDoNothing({ target: orders.orderNo })
    .returning({ id: orders.id });
  return sql`
    with placed as (${order.getSQL()}),
    line_rows as (
      insert into ${orderLines} (order_id, variant_id, product_code, product_slug, name, image, options, quantity, list_price,
        unit_price, line_total, flash_sale_id, is_gift)
      select placed.id, line.variant_id, line.product_code, line.product_slug, line.name, line.image, line.options, line.quantity,
        line.list_price, line.unit_price, line.line_total, line.flash_sale_id, line.is_gift
      from placed, rows from (jsonb_to_recordset(${value('lines')}::jsonb) as (${LINE_RECORD})) with ordinality as line
      order by line.ordinality
    ),
    payment as (
      insert into ${payments} (order_id, method, status, amount)
      select placed.id, ${value('method')}::text, 'PENDING', ${value('amount')}::integer from placed
    ),
    births as (
      insert into ${orderEvents} (order_id, machine, from_state, to_state, actor, reason)
      select placed.id, birth.machine, null, birth.state, 'shopper', 'created'
      from placed, (values (1, 'order', 'PAYMENT'), (2, 'payment', 'PENDING')) as birth (position, machine, state)
      order by birth.position
    ),
    message as (
      insert into ${jobs} (kind, payload) select ${ORDER_PLACED_JOB}, jsonb_build_object('orderId', placed.id) from placed
    )
    select id from placed`;
});

/** The customer's columns and their own address with its area: one statement built once (db/prepared.ts). */
const customerWithAddress = preparedStatement<{ customerId: string; addressId: string }>()((db, value) =>
  db
    .select({ customer: SHOPPER_COLUMNS, row: addresses, subDistrict: subDistricts, district: districts, province: provinces })
    .from(customers)
    .leftJoin(addresses, and(eq(addresses.id, value('addressId')), eq(addresses.customerId, customers.id)))
    .leftJoin(subDistricts, eq(subDistricts.id, addresses.subDistrictId))
    .leftJoin(districts, eq(districts.id, subDistricts.districtId))
    .leftJoin(provinces, eq(provinces.id, districts.provinceId))
    .where(eq(customers.id, value('customerId'))),
);

async function shopperAndHome(tx: Transaction, customerId: string, addressId: string) {
  const [read] = await customerWithAddress(tx, { customerId, addressId });
  const { row, subDistrict, district, province } = read ?? {};
  return {
    facts: await shopperFactsOf(tx, read?.customer),
    found: row ? { row, subDistrict: subDistrict ?? null, district: district ?? null, province: province ?? null } : undefined,
  };
}

function deliveryCopy(delivery: ResolvedDelivery) {
  return delivery.type === 'home'
    ? { type: 'home' as const, address: delivery.address }
    : { type: 'store7_11' as const, store: delivery.store, recipient: delivery.recipient };
}

/**
 * POST orders, inside the idempotency helper's transaction. Addresses are read before (the member's own book, never
 * another's); everything that takes something (coupons, stock, quota, cashback) happens in `tx`.
 */
export async function placeOrder(
  tx: Transaction,
  shopper: Shopper,
  body: PlaceOrderBody,
  settings: CheckoutSettings,
  now: Date,
): Promise<PlacedOrder> {
  const { customerId, locale } = shopper;
  // Home delivery (most orders): the shopper's tier facts and the address in one read, used by the steps below.
  const home = body.delivery.type === 'home' ? await shopperAndHome(tx, customerId, body.delivery.address_id) : undefined;
  // reprice
  const priced = await reprice(tx, customerId, body, settings, now, locale, home?.facts);
  if (priced.lines.length === 0 && priced.stockProblems.length === 0) throw new AppError('ORDER_NOTHING_TO_BUY');
  const snapshots = [...priced.snapshots.values()];
  refuseOn(orderProblems(body, priced, snapshots, settings, locale));
  // The member's own address book only: another member's address is not found (404).
  const resolved = {
    delivery: await resolveDelivery(tx, customerId, body.delivery, snapshots, locale, home),
    billing: await resolveBilling(tx, customerId, body.billing_address_id, locale),
  };
  const { result } = priced;
  // The shopper confirmed the preview's total: an order that prices otherwise now (a flash-sale limit reached by a
  // parallel order, a price changed) is not placed at a total they never saw. The rollback takes nothing.
  if (body.expected_total !== undefined && body.expected_total !== result.total) {
    const delivery = { type: resolved.delivery.type, store: storeOf(resolved.delivery) };
    throw new AppError('ORDER_TOTAL_CHANGED', {
      errors: [{ field: 'expected_total', reason: `total:${result.total}` }],
      data: previewOf(priced, delivery, [], now, locale),
    });
  }
  const cod = body.payment_method === 'COD';
  const expiresAt = cod ? null : new Date(now.getTime() + settings.paymentMinutes * 60_000);
  const orderId = randomUUID();
  const row = {
    id: orderId,
    customerId,
    status: 'PAYMENT',
    paymentMethod: body.payment_method,
    delivery: deliveryCopy(resolved.delivery),
    billing: resolved.billing,
    contactPhone: resolved.delivery.phone,
    note: body.note ?? null,
    locale,
    subtotal: result.subtotal,
    discountTotal: result.itemDiscount + result.deliveryDiscount,
    shippingFee: result.deliveryFee,
    cashbackUsed: result.cashbackUsed,
    cashbackEarned: result.cashbackEarned,
    vatIncluded: result.vatIncluded,
    total: result.total,
    pricing: { ...summaryOf(priced), refused_coupons: result.refusedCoupons },
    expiresAt,
  };
  // reserveStock: first, so a refusal (out of stock, sold out, withdrawn) has written nothing
  await reserveStock(tx, customerId, priced);
  // writeOrder: the order with its lines frozen as bought, history, the payment attempt and the "order placed" message,
  // in one statement. An order number is random within its day: a clash (rare) draws another, without aborting.
  const lines = priced.lines.map((line) => ({
    variant_id: line.variant_id,
    product_code: line.product_code,
    product_slug: line.product_slug,
    name: priced.snapshots.get(line.variant_id)?.name ?? { th: line.name, en: line.name },
    image: line.image,
    // The options' values, as the variant has them: each reader labels them in its own language.
    options: Object.fromEntries(line.options.map((option) => [option.name, option.value])),
    quantity: line.quantity,
    list_price: line.list_price,
    unit_price: line.unit_price,
    line_total: line.line_total,
    flash_sale_id: line.flash_sale_id,
    is_gift: line.is_gift,
  }));
  const written = { ...row, lines: JSON.stringify(lines), method: body.payment_method, amount: result.total };
  let orderNo = '';
  for (let attempt = 0; !orderNo; attempt += 1) {
    if (attempt === 10) throw new Error('no free order number');
    const candidate = newOrderNo(now);
    if (rowsOf(await writeOrder(tx, { ...written, orderNo: candidate })).length > 0) orderNo = candidate;
  }
  // claimCoupons
  await claimCouponUses(
    tx,
    customerId,
    orderId,
    result.adjustments
      .filter((adjustment) => adjustment.source === 'coupon')
      .map((adjustment) => ({ couponId: adjustment.id, discount: adjustment.amount })),
  );
  // burnCashback
  await burnCashback(tx, customerId, orderId, result.cashbackUsed);
  // clearCartLines: a cart checkout empties the bought lines; "buy now" leaves the cart alone
  if (!body.items) await removeBoughtLines(tx, customerId, [...new Set(priced.lines.map((line) => line.variant_id))]);
  // Cash on delivery is accepted at once: the order waits for its shipment, the payment until the parcel is delivered.
  // The move (through ORDER_FLOW's guard) opens the order's shipment in the same statement.
  let status = 'PAYMENT';
  if (cod) {
    await moveOrder(tx, orderId, 'SHIPMENT', 'system', 'COD', { known: { status: 'PAYMENT', orderId }, newShipment: { id: randomUUID() } });
    status = 'SHIPMENT';
  }
  return {
    order_id: orderId,
    order_no: orderNo,
    status,
    payment_method: body.payment_method,
    amount_due: result.total,
    expires_at: expiresAt?.toISOString() ?? null,
    confirmation: await placedConfirmation(tx, customerId),
  };
}
