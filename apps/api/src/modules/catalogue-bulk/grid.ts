import type { AdminProductsQuery, BulkGridPage } from '@talad/contract';
import { pickText, productState, type Locale } from '@talad/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { productVariants } from '../../db/schema/index.ts';
import { chosenOptions, lookups } from '../catalog/index.ts';
import { adminProductList } from '../inventory/index.ts';

/**
 * GET admin/catalogue/grid: the admin product list's page (its q, state and keyset) with each product's variants in
 * their order — the bulk editor's rows. One read of the page's variants, whatever its size.
 */
export async function bulkGrid(db: Database, query: AdminProductsQuery, locale: Locale): Promise<BulkGridPage> {
  return adminProductList(db, query, async (rows) => {
    const variants = rows.length
      ? await db
          .select()
          .from(productVariants)
          .where(
            inArray(
              productVariants.productId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(productVariants.productId), asc(productVariants.position))
      : [];
    const table = await lookups(db);
    return rows.map((row) => ({
      code: row.code,
      name: pickText(row.name, locale),
      state: productState(row),
      variants: variants
        .filter((variant) => variant.productId === row.id)
        .map((variant) => ({
          id: variant.id,
          sku: variant.sku,
          options: chosenOptions(table, variant.options, locale)
            .map((option) => option.label)
            .join(' · '),
          price: variant.price,
          special_price: variant.specialPrice,
          stock: variant.stock,
        })),
    }));
  });
}
