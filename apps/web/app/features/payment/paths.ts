import type { PaymentMethod } from '@talad/domain';

export type PaymentPage = 'choose' | 'card-verifying' | 'processing' | 'complete' | 'failed';

/** The Thai path of a payment page for an order (localize it with useLocalHref); `/payment?order=<id>` and its steps. */
export function paymentHref(page: PaymentPage, orderId: string, extra: { method?: PaymentMethod; challenge?: string } = {}): string {
  const query = new URLSearchParams({ order: orderId });
  if (extra.method) query.set('method', extra.method);
  if (extra.challenge) query.set('challenge', extra.challenge);
  return `/payment${page === 'choose' ? '' : `/${page}`}?${query}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The UUID under `name` in the query, lower-cased; anything else is not an id of ours (and is never sent on to the API). */
export function uuidParam(query: URLSearchParams, name: string): string | null {
  const id = query.get(name);
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/** Order ids are UUIDs: ?order= on the payment pages. */
export const orderIdOf = (query: URLSearchParams): string | null => uuidParam(query, 'order');

/** /account/my-card?verification=<id>: back from the gateway with a card being added (decision 0069). */
export const MY_CARD_PATH = '/account/my-card';
export const myCardHref = (verificationId: string) => `${MY_CARD_PATH}?${new URLSearchParams({ verification: verificationId })}`;
