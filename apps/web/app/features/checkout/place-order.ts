import { changedTotals, placeOrder, type CheckoutPreview, type PlaceOrderBody, type PlacedOrder } from '@talad/sdk';
import { useRef } from 'react';
import { invalidateCounter } from '../../lib/shared-counters.ts';
import { useApiCall } from '../../lib/use-api-call.ts';

export interface Intent {
  body: string;
  key: string;
}

/**
 * The Idempotency-Key of an attempt to buy (decision 0015): made once when the form first places this order and kept
 * for every retry of it (a double tap, a retry after a dropped connection), so the API answers the first order again.
 * Only a different order — the shopper changed the address, the coupons… after a refusal — is a new intent with a
 * new key, which the API would otherwise refuse as a key reused for another body.
 */
export function intentFor(previous: Intent | null, body: PlaceOrderBody, makeKey: () => string): Intent {
  const serialized = JSON.stringify(body);
  return previous?.body === serialized ? previous : { body: serialized, key: makeKey() };
}

/** What placing answered: the order, or the new totals of an order that would have cost another total than shown. */
export type PlaceResult = { placed: PlacedOrder; changed?: never } | { changed: CheckoutPreview; placed?: never } | null;

/**
 * POST orders through the one mutation path; a second press while the first is under way does nothing. The body
 * carries the total the shopper confirmed (`expected_total`, decision 0034): when the order would cost another, the
 * answer is the new totals to confirm, not an order.
 */
export function usePlaceOrder() {
  const call = useApiCall();
  const intent = useRef<Intent | null>(null);
  const inFlight = useRef(false);

  const place = async (body: PlaceOrderBody): Promise<PlaceResult> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      const current = (intent.current = intentFor(intent.current, body, () => crypto.randomUUID()));
      const answer = await call.run((api) => placeOrder(api, body, current.key));
      if (!answer.ok) {
        const changed = changedTotals({ status_code: answer.statusCode, data: answer.data });
        // The page says what changed, beside the new totals; the server's sentence would say it twice.
        if (changed) call.setError(null);
        return changed ? { changed } : null;
      }
      // The cart's selected lines became the order: the header's badge reads again, here and in other tabs.
      invalidateCounter('cart');
      return { placed: answer.data };
    } finally {
      inFlight.current = false;
    }
  };
  return { place, busy: call.busy, error: call.error };
}
