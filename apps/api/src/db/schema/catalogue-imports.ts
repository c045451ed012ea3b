import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { CATALOGUE_IMPORT_OUTCOMES, CATALOGUE_IMPORT_STATES, CATALOGUE_STATUSES } from '@talad/domain';
import type { NewProductBody } from '@talad/contract';
import { createdAt, timestamptz } from './columns.ts';

/** A new product an import makes (decision 0058): the product editor's body, and whether to publish it at once. */
export interface NewProductPlan {
  body: NewProductBody;
  publish: boolean;
}

/**
 * A CSV import of the catalogue (issue #27 item 4, decision 0049): who sent it, how far it got, and its counts — the
 * report a staff member downloads. Staff are named by id and label without a foreign key, as the audit log does.
 */
export const catalogueImports = pgTable('catalogue_imports', {
  id: serial('id').primaryKey(),
  staffId: uuid('staff_id').notNull(),
  staffLabel: text('staff_label').notNull(),
  state: text('state', { enum: CATALOGUE_IMPORT_STATES }).notNull().default('pending'),
  rows: integer('rows').notNull(),
  /** Rows that made a new variant (with its product: decision 0058). */
  created: integer('created').notNull().default(0),
  changed: integer('changed').notNull().default(0),
  unchanged: integer('unchanged').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  createdAt: createdAt(),
  finishedAt: timestamptz('finished_at'),
});

/**
 * One checked row of an import: the variant it names and what the file asks of it (null: the column was left out or
 * empty), then its outcome, written in the transaction of the batch that applied it — so a batch is applied once,
 * and an import taken up again after a crash goes on from its first pending row.
 */
export const catalogueImportRows = pgTable(
  'catalogue_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    /** The row's number in the file, the heading being row 1. */
    row: integer('row').notNull(),
    /** The variant the row changes; null for a row that makes a new one (decision 0058). */
    variantId: integer('variant_id'),
    sku: text('sku').notNull(),
    /** A new variant's product, by the handle its rows share; the first row of the product carries `newProduct`. */
    handle: text('handle'),
    /** The product the rows of one handle make, as the product editor takes it, and whether it goes on sale at once. */
    newProduct: jsonb('new_product').$type<NewProductPlan>(),
    price: integer('price'),
    /** Whether the file sets the special price (to special_price; null removes it). */
    setsSpecialPrice: boolean('sets_special_price').notNull(),
    specialPrice: integer('special_price'),
    stock: integer('stock'),
    status: text('status', { enum: CATALOGUE_STATUSES }),
    outcome: text('outcome', { enum: CATALOGUE_IMPORT_OUTCOMES }).notNull().default('pending'),
    /** The error a failed row met (an ERRORS name), said in the reader's language by the report. */
    problem: text('problem'),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.row] }),
    index('catalogue_import_rows_handle_idx')
      .on(table.importId, table.handle)
      .where(sql`${table.handle} is not null`),
    check('catalogue_import_rows_stock', sql`${table.stock} is null or ${table.stock} >= 0`),
  ],
);

/** A variant's figures a bulk edit changes, before or after it (status is its product's). */
export interface BulkFigures {
  price: number;
  special_price: number | null;
  stock: number;
  status: (typeof CATALOGUE_STATUSES)[number];
}

/**
 * A bulk edit from the spreadsheet-like editor (decision 0049): every change with the figures before and after, so the
 * editor's one-step undo applies the inverse — refused if anything changed since. Applied all or nothing.
 */
export const catalogueBulkEdits = pgTable(
  'catalogue_bulk_edits',
  {
    id: serial('id').primaryKey(),
    staffId: uuid('staff_id').notNull(),
    staffLabel: text('staff_label').notNull(),
    changes: jsonb('changes').$type<Array<{ variant_id: number; sku: string; before: BulkFigures; after: BulkFigures }>>().notNull(),
    /** Set when undone, by the same staff member; an edit is undone once. */
    undoneAt: timestamptz('undone_at'),
    createdAt: createdAt(),
  },
  // A member's last edit not yet undone: the undo's one lookup.
  (table) => [index('catalogue_bulk_edits_staff_idx').on(table.staffId, table.id)],
);
