import type { CategoryPage, ProductBrand, ProductCollection } from '@talad/contract';
import { pickText, type Locale } from '@talad/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { collectionProducts, products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { categoryPage } from './listing.ts';
import { brandLogo, categoryShown, lookups, shown, type BrandEntry } from './lookups.ts';
import { onSale } from './withdrawal.ts';

function brandAnswer(brand: BrandEntry, productCount: number, locale: Locale): ProductBrand {
  return {
    slug: brand.slug,
    name: pickText(brand.name, locale),
    logo: brandLogo(brand),
    banner: `/media/brands/${brand.slug}-banner.webp`,
    description: pickText(brand.description, locale),
    is_thai: brand.isThai,
    product_count: productCount,
  };
}

/** Every brand with its product count, A to Z. */
export async function brandList(db: Database, locale: Locale): Promise<ProductBrand[]> {
  const [table, counts] = await Promise.all([
    lookups(db),
    db.select({ brandId: products.brandId, total: count() }).from(products).where(onSale).groupBy(products.brandId),
  ]);
  const countOf = new Map(counts.map((row) => [row.brandId, row.total]));
  return [...table.brandById.values()]
    .filter(shown)
    .map((brand) => brandAnswer(brand, countOf.get(brand.id) ?? 0, locale))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export async function brandBySlug(db: Database, slug: string, locale: Locale): Promise<ProductBrand> {
  const brand = (await lookups(db)).brandBySlug.get(slug);
  if (!brand || !shown(brand)) throw new AppError('BRAND_NOT_FOUND');
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.brandId, brand.id), onSale));
  return brandAnswer(brand, row?.total ?? 0, locale);
}

export async function collectionList(db: Database, locale: Locale): Promise<ProductCollection[]> {
  const [table, counts] = await Promise.all([
    lookups(db),
    db
      .select({ collectionId: collectionProducts.collectionId, total: count() })
      .from(collectionProducts)
      .innerJoin(products, eq(products.id, collectionProducts.productId))
      .where(onSale)
      .groupBy(collectionProducts.collectionId),
  ]);
  const countOf = new Map(counts.map((row) => [row.collectionId, row.total]));
  return [...table.collectionBySlug.values()].filter(shown).map((collection) => ({
    slug: collection.slug,
    name: pickText(collection.name, locale),
    description: pickText(collection.description, locale),
    banner: `/media/collections/${collection.slug}.webp`,
    product_count: countOf.get(collection.id) ?? 0,
  }));
}

export async function collectionBySlug(db: Database, slug: string, locale: Locale): Promise<ProductCollection> {
  const collection = (await collectionList(db, locale)).find((entry) => entry.slug === slug);
  if (!collection) throw new AppError('COLLECTION_NOT_FOUND');
  return collection;
}

export async function categoryBySlug(db: Database, slug: string, locale: Locale): Promise<CategoryPage> {
  const table = await lookups(db);
  const category = table.categoryBySlug.get(slug);
  if (!category || !categoryShown(table, category)) throw new AppError('CATEGORY_NOT_FOUND');
  return categoryPage(table, category, locale);
}
