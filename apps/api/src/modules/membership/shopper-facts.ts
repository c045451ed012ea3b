import type { MembershipTier } from '@talad/domain';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { customers } from '../../db/schema/index.ts';
import { tierRowFor } from './progress.ts';

/**
 * What pricing needs to know of a shopper: their tier (a guest has none), the free-delivery threshold it gives (null:
 * the shop's applies) and their birthday month (birthday coupons).
 */
export interface ShopperFacts {
  tier: MembershipTier | null;
  freeDeliveryFrom: number | null;
  birthdayMonth: number | null;
}

/** Every cart read, preview and order reads it: built once (db/prepared.ts). */
const customerFacts = preparedStatement<{ customerId: string }>()((db, value) =>
  db
    .select(SHOPPER_COLUMNS)
    .from(customers)
    .where(eq(customers.id, value('customerId'))),
);

/** The customer's columns the facts are made of, for a caller that reads them with something else in one statement. */
export const SHOPPER_COLUMNS = { role: customers.role, yearlySpend: customers.yearlySpend, birthday: customers.birthday };
export type ShopperRow = { role: string; yearlySpend: number; birthday: string | null };

/** One read for the cart summary, the coupon picker and checkout alike, so the three price a shopper the same way. */
export async function shopperFacts(db: Database | Transaction, customerId: string): Promise<ShopperFacts> {
  const [customer] = await customerFacts(db, { customerId });
  return shopperFactsOf(db, customer);
}

/** The facts of a customer row read already (undefined: no such customer). */
export async function shopperFactsOf(db: Database | Transaction, customer: ShopperRow | undefined): Promise<ShopperFacts> {
  if (customer?.role !== 'user') return { tier: null, freeDeliveryFrom: null, birthdayMonth: null };
  const tier = await tierRowFor(db, customer.yearlySpend);
  return {
    tier: tier.code,
    freeDeliveryFrom: tier.freeDeliveryFrom,
    birthdayMonth: customer.birthday ? Number(customer.birthday.slice(5, 7)) : null,
  };
}
