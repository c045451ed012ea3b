import {
  address,
  sevenElevenStore,
  type MyOrderCount,
  type MyOrderPage,
  type OrderAction,
  type OrderDelivery,
  type OrderDetail,
  type OrderEvent,
  type OrderLine,
  type OrderShipment,
  type OrderSummary,
  type OrderTracking,
} from '@talad/contract';
import {
  attemptThatCounts,
  nextStates,
  ORDER_FLOW,
  ORDER_TABS,
  pickText,
  type Locale,
  type OrderState,
  type OrderTab,
} from '@talad/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { containing } from '../../db/statements.ts';
import { orderEvents, orderLines, orders, payments, shipments } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { chosenOptions, lookups, type Lookups } from '../catalog/index.ts';
import { pickupOf } from './pickup.ts';
import { refundsOf, shopperRefundsOf } from './refund-rows.ts';
import { moveOrder } from './transitions.ts';

type OrderRow = typeof orders.$inferSelect;
type Db = Database | Transaction;

const ACTION_OF: Partial<Record<OrderState, OrderAction>> = { CANCELLED: 'CANCEL', COMPLETED: 'CONFIRM_RECEIPT' };

/** The buttons a shopper sees come from the table the API enforces. */
export function shopperActions(status: string): OrderAction[] {
  return nextStates(ORDER_FLOW, status as OrderState, 'shopper').flatMap((to) => ACTION_OF[to] ?? []);
}

function lineOf(row: typeof orderLines.$inferSelect, labels: Lookups, locale: Locale): OrderLine {
  return {
    id: row.id,
    variant_id: row.variantId,
    product_code: row.productCode,
    product_slug: row.productSlug,
    name: pickText(row.name, locale),
    image: row.image,
    options: chosenOptions(labels, row.options, locale),
    quantity: row.quantity,
    list_price: row.listPrice,
    unit_price: row.unitPrice,
    line_total: row.lineTotal,
    is_gift: row.isGift,
  };
}

/** The orders' lines, each in `locale` with its options labelled as the cart labels them. */
async function linesOf(db: Db, orderIds: string[], locale: Locale) {
  const byOrder = new Map<string, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const [rows, labels] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)),
    lookups(db),
  ]);
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), lineOf(row, labels, locale)]);
  return byOrder;
}

