import { CATALOGUE_CSV_COLUMNS } from '@talad/domain';
import { z } from 'zod';

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

/** A row the import refuses: its line in the file (the heading is row 1), the column, and why in the caller's language. */
export const catalogueRowError = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type CatalogueRowError = z.infer<typeof catalogueRowError>;

export const catalogueImportResult = z.object({
  /** The kept report (GET admin/catalogue/imports/{id}); null for a dry run or a refused file. */
  import_id: z.number().int().nullable(),
  dry_run: z.boolean(),
  rows: z.number().int().describe('Rows read, the heading not counted'),
  /** Rows that change something (in a dry run: would). */
  changed: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(catalogueRowError),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResult>;
