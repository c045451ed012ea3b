/**
 * The signed-in shopper of the cart and checkout pages: the seeded demo member (who has a home address) signed in
 * through the API, with a few products in the cart, as a shopper would leave it before checking out.
 */
import { randomUUID } from 'node:crypto';
import type { StartedPayment } from '@talad/contract';
import { callApiAt } from '../signing.ts';

const DEMO_MEMBER = { username: '0990000001', password: 'Talad-demo-2026' };
const LINES = 3;

interface Listing {
  items: Array<{ slug: string; flags: string[]; badges: Array<{ code: string }> }>;
}

interface Product {
  variants: Array<{ variant_id: number; stock: number }>;
}

/** Signs the demo member in, fills their cart with LINES home-deliverable products in stock; answers the session as stored by the web app. */
export async function memberWithCart(apiBase: string): Promise<string> {
  const guest = await callApiAt<{ access_token: string }>(apiBase, 'POST', 'auth/login/guest');
  const session = await callApiAt<{ access_token: string }>(apiBase, 'POST', 'auth/login', {
    token: guest.access_token,
    body: DEMO_MEMBER,
  });
  const token = session.access_token;
  const listing = await callApiAt<Listing>(apiBase, 'GET', 'catalog/products?category=beauty&hasStock=true&size=24', { token });
  const pickupOnly = (item: Listing['items'][number]) =>
    item.flags.includes('AT_7-ELEVEN') || item.badges.some((badge) => badge.code === 'SEVEN_ELEVEN_ONLY');
  const homeDelivered = listing.items.filter((item) => !pickupOnly(item)).slice(0, LINES);
  for (const { slug } of homeDelivered) {
    const product = await callApiAt<Product>(apiBase, 'GET', `products/${slug}`, { token });
    const variant = product.variants.find((item) => item.stock > 0);
    if (!variant) continue;
    await callApiAt(apiBase, 'POST', 'cart/items', { token, body: { variant_id: variant.variant_id, quantity: 1 } });
  }
  return JSON.stringify(session);
}

/**
 * An order of the member waiting for a card payment, for /payment: one unit of the cart's first product bought on its
 * own ("buy now", the cart is left as it is) to the member's home address. Answers the order's id.
 */
export async function memberOrderToPay(apiBase: string, session: string): Promise<string> {
  const token = (JSON.parse(session) as { access_token: string }).access_token;
  const [cart, addresses] = await Promise.all([
    callApiAt<{ lines: Array<{ variant_id: number }> }>(apiBase, 'GET', 'cart', { token }),
    callApiAt<Array<{ id: string }>>(apiBase, 'GET', 'users/me/my-address/shipping', { token }),
  ]);
  const [line] = cart.lines;
  const [home] = addresses;
  if (!line || !home) throw new Error('The demo member has no cart line or no home address to order with');
  const order = await callApiAt<{ order_id: string }>(apiBase, 'POST', 'orders', {
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      items: [{ variant_id: line.variant_id, quantity: 1 }],
      delivery: { type: 'home', address_id: home.id },
      payment_method: 'CREDITCARD',
    },
  });
  return order.order_id;
}

/** The sandbox gateway's cards (apps/gateway/src/sandbox-cards.ts): neither asks for a 3-D Secure challenge. */
export const SANDBOX_CARDS = {
  approved: { number: '3566111111111113', outcome: 'PAID' },
  declined: { number: '4000000000000002', outcome: 'FAILED' },
} as const;

interface PaymentView {
  latest: { status: string } | null;
}

/**
 * A card order of the member whose payment was started on the gateway and, with a card number, paid there the way
 * the card form does it (Do Payment from the shop's origin); answers once the API tells the card's outcome (the
 * gateway's notification arrived). Without a card the attempt stays pending: the processing page's order.
 */
export async function memberOrderPaidWith(
  apiBase: string,
  session: string,
  gateway: { origin: string },
  card: { number: string; outcome: string } | null,
) {
  const token = (JSON.parse(session) as { access_token: string }).access_token;
  const orderId = await memberOrderToPay(apiBase, session);
  const { gateway: handOff } = await callApiAt<StartedPayment>(apiBase, 'POST', `orders/${orderId}/payments`, {
    token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { method: 'CREDITCARD' },
  });
  if (!card) return orderId;
  const data = { name: 'Somchai Jaidee', cardNo: card.number, expiryMonth: '12', expiryYear: '2030', securityCode: '123' };
  const paid = await fetch(handOff.do_payment_url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gateway.origin },
    body: JSON.stringify({ paymentToken: handOff.payment_token, payment: { code: { channelCode: 'CC' }, data }, locale: 'th' }),
  });
  if (!paid.ok) throw new Error(`Do Payment answered ${paid.status}: ${(await paid.text()).slice(0, 300)}`);
  for (let attempt = 0; attempt < 100; attempt++) {
    const view = await callApiAt<PaymentView>(apiBase, 'GET', `orders/${orderId}/payment`, { token });
    if (view.latest?.status === card.outcome) return orderId;
    if (view.latest && view.latest.status !== 'PENDING') throw new Error(`order ${orderId}: ${view.latest.status}, not ${card.outcome}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the gateway's result for order ${orderId} never reached the API`);
}
