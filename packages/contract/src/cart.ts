import { PRODUCT_OPTION_NAMES, PROMOTION_KINDS, COUPON_KINDS } from '@talad/domain';
import { z } from 'zod';

/**
 * The cart (issue #12): a session's lines (guests have carts too), re-priced on every read by the pricing engine of
 * @talad/domain, each line with the problems a shopper must see instead of a failure. Money is integer satang, VAT
 * included.
 */

const count = z.number().int().min(0);
const money = z.number().int();

/** The most units of one variant a line may hold, whatever the stock. */
export const CART_MAX_LINE_QUANTITY = 99;
/** The most lines one cart may hold. */
export const CART_MAX_LINES = 100;

export const CART_PROBLEM_CODES = ['OUT_OF_STOCK', 'FEWER_LEFT', 'PRICE_CHANGED', 'NOT_SOLD', 'FLASH_SALE_ENDED'] as const;
export type CartProblemCode = (typeof CART_PROBLEM_CODES)[number];

/** What is wrong with a line today; the cart answers it instead of failing. */
export const cartProblem = z.discriminatedUnion('code', [
  /** No unit left: the line cannot be bought (it is never selected for checkout while so). */
  z.object({ code: z.literal('OUT_OF_STOCK') }),
  /** Fewer units left (stock or flash-sale limit) than the line asks for: `available` can be bought. */
  z.object({ code: z.literal('FEWER_LEFT'), requested: count, available: count }),
  /** Today's unit price differs from the one the shopper saw; reported once (the read remembers the new price). */
  z.object({ code: z.literal('PRICE_CHANGED'), previous_price: money, current_price: money }),
  /** The product is no longer sold. */
  z.object({ code: z.literal('NOT_SOLD') }),
  /** The line was added at a flash-sale price and that sale is over (or its quota or limit is used up). */
  z.object({ code: z.literal('FLASH_SALE_ENDED'), flash_sale_id: z.number().int(), previous_price: money, current_price: money }),
]);
export type CartProblem = z.infer<typeof cartProblem>;

/** An option the shopper chose ({name: 'Color', value: 'black', label: 'ดำ'}). */
export const chosenOption = z.object({ name: z.enum(PRODUCT_OPTION_NAMES), value: z.string(), label: z.string() });
export type ChosenOption = z.infer<typeof chosenOption>;

export const cartProduct = z.object({
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  /** The variant's picture (/media/...). */
  image: z.string(),
  options: z.array(chosenOption),
  /** Spec §3 badges (e.g. SEVEN_ELEVEN_ONLY, NO_COD, NOT_IN_PROMOTION). */
  badges: z.array(z.string()),
});
export type CartProduct = z.infer<typeof cartProduct>;

export const cartLine = z.object({
  line_id: z.number().int(),
  variant_id: z.number().int(),
  product: cartProduct,
  quantity: z.number().int().min(1),
  /** Ticked for checkout. */
  selected: z.boolean(),
  /** Today's price per unit: flash sale, else special, else list. */
  unit_price: money,
  list_price: money,
  /** After line promotions (flexi, special price, add-on deal). */
  line_total: money,
  /** The line-price promotion applied to the line (special_price, flexi or add_on_deal), if any. */
  promotion_id: z.number().int().nullable(),
  /** Units of the variant in stock. */
  stock: count,
  /** The most this line may hold now: stock, the flash-sale quota and per-customer limit, and CART_MAX_LINE_QUANTITY. */
  max_quantity: count,
  /** The running flash sale that prices the line, if any. */
  flash_sale: z.object({ flash_sale_id: z.number().int(), ends_at: z.string(), units_left: count }).nullable(),
  problems: z.array(cartProblem),
});
export type CartLine = z.infer<typeof cartLine>;

/** A discount or cashback the engine applied (promotion or coupon), named for the summary. */
export const cartAdjustment = z.object({
  source: z.enum(['promotion', 'coupon']),
  id: z.number().int(),
  kind: z.enum([...PROMOTION_KINDS, ...COUPON_KINDS]),
  title: z.string(),
  /** Satang taken off, or given back for cashback; 0 for a gift. */
  amount: money,
  target: z.enum(['items', 'delivery', 'cashback']),
});
export type CartAdjustment = z.infer<typeof cartAdjustment>;

/** A free gift or an add-on deal the engine adds to the order, as lines of their own. */
export const cartExtra = z.object({
  variant_id: z.number().int(),
  quantity: z.number().int(),
  unit_price: money,
  promotion_id: z.number().int(),
  is_gift: z.boolean(),
  product: cartProduct.nullable(),
});
export type CartExtra = z.infer<typeof cartExtra>;

/** An add-on deal the selected lines qualify for: add `variant_id` to the cart and up to `max_add_ons` units cost `add_on_price`. */
export const cartAddOn = z.object({
  promotion_id: z.number().int(),
  variant_id: z.number().int(),
  add_on_price: money,
  max_add_ons: count,
  product: cartProduct.nullable(),
});
export type CartAddOn = z.infer<typeof cartAddOn>;

/** units: the sum of quantities; lines: how many lines (the header badge shows units). */
export const cartCount = z.object({ units: count, lines: count });
export type CartCount = z.infer<typeof cartCount>;

/** The selected lines priced by the engine (no coupon, no cashback: those come at checkout). */
export const cartSummary = z.object({
  selected_lines: count,
  selected_units: count,
  subtotal: money,
  /** Discounts on the items (the adjustments targeting items). */
  item_discount: money,
  delivery_fee: money,
  delivery_discount: money,
  cashback_earned: money,
  total: money,
  /** The VAT inside total (7/107). */
  vat_included: money,
  adjustments: z.array(cartAdjustment),
  extras: z.array(cartExtra),
  available_add_ons: z.array(cartAddOn),
});
export type CartSummary = z.infer<typeof cartSummary>;

/** GET cart: lines newest first, the summary of the selected ones and the count. */
export const cart = z.object({ lines: z.array(cartLine), summary: cartSummary, count: cartCount });
export type Cart = z.infer<typeof cart>;

const quantity = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(CART_MAX_LINE_QUANTITY, `must be at most ${CART_MAX_LINE_QUANTITY}`);

/** POST cart/items: adds to the variant's line when there is one; the quantity is capped by what can be bought. */
export const addCartItemBody = z.object({ variant_id: z.number().int().positive(), quantity });
export type AddCartItemBody = z.infer<typeof addCartItemBody>;

/** What POST cart/items did: `added` may be less than asked when stock or a limit capped it. */
export const addedToCart = z.object({
  line_id: z.number().int(),
  variant_id: z.number().int(),
  /** The line's quantity now. */
  quantity: z.number().int(),
  added: z.number().int(),
  requested: z.number().int(),
  max_quantity: count,
  count: cartCount,
});
export type AddedToCart = z.infer<typeof addedToCart>;

export const cartLineParams = z.object({ line_id: z.coerce.number({ error: 'must be a number' }).int().positive().max(2_147_483_647) });

/** PATCH cart/items/{line_id}: a new quantity (at most max_quantity) and/or the tick. */
export const updateCartItemBody = z
  .object({ quantity: quantity.optional(), selected: z.boolean().optional() })
  .refine((body) => body.quantity !== undefined || body.selected !== undefined, 'give quantity or selected');
export type UpdateCartItemBody = z.infer<typeof updateCartItemBody>;

/** PATCH cart/select: tick or untick every line. */
export const selectCartBody = z.object({ selected: z.boolean() });
export type SelectCartBody = z.infer<typeof selectCartBody>;
