import type { ProductOption, ProductVariant } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { initialChoice, valueInStock, variantFor } from './variant-choice.ts';

const variant = (variant_id: number, Color: string, Size: string, price: number, stock: number): ProductVariant => ({
  variant_id,
  sku: `SKU-${variant_id}`,
  options: { Color, Size },
  price,
  special_price: null,
  stock,
  image: '/media/products/PRD1/1.webp',
});
const options: ProductOption[] = [
  {
    name: 'Color',
    values: [
      { value: 'black', label: 'ดำ', swatch: '#000000' },
      { value: 'white', label: 'ขาว', swatch: '#ffffff' },
    ],
  },
  {
    name: 'Size',
    values: [
      { value: 'M', label: 'M', swatch: null },
      { value: 'L', label: 'L', swatch: null },
    ],
  },
];
const variants = [variant(1, 'black', 'M', 39000, 0), variant(2, 'black', 'L', 39000, 4), variant(3, 'white', 'M', 35000, 2)];

describe('choosing a variant', () => {
  it('finds the variant only once every option has a value', () => {
    expect(variantFor(variants, options, { Color: 'black' })).toBeNull();
    expect(variantFor(variants, options, { Color: 'black', Size: 'L' })?.variant_id).toBe(2);
  });

  it('marks a value out of stock when no variant with the other choices has stock', () => {
    expect(valueInStock(variants, { Color: 'black' }, 'Size', 'M')).toBe(false);
    expect(valueInStock(variants, { Color: 'white' }, 'Size', 'M')).toBe(true);
  });

  it('starts from the cheapest variant in stock', () => {
    expect(initialChoice(variants)).toEqual({ Color: 'white', Size: 'M' });
    expect(initialChoice([variant(9, 'black', 'M', 100, 0)])).toEqual({ Color: 'black', Size: 'M' });
  });
});
