import {
  BARCODE_PATTERN,
  COLLECTIONS_MAX,
  DELIVERY_DAYS_MAX,
  OPTION_LABEL_MAX_LENGTH,
  OPTION_VALUE_PATTERN,
  OPTION_VALUES_MAX,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_OPTION_NAMES,
  PRODUCT_STATES,
  SEO_DESCRIPTION_MAX_LENGTH,
  SEO_TITLE_MAX_LENGTH,
  SKU_PATTERN,
  STOCK_MAX_UNITS,
  VARIANTS_MAX,
  WEIGHT_MAX_GRAMS,
} from '@talad/domain';
import { z } from 'zod';

/**
 * Products and variants made and edited in the back office (issue #27 item 1, decision 0048), catalog.write. Texts are
 * Thai and English side by side: Thai required, English optional (the shop falls back to Thai). Money is integer satang.
 * A new product is a draft until published; its prices and opening stock follow the rules of prices and stock.
 */

/** Text in both languages, each trimmed and at most `max` characters; Thai `required` (at least one character). */
export const bilingualText = (max: number, required = true) =>
  z.object({
    th: required
      ? z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`)
      : z.string().trim().max(max, `must be at most ${max} characters`),
    en: z.string().trim().max(max, `must be at most ${max} characters`).optional(),
  });
export type BilingualText = z.infer<ReturnType<typeof bilingualText>>;

const slugRef = z
  .string()
  .trim()
  .min(1)
  .max(100, 'must be at most 100 characters')
  .regex(/^[a-z0-9-]+$/, 'must be a slug');
const days = z.number().int('must be a whole number of days').min(0, 'must be 0 or more').max(DELIVERY_DAYS_MAX);

const optionName = z.enum(PRODUCT_OPTION_NAMES);
const optionValueKey = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(40, 'must be at most 40 characters')
  .regex(OPTION_VALUE_PATTERN, 'must be lower-case letters and digits joined by dashes, e.g. navy-blue');
/** One value of an option, with the labels shoppers read when the shop has none for it yet. */
export const optionValueInput = z.object({ value: optionValueKey, label: bilingualText(OPTION_LABEL_MAX_LENGTH) });
export type OptionValueInput = z.infer<typeof optionValueInput>;

export const productOptionInput = z.object({
  name: optionName,
  values: z.array(optionValueInput).min(1, 'must have a value').max(OPTION_VALUES_MAX, `must have at most ${OPTION_VALUES_MAX} values`),
});
export type ProductOptionInput = z.infer<typeof productOptionInput>;

const sku = z.string().trim().regex(SKU_PATTERN, 'must be 1–64 letters, digits, dots, dashes or underscores');
const barcode = z.string().trim().regex(BARCODE_PATTERN, 'must be 8–14 digits (EAN, UPC or GTIN)');
const weight = z.number().int('must be whole grams').min(1, 'must be at least 1 gram').max(WEIGHT_MAX_GRAMS);
/** Satang as the price rules read them, so a price below one satang is refused in words (PRICE_NOT_POSITIVE). */
const satang = z
  .number({ error: 'must be a whole number of satang' })
  .int('must be a whole number of satang')
  .min(-2_147_483_648, 'is too large')
  .max(2_147_483_647, 'is too large');
const openingStock = z.number().int('must be whole units').min(0, 'must be 0 or more').max(STOCK_MAX_UNITS);

/** A variant as made: which option values it is, its SKU, barcode, weight, prices and the stock received with it. */
export const variantInput = z.object({
  options: z.partialRecord(optionName, optionValueKey).default({}),
  sku,
  barcode: barcode.nullable().optional(),
  weight_grams: weight.nullable().optional(),
  price: satang,
  special_price: satang.nullable().optional(),
  stock: openingStock.default(0),
});
export type VariantInput = z.input<typeof variantInput>;

const seoInput = z.object({
  title: bilingualText(SEO_TITLE_MAX_LENGTH).nullable().optional(),
  description: bilingualText(SEO_DESCRIPTION_MAX_LENGTH).nullable().optional(),
});

/** What a product says and how it is sold: everything a product has but its variants. */
const productFields = {
  name: bilingualText(PRODUCT_NAME_MAX_LENGTH),
  description: bilingualText(PRODUCT_DESCRIPTION_MAX_LENGTH, false),
  /** null: no brand (drawn as the shop's own). */
  brand: slugRef.nullable(),
  /** A sub or detail category's slug: the product sits in it and its parents. */
  category: slugRef,
  collections: z.array(slugRef).max(COLLECTIONS_MAX),
  delivery_min_days: days,
  delivery_max_days: days,
  /** Picked up at a 7-Eleven only: no home delivery. */
  pickup_only: z.boolean(),
  /** No cash on delivery. */
  no_cod: z.boolean(),
  /** Card installments may pay for it (the banks' plans and minimums decide which). */
  installments: z.boolean(),
  seo: seoInput,
};

/** POST admin/products: a new product, a draft until published, with its options and the variants they make. */
export const newProductBody = z.object({
  ...productFields,
  description: productFields.description.default({ th: '' }),
  brand: productFields.brand.default(null),
  collections: productFields.collections.default([]),
  pickup_only: productFields.pickup_only.default(false),
  no_cod: productFields.no_cod.default(false),
  installments: productFields.installments.default(false),
  seo: productFields.seo.default({}),
  options: z.array(productOptionInput).max(PRODUCT_OPTION_NAMES.length).default([]),
  variants: z.array(variantInput).min(1, 'must have a variant').max(VARIANTS_MAX, `must have at most ${VARIANTS_MAX} variants`),
});
export type NewProductBody = z.infer<typeof newProductBody>;

/** PATCH admin/products/{code}: any of the product's fields; what is left out stays as it is. */
export const productEditBody = z.object(productFields).partial();
export type ProductEditBody = z.infer<typeof productEditBody>;

/** POST admin/products/{code}/variants: one more variant, with the labels of any option value new to the shop. */
export const newVariantBody = variantInput.extend({ option_labels: z.array(optionValueInput.extend({ name: optionName })).default([]) });
export type NewVariantBody = z.infer<typeof newVariantBody>;

/** PATCH admin/variants/{id}/details: the variant's SKU, barcode and weight (prices and stock have their own routes). */
export const variantDetailsBody = z
  .object({ sku, barcode: barcode.nullable(), weight_grams: weight.nullable() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'must name sku, barcode or weight_grams');
export type VariantDetailsBody = z.infer<typeof variantDetailsBody>;

const bilingualOut = z.object({ th: z.string(), en: z.string().nullable() });

/** GET admin/products/{code}/edit: the product as its form edits it, both languages, with its variants. */
export const productEditForm = z.object({
  code: z.string(),
  slug: z.string(),
  state: z.enum(PRODUCT_STATES),
  name: bilingualOut,
  description: bilingualOut,
  brand: z.string().nullable(),
  category: z.string(),
  collections: z.array(z.string()),
  delivery_min_days: z.number().int(),
  delivery_max_days: z.number().int(),
  pickup_only: z.boolean(),
  no_cod: z.boolean(),
  installments: z.boolean(),
  seo: z.object({ title: bilingualOut.nullable(), description: bilingualOut.nullable() }),
  options: z.array(
    z.object({
      name: optionName,
      values: z.array(z.object({ value: z.string(), label: bilingualOut })),
    }),
  ),
  variants: z.array(
    z.object({
      id: z.number().int(),
      options: z.record(z.string(), z.string()),
      sku: z.string(),
      barcode: z.string().nullable(),
      weight_grams: z.number().int().nullable(),
      price: z.number().int(),
      special_price: z.number().int().nullable(),
      stock: z.number().int(),
    }),
  ),
});
export type ProductEditForm = z.infer<typeof productEditForm>;

/** The choices the form offers: categories a product may sit in, brands and collections, in the caller's language. */
export const productFormChoices = z.object({
  categories: z.array(z.object({ slug: z.string(), name: z.string(), path: z.string() })),
  brands: z.array(z.object({ slug: z.string(), name: z.string() })),
  collections: z.array(z.object({ slug: z.string(), name: z.string() })),
  option_names: z.array(optionName),
});
export type ProductFormChoices = z.infer<typeof productFormChoices>;

/** POST admin/products/{code}/preview: a link to the shop's product page that shows the draft, for a short while. */
export const productPreview = z.object({
  path: z.string().describe('The shop page to open, with its preview token: /product/{slug}?preview=…'),
  token: z.string(),
  expires_at: z.string(),
});
export type ProductPreview = z.infer<typeof productPreview>;
