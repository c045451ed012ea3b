import type { CatalogueRowError } from '@talad/contract';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_WRITES,
  cellText,
  errorMessage,
  priceProblem,
  pricesAfter,
  satangOfCell,
  statusOfCell,
  unitsOfCell,
  type CatalogueCsvColumn,
  type CatalogueStatus,
  type ErrorName,
  type Locale,
  type VariantPrices,
} from '@talad/domain';
import { parse } from 'csv-parse/sync';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { optionsCell } from './export.ts';

/** What a row asks of its variant once checked: null where the file leaves a value as it is. */
export interface PlannedRow {
  row: number;
  variantId: number;
  sku: string;
  price: number | null;
  setsSpecialPrice: boolean;
  specialPrice: number | null;
  stock: number | null;
  status: CatalogueStatus | null;
  /** Whether it changes anything, as the variant stands now (the batch decides again under its locks). */
  changing: boolean;
}

export interface CheckedFile {
  columns: CatalogueCsvColumn[];
  rows: number;
  planned: PlannedRow[];
  errors: CatalogueRowError[];
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The file's text: UTF-8 with or without a byte-order mark; anything else (Excel's "CSV" in a Windows code page) is refused. */
function textOf(body: Buffer): string {
  const bytes = body.subarray(0, 3).equals(BOM) ? body.subarray(3) : body;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('CSV_NOT_UTF8');
  }
}

