import { CASHBACK_STATUSES, CASHBACK_TRANSACTION_TYPES, COUPON_KINDS, COUPON_TYPES, PAYMENT_METHODS } from '@talad/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { productVariants } from './catalog.ts';
import { createdAt, localized, timestamptz } from './columns.ts';

/**
 * Cart, coupons, orders, payments, shipments and cashback (decisions 0013, 0014). Money is integer satang;
 * every amount a shopper pays or is given back is computed by the engine in @talad/domain, never here.
 */

/** A guest's lines are their guest customer's, and become the member's at sign-in. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** Ticked for checkout. */
    selected: boolean('selected').notNull().default(true),
    /** The unit price the shopper saw when adding: a later read reports "price changed" against it. */
    seenUnitPrice: integer('seen_unit_price').notNull(),
    addedAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_lines_customer_variant_idx').on(table.customerId, table.variantId),
    check('cart_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** What a coupon takes off: an amount in satang, or a percent in basis points (1000 = 10 %) capped by maxDiscount. */
export const COUPON_DISCOUNTS = ['amount', 'percent'] as const;

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    type: text('type', { enum: COUPON_TYPES }).notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    name: localized('name').notNull(),
    description: localized('description').notNull(),
    discount: text('discount', { enum: COUPON_DISCOUNTS }).notNull(),
    /** Satang for 'amount', basis points for 'percent'. */
    value: integer('value').notNull(),
    maxDiscount: integer('max_discount'),
    minSpend: integer('min_spend').notNull().default(0),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    /** Uses over all members; null = no limit. Taken with a conditional UPDATE like stock. */
    totalLimit: integer('total_limit'),
    used: integer('used').notNull().default(0),
    perMemberLimit: integer('per_member_limit').notNull().default(1),
    /** Eligible product categories and brands by slug; empty = every product. */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    brands: jsonb('brands').$type<string[]>().notNull().default([]),
    /** Where the coupon is offered for collecting (GET coupons ?layout_id), e.g. 'coupon-page'. */
    layoutId: text('layout_id'),
    /** Only members of these tiers may collect it (empty = all). */
    tiers: jsonb('tiers').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    check('coupons_window', sql`${table.endsAt} > ${table.startsAt}`),
    check('coupons_used_within_limit', sql`${table.totalLimit} is null or ${table.used} <= ${table.totalLimit}`),
    check('coupons_value_positive', sql`${table.value} > 0`),
    index('coupons_layout_idx').on(table.layoutId),
  ],
);

/** A coupon a member collected ("my coupons"), and how often they used it. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    used: integer('used').notNull().default(0),
    collectedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.couponId] })],
);

/**
 * The name a parcel is addressed to, lower-cased: a 7-Eleven pickup's recipient, else the home address's first and last
 * name. The orders desk searches it (a trigram index on this very expression, so the planner can use it).
 */
export const recipientNameOf = (delivery: SQLWrapper): SQL =>
  sql`lower(coalesce(${delivery} #>> '{recipient,name}', coalesce(${delivery} #>> '{address,firstname}', '') || ' ' || coalesce(${delivery} #>> '{address,lastname}', '')))`;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the shopper quotes: TL + yymmdd + 6 digits. */
    orderNo: text('order_no').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** ORDER_FLOW's states (packages/domain/src/flows). */
    status: text('status').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** {type: 'home', address} or {type: 'store7_11', store, recipient}: a copy, so later edits of the book change nothing. */
    delivery: jsonb('delivery').notNull(),
    billing: jsonb('billing'),
    /** The phone order tracking asks for (the recipient's). */
    contactPhone: text('contact_phone').notNull(),
    note: text('note'),
    locale: text('locale').notNull(),
    subtotal: integer('subtotal').notNull(),
    discountTotal: integer('discount_total').notNull(),
    shippingFee: integer('shipping_fee').notNull(),
    cashbackUsed: integer('cashback_used').notNull(),
    cashbackEarned: integer('cashback_earned').notNull(),
    /** VAT inside the total (7/107 of it), for the tax invoice. */
    vatIncluded: integer('vat_included').notNull(),
    total: integer('total').notNull(),
    /** The priced breakdown shown to the shopper (discount lines, gifts), as the engine answered it. */
    pricing: jsonb('pricing').notNull(),
    /** When an unpaid order expires (ORDEREXPIRED); null once paid or for COD. */
    expiresAt: timestamptz('expires_at'),
    cancelReason: text('cancel_reason'),
    /**
     * Money given back so far, pending refunds included (decision 0042): raised in the refund's transaction under the
     * order's row lock; the CHECK keeps it within what the order cost, whoever writes.
     */
    refundedTotal: integer('refunded_total').notNull().default(0),
    placedAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.placedAt),
    index('orders_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'PAYMENT'`),
    check('orders_total_not_negative', sql`${table.total} >= 0`),
    check('orders_refunded_within_total', sql`${table.refundedTotal} >= 0 and ${table.refundedTotal} <= ${table.total}`),
    // The orders desk's list (decision 0042): keyset pages newest first, over all orders or one state's. Migration 0029
    // gives orders_placed_idx INCLUDE (order_no) (drizzle has no INCLUDE): an order number's start is tested on the
    // index walking back in time, without reading the orders it passes.
    index('orders_placed_idx').on(table.placedAt, table.id),
    index('orders_status_placed_idx').on(table.status, table.placedAt, table.id),
    // Its search: an order number by its start, the phone on the order, the recipient's name by its start.
    index('orders_order_no_prefix_idx').on(sql`${table.orderNo} text_pattern_ops`),
    index('orders_contact_phone_idx').on(table.contactPhone, table.placedAt),
    // Names by their start (a btree of the pattern class): trigrams split Thai at its vowel and tone marks, and a
    // trigram search of a Thai name read most of the table (bench/README.md, orders desk).
    index('orders_recipient_name_prefix_idx').on(sql`(${recipientNameOf(table.delivery)}) text_pattern_ops`),
  ],
);

