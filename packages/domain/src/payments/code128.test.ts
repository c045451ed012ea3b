import { describe, expect, it } from 'vitest';
import { code128Bars, code128Values, code128Widths } from './code128.ts';

describe('Code 128 for the payment slip’s barcode (shop and gateway)', () => {
  it('packs an even run of digits two to a symbol (set C) with the modulo-103 check', () => {
    // 105 + 12·1 + 34·2 + 56·3 + 78·4 + 90·5 + 12·6 = 1187 ≡ 54 (mod 103)
    expect(code128Values('123456789012')).toEqual([105, 12, 34, 56, 78, 90, 12, 54]);
  });

  it('writes anything else in set B', () => {
    // 104 + 52·1 + 44·2 = 244 ≡ 38: "T" is 52, "L" is 44
    expect(code128Values('TL')).toEqual([104, 52, 44, 38]);
    expect(() => code128Values('ก')).toThrow(RangeError);
  });

  it('draws 11 modules a symbol and 13 for the stop, bars and spaces alternating from a bar', () => {
    const widths = code128Widths('TL251123000001');
    expect(widths.reduce((sum, width) => sum + width, 0)).toBe(11 * (1 + 14 + 1) + 13);
    const { bars, modules } = code128Bars('00');
    expect(modules).toBe(11 * 3 + 13);
    expect(bars[0]).toEqual([0, 2]);
    // The stop pattern ends in a two-module bar at the very end.
    expect(bars.at(-1)).toEqual([modules - 2, 2]);
  });
});
