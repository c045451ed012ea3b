import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sevenElevenStores } from './address.ts';
import { timestamptz } from './columns.ts';
import { orders, shipments } from './commerce.ts';

/**
 * A parcel waiting at a 7-Eleven store (decision 0070): one row per shipment, written by the move into PICKUP (which
 * happens once), so its code is issued once; closed when the parcel leaves the store, picked up or sent back. An open
 * code is unique, so the code alone names one waiting parcel.
 */
export const pickups = pgTable(
  'pickups',
  {
    shipmentId: uuid('shipment_id')
      .primaryKey()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The store the order was addressed to; null if the seed no longer has it (the order's copy still names it). */
    storeId: text('store_id').references(() => sevenElevenStores.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    arrivedAt: timestamptz('arrived_at').notNull().defaultNow(),
    /** The last moment the store keeps the parcel (PICKUP_HOLD_DAYS after it arrived). */
    collectBy: timestamptz('collect_by').notNull(),
    closedAt: timestamptz('closed_at'),
  },
  (table) => [
    uniqueIndex('pickups_open_code_idx')
      .on(table.code)
      .where(sql`${table.closedAt} is null`),
    index('pickups_order_idx').on(table.orderId),
  ],
);
