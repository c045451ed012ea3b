import type { AddCartItemBody, AddedToCart, Cart, CartCount, UpdateCartItemBody } from '@talad/contract';
import type { Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/**
 * The cart (issue #12). Every call needs a session; a guest's is fine (guests have carts, merged into the member's at
 * sign-in). Errors by name: CART_LINE_NOT_FOUND, CART_OUT_OF_STOCK, CART_LIMIT_REACHED, CART_QUANTITY_EXCEEDS_STOCK,
 * CART_FULL, VARIANT_NOT_FOUND, CART_NOT_SOLD (the product was withdrawn from sale).
 */

export type {
  AddCartItemBody,
  AddedToCart,
  Cart,
  CartAddOn,
  CartAdjustment,
  CartCount,
  CartExtra,
  CartLine,
  CartProblem,
  CartProblemCode,
  CartProduct,
  CartSummary,
  ChosenOption,
  UpdateCartItemBody,
} from '@talad/contract';

/** The cart re-priced now: lines with their problems, the selected lines' summary, the count. */
export function getCart(api: ApiClient, options?: CallOptions): Promise<Envelope<Cart>> {
  return api.get<Cart>('cart', options);
}

/** Units and lines, for the header badge (no loading overlay). */
export function getCartCount(api: ApiClient, options?: CallOptions): Promise<Envelope<CartCount>> {
  return api.get<CartCount>('cart/count', { ...options, skipLoading: true });
}

/** Adds to the variant's line (or makes one); `added` says how many fitted under stock and limits. */
export function addToCart(api: ApiClient, item: AddCartItemBody): Promise<Envelope<AddedToCart>> {
  return api.post<AddedToCart>('cart/items', item);
}

/** A new quantity (at most the line's max_quantity) and/or the tick; answers the cart re-priced. */
export function updateCartItem(api: ApiClient, lineId: number, change: UpdateCartItemBody): Promise<Envelope<Cart>> {
  return api.request<Cart>('PATCH', `cart/items/${encodeURIComponent(String(lineId))}`, { body: change });
}

export function removeCartItem(api: ApiClient, lineId: number): Promise<Envelope<Cart>> {
  return api.delete<Cart>(`cart/items/${encodeURIComponent(String(lineId))}`);
}

/** Select all (true) or none (false). */
export function selectAllCartItems(api: ApiClient, selected: boolean): Promise<Envelope<Cart>> {
  return api.request<Cart>('PATCH', 'cart/select', { body: { selected } });
}
