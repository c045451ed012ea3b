import type { ProductOptionName } from '@talad/domain';
import type { ProductVariant } from '@talad/sdk';
import { useState } from 'react';
import { initialChoice, type Choice } from './variant-choice.ts';

/** The options chosen on a product (opening on the cheapest variant in stock), and the way to choose another value. */
export function useVariantChoice(variants: ProductVariant[]): [Choice, (name: ProductOptionName, value: string) => void] {
  const [choice, setChoice] = useState<Choice>(() => initialChoice(variants));
  return [choice, (name, value) => setChoice((current) => ({ ...current, [name]: value }))];
}
