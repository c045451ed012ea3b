import type { CategoryPage, FacetValue, ListingFacets, ListingQuery, ProductListing } from '@talad/contract';
import { PRODUCT_OPTION_NAMES, pickText, type Locale, type ProductOptionName, type ProductSort } from '@talad/domain';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { answer, KIND_BITS, type CatalogueIndex, type ChildLevel, type IndexFilters } from './catalogue-index/index.ts';
import { cardColumns, toCard, type CardRow } from './cards.ts';
import { breadcrumbOf, categoryRef, categoryShown, lookups, shown, type CategoryEntry, type Lookups } from './lookups.ts';
import { onSale } from './withdrawal.ts';

const SHIPMENT_CONDITIONS = {
  seven_eleven: sql`'AT_7-ELEVEN' = any(${products.flags})`,
  delivery_1_3: sql`${products.deliveryMaxDays} <= 3`,
  delivery_3_5: sql`${products.deliveryMaxDays} > 3`,
};

const STATUS_CONDITIONS = {
  in_stock: sql`${products.stock} > 0`,
  out_of_stock: sql`${products.stock} = 0`,
  pre_order: sql`'preOrder' = any(${products.flags})`,
};

const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;
const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

function categoryCondition(category: CategoryEntry): SQL {
  if (category.level === 'main') return sql`${products.mainCategoryId} = ${category.id}`;
  if (category.level === 'sub') return sql`${products.subCategoryId} = ${category.id}`;
  return sql`${products.detailCategoryId} = ${category.id}`;
}

/**
 * The category's ancestors as conditions too: a product's categories are one chain (the foreign keys to categories'
 * id and parent_id hold it), so they keep the same products and narrow products_facets_idx to the category's range.
 */
function withAncestors(table: Lookups, category: CategoryEntry | undefined): SQL[] {
  const parent = category?.parentId == null ? undefined : table.categoryById.get(category.parentId);
  if (!category || !parent) return [];
  if (category.level === 'sub') return [sql`${products.mainCategoryId} = ${parent.id}`];
  const main = parent.parentId == null ? undefined : table.categoryById.get(parent.parentId);
  return [sql`${products.subCategoryId} = ${parent.id}`, ...(main ? [sql`${products.mainCategoryId} = ${main.id}`] : [])];
}

function findCategory(table: Lookups, slug: string): CategoryEntry {
  const category = table.categoryBySlug.get(slug);
  if (!category || !categoryShown(table, category)) throw new AppError('CATEGORY_NOT_FOUND');
  return category;
}

/**
 * The query's filters with its slugs looked up: the category (a hidden one, or none of that slug, is refused), the
 * brands' ids (unknown slugs match nothing), the collection (refused when hidden or unknown), the price's bounds. What
 * both the database's conditions and the catalogue index read.
 */
export function resolvedFilters(query: ListingQuery, table: Lookups): IndexFilters & { categoryEntry?: CategoryEntry } {
  const categoryEntry = query.category ? findCategory(table, query.category) : undefined;
  let collection: number | undefined;
  if (query.collection) {
    const entry = table.collectionBySlug.get(query.collection);
    if (!entry || !shown(entry)) throw new AppError('COLLECTION_NOT_FOUND');
    collection = entry.id;
  }
  const lowest = [query.price?.[0], query.min_price].filter((bound) => bound !== undefined);
  const highest = [query.price?.[1], query.max_price].filter((bound) => bound !== undefined);
  const options = PRODUCT_OPTION_NAMES.flatMap((option) => {
    const values = query[option];
    return values ? [values.map((value) => `${option}:${value}`)] : [];
  });
  return {
    categoryEntry,
    category: categoryEntry && { id: categoryEntry.id, level: categoryEntry.level },
    brands: query.brand?.flatMap((slug) => table.brandBySlug.get(slug)?.id ?? []),
    collection,
    status: query.status,
    shipment: query.shipment,
    lowestPrice: lowest.length > 0 ? Math.max(...lowest) : undefined,
    highestPrice: highest.length > 0 ? Math.min(...highest) : undefined,
    options: options.length > 0 ? options : undefined,
    selection: query.selection?.reduce((bits, kind) => bits | (KIND_BITS.get(kind) ?? 0), 0),
    leastRating: query.rating === undefined ? undefined : query.rating * 10,
    hasPromotion: query.hasPromotion,
    hasStock: query.hasStock,
    newProduct: query.newProduct,
    installment: query.installment,
    freeShipping: query.freeShipping,
  };
}

