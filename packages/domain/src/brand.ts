/** The storefront brands of spec §1: one code base, started as one of them (BRAND). */
export const BRANDS = ['talad', 'trueselect'] as const;
export type Brand = (typeof BRANDS)[number];

const NAMES: Record<Brand, string> = {
  talad: 'Talad ตลาด',
  trueselect: 'TrueSelect',
};

/** The brand's name as shoppers read it: page titles, seeded texts and every message the shop sends. */
export function brandName(brand: Brand): string {
  return NAMES[brand];
}
