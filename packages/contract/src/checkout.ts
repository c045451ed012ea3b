import { PAYMENT_METHODS } from '@talad/domain';
import { z } from 'zod';
import { address, sevenElevenStore } from './address.ts';
import { chosenOption } from './cart.ts';
import { deliveryEstimate } from './catalog.ts';

/**
 * Checkout and placing an order (issue #12, decision 0014): the options a member may choose from, the preview of the
 * exact totals and the order itself. Money is integer satang, VAT included; every total is computed by the server.
 */

const amount = z.number().int().describe('Satang');

/** One unit line of a "buy now" order: the variant and how many. */
export const orderItem = z.object({
  variant_id: z.number().int().positive(),
  quantity: z.number().int().min(1, 'must be 1 or more').max(99, 'must be at most 99'),
});
export type OrderItem = z.infer<typeof orderItem>;

export const homeDelivery = z.object({ type: z.literal('home'), address_id: z.uuid() });
export const storeDelivery = z.object({
  type: z.literal('store7_11'),
  store_id: z.string().regex(/^\d{5}$/, 'must be a 5-digit store id'),
  recipient_name: z.string().trim().min(1).max(200),
  recipient_phone: z
    .string()
    .trim()
    .regex(/^\+?\d{9,15}$/, 'must be a phone number'),
});
/** Delivery to one of the member's saved shipping addresses, or pickup at a 7-Eleven store. */
export const deliveryChoice = z.discriminatedUnion('type', [homeDelivery, storeDelivery]);
export type DeliveryChoice = z.infer<typeof deliveryChoice>;
export type DeliveryType = DeliveryChoice['type'];

/**
 * POST orders and POST checkout/preview. Without `items` the order is the cart's selected lines; with them it is a
 * "buy now" of just these (the cart is left alone).
 */
export const placeOrderBody = z.object({
  items: z.array(orderItem).min(1).max(50).optional().describe('"Buy now": these variants instead of the cart’s selected lines'),
  delivery: deliveryChoice,
  full_tax_invoice: z
    .boolean()
    .optional()
    .describe('The shopper asked for a full tax invoice: billing_address_id is then required (400 BILLING_ADDRESS_REQUIRED)'),
  billing_address_id: z.uuid().optional().describe('A saved tax-invoice address (AddressInvoice)'),
  payment_method: z.enum(PAYMENT_METHODS),
  coupon_ids: z.array(z.number().int().positive()).max(3).optional().describe('Collected coupons, at most one per type'),
  cashback_amount: z.number().int().min(0).max(100_000_000).optional().describe('Cashback to spend, satang'),
  note: z.string().trim().max(500).optional(),
  expected_total: amount
    .min(0)
    .optional()
    .describe(
      'The total of the preview the shopper confirmed. When the order prices to another total it is not placed: 409 ' +
        'ORDER_TOTAL_CHANGED with the new preview as data. The web app always sends it; without it the order takes the ' +
        'total it prices to (decision 0034). The preview ignores it.',
    ),
});
export type PlaceOrderBody = z.infer<typeof placeOrderBody>;
export const checkoutPreviewBody = placeOrderBody;
export type CheckoutPreviewBody = PlaceOrderBody;

/** GET checkout/options ?items=variant:quantity,… ("buy now"; without it, the cart's selected lines). */
export const checkoutOptionsQuery = z.object({
  items: z
    .string()
    .max(1000)
    .regex(/^\d{1,9}:\d{1,2}(,\d{1,9}:\d{1,2})*$/, 'must be variant_id:quantity pairs separated by commas')
    .optional(),
});

/** Why a delivery type or a payment method cannot be chosen: a catalogue error name and its message. */
export const unavailability = z.object({
  code: z.string().describe('Catalogue error name, e.g. PAYMENT_COD_NOT_ALLOWED'),
  status_code: z.number().int(),
  message: z.string().describe("In the request's language"),
});
export type Unavailability = z.infer<typeof unavailability>;

export const paymentMethodOption = z.object({
  method: z.enum(PAYMENT_METHODS),
  eligible: z.boolean(),
  reason: unavailability.nullable().describe('Null when eligible'),
});
export type PaymentMethodOption = z.infer<typeof paymentMethodOption>;

