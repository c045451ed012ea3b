import type { ProductEditForm, ProductFormChoices } from '@talad/contract';
import { PRODUCT_OPTION_NAMES, pickText, productState, type Locale, type LocalizedText } from '@talad/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { lookups } from '../catalog/index.ts';
import { productForm } from './product-writing.ts';

const both = (text: { th: string; en?: string | undefined }) => ({ th: text.th, en: text.en ?? null });

/** GET admin/products/{code}/edit: the product as its form edits it, in both languages, with its options and variants. */
export async function productEditForm(db: Database, code: string): Promise<ProductEditForm> {
  const [row] = await db.select().from(products).where(eq(products.code, code));
  if (!row) throw new AppError('PRODUCT_NOT_FOUND');
  const table = await lookups(db);
  const [form, variants] = [
    await productForm(db, row, table),
    await db.select().from(productVariants).where(eq(productVariants.productId, row.id)).orderBy(asc(productVariants.position)),
  ];
  const options = PRODUCT_OPTION_NAMES.flatMap((name) => {
    const values = [...new Set(variants.map((variant) => variant.options[name]).filter((value): value is string => Boolean(value)))];
    if (values.length === 0) return [];
    const label = (value: string): LocalizedText => table.optionLabel.get(`${name}:${value}`)?.label ?? { th: value };
    return [{ name, values: values.map((value) => ({ value, label: both({ th: label(value).th, en: label(value).en ?? undefined }) })) }];
  });
  return {
    code: row.code,
    slug: row.slug,
    state: productState(row),
    ...form,
    name: both(form.name),
    description: both(form.description),
    seo: {
      title: form.seo.title ? both(form.seo.title) : null,
      description: form.seo.description ? both(form.seo.description) : null,
    },
    options,
    variants: variants.map((variant) => ({
      id: variant.id,
      options: variant.options,
      sku: variant.sku,
      barcode: variant.barcode,
      weight_grams: variant.weightGrams,
      price: variant.price,
      special_price: variant.specialPrice,
      stock: variant.stock,
    })),
  };
}

/** GET admin/product-form: what a product may be put in — sub and detail categories by their path, brands, collections. */
export async function productFormChoices(db: Database, locale: Locale): Promise<ProductFormChoices> {
  const table = await lookups(db);
  const byId = table.categoryById;
  const pathOf = (id: number | null): string[] => {
    const category = id === null ? undefined : byId.get(id);
    return category ? [...pathOf(category.parentId), pickText(category.name, locale)] : [];
  };
  const categories = [...table.categoryBySlug.values()]
    .filter((category) => category.level !== 'main')
    .map((category) => ({ slug: category.slug, name: pickText(category.name, locale), path: pathOf(category.id).join(' › ') }))
    .sort((a, b) => a.path.localeCompare(b.path, locale));
  return {
    categories,
    brands: [...table.brandBySlug.values()].map((brand) => ({ slug: brand.slug, name: pickText(brand.name, locale) })),
    collections: [...table.collectionBySlug.values()].map((collection) => ({
      slug: collection.slug,
      name: pickText(collection.name, locale),
    })),
    option_names: [...PRODUCT_OPTION_NAMES],
  };
}
