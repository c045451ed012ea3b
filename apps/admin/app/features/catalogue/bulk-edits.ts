import type { BulkEditBody, BulkGridProduct, StaffMe } from '@talad/contract';
import type { CatalogueStatus } from '@talad/domain';
import { bahtText, satangOf } from './baht.ts';

/**
 * The bulk editor's cells (issue #27 item 4, decision 0049): what the grid shows, what the staff member typed, and
 * the changes of POST admin/catalogue/bulk they make. Pure, so the browser and the tests read them alike.
 */

export const BULK_COLUMNS = ['price', 'special_price', 'stock', 'status'] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];
export type BulkChange = BulkEditBody['changes'][number];

/** One line of the grid: a variant, with its product (status is the product's, edited on its first variant's line). */
export interface GridRow {
  product: BulkGridProduct;
  variant: BulkGridProduct['variants'][number];
  first: boolean;
}

export const rowsOf = (items: BulkGridProduct[]): GridRow[] =>
  items.flatMap((product) => product.variants.map((variant, index) => ({ product, variant, first: index === 0 })));

/** What the staff member typed, by variant id and column; a cell not in it shows the variant's own figure. */
export type Edits = Record<number, Partial<Record<BulkColumn, string>>>;

/** A cell as the grid first shows it: baht for money (empty: no special price), units, the product's status. */
export function shownText(row: GridRow, column: BulkColumn): string {
  if (column === 'price') return bahtText(row.variant.price);
  if (column === 'special_price') return bahtText(row.variant.special_price);
  if (column === 'stock') return String(row.variant.stock);
  return row.product.state;
}

/** Which columns this member may change: prices.write for prices, stock.adjust for stock, catalog.write for status, each with its second factor. */
export function editableColumns(me: Pick<StaffMe, 'permissions' | 'second_factor' | 'second_factor_permissions'>) {
  const may = (permission: StaffMe['permissions'][number]) =>
    me.permissions.includes(permission) && (me.second_factor || !me.second_factor_permissions.includes(permission));
  return { price: may('prices.write'), special_price: may('prices.write'), stock: may('stock.adjust'), status: may('catalog.write') };
}
export type Editable = ReturnType<typeof editableColumns>;

/** Whether a row's cell is a field: the column is the member's, and a status only on a product's first line, never a draft's. */
export function cellEditable(row: GridRow, column: BulkColumn, editable: Editable): boolean {
  if (!editable[column]) return false;
  return column !== 'status' || (row.first && row.product.state !== 'draft');
}

/** A typed cell as the API takes it, or the text key of why it is not one (said next to the cell before any call). */
function valueOf(column: BulkColumn, text: string): { value: number | null | CatalogueStatus } | { problem: string } {
  const typed = text.trim();
  if (column === 'status') return { value: typed === 'withdrawn' ? 'withdrawn' : 'on_sale' };
  if (column === 'stock') return /^\d{1,7}$/.test(typed) ? { value: Number(typed) } : { problem: 'bulkEditor.notUnits' };
  if (column === 'special_price' && typed === '') return { value: null };
  const satang = satangOf(typed);
  return satang === null ? { problem: 'bulkEditor.notBaht' } : { value: satang };
}

export const cellKey = (variantId: number, column: BulkColumn) => `${variantId}:${column}`;

/**
 * The changes the typed cells make, in the grid's order — a cell typed back to its figure is no change — and the
 * cells that are not a number yet, by cellKey.
 */
export function changesOf(rows: GridRow[], edits: Edits): { changes: BulkChange[]; problems: Record<string, string> } {
  const changes: BulkChange[] = [];
  const problems: Record<string, string> = {};
  for (const row of rows) {
    const typed = edits[row.variant.id];
    if (!typed) continue;
    const change: BulkChange = { variant_id: row.variant.id };
    for (const column of BULK_COLUMNS) {
      const text = typed[column];
      if (text === undefined || text.trim() === shownText(row, column)) continue;
      const parsed = valueOf(column, text);
      if ('problem' in parsed) problems[cellKey(row.variant.id, column)] = parsed.problem;
      else Object.assign(change, { [column]: parsed.value });
    }
    if (Object.keys(change).length > 1) changes.push(change);
  }
  return { changes, problems };
}

/**
 * The API's refusals (`changes.<i>.<field>`, as the preview and the apply answer them) put on their cells: the i-th
 * change sent names the variant. A refusal without a cell (the whole request) is left to the page's notice.
 */
export function cellErrorsOf(sent: BulkChange[], errors: Array<{ field: string; message: string }>): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const error of errors) {
    const [, index, field] = /^changes\.(\d+)\.(\w+)$/.exec(error.field) ?? [];
    const change = sent[Number(index)];
    if (!change || !field) continue;
    const column = (BULK_COLUMNS as readonly string[]).includes(field) ? (field as BulkColumn) : 'price';
    cells[cellKey(change.variant_id, column)] = error.message;
  }
  return cells;
}
