import { PRODUCT_OPTION_NAMES, type ProductOptionName } from './catalog.ts';
import type { ErrorName } from './errors.ts';
import { STOCK_MAX_UNITS } from './inventory.ts';
import type { Satang } from './money.ts';
import { DELIVERY_DAYS_MAX, OPTION_VALUE_PATTERN, SKU_PATTERN, type VariantChoice } from './product-editing.ts';

/**
 * The catalogue as a spreadsheet (issue #27 item 4, decision 0049): one row per variant, matched by SKU. Prices are
 * written in baht with two decimals ("1290.00"), as a person types them in Excel; the API keeps satang. For a variant
 * the shop has, product_code, handle, options, the names, category, brand and delivery days are there to read and to
 * keep a round trip whole: an import checks them, it does not change them (they are edited with the product, where its
 * search words are rebuilt). A row with a SKU the shop does not have makes a new product (decision 0058): the rows
 * sharing a handle are one product, its handle becoming the product's slug, which the export writes back.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'sku',
  'product_code',
  'handle',
  'options',
  'name_th',
  'name_en',
  'category',
  'brand',
  'delivery_min_days',
  'delivery_max_days',
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

/** Whole days of a delivery promise, 0 up to the shop's longest. */
export function daysOfCell(text: string): Parsed<number> {
  const cell = text.trim();
  if (!/^\d{1,2}$/.test(cell) || Number(cell) > DELIVERY_DAYS_MAX) return { problem: 'CSV_DAYS_FORMAT' };
  return { value: Number(cell) };
}

/** A new product's handle: its slug, lower-case letters and digits joined by dashes, as the shop's addresses are. */
export function handleOfCell(text: string): Parsed<string> {
  const cell = text.trim();
  return cell.length <= 100 && OPTION_VALUE_PATTERN.test(cell) ? { value: cell } : { problem: 'CSV_HANDLE_FORMAT' };
}

/** A new variant's SKU, as the product editor takes it. */
export function skuOfCell(text: string): Parsed<string> {
  const cell = text.trim();
  return SKU_PATTERN.test(cell) ? { value: cell } : { problem: 'CSV_SKU_FORMAT' };
}

/**
 * A variant's options as one cell, "Color=black; Size=m", in the shop's order of options (whatever order the database
 * keeps its keys in): read to tell variants apart, and a new variant's choice.
 */
export function optionsCell(options: Record<string, string>): string {
  const rank = (name: string) => {
    const at = (PRODUCT_OPTION_NAMES as readonly string[]).indexOf(name);
    return at === -1 ? PRODUCT_OPTION_NAMES.length : at;
  };
  return Object.entries(options)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** The options cell of a new variant: each of the shop's options at most once, with a value key ("Color=navy-blue; Size=m"). */
export function optionsOfCell(text: string): Parsed<VariantChoice> {
  const choice: Record<string, string> = {};
  for (const part of text.split(';').map((piece) => piece.trim())) {
    if (part === '') continue;
    const [name = '', value = '', ...rest] = part.split('=').map((piece) => piece.trim());
    const known = (PRODUCT_OPTION_NAMES as readonly string[]).includes(name);
    if (!known || rest.length > 0 || !OPTION_VALUE_PATTERN.test(value) || name in choice) return { problem: 'CSV_OPTIONS_FORMAT' };
    choice[name as ProductOptionName] = value;
  }
  return { value: choice };
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

/** A row's outcome: made a new variant (and its product), changed something, found nothing to change, or failed with its batch (the message says why). */
export const CATALOGUE_IMPORT_OUTCOMES = ['pending', 'created', 'changed', 'unchanged', 'failed'] as const;
export type CatalogueImportOutcome = (typeof CATALOGUE_IMPORT_OUTCOMES)[number];

/** Rows applied per transaction: shoppers see a batch whole or not at all, and one batch's locks stay short. */
export const CATALOGUE_IMPORT_BATCH = 500;
