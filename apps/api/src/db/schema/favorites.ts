import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { customers } from './auth.ts';
import { products } from './catalog.ts';
import { createdAt } from './columns.ts';

/**
 * The session's wish list (guests have one too; it becomes the member's at sign-in). One row per customer and product:
 * hearting a product twice is one favourite. A withdrawn product keeps its row and drops out of the list; it comes
 * back if the shop restores it.
 */
export const favorites = pgTable(
  'favorites',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    addedAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.productId] }),
    index('favorites_newest_idx').on(table.customerId, table.addedAt),
  ],
);
