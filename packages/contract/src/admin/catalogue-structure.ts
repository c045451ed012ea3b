import { CATEGORY_LEVELS } from '@talad/domain';
import { z } from 'zod';
import { keysetPageOf, keysetQuery } from './common.ts';
import { bilingualText } from './products.ts';

/**
 * The catalogue's structure in the back office (issue #27 item 6): the category tree, brands and collections. Reading
 * is catalog.read, every change catalog.write, audited. Names are Thai and English side by side (Thai required, English
 * optional: the shop falls back to Thai). Hidden entries stay in the admin and leave the shop's lists and pages; a
 * category holding products is hidden, never deleted.
 */

export const STRUCTURE_NAME_MAX_LENGTH = 100;
export const STRUCTURE_DESCRIPTION_MAX_LENGTH = 2000;

const id = z.coerce.number({ error: 'must be an id' }).int('must be an id').min(1, 'must be an id').max(2_147_483_647);
/** The URL key: lower-case letters, digits and single dashes (the shop's /category/{slug}, /brand/{slug}…). */
const slug = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and single dashes, e.g. running-shoes');
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour as #rrggbb');
/** A place among its siblings, 1 first; past the end means last. */
const position = z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100_000);
const name = bilingualText(STRUCTURE_NAME_MAX_LENGTH);
const description = bilingualText(STRUCTURE_DESCRIPTION_MAX_LENGTH, false);
const bilingualOut = z.object({ th: z.string(), en: z.string().nullable() });

export const adminStructureParams = z.object({ id });
export const adminCollectionProductParams = z.object({
  id,
  code: z.string().regex(/^PRD[0-9]{1,12}$/, 'must be a product code (PRD…)'),
});

export const adminCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
  level: z.enum(CATEGORY_LEVELS),
  name: bilingualOut,
  description: bilingualOut,
  colour: z.string(),
  /** Among its siblings, 1 first. */
  position: z.number().int(),
  hidden: z.boolean(),
  /** Products on sale or not that sit in it or under it. */
  product_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;

/** GET admin/categories: the whole tree in its order (each category followed by its children). */
export const adminCategoryTree = z.object({ items: z.array(adminCategory) });
export type AdminCategoryTree = z.infer<typeof adminCategoryTree>;

/** POST admin/categories: under `parent_id` (a sub or detail category) or at the top (null: a main category), last. */
export const newCategoryBody = z.object({
  slug,
  name,
  description: description.optional(),
  parent_id: id.nullable(),
  /** The colour its drawn banner takes; its parent's when left out. */
  colour: colour.optional(),
});
export type NewCategoryBody = z.infer<typeof newCategoryBody>;

/** PATCH admin/categories/{id}: the fields given change, the rest stay. */
export const categoryEditBody = z.object({
  slug: slug.optional(),
  name: name.optional(),
  description: description.optional(),
  colour: colour.optional(),
  hidden: z.boolean().optional(),
  position: position.optional(),
});
export type CategoryEditBody = z.infer<typeof categoryEditBody>;

/** POST admin/categories/{id}/move: under another parent of the level above, last among its new siblings. */
export const categoryMoveBody = z.object({ parent_id: id });
export type CategoryMoveBody = z.infer<typeof categoryMoveBody>;

export const adminBrand = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: bilingualOut,
  description: bilingualOut,
  is_thai: z.boolean(),
  colour: z.string(),
  /** The shop's drawn logo (the brands table keeps no uploaded one). */
  logo: z.string(),
  hidden: z.boolean(),
  product_count: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrand>;
export const adminBrandList = z.object({ items: z.array(adminBrand) });
export type AdminBrandList = z.infer<typeof adminBrandList>;

export const newBrandBody = z.object({
  slug,
  name,
  description: description.optional(),
  is_thai: z.boolean().optional(),
  colour: colour.optional(),
});
export type NewBrandBody = z.infer<typeof newBrandBody>;

export const brandEditBody = z.object({
  slug: slug.optional(),
  name: name.optional(),
  description: description.optional(),
  is_thai: z.boolean().optional(),
  colour: colour.optional(),
  hidden: z.boolean().optional(),
});
export type BrandEditBody = z.infer<typeof brandEditBody>;

export const adminCollection = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: bilingualOut,
  description: bilingualOut,
  /** In the shop's list of collections, 1 first. */
  position: z.number().int(),
  hidden: z.boolean(),
  product_count: z.number().int(),
});
export type AdminCollection = z.infer<typeof adminCollection>;
export const adminCollectionList = z.object({ items: z.array(adminCollection) });
export type AdminCollectionList = z.infer<typeof adminCollectionList>;

export const newCollectionBody = z.object({ slug, name, description: description.optional() });
export type NewCollectionBody = z.infer<typeof newCollectionBody>;

export const collectionEditBody = z.object({
  slug: slug.optional(),
  name: name.optional(),
  description: description.optional(),
  hidden: z.boolean().optional(),
  position: position.optional(),
});
export type CollectionEditBody = z.infer<typeof collectionEditBody>;

/** GET admin/collections/{id}/products ?cursor&size: the collection's products in its order. */
export const collectionProductsQuery = z.object(keysetQuery);
export const collectionProductRow = z.object({
  code: z.string(),
  name: z.string().describe('In the caller’s language'),
  position: z.number().int(),
  withdrawn: z.boolean(),
});
export type CollectionProductRow = z.infer<typeof collectionProductRow>;
export const collectionProductsPage = keysetPageOf(collectionProductRow);
export type CollectionProductsPage = z.infer<typeof collectionProductsPage>;

/** POST admin/collections/{id}/products: the product goes last (already in it: nothing changes). */
export const collectionProductBody = z.object({ code: adminCollectionProductParams.shape.code });
/** PATCH admin/collections/{id}/products/{code}: its place in the collection. */
export const collectionProductMoveBody = z.object({ position });