export const checkoutOptions = z.object({
  /** How many units of how many variants the checkout is for. */
  item_count: z.number().int(),
  delivery: z.object({
    home: z.object({
      available: z.boolean(),
      reason: unavailability.nullable().describe('E.g. an item that can only be picked up at 7-Eleven'),
      addresses: z.array(address).describe('The member’s saved shipping addresses, default first'),
    }),
    store7_11: z.object({
      available: z.boolean(),
      reason: unavailability.nullable(),
      saved: z.array(address).describe('The member’s saved 7-Eleven pickups, default first'),
    }),
  }),
  /** Saved tax-invoice addresses (individual or juristic). */
  billing_addresses: z.array(address),
  delivery_fee: amount,
  free_delivery_from: amount,
  estimate: deliveryEstimate,
  payment_methods: z.array(paymentMethodOption),
  cashback_balance: amount,
  cod_max: amount.describe('Orders above this total cannot be paid on delivery'),
});
export type CheckoutOptions = z.infer<typeof checkoutOptions>;

/** A line as it will be frozen into the order. */
export const checkoutLine = z.object({
  variant_id: z.number().int(),
  product_id: z.number().int(),
  product_code: z.string(),
  product_slug: z.string(),
  name: z.string().describe("In the request's language"),
  image: z.string(),
  options: z.array(chosenOption).describe("The options chosen, labelled in the request's language (as the cart shows them)"),
  quantity: z.number().int(),
  list_price: amount,
  unit_price: amount,
  line_total: amount,
  flash_sale_id: z.number().int().nullable(),
  is_gift: z.boolean(),
});
export type CheckoutLine = z.infer<typeof checkoutLine>;

export const checkoutAdjustment = z.object({
  source: z.enum(['promotion', 'coupon']),
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  amount,
  target: z.enum(['items', 'delivery', 'cashback']),
});
export type CheckoutAdjustment = z.infer<typeof checkoutAdjustment>;

/**
 * Something that would stop the order, each one the order would refuse with the same code: a line short of stock
 * (every unit of the variant in the order counted, gifts included) or no longer sold, more of a flash-sale item than
 * its quota or the member's limit leaves, a coupon refused, cashback above the balance, a payment method not allowed,
 * a delivery not possible, a full tax invoice without its address. `variant_id` names the line, `coupon_id` the coupon.
 */
export const checkoutProblem = unavailability.extend({
  variant_id: z.number().int().nullable(),
  coupon_id: z.number().int().nullable(),
  available: z.number().int().nullable().describe('Units the order may still have of the line (stock and flash-sale problems)'),
});
export type CheckoutProblem = z.infer<typeof checkoutProblem>;

/** POST checkout/preview: the exact totals the order will have (no writes). */
export const checkoutPreview = z.object({
  lines: z.array(checkoutLine),
  adjustments: z.array(checkoutAdjustment),
  subtotal: amount,
  item_discount: amount,
  delivery_fee: amount,
  delivery_discount: amount,
  cashback_used: amount,
  cashback_earned: amount,
  vat_included: amount.describe('VAT 7 % inside the total'),
  total: amount,
  amount_due: amount.describe('What the shopper pays (the total)'),
  delivery: z.object({ type: z.enum(['home', 'store7_11']), store: sevenElevenStore.nullable(), estimate: deliveryEstimate }),
  /** Empty when the order can be placed as it is. */
  problems: z.array(checkoutProblem),
});
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

/** POST orders: the order just placed (or, for a repeated Idempotency-Key, the first answer again). */
export const placedOrder = z.object({
  order_id: z.uuid(),
  order_no: z.string().describe('TL + yymmdd + 6 digits'),
  status: z.string().describe('ORDER_FLOW state: PAYMENT (waiting for payment) or SHIPMENT (COD)'),
  payment_method: z.enum(PAYMENT_METHODS),
  amount_due: amount,
  expires_at: z.string().nullable().describe('When an unpaid order expires; null for COD'),
  /** Where the "order placed" message goes: by e-mail when the member has an address, else by SMS; masked. */
  confirmation: z
    .object({ channel: z.enum(['email', 'sms']), to: z.string().describe('Masked: s******@example.com, 08x-xxx-5678') })
    .nullable(),
});
export type PlacedOrder = z.infer<typeof placedOrder>;

export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8, 'must be 8 to 100 characters')
    .max(100, 'must be 8 to 100 characters')
    .regex(/^[A-Za-z0-9_:.-]+$/, 'letters, digits and _ : . - only')
    .optional(),
});
