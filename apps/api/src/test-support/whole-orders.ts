import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  cashbackEntries,
  couponUses,
  coupons,
  idempotencyKeys,
  jobs,
  memberCoupons,
  orderEvents,
  orderLines,
  orders,
  payments,
  productVariants,
  shipments,
} from '../db/schema/index.ts';
import { ORDER_PLACED_JOB } from '../modules/checkout/index.ts';

/**
 * "Every order whole or absent", checked straight in the database for a set of members who bought only through POST
 * orders: what each order is made of, and what the orders together took (stock, coupon uses, cashback).
 */
export interface OrderScope {
  customerIds: string[];
  /** The coupons the members used, all of whose uses are theirs. */
  couponIds: number[];
  /** The variants they bought, with the stock each had before any order. */
  stockBefore: Map<number, number>;
  /** Cashback each member was given (satang) before any order. */
  cashbackGiven: number;
}

/** Every row that makes up the members' orders. */
export async function readOrders(db: Database, scope: OrderScope) {
  const orderRows = await db.select().from(orders).where(inArray(orders.customerId, scope.customerIds));
  const orderIds = orderRows.map((order) => order.id);
  return {
    orders: orderRows,
    lines: await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)),
    events: await db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)),
    payments: await db.select().from(payments).where(inArray(payments.orderId, orderIds)),
    shipments: await db.select().from(shipments).where(inArray(shipments.orderId, orderIds)),
    uses: await db.select().from(couponUses).where(inArray(couponUses.couponId, scope.couponIds)),
    coupons: await db.select().from(coupons).where(inArray(coupons.id, scope.couponIds)),
    memberCoupons: await db.select().from(memberCoupons).where(inArray(memberCoupons.customerId, scope.customerIds)),
    cashback: await db.select().from(cashbackEntries).where(inArray(cashbackEntries.customerId, scope.customerIds)),
    placedJobs: await db.select().from(jobs).where(eq(jobs.kind, ORDER_PLACED_JOB)),
    keys: await db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.customerId, scope.customerIds)),
    variants: await db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.id, [...scope.stockBefore.keys()])),
  };
}
export type OrderRows = Awaited<ReturnType<typeof readOrders>>;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const of = <T extends { orderId: string | null }>(rows: T[], orderId: string) => rows.filter((row) => row.orderId === orderId);

/** The order a stored idempotency answer names. */
export const answeredOrderId = (key: OrderRows['keys'][number]) => (key.answer as { order_id?: string } | null)?.order_id;

/** What is wrong, as readable lines; none when every order is whole and nothing was taken without one. */
export function orderProblems(rows: OrderRows, scope: OrderScope): string[] {
  return [...rows.orders.flatMap((order) => problemsOfOrder(rows, order)), ...takenWithoutOrders(rows, scope)];
}

/**
 * One order: its lines and totals, its history, payment and (COD) shipment, its coupon uses and cashback burn as its
 * pricing says, its "placed" message and the one idempotency answer naming it; cancelled, only by expiry and with
 * everything given back.
 */
