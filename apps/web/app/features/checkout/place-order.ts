import { placeOrder, type PlaceOrderBody, type PlacedOrder } from '@talad/sdk';
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

/** POST orders through the one mutation path; a second press while the first is under way does nothing. */
export function usePlaceOrder() {
  const call = useApiCall();
  const intent = useRef<Intent | null>(null);
  const inFlight = useRef(false);

  const place = async (body: PlaceOrderBody): Promise<PlacedOrder | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      const current = (intent.current = intentFor(intent.current, body, () => crypto.randomUUID()));
      const answer = await call.run((api) => placeOrder(api, body, current.key));
      if (!answer.ok) return null;
      // The cart's selected lines became the order: the header's badge reads again, here and in other tabs.
      invalidateCounter('cart');
      return answer.data;
    } finally {
      inFlight.current = false;
    }
  };
  return { place, busy: call.busy, error: call.error };
}
