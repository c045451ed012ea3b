import type { ProductOptionName } from './catalog.ts';
import type { ErrorName } from './errors.ts';

/**
 * Products as the back office makes and edits them (issue #27 item 1, decision 0048). A product's variants are the
 * combinations of its options' values (Colour × Size …): the admin generates the grid from the values, the API holds
 * every variant to naming one value of each option, each combination once.
 */

/** Where a product stands for shoppers: a draft nobody sees, on sale, or withdrawn (its page says it is no longer sold). */
export const PRODUCT_STATES = ['draft', 'on_sale', 'withdrawn'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000;
export const SEO_TITLE_MAX_LENGTH = 120;
export const SEO_DESCRIPTION_MAX_LENGTH = 320;
export const OPTION_LABEL_MAX_LENGTH = 60;
/** Longest promised delivery, in working days. */
export const DELIVERY_DAYS_MAX = 60;
/** Options per product (the shop's four: colour, form, pattern, size) and values per option. */
export const OPTION_VALUES_MAX = 20;
export const VARIANTS_MAX = 100;
export const COLLECTIONS_MAX = 20;
/** Grams: a typo's extra zeros (over a tonne) are refused. */
export const WEIGHT_MAX_GRAMS = 1_000_000;
/** A product picture as uploaded (before re-encoding), and how many pictures and videos a product shows. */
export const PRODUCT_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PRODUCT_MEDIA_MAX = 20;
export const PRODUCT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * A product video as uploaded (decision 0061): the containers review videos take, converted while the back office
 * waits, so shorter and smaller than a review's.
 */
export const PRODUCT_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const PRODUCT_VIDEO_MAX_SECONDS = 60;
export const PRODUCT_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** A picture's description for those who cannot see it, in each language. */
export const MEDIA_ALT_MAX_LENGTH = 200;

/** A SKU: letters, digits, dot, dash and underscore, starting with a letter or digit (what labels and CSVs carry). */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** EAN-8, UPC-A, EAN-13 or GTIN-14 digits. */
export const BARCODE_PATTERN = /^[0-9]{8,14}$/;
/** An option value's key ("black", "eu-40"): its labels are the shop's, per language. */
export const OPTION_VALUE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Which option values a variant was made of: {Color: 'black', Size: 'm'}. */
export type VariantChoice = Partial<Record<ProductOptionName, string>>;

/** One option as a product declares it: its name and its values' keys, in the order shown. */
export interface DeclaredOption {
  name: ProductOptionName;
  values: readonly string[];
}

/** Every combination of the options' values, the first option varying slowest (Colour × Size: black-S, black-M, …). */
export function variantGrid(options: readonly DeclaredOption[]): VariantChoice[] {
  return options.reduce<VariantChoice[]>(
    (grid, option) => grid.flatMap((choice) => option.values.map((value) => ({ ...choice, [option.name]: value }))),
    [{}],
  );
}

/** The same combination written in any key order. */
export const choiceKey = (choice: VariantChoice): string =>
  Object.entries(choice)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}:${value}`)
    .join('|');

/**
 * The error a product's variants break, or null: each names exactly one declared value of every declared option (no
 * other option), and no combination twice. A product without options has one variant, which names none.
 */
export function variantsProblem(options: readonly DeclaredOption[], variants: readonly VariantChoice[]): ErrorName | null {
  if (new Set(options.map((option) => option.name)).size !== options.length) return 'PRODUCT_VARIANT_OPTIONS';
  if (options.some((option) => option.values.length === 0 || new Set(option.values).size !== option.values.length))
    return 'PRODUCT_VARIANT_OPTIONS';
  if (options.length === 0 && variants.length !== 1) return 'PRODUCT_VARIANT_OPTIONS';
  for (const choice of variants) {
    const named = Object.keys(choice);
    if (named.length !== options.length) return 'PRODUCT_VARIANT_OPTIONS';
    if (!options.every((option) => option.values.includes(choice[option.name] ?? ''))) return 'PRODUCT_VARIANT_OPTIONS';
  }
  if (new Set(variants.map(choiceKey)).size !== variants.length) return 'PRODUCT_VARIANT_EXISTS';
  return null;
}

/** The delivery promise in working days: the soonest is not after the latest. */
export function deliveryDaysProblem(days: { min: number; max: number }): ErrorName | null {
  return days.min > days.max ? 'PRODUCT_DELIVERY_DAYS' : null;
}

/** Where a product stands, from its two times: a draft has never been published (and is off sale). */
export function productState(row: { publishedAt: Date | null; withdrawnAt: Date | null }): ProductState {
  if (row.publishedAt === null) return 'draft';
  return row.withdrawnAt === null ? 'on_sale' : 'withdrawn';
}

/**
 * The key of an option value as the form names it: its English label's letters and digits ("Navy blue" → navy-blue, so
 * a value the shop knows is found again), else a short hash of its Thai label (th-1a2b3c4d).
 */
export function optionValueKeyOf(label: { th: string; en?: string | null }): string {
  const latin = (label.en ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)
    .replace(/-$/, '');
  if (latin) return latin;
  let hash = 2166136261;
  for (const character of label.th.trim()) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  return `th-${(hash >>> 0).toString(16).padStart(8, '0')}`;
}
