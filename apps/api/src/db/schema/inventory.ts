import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PRICE_CHANGE_SOURCES, SCHEDULED_PRICE_STATES, STOCK_REASONS } from '@talad/domain';
import { productVariants } from './catalog.ts';
import { createdAt, timestamptz } from './columns.ts';

/**
 * Prices and stock as the back office changes them (issue #27, decision 0047). The variant's row keeps the current
 * price and stock (orders read and decrement it there); these tables keep how they came to be. Staff are named by id
 * and label without a foreign key, as the audit log does: a staff member removed later leaves their history standing.
 */

/**
 * One stock movement made by staff: `delta` units (a count's is the difference it found), the level it left, why.
 * Orders' own decrements are not here (they are the order lines); this is what a person changed, unlimited.
 */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    /** The variant's stock after this adjustment. */
    stockAfter: integer('stock_after').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    /** For a count: the units counted (stock_after is then this). */
    counted: integer('counted'),
    note: text('note'),
    staffId: uuid('staff_id').notNull(),
    staffLabel: text('staff_label').notNull(),
    /** The caller's Idempotency-Key: the same key for the same variant answers this adjustment again. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // The history's keyset pages, newest first: (variant, id) hands a page over from the index at any depth.
    index('stock_adjustments_variant_idx').on(table.variantId, table.id),
    uniqueIndex('stock_adjustments_key_idx').on(table.variantId, table.idempotencyKey),
    check('stock_adjustments_stock_after', sql`${table.stockAfter} >= 0`),
  ],
);

/** Every change of a variant's prices, with the prices before and after, by whom (or which scheduled change). */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    priceBefore: integer('price_before').notNull(),
    specialPriceBefore: integer('special_price_before'),
    priceAfter: integer('price_after').notNull(),
    specialPriceAfter: integer('special_price_after'),
    source: text('source', { enum: PRICE_CHANGE_SOURCES }).notNull(),
    /** The staff member who made it, or who scheduled it. */
    staffId: uuid('staff_id'),
    staffLabel: text('staff_label').notNull(),
    scheduledId: integer('scheduled_id'),
    createdAt: createdAt(),
  },
  (table) => [index('price_changes_variant_idx').on(table.variantId, table.id)],
);

/**
 * A price change to apply at a time (Bangkok time in the admin, an instant here). A job of kind apply-price-change
 * runs it at `run_at`; the move pending → applied is one conditional UPDATE, so it applies once however many runners.
 */
export const scheduledPriceChanges = pgTable(
  'scheduled_price_changes',
  {
    id: serial('id').primaryKey(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** null: the list price stays as it is then. */
    price: integer('price'),
    /** Whether the change sets the special price (to special_price, null removing it). */
    setsSpecialPrice: boolean('sets_special_price').notNull().default(false),
    specialPrice: integer('special_price'),
    runAt: timestamptz('run_at').notNull(),
    state: text('state', { enum: SCHEDULED_PRICE_STATES }).notNull().default('pending'),
    staffId: uuid('staff_id').notNull(),
    staffLabel: text('staff_label').notNull(),
    /** Why a change could not apply at its time (the prices it would make break the rules then). */
    failure: text('failure'),
    appliedAt: timestamptz('applied_at'),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('scheduled_price_changes_variant_idx').on(table.variantId, table.runAt),
    check('scheduled_price_changes_something', sql`${table.price} is not null or ${table.setsSpecialPrice}`),
  ],
);
