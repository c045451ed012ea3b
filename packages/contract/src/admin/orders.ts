import { ORDER_QUEUES, PAYMENT_METHODS, SHIPMENT_STATUSES } from '@talad/domain';
import { z } from 'zod';
import { address } from '../address.ts';
import { satang } from '../common.ts';
import { orderDelivery, orderLine, orderTotals } from '../order.ts';
import { paymentAttemptState } from '../payment.ts';
import { keysetPageOf } from './common.ts';

/**
 * The back office's orders desk (issue #26, decision 0042): the orders list (keyset pages, approximate totals), one
 * order with everything that happened to it, fulfilment moves by a named staff member, notes, and refunds (partial by
 * line, shipping or an amount) with a preview of the amounts. Money is integer satang. Every route is under `/admin/`,
 * carries a staff bearer token and names its permission (orders.read, orders.fulfil, orders.cancel, orders.refund).
 */

const amount = z.number().int().describe('Satang');
export const adminOrderState = z.enum(['PAYMENT', 'SHIPMENT', 'RECEIPT', 'COMPLETED', 'CANCELLED']).describe('ORDER_FLOW state');
export type AdminOrderState = z.infer<typeof adminOrderState>;
const shipmentState = z.enum(SHIPMENT_STATUSES);

/** An order number as the shopper quotes it (TL + yymmdd + 6 digits); any case on the wire, upper case inside. */
export const adminOrderNo = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}\d{12}$/, 'must be an order number (TL and 12 digits)')
  .transform((value) => value.toUpperCase());

export const adminOrderParams = z.object({ order_no: adminOrderNo });

/** The desk's work queues (ORDER_QUEUES: to_pack, to_ship, returns). */
export const adminOrderQueue = z.enum(ORDER_QUEUES);
export type AdminOrderQueue = z.infer<typeof adminOrderQueue>;

