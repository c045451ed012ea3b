import type { AdminProductDetail, AdminProductsPage, AdminProductsQuery, KeysetPage } from '@talad/contract';
import { pickText, productState, searchTerms, type Locale, type ProductState } from '@talad/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { products, productVariants, scheduledPriceChanges } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, decodeCursor, pageOfRows } from '../../platform/keyset.ts';
import { chosenOptions, lookups } from '../catalog/index.ts';
import { scheduledOf } from './scheduled-prices.ts';

const cursorKey = z.tuple([z.number().int()]);

const likeText = (text: string) => `%${text.replace(/[%_\\]/g, (mark) => `\\${mark}`)}%`;

/**
 * What `q` finds: a product code (PRD…) or a whole SKU exactly (their unique indexes), else a product whose search text
 * holds every word of it, cut and folded as the shop's search cuts them (Thai into words, tone marks folded), through
 * the search text's trigram index. A draft has no search text until it is published (decision 0048): its names are
 * searched as typed, which only drafts pay for.
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const exact = sql`(${products.code} = ${q.toUpperCase()} or ${products.id} in (select ${productVariants.productId} from ${productVariants} where ${productVariants.sku} = ${q}))`;
  const draft = sql`(${products.publishedAt} is null and ${products.name}::text ilike ${likeText(q)})`;
  const words = searchTerms(q).words.map((word) => sql`${products.searchText} like ${likeText(word)}`);
  return words.length === 0 ? sql`(${exact} or ${draft})` : sql`(${exact} or ${draft} or (${sql.join(words, sql` and `)}))`;
}

/** `state` as the row holds it (productState): a draft was never published; withdrawn ones were. */
function inState(state: ProductState | undefined): SQL | undefined {
  if (state === 'draft') return isNull(products.publishedAt);
  if (state === 'on_sale') return and(isNotNull(products.publishedAt), isNull(products.withdrawnAt));
  if (state === 'withdrawn') return and(isNotNull(products.publishedAt), isNotNull(products.withdrawnAt));
  return undefined;
}

const listColumns = {
  id: products.id,
  code: products.code,
  slug: products.slug,
  name: products.name,
  price: products.price,
  specialPrice: products.specialPrice,
  stock: products.stock,
  publishedAt: products.publishedAt,
  withdrawnAt: products.withdrawnAt,
};
export type ListedProduct = Pick<typeof products.$inferSelect, keyof typeof listColumns>;

/**
 * The admin's product list (newest first, id descending, keyset pages; q and state filtered in the database), each
 * page's rows shaped by `itemsOf`: the list's cards, or the bulk editor's rows with their variants.
 */
export async function adminProductList<Item>(
  db: Database,
  query: AdminProductsQuery,
  itemsOf: (rows: ListedProduct[]) => Promise<Item[]>,
): Promise<KeysetPage<Item>> {
  const found = and(matching(query.q), inState(query.state));
  const after = query.cursor ? lt(products.id, decodeCursor(query.cursor, cursorKey)[0]) : undefined;
  const rows = await db
    .select(listColumns)
    .from(products)
    .where(and(found, after))
    .orderBy(desc(products.id))
    .limit(query.size + 1);
  const page = pageOfRows(
    rows,
    query.size,
    (row) => [row.id],
    (row) => row,
  );
  return {
    items: await itemsOf(page.items),
    next_cursor: page.next_cursor,
    ...(await approximateTotal(db, db.select({ id: products.id }).from(products).where(found))),
  };
}

/** GET admin/products: the list's cards — the cheapest variant's prices, the stock of all, how many variants. */
export async function adminProducts(db: Database, query: AdminProductsQuery, locale: Locale): Promise<AdminProductsPage> {
  return adminProductList(db, query, async (rows) => {
    const ids = rows.map((row) => row.id);
    const counts = ids.length
      ? await db
          .select({ productId: productVariants.productId, count: sql<number>`count(*)::int` })
          .from(productVariants)
          .where(inArray(productVariants.productId, ids))
          .groupBy(productVariants.productId)
      : [];
    const countOf = new Map(counts.map((row) => [row.productId, row.count]));
    return rows.map((row) => ({
      code: row.code,
      slug: row.slug,
      name: pickText(row.name, locale),
      price: row.price,
      special_price: row.specialPrice,
      stock: row.stock,
      variant_count: countOf.get(row.id) ?? 0,
      state: productState(row),
    }));
  });
}

/** GET admin/products/{code}: the product with every variant's prices, stock and pending scheduled price changes. */
export async function adminProduct(db: Database, code: string, locale: Locale): Promise<AdminProductDetail> {
  const [product] = await db
    .select({
      id: products.id,
      code: products.code,
      slug: products.slug,
      name: products.name,
      publishedAt: products.publishedAt,
      withdrawnAt: products.withdrawnAt,
    })
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
    state: productState(product),
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
