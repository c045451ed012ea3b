import type { PaymentMethod } from '@talad/domain';

export type PaymentPage = 'choose' | 'card-verifying' | 'processing' | 'complete' | 'failed';

/** The Thai path of a payment page for an order (localize it with useLocalHref); `/payment?order=<id>` and its steps. */
export function paymentHref(page: PaymentPage, orderId: string, extra: { method?: PaymentMethod; challenge?: string } = {}): string {
  const query = new URLSearchParams({ order: orderId });
  if (extra.method) query.set('method', extra.method);
  if (extra.challenge) query.set('challenge', extra.challenge);
  return `/payment${page === 'choose' ? '' : `/${page}`}?${query}`;
}

/** Order ids are UUIDs; anything else in ?order= is not an order of ours (and is never sent on to the API). */
export function orderIdOf(query: URLSearchParams): string | null {
  const id = query.get('order');
  return id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id.toLowerCase() : null;
}
