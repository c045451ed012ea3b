import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_IMPORT_BATCH,
  CATALOGUE_IMPORT_STATES,
  CATALOGUE_STATUSES,
  PRODUCT_STATES,
  STOCK_MAX_UNITS,
} from '@talad/domain';
import { z } from 'zod';
import { keysetPageOf } from './common.ts';

/**
 * The catalogue as CSV (issue #27 item 4, decision 0049): GET admin/catalogue/export.csv (catalog.read) and
 * POST admin/catalogue/import with a text/csv body (catalog.write, plus prices.write / stock.adjust for the columns
 * the file carries). Columns as CATALOGUE_CSV_COLUMNS; prices in baht with two decimals.
 */
export const catalogueCsvAnswers = {
  200: {
    description: `CSV, UTF-8 with a byte-order mark; one row per variant, columns ${CATALOGUE_CSV_COLUMNS.join(', ')}`,
    content: { 'text/csv': { schema: z.string() } },
  },
};

/** ?dry_run=true checks every row and writes nothing. */
export const catalogueImportQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/**
 * A row the import refuses: its line in the file (the heading is row 1), the column, and why in the caller's language.
 * A new product's problem that is the product's (its options together, a value differing between its rows) is named
 * on the row that shows it.
 */
export const catalogueRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type CatalogueRowError = z.infer<typeof catalogueRowError>;

/** An import's progress and counts: the screen polls it while a large file's job applies it batch by batch. */
export const catalogueImport = z.object({
  id: z.number().int(),
  state: z.enum(CATALOGUE_IMPORT_STATES),
  rows: z.number().int(),
  /** Rows applied so far (created, changed, unchanged or failed). */
  done: z.number().int(),
  /** Rows that made a new variant, with its product (decision 0058). */
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  by: z.string(),
  at: z.string(),
  finished_at: z.string().nullable(),
});
export type CatalogueImport = z.infer<typeof catalogueImport>;

export const catalogueImportParams = z.object({
  id: z.coerce.number({ error: 'must be an import id' }).int('must be an import id').min(1).max(2_147_483_647),
});

/**
 * POST admin/catalogue/import: the file checked. A dry run, or a file with errors (422 CSV_HAS_ERRORS, this in its
 * data), writes nothing; otherwise `import` is the kept import — done already for a small file, pending for its job
 * otherwise (poll GET admin/catalogue/imports/{id}).
 */
export const catalogueImportResult = z.object({
  dry_run: z.boolean(),
  rows: z.number().int().describe('Rows read, the heading not counted'),
  /** Rows that change a variant the shop has (would, in a dry run). */
  changing: z.number().int(),
  /** Rows that make a new variant, and the new products they make (rows sharing a handle are one product). */
  creating: z.number().int(),
  new_products: z.number().int(),
  errors: z.array(catalogueRowError),
  import: catalogueImport.nullable(),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResult>;

/** The report of an import: one row per row of the file. */
export const CATALOGUE_IMPORT_REPORT_COLUMNS = ['row', 'sku', 'outcome', 'message'] as const;

/**
 * POST admin/catalogue/bulk: the bulk editor's changes, applied all or nothing in one transaction (catalog.write, and
 * prices.write / stock.adjust for what they change). Money in satang; stock a count; status the product's.
 */
export const bulkChange = z.object({
  variant_id: z.number().int().min(1).max(2_147_483_647),
  price: z.number().int().min(-2_147_483_648).max(2_147_483_647).optional(),
  special_price: z.number().int().min(-2_147_483_648).max(2_147_483_647).nullable().optional(),
  stock: z.number().int().min(0).max(STOCK_MAX_UNITS).optional(),
  status: z.enum(CATALOGUE_STATUSES).optional(),
});
export const bulkEditBody = z.object({
  changes: z
    .array(bulkChange)
    .min(1)
    .max(CATALOGUE_IMPORT_BATCH, `at most ${CATALOGUE_IMPORT_BATCH} changes at once`)
    .refine((changes) => new Set(changes.map((change) => change.variant_id)).size === changes.length, 'one change per variant'),
});
export type BulkEditBody = z.infer<typeof bulkEditBody>;

const bulkFigures = z.object({
  price: z.number().int(),
  special_price: z.number().int().nullable(),
  stock: z.number().int(),
  status: z.enum(CATALOGUE_STATUSES),
});

/** A bulk edit as applied (or undone): each variant's figures before and after. */
export const bulkEditResult = z.object({
  id: z.number().int(),
  changes: z.array(z.object({ variant_id: z.number().int(), sku: z.string(), before: bulkFigures, after: bulkFigures })),
  undone: z.boolean(),
});
export type BulkEditResult = z.infer<typeof bulkEditResult>;

/** A bulk edit's changes checked, nothing written: each variant's figures before and after, and each change the rules refuse. */
export const bulkEditPreview = z.object({
  changes: bulkEditResult.shape.changes,
  /** `changes.<i>.<field>` (the i-th change's price, special_price, stock, status or variant_id), why in the caller's language. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type BulkEditPreview = z.infer<typeof bulkEditPreview>;

/**
 * GET admin/catalogue/grid (the admin product list's q, state and keyset pages): the bulk editor's rows — each product
 * of the page with its variants' figures, which POST admin/catalogue/bulk changes.
 */
export const bulkGridProduct = z.object({
  code: z.string(),
  name: z.string().describe('In the caller’s language'),
  state: z.enum(PRODUCT_STATES),
  variants: z.array(
    z.object({
      id: z.number().int(),
      sku: z.string(),
      /** The option values as the shopper reads them, joined ("Black · L"); empty for a product without options. */
      options: z.string(),
      price: z.number().int(),
      special_price: z.number().int().nullable(),
      stock: z.number().int(),
    }),
  ),
});
export type BulkGridProduct = z.infer<typeof bulkGridProduct>;
export const bulkGridPage = keysetPageOf(bulkGridProduct);
export type BulkGridPage = z.infer<typeof bulkGridPage>;
