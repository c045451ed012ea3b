import { AppError } from '../../platform/app-error.ts';
import type { Lookups } from '../catalog/index.ts';

/** A product's place in the tree: its main and sub category, and its detail category when it sits in one. */
export interface Placement {
  mainCategoryId: number;
  subCategoryId: number;
  detailCategoryId: number | null;
}

/** The category a product sits in, by slug: a sub or detail category (a main category holds only sub categories). */
export function placementOf(table: Lookups, slug: string): Placement {
  const own = table.categoryBySlug.get(slug);
  if (!own || own.level === 'main' || own.parentId === null)
    throw new AppError('PRODUCT_CATEGORY_UNKNOWN', { errors: [{ field: 'category', reason: slug }] });
  const parent = table.categoryById.get(own.parentId);
  if (!parent) throw new AppError('PRODUCT_CATEGORY_UNKNOWN');
  if (own.level === 'sub') return { mainCategoryId: parent.id, subCategoryId: own.id, detailCategoryId: null };
  const main = parent.parentId === null ? undefined : table.categoryById.get(parent.parentId);
  if (!main) throw new AppError('PRODUCT_CATEGORY_UNKNOWN');
  return { mainCategoryId: main.id, subCategoryId: parent.id, detailCategoryId: own.id };
}

/** The brand by slug (null: none). */
export function brandOf(table: Lookups, slug: string | null) {
  if (slug === null) return null;
  const brand = table.brandBySlug.get(slug);
  if (!brand) throw new AppError('PRODUCT_BRAND_UNKNOWN', { errors: [{ field: 'brand', reason: slug }] });
  return brand;
}

/** The collections' ids by slug, each once. */
export function collectionIdsOf(table: Lookups, slugs: readonly string[]): number[] {
  return [...new Set(slugs)].map((slug) => {
    const collection = table.collectionBySlug.get(slug);
    if (!collection) throw new AppError('PRODUCT_COLLECTION_UNKNOWN', { errors: [{ field: 'collections', reason: slug }] });
    return collection.id;
  });
}