/** Every filter of the query as one SQL condition over products (withdrawn products are never listed). */
export function listingConditions(query: ListingQuery, table: Lookups, extra: SQL[] = []): SQL {
  const filters = resolvedFilters(query, table);
  const conditions: SQL[] = [onSale, ...extra];
  if (filters.categoryEntry) conditions.push(categoryCondition(filters.categoryEntry));
  if (filters.brands) {
    const ids = filters.brands;
    conditions.push(
      ids.length > 0
        ? sql`${products.brandId} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  if (filters.collection !== undefined) {
    conditions.push(sql`${products.id} in (select product_id from collection_products where collection_id = ${filters.collection})`);
  }
  if (query.status) conditions.push(anyOf(query.status.map((status) => STATUS_CONDITIONS[status])));
  if (query.shipment) conditions.push(anyOf(query.shipment.map((kind) => SHIPMENT_CONDITIONS[kind])));
  if (query.price) conditions.push(sql`${products.effectivePrice} between ${query.price[0]} and ${query.price[1]}`);
  if (query.min_price !== undefined) conditions.push(sql`${products.effectivePrice} >= ${query.min_price}`);
  if (query.max_price !== undefined) conditions.push(sql`${products.effectivePrice} <= ${query.max_price}`);
  // Values of one option are alternatives (black or white); different options must all match.
  for (const values of filters.options ?? []) conditions.push(sql`${products.optionValues} && ${textArray(values)}`);
  if (query.selection) conditions.push(sql`${products.promotionKinds} && ${textArray(query.selection)}`);
  if (query.hasPromotion) conditions.push(sql`cardinality(${products.promotionKinds}) > 0`);
  if (query.hasStock) conditions.push(sql`${products.stock} > 0`);
  if (query.newProduct) conditions.push(sql`'newProduct' = any(${products.flags})`);
  if (query.installment) conditions.push(sql`'installments' = any(${products.flags})`);
  if (query.freeShipping) conditions.push(sql`'freeShipping' = any(${products.flags})`);
  if (query.rating) conditions.push(sql`${products.ratingTenths} >= ${query.rating * 10}`);
  return and(...conditions) as SQL;
}

export function sortOrder(sort: ProductSort, relevance?: SQL): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price_low_to_high':
      return [asc(products.effectivePrice), asc(products.id)];
    case 'price_high_to_low':
      return [desc(products.effectivePrice), asc(products.id)];
    // Units sold as last counted (sold_ranked, refreshed every minute): ordering by the live count would put an index
    // on a column every order changes (schema/catalog.ts says what that costs).
    case 'discount':
      return [desc(products.discountPercent), desc(products.soldRanked), asc(products.id)];
    case 'best_selling':
      return [desc(products.soldRanked), asc(products.id)];
    case 'relevance':
      if (relevance) return [sql`${relevance} desc`, desc(products.sold), asc(products.id)];
      return sortOrder('recommended');
    case 'recommended':
      // In-stock products first, then the shop's own order.
      return [desc(products.inStock), desc(products.rank), asc(products.id)];
  }
}

/**
 * A side-menu count as the database answers it: the total (with the price range), a brand, option, collection or
 * category, or a sub-category counted beside the main categories (countedHits' rows, for a search's side menu).
 */
export interface FacetRow extends Record<string, unknown> {
  kind: 'total' | 'brand' | 'option' | 'collection' | 'category' | 'subcategory';
  key: string | null;
  count: number;
  low: number | null;
  high: number | null;
}

/** Which level the category facet counts: the children of the current category, or the main categories. */
function facetColumn(category: CategoryEntry | undefined): SQL | null {
  if (!category) return sql`main_category_id`;
  if (category.level === 'main') return sql`sub_category_id`;
  if (category.level === 'sub') return sql`detail_category_id`;
  return null;
}

/**
 * Every count of the side menu over the matching products, in three passes over products_facets_idx (which holds all
 * they read, so the table itself is not read): total, price range, brands and child categories in one pass by grouping
 * sets, option values in another, collections from their few members. A null key (no brand, no detail category) is
 * a group the menu leaves out. The conditions (a search's words, a wish list) are checked once, the matches kept for
 * the three passes. `sub` counts the sub-categories too, in the same grouping pass. The catalogue's own listings are
 * counted by the catalogue index instead (decision 0062); this is their reference in its tests.
 */
async function facetRows(db: Database, where: SQL, child: SQL | null, sub: SQL | null = null): Promise<FacetRow[]> {
  const [source, condition] = [sql.raw('hits'), sql`true`];
  const matches = sql`with hits as materialized (select id, brand_id, main_category_id, sub_category_id, detail_category_id, option_values, effective_price from products where ${where}) `;
  const levels = [...(child ? [{ column: child, kind: 'category' }] : []), ...(sub ? [{ column: sub, kind: 'subcategory' }] : [])];
  const kinds = levels.map((level) => sql` when grouping(${level.column}) = 0 then ${sql.raw(`'${level.kind}'`)}`);
  const grouped = sql`select case when grouping(brand_id) = 0 then 'brand'${sql.join(kinds)} else 'total' end as kind,
      coalesce(brand_id${sql.join(levels.map((level) => sql`, ${level.column}`))})::text as key, count(*)::int as count, min(effective_price) as low, max(effective_price) as high
    from ${source} where ${condition} group by grouping sets ((), (brand_id)${sql.join(levels.map((level) => sql`, (${level.column})`))})`;
  const result = await db.execute(sql`${matches}${grouped}
    union all select 'option', value, count(*)::int, null, null from ${source}, unnest(option_values) as value where ${condition} group by 1, 2
    union all select 'collection', collection_id::text, count(*)::int, null, null
      from collection_products join ${source} on ${source}.id = collection_products.product_id where ${condition} group by 1, 2`);
  // Both drivers (pg and PGlite) answer {rows}.
  return (result as unknown as { rows: FacetRow[] }).rows;
}

/**
 * The side-menu counts of a search's hits (`where`: their ids), in one pass for both of its menus: the search's filters
 * (main categories) and its related side menu (sub-categories, whereTheyLive), so a brand's chip and its filter are one
 * number, counted once.
 */
export const hitFacetRows = (db: Database, where: SQL): Promise<FacetRow[]> =>
  facetRows(db, and(where, onSale) as SQL, facetColumn(undefined), sql`sub_category_id`);

/**
 * Where the counted products live (hitFacetRows' rows): their sub-categories and brands, most products first, the
 * first `limit` of each.
 */
export async function whereTheyLive(
  db: Database,
  counted: Promise<FacetRow[]>,
  locale: Locale,
  limit: number,
): Promise<Pick<ListingFacets, 'categories' | 'brands'>> {
  const [table, rows] = await Promise.all([lookups(db), counted]);
  // The sub-categories are the menu's categories; the main ones are the search's filters'. Sub-categories of two
  // parents can share a position and a count: in id order then, not in the order the grouping happened to give.
  const menuRows = rows
    .flatMap((row) => (row.kind === 'category' ? [] : row.kind === 'subcategory' ? [{ ...row, kind: 'category' as const }] : [row]))
    .sort((a, b) => (a.kind === 'category' && b.kind === 'category' ? Number(a.key) - Number(b.key) : 0));
  const { facets } = facetsFrom(menuRows, table, locale);
  const byCount = <T extends { count: number }>(values: T[]) => values.sort((a, b) => b.count - a.count).slice(0, limit);
  return { categories: byCount(facets.categories), brands: byCount(facets.brands) };
}

type OptionFacet = FacetValue & { position: number };

function facetsFrom(rows: FacetRow[], table: Lookups, locale: Locale): { total: number; facets: ListingFacets } {
  const of = (kind: string) => rows.filter((row) => row.kind === kind && row.key !== null);
  const byCount = (a: { count: number; label: string }, b: { count: number; label: string }) =>
    b.count - a.count || a.label.localeCompare(b.label);
  const totalRow = rows.find((row) => row.kind === 'total');
  const options = Object.fromEntries(PRODUCT_OPTION_NAMES.map((name) => [name, [] as OptionFacet[]])) as Record<
    ProductOptionName,
    OptionFacet[]
  >;
  for (const row of of('option')) {
    const [name, value] = (row.key as string).split(':') as [ProductOptionName, string];
    const entry = table.optionLabel.get(row.key as string);
    // A value of an option the shop no longer has is left out.
    options[name]?.push({
      value,
      label: entry ? pickText(entry.label, locale) : value,
      count: row.count,
      position: entry?.position ?? 999,
    });
  }
  const collectionById = new Map([...table.collectionBySlug.values()].map((collection) => [collection.id, collection]));
  return {
    total: totalRow?.count ?? 0,
    facets: {
      categories: of('category')
        .flatMap((row) => {
          const category = table.categoryById.get(Number(row.key));
          return category && categoryShown(table, category)
            ? [{ value: category.slug, label: pickText(category.name, locale), count: row.count, position: category.position }]
            : [];
        })
        .sort((a, b) => a.position - b.position)
        .map(({ position: _position, ...facet }) => facet),
      brands: of('brand')
        .flatMap((row) => {
          const brand = table.brandById.get(Number(row.key));
          return brand && shown(brand) ? [{ value: brand.slug, label: pickText(brand.name, locale), count: row.count }] : [];
        })
        .sort(byCount),
      options: Object.fromEntries(
        PRODUCT_OPTION_NAMES.map((name) => [
          name,
          options[name].sort((a, b) => a.position - b.position).map(({ position: _position, ...facet }) => facet),
        ]),
      ) as ListingFacets['options'],
      // In the shop's order of collections, as categories are in theirs: not in whatever order the counting gave.
      collections: of('collection')
        .flatMap((row) => {
          const collection = collectionById.get(Number(row.key));
          return collection && shown(collection)
            ? [{ value: collection.slug, label: pickText(collection.name, locale), count: row.count, position: collection.position }]
            : [];
        })
        .sort((a, b) => a.position - b.position)
        .map(({ position: _position, ...facet }) => facet),
      price: { min: totalRow?.low ?? 0, max: totalRow?.high ?? 0 },
    },
  };
}

export function categoryPage(table: Lookups, category: CategoryEntry, locale: Locale): CategoryPage {
  return {
    ...categoryRef(category, locale),
    description: pickText(category.description, locale),
    breadcrumb: breadcrumbOf(table, category, locale),
    children: [...table.categoryById.values()]
      .filter((child) => child.parentId === category.id && shown(child))
      .map((child) => categoryRef(child, locale)),
    banner: `/media/categories/${category.slug}.webp`,
  };
}

/** The cards of one page of the matches in order: read from a (scope, order) index for the listing's own orders. */
export function listingPage(db: Database, where: SQL, order: SQL[], page: Pick<ListingQuery, 'page' | 'size'>) {
  return db
    .select(cardColumns)
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(page.size)
    .offset((page.page - 1) * page.size);
}

interface ListingShape {
  relevance?: SQL;
  /** The caller's own order of the results (the wish list's by when each product was hearted) instead of query.sort's. */
  order?: SQL[];
  /**
   * The caller knows no product meets its conditions (a search whose hits are none): the empty page and counts are
   * answered without asking the database, as it would have answered them (a total of 0, no facets, prices 0).
   */
  none?: boolean;
  /**
   * A search as typed ranks its first hits but counts every hit it found: the total and the facets are these rows
   * (hitFacetRows, the ones its side menu counts, so their numbers agree) instead of a count over `extra`, and the
   * pages hold only the `ranked` products.
   */
  counted?: { rows: Promise<FacetRow[]>; ranked: number };
  /** The page's cards, when the caller read them already (a search as typed, in its hits statement): not read again. */
  cards?: CardRow[];
}

/**
 * Conditions beyond the query (a search's words, a wish list), or the catalogue index that answers the catalogue's own
 * listings, whose filters are all in the query: never both, the index knows nothing of the extra conditions.
 */
export type ListingOptions = ListingShape & ({ extra?: SQL[]; index?: never } | { extra?: never; index: CatalogueIndex });

/** Which category level the side menu counts under the category asked: its children, or the main categories. */
function childLevel(category: CategoryEntry | undefined): ChildLevel {
  if (!category) return 'main';
  return category.level === 'main' ? 'sub' : category.level === 'sub' ? 'detail' : null;
}

/** A page's cards and the side-menu counts as the catalogue index answers them, its cards included: no statement. */
async function indexedPage(index: CatalogueIndex, query: ListingQuery, table: Lookups, locale: Locale) {
  const filters = resolvedFilters(query, table);
  const columns = await index.current();
  const offset = (query.page - 1) * query.size;
  const { ids, rows } = answer(columns, filters, query.sort, { offset, limit: query.size }, childLevel(filters.categoryEntry));
  return { items: ids.map((id) => toCard(columns.cardOf(columns.slotOf(id)), table, locale)), facetData: rows };
}

/** A page's cards and the side-menu counts as the database answers them. */
async function queriedPage(db: Database, query: ListingQuery, table: Lookups, locale: Locale, options: ListingShape & { extra?: SQL[] }) {
  if (options.none) return { items: [], facetData: [] };
  const where = listingConditions(query, table, options.extra);
  const category = query.category ? table.categoryBySlug.get(query.category) : undefined;
  const [rows, facetData] = await Promise.all([
    options.cards ?? listingPage(db, where, options.order ?? sortOrder(query.sort, options.relevance), query),
    options.counted?.rows ?? facetRows(db, and(where, ...withAncestors(table, category)) as SQL, facetColumn(category)),
  ]);
  return { items: rows.map((row) => toCard(row, table, locale)), facetData };
}

/** A page of product cards with total, facets and the category asked for. */
export async function productListing(
  db: Database,
  query: ListingQuery,
  locale: Locale,
  options: ListingOptions = {},
): Promise<ProductListing> {
  const table = await lookups(db);
  const { items, facetData } = options.index
    ? await indexedPage(options.index, query, table, locale)
    : await queriedPage(db, query, table, locale, options);
  const category = query.category ? table.categoryBySlug.get(query.category) : undefined;
  const { total, facets } = facetsFrom(facetData, table, locale);
  const paged = options.counted ? Math.min(total, options.counted.ranked) : total;
  return {
    items,
    total,
    page: query.page,
    size: query.size,
    total_pages: Math.ceil(paged / query.size),
    category: category ? categoryPage(table, category, locale) : null,
    facets,
    sort: query.sort,
  };
}
