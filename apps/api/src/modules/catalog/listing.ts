import type { CategoryPage, FacetValue, ListingFacets, ListingQuery, ProductListing } from '@talad/contract';
import { PRODUCT_OPTION_NAMES, pickText, type Locale, type ProductOptionName, type ProductSort } from '@talad/domain';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { cardColumns, toCard } from './cards.ts';
import { breadcrumbOf, categoryRef, lookups, type CategoryEntry, type Lookups } from './lookups.ts';
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

function findCategory(table: Lookups, slug: string): CategoryEntry {
  const category = table.categoryBySlug.get(slug);
  if (!category) throw new AppError('CATEGORY_NOT_FOUND');
  return category;
}

/** Every filter of the query as one SQL condition over products (withdrawn products are never listed). */
export function listingConditions(query: ListingQuery, table: Lookups, extra: SQL[] = []): SQL {
  const conditions: SQL[] = [onSale, ...extra];
  if (query.category) conditions.push(categoryCondition(findCategory(table, query.category)));
  if (query.brand) {
    const ids = query.brand.flatMap((slug) => table.brandBySlug.get(slug)?.id ?? []);
    conditions.push(
      ids.length > 0
        ? sql`${products.brandId} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  if (query.collection) {
    const collection = table.collectionBySlug.get(query.collection);
    if (!collection) throw new AppError('COLLECTION_NOT_FOUND');
    conditions.push(sql`${products.id} in (select product_id from collection_products where collection_id = ${collection.id})`);
  }
  if (query.status) conditions.push(anyOf(query.status.map((status) => STATUS_CONDITIONS[status])));
  if (query.shipment) conditions.push(anyOf(query.shipment.map((kind) => SHIPMENT_CONDITIONS[kind])));
  if (query.price) conditions.push(sql`${products.effectivePrice} between ${query.price[0]} and ${query.price[1]}`);
  if (query.min_price !== undefined) conditions.push(sql`${products.effectivePrice} >= ${query.min_price}`);
  if (query.max_price !== undefined) conditions.push(sql`${products.effectivePrice} <= ${query.max_price}`);
  for (const option of PRODUCT_OPTION_NAMES) {
    const values = query[option];
    // Values of one option are alternatives (black or white); different options must all match.
    if (values) conditions.push(sql`${products.optionValues} && ${textArray(values.map((value) => `${option}:${value}`))}`);
  }
  if (query.selection) conditions.push(sql`${products.promotionKinds} && ${textArray(query.selection)}`);
  if (query.hasPromotion) conditions.push(sql`cardinality(${products.promotionKinds}) > 0`);
  if (query.hasStock) conditions.push(sql`${products.stock} > 0`);
  if (query.newProduct) conditions.push(sql`'newProduct' = any(${products.flags})`);
  if (query.installment) conditions.push(sql`'installments' = any(${products.flags})`);
  if (query.freeShipping) conditions.push(sql`'freeShipping' = any(${products.flags})`);
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
    case 'discount':
      return [desc(products.discountPercent), desc(products.sold), asc(products.id)];
    case 'best_selling':
      return [desc(products.sold), asc(products.id)];
    case 'relevance':
      if (relevance) return [sql`${relevance} desc`, desc(products.sold), asc(products.id)];
      return sortOrder('recommended');
    case 'recommended':
      // In-stock products first, then the shop's own order.
      return [sql`(${products.stock} > 0) desc`, desc(products.rank), asc(products.id)];
  }
}

interface FacetRow extends Record<string, unknown> {
  kind: string;
  key: string | null;
  count: number;
  extra: number | null;
}

/** Which level the category facet counts: the children of the current category, or the main categories. */
function facetColumn(category: CategoryEntry | undefined): SQL | null {
  if (!category) return sql`main_category_id`;
  if (category.level === 'main') return sql`sub_category_id`;
  if (category.level === 'sub') return sql`detail_category_id`;
  return null;
}

async function facetRows(db: Database, where: SQL, category: CategoryEntry | undefined): Promise<FacetRow[]> {
  const categoryColumn = facetColumn(category);
  const categoryFacet = categoryColumn
    ? sql`union all select 'category', ${categoryColumn}::text, count(*)::int, null from hits where ${categoryColumn} is not null group by 1, 2`
    : sql``;
  const result = await db.execute(sql`
    with hits as (select id, brand_id, main_category_id, sub_category_id, detail_category_id, option_values, effective_price from products where ${where})
    select 'total' as kind, null as key, count(*)::int as count, null::int as extra from hits
    union all select 'price', min(effective_price)::text, count(*)::int, max(effective_price) from hits
    union all select 'brand', brand_id::text, count(*)::int, null from hits where brand_id is not null group by 1, 2
    union all select 'option', value, count(*)::int, null from hits, unnest(option_values) as value group by 1, 2
    union all select 'collection', collection_id::text, count(*)::int, null from hits join collection_products on product_id = hits.id group by 1, 2
    ${categoryFacet}`);
  // Both drivers (pg and PGlite) answer {rows}.
  return (result as unknown as { rows: FacetRow[] }).rows;
}

type OptionFacet = FacetValue & { position: number };

function facetsFrom(rows: FacetRow[], table: Lookups, locale: Locale): { total: number; facets: ListingFacets } {
  const of = (kind: string) => rows.filter((row) => row.kind === kind && row.key !== null);
  const byCount = (a: { count: number; label: string }, b: { count: number; label: string }) =>
    b.count - a.count || a.label.localeCompare(b.label);
  const priceRow = rows.find((row) => row.kind === 'price');
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
    total: rows.find((row) => row.kind === 'total')?.count ?? 0,
    facets: {
      categories: of('category')
        .flatMap((row) => {
          const category = table.categoryById.get(Number(row.key));
          return category
            ? [{ value: category.slug, label: pickText(category.name, locale), count: row.count, position: category.position }]
            : [];
        })
        .sort((a, b) => a.position - b.position)
        .map(({ position: _position, ...facet }) => facet),
      brands: of('brand')
        .flatMap((row) => {
          const brand = table.brandById.get(Number(row.key));
          return brand ? [{ value: brand.slug, label: pickText(brand.name, locale), count: row.count }] : [];
        })
        .sort(byCount),
      options: Object.fromEntries(
        PRODUCT_OPTION_NAMES.map((name) => [
          name,
          options[name].sort((a, b) => a.position - b.position).map(({ position: _position, ...facet }) => facet),
        ]),
      ) as ListingFacets['options'],
      collections: of('collection').flatMap((row) => {
        const collection = collectionById.get(Number(row.key));
        return collection ? [{ value: collection.slug, label: pickText(collection.name, locale), count: row.count }] : [];
      }),
      price: { min: Number(priceRow?.key ?? 0), max: priceRow?.extra ?? 0 },
    },
  };
}

export function categoryPage(table: Lookups, category: CategoryEntry, locale: Locale): CategoryPage {
  return {
    ...categoryRef(category, locale),
    description: pickText(category.description, locale),
    breadcrumb: breadcrumbOf(table, category, locale),
    children: [...table.categoryById.values()].filter((child) => child.parentId === category.id).map((child) => categoryRef(child, locale)),
    banner: `/media/categories/${category.slug}.webp`,
  };
}

export interface ListingOptions {
  extra?: SQL[];
  relevance?: SQL;
  /** The caller's own order of the results (the wish list's by when each product was hearted) instead of query.sort's. */
  order?: SQL[];
}

/** A page of product cards with total, facets and the category asked for. */
export async function productListing(
  db: Database,
  query: ListingQuery,
  locale: Locale,
  options: ListingOptions = {},
): Promise<ProductListing> {
  const table = await lookups(db);
  const where = listingConditions(query, table, options.extra);
  const category = query.category ? table.categoryBySlug.get(query.category) : undefined;
  const [rows, facetData] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(where)
      .orderBy(...(options.order ?? sortOrder(query.sort, options.relevance)))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    facetRows(db, where, category),
  ]);
  const { total, facets } = facetsFrom(facetData, table, locale);
  return {
    items: rows.map((row) => toCard(row, table, locale)),
    total,
    page: query.page,
    size: query.size,
    total_pages: Math.ceil(total / query.size),
    category: category ? categoryPage(table, category, locale) : null,
    facets,
    sort: query.sort,
  };
}
