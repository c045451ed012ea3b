import type { AdminProductDetail, AdminProductsPage, AdminProductsQuery } from '@talad/contract';
import { pickText, searchTerms, type Locale } from '@talad/domain';
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { products, productVariants, scheduledPriceChanges } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, decodeCursor, pageOfRows } from '../../platform/keyset.ts';
import { chosenOptions, lookups } from '../catalog/index.ts';
import { scheduledOf } from './scheduled-prices.ts';

const cursorKey = z.tuple([z.number().int()]);

/**
 * What `q` finds: a product code (PRD…) or a whole SKU exactly (their unique indexes), else a product whose search text
 * holds every word of it, cut and folded as the shop's search cuts them (Thai into words, tone marks folded), through
 * the search text's trigram index.
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const exact = sql`(${products.code} = ${q.toUpperCase()} or ${products.id} in (select ${productVariants.productId} from ${productVariants} where ${productVariants.sku} = ${q}))`;
  const words = searchTerms(q).words.map(
    (word) => sql`${products.searchText} like ${`%${word.replace(/[%_\\]/g, (mark) => `\\${mark}`)}%`}`,
  );
  return words.length === 0 ? exact : sql`(${exact} or (${sql.join(words, sql` and `)}))`;
}

/** GET admin/products: the newest products first (id descending), keyset pages. Withdrawn ones too, marked so. */
export async function adminProducts(db: Database, query: AdminProductsQuery, locale: Locale): Promise<AdminProductsPage> {
  const found = matching(query.q);
  const after = query.cursor ? lt(products.id, decodeCursor(query.cursor, cursorKey)[0]) : undefined;
  const variantCount = sql<number>`(select count(*)::int from ${productVariants} where ${productVariants.productId} = ${products.id})`;
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      slug: products.slug,
      name: products.name,
      price: products.price,
      specialPrice: products.specialPrice,
      stock: products.stock,
      variantCount,
      withdrawnAt: products.withdrawnAt,
    })
    .from(products)
    .where(and(found, after))
    .orderBy(desc(products.id))
    .limit(query.size + 1);
  const page = pageOfRows(
    rows,
    query.size,
    (row) => [row.id],
    (row) => ({
      code: row.code,
      slug: row.slug,
      name: pickText(row.name, locale),
      price: row.price,
      special_price: row.specialPrice,
      stock: row.stock,
      variant_count: row.variantCount,
      withdrawn: row.withdrawnAt !== null,
    }),
  );
  return { ...page, ...(await approximateTotal(db, db.select({ id: products.id }).from(products).where(found))) };
}

/** GET admin/products/{code}: the product with every variant's prices, stock and pending scheduled price changes. */
export async function adminProduct(db: Database, code: string, locale: Locale): Promise<AdminProductDetail> {
  const [product] = await db
    .select({ id: products.id, code: products.code, slug: products.slug, name: products.name, withdrawnAt: products.withdrawnAt })
    .from(products)
    .where(eq(products.code, code));
  if (!product) throw new AppError('PRODUCT_NOT_FOUND');
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(asc(productVariants.position));
  const pending = variants.length
    ? await db
        .select()
        .from(scheduledPriceChanges)
        .where(
          and(
            inArray(
              scheduledPriceChanges.variantId,
              variants.map((variant) => variant.id),
            ),
            eq(scheduledPriceChanges.state, 'pending'),
          ),
        )
        .orderBy(asc(scheduledPriceChanges.runAt))
    : [];
  const table = await lookups(db);
  return {
    code: product.code,
    slug: product.slug,
    name: pickText(product.name, locale),
    withdrawn: product.withdrawnAt !== null,
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      options: chosenOptions(table, variant.options, locale).map((option) => ({ name: option.name, value: option.label })),
      price: variant.price,
      special_price: variant.specialPrice,
      stock: variant.stock,
      scheduled: pending.filter((change) => change.variantId === variant.id).map(scheduledOf),
    })),
  };
}
