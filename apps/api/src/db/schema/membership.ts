import { MEMBERSHIP_TIERS } from '@talad/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { localized, localizedList, timestamptz } from './columns.ts';
import { coupons, orders } from './commerce.ts';

/**
 * The tier ladder. Its rules (min_spend, cashback_rate, free_delivery_from) are the MEMBERSHIP_* settings, written
 * here when the API starts so that every reader takes them from one place; names, colours and the benefits that are
 * not rules (news, tier-only coupons) are the shop's content.
 */
export const membershipTiers = pgTable('membership_tiers', {
  code: text('code', { enum: MEMBERSHIP_TIERS }).primaryKey(),
  name: localized('name').notNull(),
  /** Spend of the last 12 months (satang) that reaches this tier. */
  minSpend: integer('min_spend').notNull(),
  /** Cashback on a completed order's total, basis points (100 = 1 %). */
  cashbackRate: integer('cashback_rate').notNull().default(0),
  /** Order value (satang) from which the tier's members get free delivery; null = the shop's FREE_DELIVERY_FROM. */
  freeDeliveryFrom: integer('free_delivery_from'),
  /** Benefits besides the rules above (those are written from the rules themselves). */
  benefits: localizedList('benefits').notNull(),
  colour: text('colour').notNull(),
  position: integer('position').notNull(),
});

/**
 * What counts toward a member's tier: a completed order's total at its completion (once per order), or spend brought
 * from before this ledger existed. The tier follows the sum of the last 12 months; customers.yearly_spend keeps it.
 */
export const memberSpend = pgTable(
  'member_spend',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    spentAt: timestamptz('spent_at').notNull().defaultNow(),
  },
  (table) => [
    index('member_spend_customer_idx').on(table.customerId, table.spentAt),
    check('member_spend_amount', sql`${table.amount} > 0`),
  ],
);

/** The birthday coupon a member was given in a year (Bangkok calendar): once per member and year. */
export const birthdayCouponGrants = pgTable(
  'birthday_coupon_grants',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.year] })],
);
