import type { CheckoutOptions, CheckoutPreview, OrderItem, PlaceOrderBody, PlacedOrder } from '@talad/contract';
import { ERRORS, type Envelope } from '@talad/domain';
import type { ApiClient, CallOptions } from '../client.ts';

/** Checkout and placing an order (issue #12): member only. */

export type {
  CheckoutAdjustment,
  CheckoutLine,
  CheckoutOptions,
  CheckoutPreview,
  CheckoutPreviewBody,
  CheckoutProblem,
  DeliveryChoice,
  DeliveryType,
  OrderItem,
  PaymentMethodOption,
  PlaceOrderBody,
  PlacedOrder,
  Unavailability,
} from '@talad/contract';

/** Delivery choices, fee, estimate and payment methods with their eligibility; `items` for "buy now", else the cart's selected lines. */
export function getCheckoutOptions(api: ApiClient, items?: OrderItem[], options?: CallOptions): Promise<Envelope<CheckoutOptions>> {
  const query = items?.length ? { items: items.map((item) => `${item.variant_id}:${item.quantity}`).join(',') } : undefined;
  return api.get<CheckoutOptions>('checkout/options', { ...options, query });
}

/** The exact totals the order will have, and what would stop it (`problems`); writes nothing. */
export function previewCheckout(api: ApiClient, body: PlaceOrderBody, options?: CallOptions): Promise<Envelope<CheckoutPreview>> {
  return api.post<CheckoutPreview>('checkout/preview', body, { ...options, skipLoading: true });
}

/**
 * Places the order. Send `expected_total`, the total of the preview the shopper confirmed: an order that prices to
 * another total is not placed (409 ORDER_TOTAL_CHANGED, its new preview in `data`: read it with `changedTotals`).
 * `idempotencyKey` is made once per attempt to buy (e.g. crypto.randomUUID() when the checkout page
 * opens) and sent again on every retry of it: the API answers the first order again instead of placing a second.
 */
export function placeOrder(
  api: ApiClient,
  body: PlaceOrderBody,
  idempotencyKey: string,
  options?: CallOptions,
): Promise<Envelope<PlacedOrder>> {
  return api.post<PlacedOrder>('orders', body, { ...options, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The new preview a refused order carries when it would have cost another total than `expected_total`; else null. */
export function changedTotals(answer: Pick<Envelope<unknown>, 'status_code' | 'data'>): CheckoutPreview | null {
  if (answer.status_code !== ERRORS.ORDER_TOTAL_CHANGED.code || !answer.data) return null;
  return answer.data as CheckoutPreview;
}
