import type { BulkGridProduct } from '@talad/contract';
import { describe, expect, it } from 'vitest';
import { cellEditable, cellErrorsOf, changesOf, editableColumns, rowsOf } from './bulk-edits.ts';

const shirt: BulkGridProduct = {
  code: 'PRD100001',
  name: 'เสื้อ',
  state: 'on_sale',
  variants: [
    { id: 11, sku: 'S-1', options: 'ดำ · S', price: 39_900, special_price: 29_900, stock: 5 },
    { id: 12, sku: 'S-2', options: 'ดำ · M', price: 39_900, special_price: null, stock: 0 },
  ],
};
const draft: BulkGridProduct = {
  code: 'PRD100002',
  name: 'ร่าง',
  state: 'draft',
  variants: [{ id: 21, sku: 'D-1', options: '', price: 100, special_price: null, stock: 1 }],
};
const rows = rowsOf([shirt, draft]);

describe('the bulk editor’s cells', () => {
  it('make the changes of what was typed in baht and units; a cell typed back to its figure is no change', () => {
    const { changes, problems } = changesOf(rows, {
      11: { price: '1,290.50', special_price: '', stock: '5' },
      12: { price: '399', stock: '7', status: 'withdrawn' },
      21: { price: '2' },
    });
    expect(changes).toEqual([
      { variant_id: 11, price: 129_050, special_price: null },
      { variant_id: 12, stock: 7, status: 'withdrawn' },
      { variant_id: 21, price: 200 },
    ]);
    expect(problems).toEqual({});
  });

  it('name the cells that are not a number yet, sending nothing of them', () => {
    const { changes, problems } = changesOf(rows, { 11: { price: '12.345', stock: '-1' }, 12: { stock: 'ten' } });
    expect(changes).toEqual([]);
    expect(problems).toEqual({ '11:price': 'bulkEditor.notBaht', '11:stock': 'bulkEditor.notUnits', '12:stock': 'bulkEditor.notUnits' });
  });

  it('put the API’s refusals on the cells of the changes they name', () => {
    const sent = [
      { variant_id: 11, price: 1 },
      { variant_id: 12, special_price: 50_000 },
    ];
    expect(
      cellErrorsOf(sent, [
        { field: 'changes.1.special_price', message: 'not below' },
        { field: 'changes.0.variant_id', message: 'gone' },
        { field: 'changes.7.price', message: 'no such change' },
      ]),
    ).toEqual({ '12:special_price': 'not below', '11:price': 'gone' });
  });

  it('are fields only for what the member may change, with the second factor where it is needed; a draft’s status is not', () => {
    const manager = {
      permissions: ['catalog.write', 'prices.write', 'stock.adjust'] as const,
      second_factor_permissions: ['prices.write', 'stock.adjust'] as const,
    };
    const withCode = editableColumns({
      ...manager,
      permissions: [...manager.permissions],
      second_factor_permissions: [...manager.second_factor_permissions],
      second_factor: true,
    });
    const without = editableColumns({
      ...manager,
      permissions: [...manager.permissions],
      second_factor_permissions: [...manager.second_factor_permissions],
      second_factor: false,
    });
    expect(withCode).toEqual({ price: true, special_price: true, stock: true, status: true });
    expect(without).toEqual({ price: false, special_price: false, stock: false, status: true });
    expect(rows.map((row) => cellEditable(row, 'status', withCode))).toEqual([true, false, false]);
    expect(cellEditable(rows[2]!, 'price', withCode)).toBe(true);
  });
});
