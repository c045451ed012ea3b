import {
  address,
  type AdminOrderAction,
  type AdminOrderDetail,
  type AdminOrderPayment,
  type AdminTimelineEntry,
  type OrderEvent,
} from '@talad/contract';
import {
  attemptThatCounts,
  nextStates,
  ORDER_FLOW,
  paidPerUnit,
  pickupMoveRefusal,
  SHIPMENT_FLOW,
  type Locale,
  type OrderState,
  type ShipmentState,
} from '@talad/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { auditEntries, customers, orderEvents, orderLines, orderNotes, orders, payments, shipments } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { lookups } from '../catalog/index.ts';
import { refundsOf, staffRefOf } from './refund-rows.ts';
import { deliveryTypeOf, waitingParcel } from './pickup.ts';
import { deliveryOf, lineOf } from './service.ts';

type Db = Database | Transaction;
type OrderRow = typeof orders.$inferSelect;

/** The staff's fulfilment verb that moves a shipment into each state (`return` only from a failed delivery). */
const VERB_OF: Partial<Record<ShipmentState, AdminOrderAction>> = {
  SHIPMENT: 'ship',
  DEPARTED: 'depart',
  PICKUP: 'pickup',
  DELIVERED: 'deliver',
  DELIVERYFAILED: 'fail',
  SHIPPING: 'retry',
};

/**
 * The buttons the desk shows come from the tables the moves go through (the role's permission is the guard's), and the
 * pickup rules (delivery/pickup.ts): "at the store" only for a store order, and a parcel there leaves it as "picked up"
 * (with its code), not "delivered".
 */
export function deskActions(
  orderStatus: string,
  shipment: { status: string; packedAt: Date | null } | undefined,
  deliveryType: 'home' | 'store7_11' = 'home',
): AdminOrderAction[] {
  const actions: AdminOrderAction[] = [];
  const shipmentStatus = shipment?.status;
  const open = shipmentStatus !== undefined && shipmentStatus !== 'CANCELLED';
  // Packing is the desk's own step inside SHIPPING: a parcel not yet packed (or none) may be packed, or shipped at once.
  if (orderStatus === 'SHIPMENT' && (!open || (shipmentStatus === 'SHIPPING' && !shipment?.packedAt))) actions.push('pack');
  if (orderStatus === 'SHIPMENT' && !open) actions.push('ship');
  if (open) {
    for (const to of nextStates(SHIPMENT_FLOW, shipmentStatus as ShipmentState, 'staff')) {
      const verb = to === 'CANCELLED' ? (shipmentStatus === 'DELIVERYFAILED' ? 'return' : undefined) : VERB_OF[to];
      const refused = pickupMoveRefusal({ deliveryType, from: shipmentStatus as ShipmentState, to, by: 'staff', codeChecked: false });
      if (refused === 'PICKUP_CODE_REQUIRED') actions.push('collect');
      else if (verb && !refused && !actions.includes(verb)) actions.push(verb);
    }
  }
  if (nextStates(ORDER_FLOW, orderStatus as OrderState, 'staff').includes('CANCELLED') && !actions.includes('return'))
    actions.push('cancel');
  return actions;
}

/** The parcel waiting at its store, as the desk sees it: where, since when, until when (not its code). */
async function deskPickupOf(db: Db, orderId: string, locale: Locale): Promise<AdminOrderDetail['pickup']> {
  const parcel = await waitingParcel(db, orderId);
  if (!parcel) return null;
  return {
    store_name: parcel.name[locale] || parcel.name.th,
    arrived_at: parcel.arrivedAt.toISOString(),
    collect_by: parcel.collectBy.toISOString(),
  };
}

/** The order by its number, or ORDER_NOT_FOUND. */
export async function deskOrder(db: Db, orderNo: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo.toUpperCase()));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

function paymentOf(row: typeof payments.$inferSelect): AdminOrderPayment {
  return {
    payment_id: row.id,
    method: row.method,
    status: row.status as AdminOrderPayment['status'],
    amount: row.amount,
    refunded_amount: row.refundedAmount,
    channel: row.channel,
    provider_ref: row.providerRef,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
    flag: row.flag,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    refunded_at: row.refundedAt?.toISOString() ?? null,
  };
}

