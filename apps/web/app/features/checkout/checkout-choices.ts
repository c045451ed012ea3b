import type { PaymentMethod, Satang } from '@talad/domain';
import type { Address, CheckoutOptions, OrderItem, PlaceOrderBody, SevenElevenStore } from '@talad/sdk';

/** What the shopper has chosen on the checkout page; the order body (and the preview's) is made from it. */
export interface CheckoutChoices {
  delivery: 'home' | 'store7_11';
  addressId: string | null;
  store: SevenElevenStore | null;
  recipientName: string;
  recipientPhone: string;
  /** The shopper asked for a full tax invoice: the order then needs a tax-invoice address (billingAddressId). */
  taxInvoice: boolean;
  /** The saved tax-invoice address chosen (only sent with taxInvoice). */
  billingAddressId: string | null;
  paymentMethod: PaymentMethod | null;
  couponIds: number[];
  cashback: Satang;
  note: string;
}

const MAX_BUY_NOW_QUANTITY = 99;

/**
 * "Buy now" from the product page: `?buy=<variant_id>:<quantity>` (several pairs may be joined by commas). Anything
 * malformed is not a buy-now, so the page falls back to the cart's selected lines rather than guessing.
 */
export function parseBuyNow(value: string | null): OrderItem[] | undefined {
  if (!value) return undefined;
  const items: OrderItem[] = [];
  for (const pair of value.split(',')) {
    const match = /^(\d{1,9}):(\d{1,2})$/.exec(pair.trim());
    if (!match) return undefined;
    const item = { variant_id: Number(match[1]), quantity: Number(match[2]) };
    if (item.variant_id < 1 || item.quantity < 1 || item.quantity > MAX_BUY_NOW_QUANTITY) return undefined;
    items.push(item);
  }
  return items.length > 0 ? items : undefined;
}

function storeRecipient(address: Address | undefined): Pick<CheckoutChoices, 'store' | 'recipientName' | 'recipientPhone'> {
  if (address?.kind !== 'Address7-11') return { store: null, recipientName: '', recipientPhone: '' };
  return { store: address.store, recipientName: `${address.firstname} ${address.lastname}`, recipientPhone: address.phone };
}

function firstMethod(options: CheckoutOptions): PaymentMethod | null {
  const eligible = options.payment_methods.filter((method) => method.eligible);
  return (eligible.find((method) => method.method === 'COD') ?? eligible[0])?.method ?? null;
}

/**
 * The first choices: home delivery to the default address when home delivery is possible, else pickup at the
 * default saved store; cash on delivery when it may be used (most Thai shoppers' choice, and nothing to pay now),
 * else the first payment method that may be used; no tax invoice, coupon or cashback.
 */
export function initialChoices(options: CheckoutOptions): CheckoutChoices {
  const home = options.delivery.home;
  return {
    delivery: home.available || !options.delivery.store7_11.available ? 'home' : 'store7_11',
    addressId: home.addresses[0]?.id ?? null,
    ...storeRecipient(options.delivery.store7_11.saved[0]),
    taxInvoice: false,
    billingAddressId: null,
    paymentMethod: firstMethod(options),
    couponIds: [],
    cashback: 0,
    note: '',
  };
}

/** Choosing a saved pickup address fills the store and who collects the parcel. */
export function withSavedPickup(choices: CheckoutChoices, address: Address): CheckoutChoices {
  return { ...choices, delivery: 'store7_11', ...storeRecipient(address) };
}

/**
 * The body of POST orders and POST checkout/preview, or null while a choice the order needs is missing (no address,
 * no store or recipient, no payment method). The preview and the order use the same body, so what is shown is what
 * is ordered.
 */
export function orderBody(choices: CheckoutChoices, items: OrderItem[] | undefined): PlaceOrderBody | null {
  if (!choices.paymentMethod) return null;
  let delivery: PlaceOrderBody['delivery'];
  if (choices.delivery === 'home') {
    if (!choices.addressId) return null;
    delivery = { type: 'home', address_id: choices.addressId };
  } else {
    const phone = choices.recipientPhone.replace(/[\s-]/g, '');
    if (!choices.store || !choices.recipientName.trim() || !/^\+?\d{9,15}$/.test(phone)) return null;
    delivery = {
      type: 'store7_11',
      store_id: choices.store.store_id,
      recipient_name: choices.recipientName.trim(),
      recipient_phone: phone,
    };
  }
  return {
    ...(items ? { items } : {}),
    delivery,
    // Asked without an address, the preview says so (BILLING_ADDRESS_REQUIRED) and the order is not placed without one.
    ...(choices.taxInvoice ? { full_tax_invoice: true } : {}),
    ...(choices.taxInvoice && choices.billingAddressId ? { billing_address_id: choices.billingAddressId } : {}),
    payment_method: choices.paymentMethod,
    ...(choices.couponIds.length > 0 ? { coupon_ids: [...choices.couponIds].sort((a, b) => a - b) } : {}),
    ...(choices.cashback > 0 ? { cashback_amount: choices.cashback } : {}),
    ...(choices.note.trim() ? { note: choices.note.trim() } : {}),
  };
}

/** The part of the body that changes the totals: the preview is asked again only when this changes (not the note). */
export function pricingKey(body: PlaceOrderBody): string {
  const { note: _note, ...priced } = body;
  return JSON.stringify(priced);
}

/** One coupon of each type applies to an order: choosing a coupon drops another of its type. */
export function toggleCoupon<C extends { id: number; type: string }>(chosen: number[], coupon: C, all: C[]): number[] {
  if (chosen.includes(coupon.id)) return chosen.filter((id) => id !== coupon.id);
  const sameType = new Set(all.filter((other) => other.type === coupon.type).map((other) => other.id));
  return [...chosen.filter((id) => !sameType.has(id)), coupon.id];
}

/** The best coupon taken with a tap (BestCouponOffer): it takes the place of the chosen coupon of its type it replaces. */
export function withBestCoupon(chosen: number[], couponId: number, replaces: number | null): number[] {
  return [...chosen.filter((id) => id !== replaces && id !== couponId), couponId];
}
