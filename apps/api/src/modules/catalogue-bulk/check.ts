import type { CatalogueRowError } from '@talad/contract';
import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_WRITES,
  cellText,
  errorMessage,
  optionsCell,
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
import { products, productVariants, type NewProductPlan } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { lookups, type Lookups } from '../catalog/index.ts';
import { checkNewProducts, type NewRow } from './new-products.ts';

/** A product's columns the CSV reads and writes (its code, slug, names, brand, categories, delivery days, state). */
export const productColumns = {
  code: products.code,
  slug: products.slug,
  name: products.name,
  brandId: products.brandId,
  subCategoryId: products.subCategoryId,
  detailCategoryId: products.detailCategoryId,
  deliveryMinDays: products.deliveryMinDays,
  deliveryMaxDays: products.deliveryMaxDays,
  withdrawnAt: products.withdrawnAt,
};

/** What a row asks of its variant once checked: null where the file leaves a value as it is. */
export interface PlannedRow {
  row: number;
  /** null: the row makes a new variant (decision 0058), of the product its handle names. */
  variantId: number | null;
  sku: string;
  handle: string | null;
  /** On the first row of a new product: the product its rows make. */
  newProduct: NewProductPlan | null;
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
  /** Rows that make a new variant, and the products they make. */
  creating: number;
  newProducts: number;
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
      ...productColumns,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.sku, skus));
}

type Variant = Awaited<ReturnType<typeof variantsOf>>[number];

/** A product's cells as the export writes them and an import checks them: its place, brand and delivery promise. */
export function productCells(
  product: Pick<Variant, 'slug' | 'brandId' | 'subCategoryId' | 'detailCategoryId' | 'deliveryMinDays' | 'deliveryMaxDays'>,
  table: Lookups,
) {
  return {
    handle: product.slug,
    category: table.categoryById.get(product.detailCategoryId ?? product.subCategoryId)?.slug ?? '',
    brand: product.brandId === null ? '' : (table.brandById.get(product.brandId)?.slug ?? ''),
    delivery_min_days: String(product.deliveryMinDays),
    delivery_max_days: String(product.deliveryMaxDays),
  };
}

/**
 * One row against its variant: each problem with its column, or the plan. Empty cells leave a value as it is, except
 * special_price, whose empty cell is "no special price" as the export writes it. The read-only columns must say what
 * the shop says (a changed name is refused rather than silently ignored).
 */
function checkRow(cells: Partial<Record<CatalogueCsvColumn, string>>, variant: Variant, table: Lookups) {
  const problems: Array<{ field: string; problem: ErrorName }> = [];
  const given = (column: CatalogueCsvColumn) => {
    const cell = cells[column];
    return cell === undefined || cell.trim() === '' ? undefined : cellText(cell);
  };
  const code = given('product_code');
  if (code !== undefined && code.trim() !== variant.code) problems.push({ field: 'product_code', problem: 'CSV_PRODUCT_MISMATCH' });
  const shown = {
    ...productCells(variant, table),
    options: optionsCell(variant.options),
    name_th: variant.name.th,
    name_en: variant.name.en ?? '',
  };
  for (const column of Object.keys(shown) as Array<keyof typeof shown>) {
    const text = given(column);
    if (text !== undefined && text.trim() !== shown[column].trim()) problems.push({ field: column, problem: 'CSV_READ_ONLY_CHANGED' });
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
      handle: null,
      newProduct: null,
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
  const table = await lookups(db);
  const found: Array<{ row: number; field: string; problem: ErrorName }> = [];
  const planned: PlannedRow[] = [];
  const fresh: NewRow[] = [];
  const seen = new Map<string, number>();
  /** A product's status said by its first row: every row of a product must agree, the status being the product's. */
  const statusOfProduct = new Map<number, CatalogueStatus>();
  for (const { row, cells } of rows) {
    const sku = cellText(cells.sku ?? '').trim();
    if (seen.has(sku)) {
      found.push({ row, field: 'sku', problem: 'CSV_SKU_REPEATED' });
      continue;
    }
    seen.set(sku, row);
    const variant = variants.get(sku);
    if (!variant) {
      // A SKU the shop does not have makes a new variant when the file says which product (its handle).
      if (columns.includes('handle')) fresh.push({ row, cells });
      else found.push({ row, field: 'sku', problem: 'CSV_SKU_UNKNOWN' });
      continue;
    }
    const { problems, plan } = checkRow(cells, variant, table);
    const said = statusOfProduct.get(variant.productId);
    if (plan.status !== null && said !== undefined && said !== plan.status)
      problems.push({ field: 'status', problem: 'CSV_STATUS_CONFLICT' });
    if (plan.status !== null && said === undefined) statusOfProduct.set(variant.productId, plan.status);
    for (const problem of problems) found.push({ row, ...problem });
    if (problems.length === 0) planned.push({ row, ...plan });
  }
  const made = await checkNewProducts(db, fresh, table);
  found.push(...made.problems);
  for (const product of made.made)
    product.rows.forEach((row, index) =>
      planned.push({
        ...NOTHING_ASKED,
        row,
        variantId: null,
        sku: product.skus[index]!,
        handle: product.handle,
        newProduct: index === 0 ? product.plan : null,
      }),
    );
  // Row by row as the spreadsheet shows them; within a row, the columns in the order they were checked.
  const errors: CatalogueRowError[] = found
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => a.row - b.row || a.index - b.index)
    .map(({ row, field, problem }) => ({ row, field, message: errorMessage(problem, locale) }));
  planned.sort((a, b) => a.row - b.row);
  const creating = made.made.reduce((sum, product) => sum + product.rows.length, 0);
  return { columns, rows: rows.length, planned, errors, creating, newProducts: made.made.length };
}

/** A new variant's row asks nothing of a variant the shop has: what it makes is in its product's plan. */
const NOTHING_ASKED = { price: null, setsSpecialPrice: false, specialPrice: null, stock: null, status: null, changing: false } as const;
