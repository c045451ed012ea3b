import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orderLines, orders, payments } from './commerce.ts';
import { createdAt, timestamptz } from './columns.ts';

/**
 * The orders desk's own rows (issue #26, decision 0042). Staff are referred to by id without a foreign key, as the
 * audit log does: a staff member removed later leaves their notes and refunds standing.
 */

/** A staff note on an order: for the desk only, never shown to the shopper. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').notNull(),
    /** Who, as they were named then ("Name <e-mail>", as the audit log keeps it). */
    staffLabel: text('staff_label').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.id)],
);

export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const REFUND_METHODS = ['GATEWAY', 'CASH'] as const;

/**
 * Money given back on one payment attempt. Its amount is reserved on the order (orders.refunded_total) and the attempt
 * (payments.refunded_amount) in the transaction that writes it, under the order's row lock; those columns' CHECKs make
 * more than was paid impossible whoever writes. PENDING until the gateway says it is done (SUCCEEDED); FAILED is a
 * refusal or an unreachable gateway, retried by the refund job with the same refund reference, so the gateway never
 * pays it twice. A COD refund is cash handed back by staff: SUCCEEDED at once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    amount: integer('amount').notNull(),
    /** The part of `amount` that is the delivery fee. */
    shippingAmount: integer('shipping_amount').notNull().default(0),
    reason: text('reason').notNull(),
    restock: boolean('restock').notNull().default(false),
    /** Earned cashback this refund took back, and spent cashback it gave back (decision 0042). */
    cashbackReversed: integer('cashback_reversed').notNull().default(0),
    cashbackReturned: integer('cashback_returned').notNull().default(0),
    staffId: uuid('staff_id'),
    staffLabel: text('staff_label'),
    /** The caller's Idempotency-Key: the same key answers the same refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** What the request asked (a hash), so the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    /** The reference the shop gives the gateway for this refund: the gateway refunds a reference once. */
    gatewayReference: text('gateway_reference').notNull(),
    /** The gateway's own reference of the refund once it is done. */
    gatewayRefundRef: text('gateway_refund_ref'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId, table.createdAt),
    uniqueIndex('refunds_order_key_idx').on(table.orderId, table.idempotencyKey),
    uniqueIndex('refunds_gateway_reference_idx').on(table.gatewayReference),
    index('refunds_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'SUCCEEDED'`),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
    check('refunds_shipping_part', sql`${table.shippingAmount} >= 0 and ${table.shippingAmount} <= ${table.amount}`),
  ],
);

/** The lines and units a refund gave back (with the money each accounts for). */
export const refundLines = pgTable(
  'refund_lines',
  {
    refundId: uuid('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
  },
  (table) => [
    uniqueIndex('refund_lines_pk').on(table.refundId, table.orderLineId),
    index('refund_lines_line_idx').on(table.orderLineId),
    check('refund_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('refund_lines_amount', sql`${table.amount} >= 0`),
  ],
);