/** An order's lines frozen as bought: name, picture, options and prices at purchase. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    productCode: text('product_code').notNull(),
    productSlug: text('product_slug').notNull(),
    name: localized('name').notNull(),
    image: text('image').notNull(),
    options: jsonb('options').$type<Record<string, string>>().notNull(),
    quantity: integer('quantity').notNull(),
    /** The list price and the price paid per unit (special or flash price), satang. */
    listPrice: integer('list_price').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineTotal: integer('line_total').notNull(),
    /** A flash sale this line took quota from, for giving it back. */
    flashSaleId: integer('flash_sale_id'),
    /** A free gift added by a promotion. */
    isGift: boolean('is_gift').notNull().default(false),
    /** Units refunded so far (decision 0042); never more than were bought. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** Of those, units put back on sale (a cancellation afterwards gives back only the rest). */
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_lines_refunded_quantity', sql`${table.refundedQuantity} >= 0 and ${table.refundedQuantity} <= ${table.quantity}`),
    check(
      'order_lines_restocked_quantity',
      sql`${table.restockedQuantity} >= 0 and ${table.restockedQuantity} <= ${table.refundedQuantity}`,
    ),
  ],
);

/** Every transition of the order, its payments and its shipments: the guard writes one row per move (decision 0013). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    machine: text('machine', { enum: ['order', 'payment', 'shipment'] }).notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: createdAt(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** PAYMENT_FLOW's states. */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    /** The gateway's transaction reference (2C2P tranRef) once it has one. */
    providerRef: text('provider_ref'),
    // The attempt on the gateway (decision 0019): null for COD and for the attempt checkout opens before payment starts.
    /** 2C2P channel code (CC, IPP, THQR …). */
    channel: text('channel'),
    /** The invoiceNo the gateway knows the attempt by: the order number. */
    invoiceNo: text('invoice_no'),
    /** The gateway's paymentToken for this attempt (inquiries ask about it). */
    gatewayToken: text('gateway_token'),
    /** The shopper asked the gateway to keep the card (tokenize); a saved card paying is `savedCardId`. */
    saveCard: boolean('save_card').notNull().default(false),
    savedCardId: uuid('saved_card_id'),
    approvalCode: text('approval_code'),
    /** The gateway's last result for the attempt (respCode, respDesc in the shopper's language). */
    respCode: text('resp_code'),
    respDesc: text('resp_desc'),
    /** Never the number: the brand and last four digits only. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    installmentBank: text('installment_bank'),
    installmentMonths: integer('installment_months'),
    /** An ATM or counter slip, or a PromptPay QR, issued by the gateway (respCode 0001). */
    slipCode: text('slip_code'),
    slipPartner: text('slip_partner'),
    slipQr: text('slip_qr'),
    slipDeadline: timestamptz('slip_deadline'),
    paidAt: timestamptz('paid_at'),
    refundedAt: timestamptz('refunded_at'),
    /** Money of this attempt given back so far, pending refunds included (decision 0042); never more than it took. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Why a notification could not be believed (AMOUNT_MISMATCH, CURRENCY_MISMATCH): for staff, never paid. */
    flag: text('flag'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_idx').on(table.orderId),
    uniqueIndex('payments_one_paid_idx')
      .on(table.orderId)
      .where(sql`${table.status} = 'PAID'`),
    // The reconciliation job's question: gateway attempts still pending, oldest first.
    index('payments_pending_gateway_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING' and ${table.gatewayToken} is not null`),
    check('payments_refunded_within_amount', sql`${table.refundedAmount} >= 0 and ${table.refundedAmount} <= ${table.amount}`),
  ],
);

export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** SHIPMENT_FLOW's states. */
    status: text('status').notNull(),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    /**
     * When the parcel was packed (the desk's `pack`, or `ship` without it): SHIPPING covers both "being packed" and
     * "packed, waiting for the carrier", which the desk's queues tell apart by this.
     */
    packedAt: timestamptz('packed_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('shipments_order_idx').on(table.orderId)],
);

/** Coupon uses per order, given back when the order is cancelled. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').notNull(),
    discount: integer('discount').notNull(),
    returnedAt: timestamptz('returned_at'),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.orderId] })],
);

/** Units of a flash-sale product a member bought, held against the per-customer limit. */
export const flashSalePurchases = pgTable(
  'flash_sale_purchases',
  {
    flashSaleId: integer('flash_sale_id').notNull(),
    productId: integer('product_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.flashSaleId, table.productId, table.customerId] }),
    check('flash_sale_purchases_quantity', sql`${table.quantity} >= 0`),
  ],
);

/** The cashback ledger: earned (+), burned (−), expired (−); the balance is the sum of COMPLETE rows. */
export const cashbackEntries = pgTable(
  'cashback_entries',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CASHBACK_TRANSACTION_TYPES }).notNull(),
    status: text('status', { enum: CASHBACK_STATUSES }).notNull(),
    amount: integer('amount').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** What earned a credit that is not an order's (a review of an order line, a promotion): credited once per key. */
    sourceKey: text('source_key'),
    expiresAt: timestamptz('expires_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('cashback_entries_customer_idx').on(table.customerId, table.createdAt),
    uniqueIndex('cashback_entries_source_key_idx').on(table.sourceKey),
  ],
);

/**
 * A repeatable write's first answer, by the caller's Idempotency-Key (decision 0014): the same key and body answer it
 * again, another body is refused, a key still in progress answers 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    httpStatus: integer('http_status'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