function problemsOfOrder(rows: OrderRows, order: OrderRows['orders'][number]): string[] {
  const problems: string[] = [];
  const wrong = (what: string) => problems.push(`${order.orderNo} (${order.status}): ${what}`);
  const lines = of(rows.lines, order.id);
  const events = of(rows.events, order.id);
  const orderPayments = of(rows.payments, order.id);
  const uses = of(rows.uses, order.id);
  const burns = of(rows.cashback, order.id).filter((entry) => entry.type === 'BURN');
  const shipped = of(rows.shipments, order.id).length > 0;
  const moved = (machine: string, from: string | null, to: string) =>
    events.some((event) => event.machine === machine && event.fromState === from && event.toState === to);

  if (lines.length === 0) wrong('no lines');
  if (sum(lines.map((line) => line.lineTotal)) !== order.subtotal) wrong('lines do not add up to the subtotal');
  if (order.total !== order.subtotal - order.discountTotal + order.shippingFee - order.cashbackUsed) wrong('total does not add up');
  if (!moved('order', null, 'PAYMENT') || !moved('payment', null, 'PENDING')) wrong('no history of its creation');
  if (orderPayments.length === 0) wrong('no payment');
  if (sum(burns.map((entry) => entry.amount)) !== -order.cashbackUsed) wrong('cashback burned differs from cashback used');
  if (order.paymentMethod === 'COD' && (!moved('order', 'PAYMENT', 'SHIPMENT') || !shipped))
    wrong('COD accepted without history or shipment');
  if (order.paymentMethod !== 'COD' && (order.expiresAt === null || shipped)) wrong('a card order without a deadline, or shipped unpaid');
  if (order.status === 'CANCELLED') {
    if (!events.some((event) => event.toState === 'CANCELLED' && event.reason === 'ORDEREXPIRED')) wrong('cancelled, not by expiry');
    if (!orderPayments.every((payment) => payment.status === 'EXPIRED')) wrong('payment not expired');
    if (uses.some((use) => use.returnedAt === null)) wrong('coupon not given back');
    if (burns.some((entry) => entry.status !== 'CANCELED')) wrong('cashback not given back');
  } else {
    if (uses.some((use) => use.returnedAt !== null)) wrong('coupon given back from a live order');
    if (burns.some((entry) => entry.status !== 'COMPLETE')) wrong('cashback burn of a live order cancelled');
  }
  const pricing = order.pricing as { adjustments?: Array<{ source: string; id: unknown; amount: number }> };
  const priced = (pricing.adjustments ?? [])
    .filter((adjustment) => adjustment.source === 'coupon')
    .map((adjustment) => `${String(adjustment.id)}:${adjustment.amount}`)
    .sort();
  const recorded = uses.map((use) => `${use.couponId}:${use.discount}`).sort();
  if (priced.join() !== recorded.join()) wrong(`coupons priced ${priced.join() || 'none'}, uses recorded ${recorded.join() || 'none'}`);
  const answers = rows.keys.filter((key) => answeredOrderId(key) === order.id);
  if (answers.length !== 1 || answers[0]!.httpStatus !== 200) wrong(`${answers.length} idempotency answers`);
  const messages = rows.placedJobs.filter((job) => job.payload.orderId === order.id);
  if (messages.length !== 1) wrong(`${messages.length} "order placed" messages`);
  return problems;
}

/** Stock, coupon counters and cashback balances are what the live orders took; no answer, use or burn without its order. */
function takenWithoutOrders(rows: OrderRows, scope: OrderScope): string[] {
  const problems: string[] = [];
  const orderIds = new Set(rows.orders.map((order) => order.id));
  const live = rows.orders.filter((order) => order.status !== 'CANCELLED');
  for (const key of rows.keys) {
    const orderId = answeredOrderId(key);
    if (key.httpStatus === 200 && (!orderId || !orderIds.has(orderId))) problems.push(`key ${key.key} answered an order that is not there`);
  }
  for (const variant of rows.variants) {
    const gone = scope.stockBefore.get(variant.id)! - variant.stock;
    const held = sum(
      live.flatMap((order) => of(rows.lines, order.id).filter((line) => line.variantId === variant.id)).map((line) => line.quantity),
    );
    if (variant.stock < 0) problems.push(`variant ${variant.id}: stock ${variant.stock}`);
    if (gone !== held) problems.push(`variant ${variant.id}: ${gone} units gone, live orders hold ${held}`);
  }
  const unreturned = rows.uses.filter((use) => use.returnedAt === null);
  for (const use of rows.uses) if (!orderIds.has(use.orderId)) problems.push(`coupon use without its order ${use.orderId}`);
  for (const coupon of rows.coupons) {
    const held = unreturned.filter((use) => use.couponId === coupon.id);
    if (coupon.used !== held.length) problems.push(`coupon ${coupon.code}: used ${coupon.used}, ${held.length} uses held`);
    if (coupon.totalLimit !== null && coupon.used > coupon.totalLimit) problems.push(`coupon ${coupon.code} over its limit`);
    for (const collected of rows.memberCoupons.filter((row) => row.couponId === coupon.id)) {
      const mine = held.filter((use) => use.customerId === collected.customerId).length;
      if (collected.used !== mine) problems.push(`coupon ${coupon.code}: a member's count is ${collected.used}, ${mine} uses held`);
      if (collected.used > coupon.perMemberLimit) problems.push(`coupon ${coupon.code}: a member over the limit`);
    }
  }
  for (const customerId of scope.customerIds) {
    const entries = rows.cashback.filter((entry) => entry.customerId === customerId);
    if (entries.some((entry) => entry.type === 'BURN' && (!entry.orderId || !orderIds.has(entry.orderId))))
      problems.push('cashback burned without an order');
    const balance = sum(entries.filter((entry) => entry.status === 'COMPLETE').map((entry) => entry.amount));
    const spent = sum(live.filter((order) => order.customerId === customerId).map((order) => order.cashbackUsed));
    if (balance < 0 || balance !== scope.cashbackGiven - spent)
      problems.push(`a member's cashback is ${balance}, orders spent ${spent} of ${scope.cashbackGiven}`);
  }
  return problems;
}
