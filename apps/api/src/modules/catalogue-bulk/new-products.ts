import { newProductBody, type NewProductBody } from '@talad/contract';
import {
  cellText,
  daysOfCell,
  deliveryDaysProblem,
  handleOfCell,
  optionsOfCell,
  priceProblem,
  satangOfCell,
  skuOfCell,
  statusOfCell,
  unitsOfCell,
  variantsProblem,
  PRODUCT_OPTION_NAMES,
  type CatalogueCsvColumn,
  type ErrorName,
  type VariantChoice,
} from '@talad/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, type NewProductPlan } from '../../db/schema/index.ts';
import type { Lookups } from '../catalog/index.ts';

/**
 * Rows whose SKU the shop does not have make new products (decision 0058): the rows sharing a handle are one product,
 * its handle its slug. The product's cells (names, category, brand, delivery days, status) are read from its first row;
 * a later row may leave them empty or repeat them, never differ. Each variant's cells (SKU, options, prices, stock) are
 * its own. Everything the product editor would refuse is named here, on its row and column, before anything is written.
 */

type Cells = Partial<Record<CatalogueCsvColumn, string>>;
export interface NewRow {
  row: number;
  cells: Cells;
}
export type Problem = { row: number; field: string; problem: ErrorName };

/** What the rows of a product become once checked: the product editor's body, and the rows it spans. */
export interface NewProduct {
  handle: string;
  rows: number[];
  skus: string[];
  plan: NewProductPlan;
}

const PRODUCT_CELLS = ['name_th', 'name_en', 'category', 'brand', 'delivery_min_days', 'delivery_max_days', 'status'] as const;

const given = (cells: Cells, column: CatalogueCsvColumn) => {
  const cell = cells[column];
  return cell === undefined || cell.trim() === '' ? undefined : cellText(cell);
};

/** A parsed cell's value, or its problem recorded against the row and column. */
function valueOf<T>(parsed: { value: T } | { problem: ErrorName }, at: { row: number; field: string }, problems: Problem[]) {
  if ('value' in parsed) return parsed.value;
  problems.push({ ...at, problem: parsed.problem });
  return undefined;
}

/** The handles of `handles` that are already products' slugs (the shop's addresses). */
async function takenHandles(db: Database, handles: string[]) {
  const taken = new Set<string>();
  for (let start = 0; start < handles.length; start += 1000)
    for (const { slug } of await db
      .select({ slug: products.slug })
      .from(products)
      .where(inArray(products.slug, handles.slice(start, start + 1000))))
      taken.add(slug);
  return taken;
}

/** One variant's own cells, as the product editor takes them (satang; stock received with it, 0 when empty). */
function variantOf({ row, cells }: NewRow, problems: Problem[]) {
  const sku = valueOf(skuOfCell(given(cells, 'sku') ?? ''), { row, field: 'sku' }, problems);
  const options = valueOf(optionsOfCell(given(cells, 'options') ?? ''), { row, field: 'options' }, problems);
  const priceText = given(cells, 'price');
  if (priceText === undefined) problems.push({ row, field: 'price', problem: 'CSV_NEW_PRODUCT_NEEDS' });
  const price = priceText === undefined ? undefined : valueOf(satangOfCell(priceText), { row, field: 'price' }, problems);
  const specialText = given(cells, 'special_price');
  const special = specialText === undefined ? null : valueOf(satangOfCell(specialText), { row, field: 'special_price' }, problems);
  const stockText = given(cells, 'stock');
  const stock = stockText === undefined ? 0 : valueOf(unitsOfCell(stockText), { row, field: 'stock' }, problems);
  if (price !== undefined && special !== undefined) {
    const rule = priceProblem({ price, special_price: special });
    if (rule) problems.push({ row, field: rule.startsWith('SPECIAL') ? 'special_price' : 'price', problem: rule });
  }
  if (sku === undefined || options === undefined || price === undefined || special === undefined || stock === undefined) return undefined;
  return { sku, options, price, special_price: special, stock };
}

/** The product's cells from its first row; a later row's cell that differs is named. */
function productCellsOf(rows: NewRow[], problems: Problem[]) {
  const [first, ...rest] = rows;
  for (const { row, cells } of rest)
    for (const column of PRODUCT_CELLS) {
      const cell = given(cells, column);
      if (cell !== undefined && cell !== given(first!.cells, column))
        problems.push({ row, field: column, problem: 'CSV_PRODUCT_CONFLICT' });
    }
  return first!;
}

