import type { ProductOptionName } from '@talad/domain';
import type { ProductOption, ProductVariant } from '@talad/sdk';

export type Choice = Partial<Record<ProductOptionName, string>>;

/** The variant whose options are exactly the chosen ones; null until every option has a value. */
export function variantFor(variants: ProductVariant[], options: ProductOption[], choice: Choice): ProductVariant | null {
  if (options.some((option) => !choice[option.name])) return null;
  return variants.find((variant) => options.every((option) => variant.options[option.name] === choice[option.name])) ?? null;
}

/** Whether picking `value` for `name`, with the other choices kept, leads to a variant that has stock. */
export function valueInStock(variants: ProductVariant[], choice: Choice, name: ProductOptionName, value: string): boolean {
  const wanted = { ...choice, [name]: value };
  return variants.some(
    (variant) =>
      variant.stock > 0 &&
      Object.entries(wanted).every(([option, chosen]) => !chosen || variant.options[option as ProductOptionName] === chosen),
  );
}

/** The first choice offered: the cheapest variant in stock, or the first variant when all are sold out. */
export function initialChoice(variants: ProductVariant[]): Choice {
  const effective = (variant: ProductVariant) => variant.special_price ?? variant.price;
  const inStock = variants.filter((variant) => variant.stock > 0).sort((a, b) => effective(a) - effective(b));
  return { ...(inStock[0] ?? variants[0])?.options };
}
