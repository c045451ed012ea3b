import type { Address, CheckoutOptions, DeliveryChoice, DeliveryEstimate, OrderItem, SevenElevenStore } from '@talad/contract';
import { ERRORS, errorMessage, type Locale } from '@talad/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { addressFrom, getAddress, listAddresses, storeById, type AddressWithArea } from '../address/index.ts';
import { cashbackBalance } from '../cashback/index.ts';
import { deliveryEstimate } from '../catalog/index.ts';
import { paymentMethodsFor, reprice, storePickupOnly, type CheckoutSettings, type VariantSnapshot } from './pricing.ts';

/** The order arrives when its slowest item does (spec §3: 1-3 or 3-5 working days). */
export function estimateFor(snapshots: VariantSnapshot[], now: Date, locale: Locale): DeliveryEstimate {
  const minDays = Math.max(1, ...snapshots.map((snapshot) => snapshot.deliveryMinDays));
  const maxDays = Math.max(minDays, 3, ...snapshots.map((snapshot) => snapshot.deliveryMaxDays));
  return deliveryEstimate(now, minDays, maxDays, locale);
}

/** Where the order goes, resolved from the member's own address book or the store list, as the order copies it. */
export type ResolvedDelivery =
  | { type: 'home'; address: Address; phone: string }
  | { type: 'store7_11'; store: SevenElevenStore; recipient: { name: string; phone: string }; phone: string };

/** The delivery chosen, checked: someone else's address is not found (404), never used. */
export async function resolveDelivery(
  db: Database | Transaction,
  customerId: string,
  choice: DeliveryChoice,
  snapshots: VariantSnapshot[],
  locale: Locale,
  /** The home address's row when the caller read it already (`found` undefined: the member has no such address). */
  known?: { found: AddressWithArea | undefined },
): Promise<ResolvedDelivery> {
  if (choice.type === 'home') {
    const address = known ? await addressFrom(db, known.found, locale) : await getAddress(db, customerId, choice.address_id, locale);
    if (address.kind !== 'AddressShipping') throw new AppError('ADDRESS_NOT_FOUND');
    if (snapshots.some(storePickupOnly)) throw new AppError('DELIVERY_STORE_PICKUP_ONLY');
    return { type: 'home', address, phone: address.phone };
  }
  const store = await storeById(db, locale, choice.store_id);
  if (!store) throw new AppError('STORE_NOT_FOUND');
  return {
    type: 'store7_11',
    store,
    recipient: { name: choice.recipient_name, phone: choice.recipient_phone },
    phone: choice.recipient_phone,
  };
}

/** The tax-invoice address, when one was asked for: the member's own AddressInvoice only. */
export async function resolveBilling(
  db: Database | Transaction,
  customerId: string,
  id: string | undefined,
  locale: Locale,
): Promise<Address | null> {
  if (!id) return null;
  try {
    const address = await getAddress(db, customerId, id, locale);
    if (address.kind === 'AddressInvoice') return address;
  } catch (error) {
    if (!(error instanceof AppError) || error.errorName !== 'ADDRESS_NOT_FOUND') throw error;
  }
  throw new AppError('BILLING_ADDRESS_NOT_FOUND');
}

const reasonOf = (name: 'DELIVERY_STORE_PICKUP_ONLY', locale: Locale) => ({
  code: name,
  status_code: ERRORS[name].code,
  message: errorMessage(name, locale),
});

/** GET checkout/options: delivery choices, fee and estimate, payment methods with why not, the cashback balance. */
export async function checkoutOptions(
  db: Database,
  customerId: string,
  items: OrderItem[] | undefined,
  settings: CheckoutSettings,
  now: Date,
  locale: Locale,
): Promise<CheckoutOptions> {
  const priced = await reprice(db, customerId, { items }, settings, now, locale);
  const snapshots = [...priced.snapshots.values()];
  const pickupOnly = snapshots.some(storePickupOnly);
  const [home, stores, billing, balance] = await Promise.all([
    listAddresses(db, customerId, 'AddressShipping', locale),
    listAddresses(db, customerId, 'Address7-11', locale),
    listAddresses(db, customerId, 'AddressInvoice', locale),
    cashbackBalance(db, customerId),
  ]);
  return {
    item_count: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
    delivery: {
      home: { available: !pickupOnly, reason: pickupOnly ? reasonOf('DELIVERY_STORE_PICKUP_ONLY', locale) : null, addresses: home },
      store7_11: { available: true, reason: null, saved: stores },
    },
    billing_addresses: billing,
    delivery_fee: settings.deliveryFee,
    free_delivery_from: priced.freeDeliveryFrom,
    estimate: estimateFor(snapshots, now, locale),
    payment_methods: paymentMethodsFor(snapshots, priced.result.total, settings, locale),
    cashback_balance: balance,
    cod_max: settings.codMax,
  };
}

/** "12:1,13:2" → items. */
export function parseItems(text: string | undefined): OrderItem[] | undefined {
  if (!text) return undefined;
  return text.split(',').map((pair) => {
    const [variant, quantity] = pair.split(':').map(Number);
    if (!variant || !quantity)
      throw new AppError('BAD_REQUEST', { errors: [{ field: 'items', reason: 'variant and quantity must be 1 or more' }] });
    return { variant_id: variant, quantity };
  });
}