/** The order's events and its audit entries as one timeline, oldest first (events before entries of the same moment). */
async function timelineOf(db: Db, orderId: string): Promise<AdminTimelineEntry[]> {
  const [events, entries] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
    db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'order'), eq(auditEntries.entityId, orderId)))
      .orderBy(asc(auditEntries.id)),
  ]);
  const timeline: Array<AdminTimelineEntry & { order: number }> = [
    ...events.map((event, index) => ({
      kind: 'event' as const,
      at: event.at.toISOString(),
      actor_kind: event.actor as OrderEvent['actor'],
      staff: null,
      action: `${event.machine}.move`,
      machine: event.machine,
      from: event.fromState,
      to: event.toState,
      reason: event.reason,
      before: null,
      after: null,
      order: index,
    })),
    ...entries.map((entry, index) => ({
      kind: 'audit' as const,
      at: entry.at.toISOString(),
      actor_kind: entry.actorKind,
      staff: staffRefOf(entry.actorId, entry.actorLabel),
      action: entry.action,
      machine: null,
      from: null,
      to: null,
      reason: entry.reason,
      before: entry.before ?? null,
      after: entry.after ?? null,
      order: events.length + index,
    })),
  ];
  return timeline.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order).map(({ order: _order, ...entry }) => entry);
}

/** GET admin/orders/{order_no}: everything the desk shows of one order. */
export async function adminOrderDetail(db: Db, orderNo: string, locale: Locale): Promise<AdminOrderDetail> {
  const order = await deskOrder(db, orderNo);
  const [customerRows, lineRows, paymentRows, refunds, shipmentRows, noteRows, timeline, labels] = await Promise.all([
    db
      .select({
        id: customers.id,
        firstname: customers.firstname,
        lastname: customers.lastname,
        displayName: customers.displayName,
        phone: customers.phone,
        email: customers.email,
      })
      .from(customers)
      .where(eq(customers.id, order.customerId)),
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(desc(payments.createdAt)),
    refundsOf(db, order.id),
    db.select().from(shipments).where(eq(shipments.orderId, order.id)).orderBy(asc(shipments.createdAt)),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, order.id)).orderBy(asc(orderNotes.id)),
    timelineOf(db, order.id),
    lookups(db),
  ]);
  const customer = customerRows[0];
  const counted = attemptThatCounts(paymentRows);
  const paid = paymentRows.find((row) => row.status === 'PAID' || row.status === 'REFUNDED');
  const paidTotal = paid?.amount ?? 0;
  const perUnit = paidPerUnit({
    total: order.total,
    shippingFee: order.shippingFee,
    lines: lineRows.map((row) => ({ ...row, refundedAmount: 0 })),
  });
  const latestShipment = shipmentRows.at(-1);
  const refundable = order.status !== 'CANCELLED' && paid?.status === 'PAID' && paidTotal > order.refundedTotal;
  return {
    id: order.id,
    order_no: order.orderNo,
    status: order.status as AdminOrderDetail['status'],
    placed_at: order.placedAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    locale: order.locale,
    customer: {
      id: order.customerId,
      name: customer ? [customer.firstname, customer.lastname].filter(Boolean).join(' ') || (customer.displayName ?? '') : '',
      phone: customer?.phone ?? null,
      email: customer?.email ?? null,
    },
    contact_phone: order.contactPhone,
    payment_method: order.paymentMethod,
    payment_status: (counted?.status ?? null) as AdminOrderDetail['payment_status'],
    shipment_status: (latestShipment?.status ?? null) as AdminOrderDetail['shipment_status'],
    totals: {
      subtotal: order.subtotal,
      discount_total: order.discountTotal,
      shipping_fee: order.shippingFee,
      cashback_used: order.cashbackUsed,
      cashback_earned: order.cashbackEarned,
      vat_included: order.vatIncluded,
      total: order.total,
      paid_total: paidTotal,
      refunded_total: order.refundedTotal,
      refundable_total: refundable ? paidTotal - order.refundedTotal : 0,
    },
    delivery: deliveryOf(order.delivery),
    billing: address.safeParse(order.billing).data ?? null,
    note: order.note,
    cancel_reason: order.cancelReason,
    expires_at: order.status === 'PAYMENT' ? (order.expiresAt?.toISOString() ?? null) : null,
    lines: lineRows.map((row) => ({
      ...lineOf(row, labels, locale),
      refunded_quantity: row.refundedQuantity,
      refundable_quantity: refundable ? row.quantity - row.refundedQuantity : 0,
      paid_per_unit: perUnit.get(row.id) ?? 0,
    })),
    payments: paymentRows.map(paymentOf),
    refunds,
    shipments: shipmentRows.map((row) => ({
      id: row.id,
      status: row.status as AdminOrderDetail['shipments'][number]['status'],
      carrier: row.carrier,
      tracking_no: row.trackingNo,
      packed_at: row.packedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    notes: noteRows.map((row) => ({
      id: row.id,
      text: row.text,
      staff: staffRefOf(row.staffId, row.staffLabel),
      at: row.createdAt.toISOString(),
    })),
    timeline,
    pickup: await deskPickupOf(db, order.id, locale),
    actions: deskActions(order.status, latestShipment, deliveryTypeOf(order.delivery)),
    refundable,
  };
}
