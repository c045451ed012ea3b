import { describe, expect, it } from 'vitest';
import { daysOfCell, handleOfCell, optionsCell, optionsOfCell, skuOfCell } from './catalogue-csv.ts';

describe('a new product’s cells (decision 0058)', () => {
  it('writes options in the shop’s order of options, whatever order they are kept in, and reads them back', () => {
    const cell = optionsCell({ Size: 'm', Color: 'navy-blue' });
    expect(cell).toBe('Color=navy-blue; Size=m');
    expect(optionsOfCell(cell)).toEqual({ value: { Color: 'navy-blue', Size: 'm' } });
    expect(optionsOfCell('')).toEqual({ value: {} });
  });

  it('refuses options the shop does not have, a value that is not a key, an option twice, and stray equals signs', () => {
    for (const bad of ['Colour=black', 'Color=Black', 'Color=black; Color=white', 'Color=a=b', 'Color'])
      expect(optionsOfCell(bad), bad).toEqual({ problem: 'CSV_OPTIONS_FORMAT' });
  });

  it('takes a handle as a slug, a SKU as the editor does, and delivery days from 0 to 60', () => {
    expect(handleOfCell(' cotton-shirt ')).toEqual({ value: 'cotton-shirt' });
    for (const bad of ['', 'Cotton', 'cotton shirt', 'a--b', '-a', 'x'.repeat(101)])
      expect(handleOfCell(bad), bad).toEqual({ problem: 'CSV_HANDLE_FORMAT' });
    expect(skuOfCell('TS-01.M_2')).toEqual({ value: 'TS-01.M_2' });
    expect(skuOfCell('TS 01')).toEqual({ problem: 'CSV_SKU_FORMAT' });
    expect([daysOfCell('0'), daysOfCell('60'), daysOfCell('61'), daysOfCell('1.5')]).toEqual([
      { value: 0 },
      { value: 60 },
      { problem: 'CSV_DAYS_FORMAT' },
      { problem: 'CSV_DAYS_FORMAT' },
    ]);
  });
});