/** GET admin/orders ?status&queue&q&cursor&size */
export const adminOrderListQuery = z.object({
  status: adminOrderState.optional(),
  queue: adminOrderQueue.optional().describe('One of the desk’s work queues (with status, both apply)'),
  q: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(100, 'must be 100 characters or fewer')
    .optional()
    .describe('An order number (or its start), a phone, an e-mail address, or a name (of the member or the recipient)'),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor this list gave')
    .optional(),
  size: z.coerce.number({ error: 'must be a number' }).int().min(1, 'must be 1 or more').max(100, 'must be at most 100').default(50),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;

/** Who an order is for: the member, and the recipient the parcel is addressed to. */
export const adminOrderCustomer = z.object({
  id: z.uuid(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

/** One row of the orders list. */
export const adminOrderListItem = z.object({
  id: z.uuid(),
  order_no: z.string(),
  status: adminOrderState,
  placed_at: z.string(),
  customer: adminOrderCustomer,
  recipient_name: z.string().nullable().describe("The delivery's recipient (a 7-Eleven pickup's, or the home address's name)"),
  contact_phone: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: paymentAttemptState.nullable(),
  shipment_status: shipmentState.nullable(),
  delivery_type: z.enum(['home', 'store7_11']),
  item_count: z.number().int().describe('Units bought'),
  total: amount,
  refunded_total: amount,
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItem>;

export const adminOrderPage = keysetPageOf(adminOrderListItem);
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

/** The staff member behind an action (null for the shopper, the system, the gateway or the carrier). */
export const adminStaffRef = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type AdminStaffRef = z.infer<typeof adminStaffRef>;

/** A bought line with what was refunded of it. */
export const adminOrderLine = orderLine.extend({
  refunded_quantity: z.number().int(),
  refundable_quantity: z.number().int(),
  /** What the shopper paid for one unit of this line after the order's discounts and cashback (decision 0042). */
  paid_per_unit: amount,
});
export type AdminOrderLine = z.infer<typeof adminOrderLine>;

/** One payment attempt as the desk sees it. */
export const adminOrderPayment = z.object({
  payment_id: z.uuid(),
  method: z.enum(PAYMENT_METHODS),
  status: paymentAttemptState,
  amount,
  refunded_amount: amount,
  channel: z.string().nullable(),
  provider_ref: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  flag: z.string().nullable().describe('Why a gateway notification was not believed (AMOUNT_MISMATCH …)'),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
});
export type AdminOrderPayment = z.infer<typeof adminOrderPayment>;

export const REFUND_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export const refundStatus = z
  .enum(REFUND_STATUSES)
  .describe('PENDING: asked of the gateway (a job retries it while the gateway is away); SUCCEEDED; FAILED: refused, retried by a job');
export type RefundStatus = z.infer<typeof refundStatus>;

/** One refund of an order. */
export const adminRefund = z.object({
  id: z.uuid(),
  status: refundStatus,
  amount,
  shipping_amount: amount.describe('The part of `amount` that is the delivery fee'),
  lines: z.array(z.object({ line_id: z.number().int(), quantity: z.number().int(), amount })),
  reason: z.string(),
  restock: z.boolean(),
  /** How the money goes back: through the gateway to the card or wallet, or cash handed back (COD). */
  method: z.enum(['GATEWAY', 'CASH']),
  gateway_refund_ref: z.string().nullable(),
  /** Cashback the order earned that this refund takes back, and cashback the shopper spent that it gives back. */
  cashback_reversed: amount,
  cashback_returned: amount,
  staff: adminStaffRef.nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

/** One shipment (an order may have several: one cancelled, then packed again). */
export const adminShipment = z.object({
  id: z.uuid(),
  status: shipmentState,
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  packed_at: z.string().nullable().describe('When the parcel was packed; null while it is being packed'),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A staff note on an order (never shown to the shopper). */
export const adminOrderNote = z.object({
  id: z.number().int(),
  text: z.string(),
  staff: adminStaffRef.nullable(),
  at: z.string(),
});
export type AdminOrderNote = z.infer<typeof adminOrderNote>;

/**
 * One entry of the order's timeline, oldest first: a move of the order, a payment or a shipment (order_events), or an
 * audit entry (a staff action, a note, a refund) with who did it. A staff move leaves both: the event says what moved,
 * the audit entry beside it who moved it.
 */
export const adminTimelineEntry = z.object({
  kind: z.enum(['event', 'audit']),
  at: z.string(),
  /** shopper, system, gateway, carrier or staff; for audit entries staff or system. */
  actor_kind: z.enum(['shopper', 'system', 'gateway', 'carrier', 'staff']),
  staff: adminStaffRef.nullable(),
  /** event: order.move, payment.move, shipment.move; audit: its action (order.pack, order.note, order.refund …). */
  action: z.string(),
  machine: z.enum(['order', 'payment', 'shipment']).nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AdminTimelineEntry = z.infer<typeof adminTimelineEntry>;

/** `pickup`: the parcel reached its 7-Eleven store (a code is issued); `collect`: picked up there, with that code. */
export const ADMIN_ORDER_ACTIONS = ['pack', 'ship', 'depart', 'pickup', 'collect', 'deliver', 'fail', 'retry', 'return', 'cancel'] as const;
export type AdminOrderAction = (typeof ADMIN_ORDER_ACTIONS)[number];

/** GET admin/orders/{order_no} */
export const adminOrderDetail = z.object({
  id: z.uuid(),
  order_no: z.string(),
  status: adminOrderState,
  placed_at: z.string(),
  updated_at: z.string(),
  locale: z.string(),
  customer: adminOrderCustomer,
  contact_phone: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: paymentAttemptState.nullable(),
  shipment_status: shipmentState.nullable(),
  totals: orderTotals.extend({
    paid_total: amount.describe('What was paid (the PAID or REFUNDED attempt, a collected COD); 0 while unpaid'),
    refunded_total: amount,
    refundable_total: amount.describe('paid_total − refunded_total − pending refunds'),
  }),
  delivery: orderDelivery,
  billing: address.nullable(),
  /** The shopper's note at checkout. */
  note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  expires_at: z.string().nullable(),
  lines: z.array(adminOrderLine),
  payments: z.array(adminOrderPayment),
  refunds: z.array(adminRefund),
  shipments: z.array(adminShipment),
  notes: z.array(adminOrderNote),
  timeline: z.array(adminTimelineEntry),
  /** The parcel waiting at its 7-Eleven store (never its code: the shopper shows it at the counter). */
  pickup: z
    .object({ store_name: z.string(), arrived_at: z.string(), collect_by: z.string() })
    .nullable()
    .describe('While the parcel waits at its 7-Eleven store (decision 0070)'),
  /** The fulfilment moves the state tables allow from here (buttons; the role's permission is the menu's business). */
  actions: z.array(z.enum(ADMIN_ORDER_ACTIONS)),
  /** Whether a refund can be asked now (something paid and not yet refunded). */
  refundable: z.boolean(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;

/** POST admin/orders/{order_no}/{action}: `ship` takes the carrier and tracking number, `cancel` and `fail` a reason. */
export const adminOrderActionParams = z.object({ order_no: adminOrderNo, action: z.enum(ADMIN_ORDER_ACTIONS) });
export const adminOrderActionBody = z
  .object({
    carrier: z.string().trim().min(1).max(60).optional(),
    tracking_no: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits and dashes')
      .optional(),
    reason: z.string().trim().min(1, 'must not be empty').max(300).optional(),
    /** `collect`: the code the shopper shows at the store counter (any case; spaces and dashes ignored). */
    pickup_code: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(20)
      .regex(/^[A-Za-z0-9 -]+$/, 'must be letters, digits, spaces and dashes')
      .optional(),
    /**
     * The order as the caller's screen showed it (its state and its latest shipment's): a move of an order that has
     * moved since is refused with ORDER_CHANGED_MEANWHILE (409), so of two staff members pressing at once exactly one
     * move is made. Without it (tools, the command line) a repeated move changes nothing and is answered as done.
     */
    expected: z
      .object({
        status: adminOrderState,
        shipment_status: shipmentState.nullable(),
        /** Whether the latest parcel was packed (null without one); left out, not compared. */
        packed: z.boolean().nullable().optional(),
      })
      .optional(),
  })
  .nullish();
export type AdminOrderActionBody = z.infer<typeof adminOrderActionBody>;
/** The answer of every action on an order (a move, a note, a refund): the order as the desk now shows it. */
export const adminOrderActionResult = adminOrderDetail;

/** POST admin/orders/{order_no}/notes */
export const adminOrderNoteBody = z.object({
  text: z.string().trim().min(1, 'must not be empty').max(2000, 'must be 2,000 characters or fewer'),
});
export type AdminOrderNoteBody = z.infer<typeof adminOrderNoteBody>;

/**
 * POST admin/orders/{order_no}/refunds (Idempotency-Key) and …/refunds/preview: what to give back. Lines by id and
 * quantity, and/or the delivery fee; `amount` alone is a sum of money (a goodwill refund), and with lines or shipping
 * it is a smaller sum than theirs (a damaged item partly refunded). At least one of the three. `restock` puts the
 * refunded lines' units back on sale.
 */
export const refundRequest = z
  .object({
    lines: z
      .array(z.object({ line_id: z.number().int().positive(), quantity: z.number().int().min(1, 'must be 1 or more').max(10_000) }))
      .max(200)
      .optional()
      .refine((lines) => !lines || new Set(lines.map((line) => line.line_id)).size === lines.length, 'each line at most once'),
    shipping: z.boolean().optional(),
    amount: satang.refine((value) => value > 0, 'must be more than 0').optional(),
    reason: z.string().trim().min(1, 'must say why').max(300, 'must be 300 characters or fewer'),
    restock: z.boolean().default(false),
  })
  .refine((body) => (body.lines?.length ?? 0) > 0 || body.shipping === true || body.amount !== undefined, {
    message: 'say what to refund: lines, shipping or an amount',
    path: ['lines'],
  })
  .refine((body) => !body.restock || (body.lines?.length ?? 0) > 0, { message: 'restock needs the lines to put back', path: ['restock'] });
export type RefundRequest = z.input<typeof refundRequest>;
/** The request as the API reads it (defaults applied). */
export type RefundAsk = z.infer<typeof refundRequest>;

/** What a refund would give back (the preview) — the dialog shows these figures before it is asked. */
export const refundPreview = z.object({
  amount: amount.describe('The money that goes back'),
  lines: z.array(z.object({ line_id: z.number().int(), quantity: z.number().int(), amount })),
  shipping_amount: amount,
  method: z.enum(['GATEWAY', 'CASH']),
  cashback_reversed: amount.describe('Earned cashback taken back (decision 0042)'),
  cashback_returned: amount.describe('Spent cashback given back to the member'),
  paid_total: amount,
  refunded_total: amount.describe('Refunded before this one (pending included)'),
  refundable_after: amount.describe('What could still be refunded after this one'),
  ends_payment: z.boolean().describe('This refund gives back everything paid: the payment becomes REFUNDED'),
});
export type RefundPreview = z.infer<typeof refundPreview>;

/** POST admin/orders/{order_no}/refunds answer: the refund (PENDING while the gateway is away) and the order. */
export const refundResult = z.object({ refund: adminRefund, order: adminOrderDetail });
export type RefundResult = z.infer<typeof refundResult>;
