import { describe, expect, it } from 'vitest';
import { optionValueKeyOf, productState, variantGrid, variantsProblem } from './product-editing.ts';

describe('a product’s variants are its options’ combinations', () => {
  const options = [
    { name: 'Color', values: ['black', 'white'] },
    { name: 'Size', values: ['s', 'm'] },
  ] as const;

  it('the grid is every combination, the first option varying slowest; no options make one variant', () => {
    expect(variantGrid(options)).toEqual([
      { Color: 'black', Size: 's' },
      { Color: 'black', Size: 'm' },
      { Color: 'white', Size: 's' },
      { Color: 'white', Size: 'm' },
    ]);
    expect(variantGrid([])).toEqual([{}]);
  });

  it('each variant names one declared value of every option, each combination once', () => {
    expect(variantsProblem(options, variantGrid(options))).toBeNull();
    expect(variantsProblem(options, [{ Color: 'black' }])).toBe('PRODUCT_VARIANT_OPTIONS');
    expect(variantsProblem(options, [{ Color: 'red', Size: 's' }])).toBe('PRODUCT_VARIANT_OPTIONS');
    expect(variantsProblem(options, [{ Color: 'black', Size: 's', Form: 'x' }])).toBe('PRODUCT_VARIANT_OPTIONS');
    expect(
      variantsProblem(options, [
        { Size: 's', Color: 'black' },
        { Color: 'black', Size: 's' },
      ]),
    ).toBe('PRODUCT_VARIANT_EXISTS');
    expect(variantsProblem([{ name: 'Size', values: ['s', 's'] }], [{ Size: 's' }])).toBe('PRODUCT_VARIANT_OPTIONS');
    expect(variantsProblem([], [{}])).toBeNull();
    expect(variantsProblem([], [{}, {}])).toBe('PRODUCT_VARIANT_OPTIONS');
  });

  it('a product is a draft until published, then on sale or withdrawn', () => {
    const at = new Date();
    expect(productState({ publishedAt: null, withdrawnAt: at })).toBe('draft');
    expect(productState({ publishedAt: at, withdrawnAt: null })).toBe('on_sale');
    expect(productState({ publishedAt: at, withdrawnAt: at })).toBe('withdrawn');
  });
});

describe('an option value’s key', () => {
  it('is its English label’s letters and digits, else a hash of its Thai label', () => {
    expect(optionValueKeyOf({ th: 'กรมท่า', en: 'Navy Blue' })).toBe('navy-blue');
    expect(optionValueKeyOf({ th: 'กรมท่า' })).toMatch(/^th-[0-9a-f]{8}$/);
    expect(optionValueKeyOf({ th: 'กรมท่า', en: '' })).toBe(optionValueKeyOf({ th: ' กรมท่า ' }));
    expect(optionValueKeyOf({ th: 'แดง' })).not.toBe(optionValueKeyOf({ th: 'ดำ' }));
  });
});