/** The payment attempt that counts (the one that paid, else the latest) and the latest shipment of each order. */
async function latestStates(db: Db, orderIds: string[]) {
  const payment = new Map<string, string>();
  const shipment = new Map<string, typeof shipments.$inferSelect>();
  if (orderIds.length === 0) return { payment, shipment };
  const paymentRows = await db
    .select({ orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(inArray(payments.orderId, orderIds))
    .orderBy(desc(payments.createdAt));
  const attempts = new Map<string, Array<{ status: string }>>();
  for (const row of paymentRows) attempts.set(row.orderId, [...(attempts.get(row.orderId) ?? []), row]);
  for (const [orderId, newestFirst] of attempts) {
    const counted = attemptThatCounts(newestFirst);
    if (counted) payment.set(orderId, counted.status);
  }
  const shipmentRows = await db.select().from(shipments).where(inArray(shipments.orderId, orderIds)).orderBy(asc(shipments.createdAt));
  for (const row of shipmentRows) shipment.set(row.orderId, row);
  return { payment, shipment };
}

const SUMMARY_LINES = 3;

function summaryOf(
  order: OrderRow,
  lines: OrderLine[],
  paymentStatus: string | undefined,
  shipment: typeof shipments.$inferSelect | undefined,
  allLines = false,
): OrderSummary {
  return {
    id: order.id,
    order_no: order.orderNo,
    status: order.status as OrderSummary['status'],
    payment_method: order.paymentMethod,
    payment_status: (paymentStatus ?? null) as OrderSummary['payment_status'],
    shipment_status: (shipment?.status ?? null) as OrderSummary['shipment_status'],
    total: order.total,
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines: allLines ? lines : lines.slice(0, SUMMARY_LINES),
    placed_at: order.placedAt.toISOString(),
    expires_at: order.status === 'PAYMENT' ? (order.expiresAt?.toISOString() ?? null) : null,
    next_actions: shopperActions(order.status),
  };
}

/** Orders whose number, or the name of a product bought in either language, contains the words typed. */
function orderSearch(q: string | undefined) {
  if (!q) return undefined;
  const pattern = containing(q);
  return or(
    ilike(orders.orderNo, pattern),
    sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id}
      and (${orderLines.name}->>'th' ilike ${pattern} or ${orderLines.name}->>'en' ilike ${pattern}))`,
  );
}

/** GET users/me/my-order: one tab of my orders, newest first, those matching `q` only when it is given. */
export async function listMyOrders(
  db: Database,
  customerId: string,
  query: { tab: OrderTab; q?: string | undefined; page: number; size: number },
  locale: Locale,
): Promise<MyOrderPage> {
  const where = and(
    eq(orders.customerId, customerId),
    query.tab === 'ALL' ? undefined : eq(orders.status, query.tab),
    orderSearch(query.q),
  );
  const [total] = await db.select({ count: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const ids = rows.map((row) => row.id);
  const [lines, states] = await Promise.all([linesOf(db, ids, locale), latestStates(db, ids)]);
  const totalCount = total?.count ?? 0;
  return {
    items: rows.map((row) => summaryOf(row, lines.get(row.id) ?? [], states.payment.get(row.id), states.shipment.get(row.id))),
    total: totalCount,
    page: query.page,
    size: query.size,
    total_pages: Math.ceil(totalCount / query.size),
  };
}

/** GET users/me/my-order/count: how many orders each tab holds (ALL is every order). */
export async function countMyOrders(db: Database, customerId: string): Promise<MyOrderCount> {
  const rows = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_TABS.map((tab) => [tab, 0])) as MyOrderCount;
  for (const row of rows) {
    if (row.status in counts) counts[row.status as OrderTab] = row.count;
    counts.ALL += row.count;
  }
  return counts;
}

function deliveryOf(stored: unknown): OrderDelivery {
  const value = (stored ?? {}) as { type?: string; address?: unknown; store?: unknown; recipient?: { name?: unknown; phone?: unknown } };
  const recipient =
    typeof value.recipient?.name === 'string' && typeof value.recipient.phone === 'string'
      ? { name: value.recipient.name, phone: value.recipient.phone }
      : null;
  return {
    type: value.type === 'store7_11' ? 'store7_11' : 'home',
    address: address.safeParse(value.address).data ?? null,
    store: sevenElevenStore.safeParse(value.store).data ?? null,
    recipient,
  };
}

async function shipmentOf(db: Db, orderId: string, shipment: typeof shipments.$inferSelect | undefined): Promise<OrderShipment | null> {
  if (!shipment) return null;
  const events = await db
    .select({ to: orderEvents.toState, at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.machine, 'shipment')))
    .orderBy(asc(orderEvents.id));
  return {
    status: shipment.status as OrderShipment['status'],
    carrier: shipment.carrier,
    tracking_no: shipment.trackingNo,
    timeline: events.map((event) => ({ status: event.to as OrderShipment['status'], at: event.at.toISOString() })),
  };
}

async function detailOf(db: Db, order: OrderRow, locale: Locale): Promise<OrderDetail> {
  const [lines, states, history, refunds] = await Promise.all([
    linesOf(db, [order.id], locale),
    latestStates(db, [order.id]),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id)),
    refundsOf(db, order.id),
  ]);
  return {
    ...summaryOf(order, lines.get(order.id) ?? [], states.payment.get(order.id), states.shipment.get(order.id), true),
    totals: {
      subtotal: order.subtotal,
      discount_total: order.discountTotal,
      shipping_fee: order.shippingFee,
      cashback_used: order.cashbackUsed,
      cashback_earned: order.cashbackEarned,
      vat_included: order.vatIncluded,
      total: order.total,
    },
    delivery: deliveryOf(order.delivery),
    billing: address.safeParse(order.billing).data ?? null,
    note: order.note,
    cancel_reason: order.cancelReason,
    history: history.map((event): OrderEvent => ({
      machine: event.machine,
      from: event.fromState,
      to: event.toState,
      actor: event.actor as OrderEvent['actor'],
      reason: event.reason,
      at: event.at.toISOString(),
    })),
    shipment: await shipmentOf(db, order.id, states.shipment.get(order.id)),
    refunded_total: order.refundedTotal,
    refunds: shopperRefundsOf(refunds),
    pickup: await pickupOf(db, order.id, locale),
  };
}

/** The member's own order, or ORDER_NOT_FOUND: another member's id answers exactly like an unknown one. */
async function ownOrder(db: Db, customerId: string, orderId: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** GET v2/orders/{id} */
export async function getMyOrder(db: Database, customerId: string, orderId: string, locale: Locale): Promise<OrderDetail> {
  return detailOf(db, await ownOrder(db, customerId, orderId), locale);
}

/** PUT orders/{id}/cancel and PUT orders/{id}/confirm-receipt: the shopper's moves, through the one guard. */
export async function moveMyOrder(
  db: Database,
  customerId: string,
  orderId: string,
  to: 'CANCELLED' | 'COMPLETED',
  locale: Locale,
  reason?: string,
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    await ownOrder(tx, customerId, orderId);
    await moveOrder(tx, orderId, to, 'shopper', reason);
  });
  return getMyOrder(db, customerId, orderId, locale);
}

/** Thai numbers compare as their national form: +66 81… and 081… are one phone. */
export function nationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('66') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

/** GET order-tracking/{order_no} ?phone: a wrong phone answers exactly like an unknown order number. */
export async function trackOrder(db: Database, orderNo: string, phone: string, locale: Locale): Promise<OrderTracking> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo.toUpperCase()));
  if (!order || nationalPhone(order.contactPhone) !== nationalPhone(phone)) throw new AppError('ORDER_TRACKING_NOT_FOUND');
  const detail = await detailOf(db, order, locale);
  return {
    order_no: detail.order_no,
    status: detail.status,
    placed_at: detail.placed_at,
    payment_method: detail.payment_method,
    total: detail.total,
    totals: detail.totals,
    item_count: detail.item_count,
    lines: detail.lines,
    delivery_type: detail.delivery.type,
    shipment: detail.shipment,
  };
}

/** An order by its number, for the staff's moves. */
export async function orderByNumber(db: Db, orderNo: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo.toUpperCase()));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

export { deliveryOf, detailOf, lineOf, shipmentOf };
