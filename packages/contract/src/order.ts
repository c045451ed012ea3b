import { ORDER_TABS, PAYMENT_METHODS, SHIPMENT_STATUSES } from '@talad/domain';
import { z } from 'zod';
import { address, sevenElevenStore } from './address.ts';
import { chosenOption } from './cart.ts';
import { pagingQuery, pageOf } from './common.ts';

/**
 * Orders after they are placed (issue #12, spec §7 "my-order", decision 0013): my orders by tab, one order with its
 * history and shipment timeline, cancel, confirm receipt, tracking by order number and phone, and the staff's moves.
 * Money is integer satang, VAT included.
 */

const amount = z.number().int().describe('Satang');
const orderState = z.enum(['PAYMENT', 'SHIPMENT', 'RECEIPT', 'COMPLETED', 'CANCELLED']).describe('ORDER_FLOW state (= the order tab)');
const paymentState = z.enum(['PENDING', 'PAID', 'FAILED', 'EXPIRED', 'CANCELLED', 'REFUNDED']);
const shipmentState = z.enum(SHIPMENT_STATUSES);

/** GET users/me/my-order ?tab&q&page&size */
export const myOrderQuery = z.object({
  tab: z.enum(ORDER_TABS).default('ALL'),
  q: z
    .string()
    .trim()
    .max(100, 'must be 100 characters or fewer')
    .optional()
    .describe('Only orders whose number, or the name of a product bought (Thai or English), contains this'),
  ...pagingQuery,
});
export type MyOrderQuery = z.input<typeof myOrderQuery>;

/** GET v2/orders/{id}, PUT orders/{id}/cancel, PUT orders/{id}/confirm-receipt */
export const orderParams = z.object({ id: z.uuid('must be an order id') });

export const cancelOrderBody = z.object({ reason: z.string().trim().min(1, 'must say why').max(300) });
export type CancelOrderBody = z.infer<typeof cancelOrderBody>;

/** A bought line, frozen as it was bought (name in the order's request language). */
export const orderLine = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  product_code: z.string(),
  product_slug: z.string(),
  name: z.string(),
  image: z.string(),
  options: z.array(chosenOption).describe("The options bought, labelled in the request's language (as the cart shows them)"),
  quantity: z.number().int(),
  list_price: amount,
  unit_price: amount,
  line_total: amount,
  is_gift: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLine>;

/** What the shopper may do next, read from the same table the API enforces (`nextStates(..., 'shopper')`). */
export const orderAction = z.enum(['CANCEL', 'CONFIRM_RECEIPT']);
export type OrderAction = z.infer<typeof orderAction>;

/** One line of my orders. */
export const orderSummary = z.object({
  id: z.uuid(),
  order_no: z.string(),
  status: orderState,
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: paymentState.nullable().describe('The attempt that paid (a replaced one too, when its money came late), else the latest'),
  shipment_status: shipmentState.nullable().describe('The latest shipment'),
  total: amount,
  item_count: z.number().int().describe('Units bought'),
  /** The first lines, for the list's pictures. */
  lines: z.array(orderLine),
  placed_at: z.string(),
  expires_at: z.string().nullable().describe('When an unpaid order is cancelled (ORDEREXPIRED)'),
  next_actions: z.array(orderAction),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const myOrderPage = pageOf(orderSummary);
export type MyOrderPage = z.infer<typeof myOrderPage>;

/** GET users/me/my-order/count: orders per tab. */
export const myOrderCount = z.object(
  Object.fromEntries(ORDER_TABS.map((tab) => [tab, z.number().int()])) as Record<(typeof ORDER_TABS)[number], z.ZodNumber>,
);
export type MyOrderCount = z.infer<typeof myOrderCount>;

export const orderTotals = z.object({
  subtotal: amount,
  discount_total: amount,
  shipping_fee: amount,
  cashback_used: amount,
  cashback_earned: amount,
  vat_included: amount.describe('VAT 7 % inside the total'),
  total: amount,
});
export type OrderTotals = z.infer<typeof orderTotals>;

/** Where the order goes: a copy of the address or store as it was when the order was placed. */
export const orderDelivery = z.object({
  type: z.enum(['home', 'store7_11']),
  address: address.nullable(),
  store: sevenElevenStore.nullable(),
  recipient: z.object({ name: z.string(), phone: z.string() }).nullable(),
});
export type OrderDelivery = z.infer<typeof orderDelivery>;

/** One row of the order's history: a move of the order, a payment attempt or a shipment. */
export const orderEvent = z.object({
  machine: z.enum(['order', 'payment', 'shipment']),
  from: z.string().nullable(),
  to: z.string(),
  actor: z.enum(['shopper', 'system', 'gateway', 'carrier', 'staff']),
  reason: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEvent>;

/** The shipment and its timeline (the shipment's own moves, oldest first). */
export const orderShipment = z.object({
  status: shipmentState,
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  timeline: z.array(z.object({ status: shipmentState, at: z.string() })),
});
export type OrderShipment = z.infer<typeof orderShipment>;

/** A refund of the order as the shopper sees it: how much, of which lines, and when (decision 0042). */
export const shopperRefund = z.object({
  amount,
  status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']).describe('FAILED is retried by the shop: the shopper reads it as pending'),
  method: z.enum(['GATEWAY', 'CASH']).describe('Back the way it was paid, or cash handed back (cash on delivery)'),
  lines: z.array(z.object({ line_id: z.number().int(), quantity: z.number().int() })),
  shipping: z.boolean().describe('The delivery fee is part of it'),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type ShopperRefund = z.infer<typeof shopperRefund>;

/**
 * A parcel waiting at its 7-Eleven store (decision 0070): the code the member shows at the counter, the store with its
 * map link and hours, and the last moment to pick it up. Only on the member's own order, only while it waits.
 */
export const orderPickup = z.object({
  code: z.string().describe('Shown at the store counter; spaces and dashes are ignored'),
  store: z.object({
    store_id: z.string().nullable(),
    name: z.string(),
    address: z.string(),
    map_url: z.url(),
    open_24_hours: z.boolean(),
    opens: z.string().nullable().describe('HH:MM, null when open 24 hours'),
    closes: z.string().nullable().describe('HH:MM, null when open 24 hours'),
  }),
  arrived_at: z.string(),
  collect_by: z.string().describe('After this the parcel may go back'),
});
export type OrderPickup = z.infer<typeof orderPickup>;

/** GET v2/orders/{id} */
export const orderDetail = orderSummary.extend({
  totals: orderTotals,
  delivery: orderDelivery,
  billing: address.nullable(),
  note: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  history: z.array(orderEvent),
  shipment: orderShipment.nullable(),
  refunded_total: amount,
  refunds: z.array(shopperRefund),
  pickup: orderPickup.nullable().describe('While the parcel waits at its 7-Eleven store'),
});
export type OrderDetail = z.infer<typeof orderDetail>;

/** GET order-tracking/{order_no} ?phone: what a guest may see with the order number and the phone on the order. */
export const orderTrackingParams = z.object({ order_no: z.string().trim().min(1).max(40) });
export const orderTrackingQuery = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{9,15}$/, 'must be a phone number'),
});
export const orderTracking = z.object({
  order_no: z.string(),
  status: orderState,
  placed_at: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  total: amount,
  /** How the lines' sum becomes the total (discounts, delivery, cashback), as the member's own order shows it. */
  totals: orderTotals,
  item_count: z.number().int(),
  lines: z.array(orderLine),
  delivery_type: z.enum(['home', 'store7_11']),
  shipment: orderShipment.nullable(),
});
export type OrderTracking = z.infer<typeof orderTracking>;
