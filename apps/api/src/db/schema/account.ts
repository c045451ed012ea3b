import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { createdAt, localized } from './columns.ts';

/** Append-only: every choice a shopper makes is kept, the newest one counts. */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: serial('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    isAnalyticsAccepted: boolean('is_analytics_accepted').notNull(),
    isMarketingAccepted: boolean('is_marketing_accepted').notNull(),
    isGoogleAccepted: boolean('is_google_accepted').notNull(),
    /** Keyed hash of the IP: proves a consent came from one address without storing the address. */
    ipHash: text('ip_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('cookie_consents_customer_idx').on(table.customerId)],
);

/** The side menu of the /account pages. */
export const accountMenuItems = pgTable('account_menu_items', {
  key: text('key').primaryKey(),
  path: text('path').notNull(),
  icon: text('icon').notNull(),
  label: localized('label').notNull(),
  position: integer('position').notNull(),
});
