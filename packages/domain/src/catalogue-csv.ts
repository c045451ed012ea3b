import type { ErrorName } from './errors.ts';
import { STOCK_MAX_UNITS } from './inventory.ts';
import type { Satang } from './money.ts';

/**
 * The catalogue as a spreadsheet (issue #27 item 4, decision 0049): one row per variant, matched by SKU. Prices are
 * written in baht with two decimals ("1290.00"), as a person types them in Excel; the API keeps satang. product_code,
 * options and the names are there to read and to keep a round trip whole: an import checks them, it does not change
 * them (names are edited with the product, where its search words are rebuilt).
 */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'product_code',
  'options',
  'name_th',
  'name_en',
  'price',
  'special_price',
  'stock',
  'status',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** The columns an import can change, and the permission each needs (catalog.write covers the import itself). */
export const CATALOGUE_CSV_WRITES = {
  price: 'prices.write',
  special_price: 'prices.write',
  stock: 'stock.adjust',
  status: 'catalog.write',
} as const satisfies Partial<Record<CatalogueCsvColumn, string>>;

/** A product on sale or taken off sale (products.withdrawn_at). */
export const CATALOGUE_STATUSES = ['on_sale', 'withdrawn'] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

/** Satang as the sheet shows them: baht with two decimals, no grouping ("1290.50"). */
export function bahtCell(amount: Satang): string {
  return (amount / 100).toFixed(2);
}

type Parsed<T> = { value: T } | { problem: ErrorName };

const BAHT = /^\d{1,9}(\.\d{1,2})?$/;

/** A baht amount typed in a cell: digits with at most two decimals ("1290", "1290.5", "1290.50"); commas are refused. */
export function satangOfCell(text: string): Parsed<Satang> {
  const cell = text.trim();
  if (!BAHT.test(cell)) return { problem: 'CSV_PRICE_FORMAT' };
  const [whole, fraction = ''] = cell.split('.');
  return { value: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** A stock count: a whole number of units from 0 up to the shop's ceiling. */
export function unitsOfCell(text: string): Parsed<number> {
  const cell = text.trim();
  if (!/^\d{1,7}$/.test(cell) || Number(cell) > STOCK_MAX_UNITS) return { problem: 'CSV_STOCK_FORMAT' };
  return { value: Number(cell) };
}

export function statusOfCell(text: string): Parsed<CatalogueStatus> {
  const cell = text.trim();
  return (CATALOGUE_STATUSES as readonly string[]).includes(cell) ? { value: cell as CatalogueStatus } : { problem: 'CSV_STATUS_UNKNOWN' };
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return, which some strip first) as a formula:
 * text someone typed is written with a leading apostrophe (audit.csv, the catalogue's export).
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The catalogue's import takes the apostrophe off again, so a name that starts with "-" or "=" comes back as it was. */
export function cellText(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** An import waits for its job (a large file), runs batch by batch, and is done when no row is pending. */
export const CATALOGUE_IMPORT_STATES = ['pending', 'running', 'done'] as const;
export type CatalogueImportState = (typeof CATALOGUE_IMPORT_STATES)[number];

/** A row's outcome: changed something, found nothing to change, or failed with its batch (the message says why). */
export const CATALOGUE_IMPORT_OUTCOMES = ['pending', 'changed', 'unchanged', 'failed'] as const;
export type CatalogueImportOutcome = (typeof CATALOGUE_IMPORT_OUTCOMES)[number];

/** Rows applied per transaction: shoppers see a batch whole or not at all, and one batch's locks stay short. */
export const CATALOGUE_IMPORT_BATCH = 500;
