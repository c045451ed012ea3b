import { MEMBERSHIP_TIERS } from '@talad/domain';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { localized, localizedList } from './columns.ts';

export const membershipTiers = pgTable('membership_tiers', {
  code: text('code', { enum: MEMBERSHIP_TIERS }).primaryKey(),
  name: localized('name').notNull(),
  /** Yearly spend (satang) that reaches this tier. */
  minSpend: integer('min_spend').notNull(),
  benefits: localizedList('benefits').notNull(),
  colour: text('colour').notNull(),
  position: integer('position').notNull(),
});