function recordsOf(text: string, lines?: number): string[][] {
  try {
    return parse(text, { skip_empty_lines: true, ...(lines ? { to_line: lines } : {}) }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new AppError('CSV_MALFORMED', { errors: [{ field: 'file', reason: line ? `line:${line}` : 'unreadable' }] });
  }
}

function columnsOf(heading: string[] | undefined): CatalogueCsvColumn[] {
  const columns = (heading ?? []).map((cell) => cell.trim());
  const unknown = columns.find(
    (column, index) => !(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(column) || columns.indexOf(column) !== index,
  );
  if (unknown !== undefined) throw new AppError('CSV_COLUMN_UNKNOWN', { errors: [{ field: unknown, reason: 'unknown or repeated' }] });
  if (!columns.includes('sku')) throw new AppError('CSV_SKU_COLUMN_MISSING');
  return columns as CatalogueCsvColumn[];
}

/** A file's columns, from its heading alone (what the guard reads to know the permissions it needs). */
export function columnsOfFile(body: unknown): CatalogueCsvColumn[] {
  if (!Buffer.isBuffer(body)) throw new AppError('CSV_NOT_UTF8');
  return columnsOf(recordsOf(textOf(body), 1)[0]);
}

/** The permissions the file's columns need beyond catalog.write (the import's own): prices.write, stock.adjust. */
export function permissionsFor(columns: CatalogueCsvColumn[]) {
  return [
    ...new Set(
      columns.flatMap((column) =>
        column in CATALOGUE_CSV_WRITES ? [CATALOGUE_CSV_WRITES[column as keyof typeof CATALOGUE_CSV_WRITES]] : [],
      ),
    ),
  ];
}

async function variantsBySku(db: Database, skus: string[]) {
  const found = new Map<string, Variant>();
  // Looked up a thousand at a time: one statement's parameters stay well under PostgreSQL's limit.
  for (let start = 0; start < skus.length; start += 1000)
    for (const variant of await variantsOf(db, skus.slice(start, start + 1000))) found.set(variant.sku, variant);
  return found;
}

function variantsOf(db: Database, skus: string[]) {
  return db
    .select({
      id: productVariants.id,
      sku: productVariants.sku,
      productId: productVariants.productId,
      options: productVariants.options,
      price: productVariants.price,
      specialPrice: productVariants.specialPrice,
      stock: productVariants.stock,
      code: products.code,
      name: products.name,
      withdrawnAt: products.withdrawnAt,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.sku, skus));
}

type Variant = Awaited<ReturnType<typeof variantsOf>>[number];

/**
 * One row against its variant: each problem with its column, or the plan. Empty cells leave a value as it is, except
 * special_price, whose empty cell is "no special price" as the export writes it. The read-only columns must say what
 * the shop says (a changed name is refused rather than silently ignored).
 */
function checkRow(cells: Partial<Record<CatalogueCsvColumn, string>>, variant: Variant) {
  const problems: Array<{ field: string; problem: ErrorName }> = [];
  const given = (column: CatalogueCsvColumn) => {
    const cell = cells[column];
    return cell === undefined || cell.trim() === '' ? undefined : cellText(cell);
  };
  const code = given('product_code');
  if (code !== undefined && code.trim() !== variant.code) problems.push({ field: 'product_code', problem: 'CSV_PRODUCT_MISMATCH' });
  const shown = { name_th: variant.name.th, name_en: variant.name.en ?? '', options: optionsCell(variant.options) };
  for (const column of ['name_th', 'name_en', 'options'] as const) {
    const text = given(column);
    if (text !== undefined && text !== shown[column]) problems.push({ field: column, problem: 'CSV_READ_ONLY_CHANGED' });
  }
  const change: Partial<VariantPrices> = {};
  for (const column of ['price', 'special_price'] as const) {
    const text = given(column);
    if (text === undefined) {
      if (column === 'special_price' && cells.special_price !== undefined) change.special_price = null;
      continue;
    }
    const parsed = satangOfCell(text);
    if ('problem' in parsed) problems.push({ field: column, problem: parsed.problem });
    else change[column] = parsed.value;
  }
  const current = { price: variant.price, special_price: variant.specialPrice };
  const prices = pricesAfter(current, change);
  const priceRule = problems.some((entry) => entry.field.endsWith('price')) ? null : priceProblem(prices);
  if (priceRule) problems.push({ field: priceRule.startsWith('SPECIAL') ? 'special_price' : 'price', problem: priceRule });
  const stockText = given('stock');
  const stock = stockText === undefined ? undefined : unitsOfCell(stockText);
  if (stock && 'problem' in stock) problems.push({ field: 'stock', problem: stock.problem });
  const statusText = given('status');
  const status = statusText === undefined ? undefined : statusOfCell(statusText);
  if (status && 'problem' in status) problems.push({ field: 'status', problem: status.problem });
  const units = stock && 'value' in stock ? stock.value : null;
  const wanted = status && 'value' in status ? status.value : null;
  const changing =
    prices.price !== current.price ||
    prices.special_price !== current.special_price ||
    (units !== null && units !== variant.stock) ||
    (wanted !== null && (wanted === 'withdrawn') !== (variant.withdrawnAt !== null));
  return {
    problems,
    plan: {
      variantId: variant.id,
      sku: variant.sku,
      price: change.price ?? null,
      setsSpecialPrice: change.special_price !== undefined,
      specialPrice: change.special_price ?? null,
      stock: units,
      status: wanted,
      changing,
    },
  };
}

/**
 * Reads and checks a whole file before anything is written (the dry run is exactly this): every row's problems, each
 * with its row number (the heading is row 1) and column, in the caller's language.
 */
export async function checkFile(db: Database, body: Buffer, locale: Locale): Promise<CheckedFile> {
  const [heading, ...records] = recordsOf(textOf(body));
  const columns = columnsOf(heading);
  const rows = records.map((record, index) => ({
    row: index + 2,
    cells: Object.fromEntries(columns.map((column, at) => [column, record[at] ?? ''])) as Partial<Record<CatalogueCsvColumn, string>>,
  }));
  const variants = await variantsBySku(
    db,
    rows.map((row) => cellText(row.cells.sku ?? '').trim()),
  );
  const errors: CatalogueRowError[] = [];
  const planned: PlannedRow[] = [];
  const seen = new Map<string, number>();
  /** A product's status said by its first row: every row of a product must agree, the status being the product's. */
  const statusOfProduct = new Map<number, CatalogueStatus>();
  const refuse = (row: number, field: string, problem: ErrorName) => errors.push({ row, field, message: errorMessage(problem, locale) });
  for (const { row, cells } of rows) {
    const sku = cellText(cells.sku ?? '').trim();
    const variant = variants.get(sku);
    if (!variant) {
      refuse(row, 'sku', 'CSV_SKU_UNKNOWN');
      continue;
    }
    if (seen.has(sku)) {
      refuse(row, 'sku', 'CSV_SKU_REPEATED');
      continue;
    }
    seen.set(sku, row);
    const { problems, plan } = checkRow(cells, variant);
    const said = statusOfProduct.get(variant.productId);
    if (plan.status !== null && said !== undefined && said !== plan.status)
      problems.push({ field: 'status', problem: 'CSV_STATUS_CONFLICT' });
    if (plan.status !== null && said === undefined) statusOfProduct.set(variant.productId, plan.status);
    for (const { field, problem } of problems) refuse(row, field, problem);
    if (problems.length === 0) planned.push({ row, ...plan });
  }
  return { columns, rows: rows.length, planned, errors };
}
