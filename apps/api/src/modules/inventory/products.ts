import type { AdminProductDetail, AdminProductsPage, AdminProductsQuery, KeysetPage } from '@talad/contract';
import { pickText, productState, searchTerms, type Locale, type ProductState } from '@talad/domain';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { containing, idsParameter, rowsOf } from '../../db/statements.ts';
import { products, productVariants, scheduledPriceChanges } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { approximateTotal, decodeCursor, estimatedTotal, EXACT_TOTAL_BOUND, pageOfRows } from '../../platform/keyset.ts';
import { chosenOptions, lookups } from '../catalog/index.ts';
import { holdsEveryTerm } from '../search/index.ts';
import { scheduledOf } from './scheduled-prices.ts';

const cursorKey = z.tuple([z.number().int()]);

/** A search's matches up to this many are its page's candidates, counted exactly; more are paged walking the key. */
const FEW_MATCHES = EXACT_TOTAL_BOUND;

/**
 * What `q` finds, as alternatives each served by an index of its own (decision 0059): a product code (PRD…) or a whole
 * SKU exactly (their unique indexes); a draft whose names hold it as typed (a draft has no search text until it is
 * published, decision 0048: the drafts' partial index, which only drafts pay for); a product whose search text holds
 * every word of it, cut and folded as the shop's search cuts them (Thai into words, tone marks folded), through the
 * catalogue's words table and products.word_ids (decision 0030) — the products' own trigram index built the posting
 * lists of every trigram of the word over 100,000 long texts. The SKU's products are one array computed first, so the
 * planner can read them by the primary key instead of testing every product against a subquery.
 */
function searchAlternatives(q: string): SQL[] {
  const { words } = searchTerms(q);
  return [
    eq(products.code, q.toUpperCase()),
    sql`${products.id} = any(array(select ${productVariants.productId} from ${productVariants} where ${productVariants.sku} = ${q}))`,
    sql`(${products.publishedAt} is null and ${products.name}::text ilike ${containing(q)})`,
    ...(words.length > 0 ? [holdsEveryTerm(words)] : []),
  ];
}

/**
 * A search's matches when there are no more than FEW_MATCHES: each alternative's by its own index, at most
 * FEW_MATCHES + 1 of each, and their union. Its page is then chosen among these by the primary key — the one statement
 * with their OR walked the products back from the newest, testing each, and a search that found one product read all
 * 100,000 (943 ms, bench/README.md). Past the bound (null) matches are many and the walk back finds a page soon.
 */
async function fewMatches(db: Database, alternatives: SQL[], state: SQL | undefined): Promise<number[] | null> {
  const bounded = alternatives.map(
    (alternative) => sql`(select ${products.id} from ${products} where ${and(state, alternative)} limit ${FEW_MATCHES + 1})`,
  );
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from (${sql.join(bounded, sql` union `)}) as found`));
  return rows.length <= FEW_MATCHES ? rows.map((row) => Number(row.id)) : null;
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
  const after = query.cursor ? lt(products.id, decodeCursor(query.cursor, cursorKey)[0]) : undefined;
  const state = inState(query.state);
  const alternatives = query.q ? searchAlternatives(query.q) : [];
  const matched = alternatives.length > 0 ? await fewMatches(db, alternatives, state) : null;
  const found = matched ? sql`${products.id} = any(${idsParameter(matched)}::int[])` : and(state, or(...alternatives));
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
  const matching = db.select({ id: products.id }).from(products).where(found);
  // A search's few matches are counted already; its many are more than the bound, estimated without walking them again.
  const total = matched
    ? { approximate_total: matched.length, total_exact: true }
    : await (alternatives.length > 0 ? estimatedTotal : approximateTotal)(db, matching);
  return { items: await itemsOf(page.items), next_cursor: page.next_cursor, ...total };
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