/** The product's own fields as the product editor takes them, from its first row; undefined where a cell is wrong. */
function productOf({ row, cells }: NewRow, table: Lookups, problems: Problem[]) {
  const at = (field: string) => ({ row, field });
  const needed = (column: CatalogueCsvColumn) => {
    const cell = given(cells, column);
    if (cell === undefined) problems.push({ ...at(column), problem: 'CSV_NEW_PRODUCT_NEEDS' });
    return cell;
  };
  const nameTh = needed('name_th');
  const category = needed('category')?.trim();
  if (category !== undefined) {
    const known = table.categoryBySlug.get(category);
    if (!known || known.level === 'main') problems.push({ ...at('category'), problem: 'PRODUCT_CATEGORY_UNKNOWN' });
  }
  const brand = given(cells, 'brand')?.trim() ?? null;
  if (brand !== null && !table.brandBySlug.has(brand)) problems.push({ ...at('brand'), problem: 'PRODUCT_BRAND_UNKNOWN' });
  const [minText, maxText] = [needed('delivery_min_days'), needed('delivery_max_days')];
  const min = minText === undefined ? undefined : valueOf(daysOfCell(minText), at('delivery_min_days'), problems);
  const max = maxText === undefined ? undefined : valueOf(daysOfCell(maxText), at('delivery_max_days'), problems);
  if (min !== undefined && max !== undefined && deliveryDaysProblem({ min, max }))
    problems.push({ ...at('delivery_min_days'), problem: 'PRODUCT_DELIVERY_DAYS' });
  const statusText = given(cells, 'status');
  const status = statusText === undefined ? 'withdrawn' : valueOf(statusOfCell(statusText), at('status'), problems);
  const nameEn = given(cells, 'name_en');
  if (nameTh === undefined || category === undefined || min === undefined || max === undefined || status === undefined) return undefined;
  return {
    fields: {
      name: nameEn === undefined ? { th: nameTh } : { th: nameTh, en: nameEn },
      category,
      brand,
      delivery_min_days: min,
      delivery_max_days: max,
    },
    publish: status === 'on_sale',
  };
}

/** The options a product's variants declare: every option they name, with each value once, in the shop's order. */
function declaredOf(choices: VariantChoice[]) {
  return PRODUCT_OPTION_NAMES.flatMap((name) => {
    const values = [...new Set(choices.map((choice) => choice[name]).filter((value): value is string => value !== undefined))];
    return values.length === 0 ? [] : [{ name, values }];
  });
}

/** The product editor's body of one handle's rows, or undefined with every problem named. */
function bodyOf(rows: NewRow[], table: Lookups, problems: Problem[]): NewProductPlan | undefined {
  const before = problems.length;
  const product = productOf(productCellsOf(rows, problems), table, problems);
  const variants = rows.map((row) => variantOf(row, problems));
  if (!product || problems.length > before) return undefined;
  const made = variants as NonNullable<(typeof variants)[number]>[];
  const declared = declaredOf(made.map((variant) => variant.options));
  const combination = variantsProblem(
    declared,
    made.map((variant) => variant.options),
  );
  if (combination) {
    problems.push({ row: rows[0]!.row, field: 'options', problem: combination });
    return undefined;
  }
  // The values' labels: the value's key until someone names it in the product editor (a value the shop knows keeps its labels).
  const options = declared.map(({ name, values }) => ({ name, values: values.map((value) => ({ value, label: { th: value } })) }));
  const parsed = newProductBody.safeParse({ ...product.fields, options, variants: made });
  if (!parsed.success) {
    // What only the contract's bounds catch (a name over 200 characters, more than 100 variants): named on the row and cell.
    for (const issue of parsed.error.issues) problems.push(issueAt(issue.path, rows));
    return undefined;
  }
  return { body: parsed.data as NewProductBody, publish: product.publish };
}

function issueAt(path: PropertyKey[], rows: NewRow[]): Problem {
  const [head, index, field] = path;
  if (head === 'variants' && typeof index === 'number' && rows[index])
    return { row: rows[index].row, field: String(field ?? 'sku'), problem: 'CSV_NEW_PRODUCT_INVALID' };
  const cell = head === 'name' ? `name_${String(index ?? 'th')}` : head === 'variants' ? 'handle' : String(head ?? 'handle');
  return { row: rows[0]!.row, field: cell, problem: 'CSV_NEW_PRODUCT_INVALID' };
}

/**
 * The rows with a SKU the shop does not have, grouped by handle: each group checked as one new product. A handle that is
 * already a product's (or no handle) is named on each of its rows; a product code on a new row is refused (the shop
 * gives the code).
 */
export async function checkNewProducts(db: Database, rows: NewRow[], table: Lookups) {
  const problems: Problem[] = [];
  const groups = new Map<string, NewRow[]>();
  for (const entry of rows) {
    if (given(entry.cells, 'product_code') !== undefined)
      problems.push({ row: entry.row, field: 'product_code', problem: 'CSV_PRODUCT_MISMATCH' });
    const handle = valueOf(handleOfCell(entry.cells.handle ?? ''), { row: entry.row, field: 'handle' }, problems);
    if (handle !== undefined) groups.set(handle, [...(groups.get(handle) ?? []), entry]);
  }
  const taken = await takenHandles(db, [...groups.keys()]);
  const made: NewProduct[] = [];
  for (const [handle, group] of groups) {
    if (taken.has(handle)) {
      for (const { row } of group) problems.push({ row, field: 'handle', problem: 'CSV_HANDLE_TAKEN' });
      continue;
    }
    const plan = bodyOf(group, table, problems);
    if (plan) made.push({ handle, rows: group.map((entry) => entry.row), skus: plan.body.variants.map((variant) => variant.sku), plan });
  }
  return { made, problems };
}
