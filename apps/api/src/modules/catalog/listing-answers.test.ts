import type { ListingQuery, ProductListing } from '@talad/contract';
import { PRODUCT_OPTION_NAMES, PRODUCT_SORTS, type ProductSort } from '@talad/domain';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, collectionProducts, products } from '../../db/schema/index.ts';
import { deskCall } from '../../test-support/staff.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { listingConditions, listingPage, sortOrder } from './listing.ts';
import { lookups } from './lookups.ts';

/**
 * Listings are read from indexes (a page in order, not sorted from every match) and their side-menu counts are kept
 * per filter; neither may change an answer. Each answer is held here to one counted from the products' rows
 * themselves, in JavaScript: the same products in the same order, the same total and the same counts.
 */
let shop: TestApp;
beforeAll(async () => {
  // The answer cache on, as in production: kept side-menu counts are what is being checked.
  shop = await buildTestApp({ rateLimitPerMinute: 1_000_000, answerCacheMs: 5_000 });
}, 120_000);
afterAll(() => shop.close());

interface Row {
  id: number;
  code: string;
  mainCategoryId: number;
  subCategoryId: number;
  detailCategoryId: number | null;
  brandId: number | null;
  optionValues: string[];
  effectivePrice: number;
  discountPercent: number;
  /** Units sold as the best-selling order counts them (sold_ranked). */
  sold: number;
  stock: number;
  rank: number;
  /** Microseconds since 1970, as text: a JavaScript date would lose the database's last three digits. */
  createdAt: string;
}

interface Shop {
  rows: Row[];
  collectionsOf: Map<number, number[]>;
  categoryBySlug: Map<string, { id: number; level: string; slug: string }>;
  categorySlug: Map<number, string>;
  brandSlug: Map<number, string>;
  collectionSlug: Map<number, string>;
}

async function shopRows(): Promise<Shop> {
  const [rows, memberships, categoryRows, table] = await Promise.all([
    shop.db
      .select({
        id: products.id,
        code: products.code,
        mainCategoryId: products.mainCategoryId,
        subCategoryId: products.subCategoryId,
        detailCategoryId: products.detailCategoryId,
        brandId: products.brandId,
        optionValues: products.optionValues,
        effectivePrice: products.effectivePrice,
        discountPercent: products.discountPercent,
        sold: products.soldRanked,
        stock: products.stock,
        rank: products.rank,
        createdAt: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`,
      })
      .from(products)
      .where(isNull(products.withdrawnAt)),
    shop.db.select().from(collectionProducts),
    shop.db.select({ id: categories.id, slug: categories.slug, level: categories.level }).from(categories),
    lookups(shop.db),
  ]);
  const collectionsOf = new Map<number, number[]>();
  for (const { productId, collectionId } of memberships)
    collectionsOf.set(productId, [...(collectionsOf.get(productId) ?? []), collectionId]);
  return {
    rows,
    collectionsOf,
    categoryBySlug: new Map(categoryRows.map((row) => [row.slug, row])),
    categorySlug: new Map(categoryRows.map((row) => [row.id, row.slug])),
    brandSlug: new Map([...table.brandById].map(([id, brand]) => [id, brand.slug])),
    collectionSlug: new Map([...table.collectionBySlug.values()].map((collection) => [collection.id, collection.slug])),
  };
}

const compare = (a: number | bigint, b: number | bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** sortOrder's orders, written again over the rows. */
const ORDERS: Record<Exclude<ProductSort, 'relevance'>, (a: Row, b: Row) => number> = {
  recommended: (a, b) => compare(Number(b.stock > 0), Number(a.stock > 0)) || compare(b.rank, a.rank) || compare(a.id, b.id),
  newest: (a, b) => compare(BigInt(b.createdAt), BigInt(a.createdAt)) || compare(b.id, a.id),
  price_low_to_high: (a, b) => compare(a.effectivePrice, b.effectivePrice) || compare(a.id, b.id),
  price_high_to_low: (a, b) => compare(b.effectivePrice, a.effectivePrice) || compare(a.id, b.id),
  discount: (a, b) => compare(b.discountPercent, a.discountPercent) || compare(b.sold, a.sold) || compare(a.id, b.id),
  best_selling: (a, b) => compare(b.sold, a.sold) || compare(a.id, b.id),
};
const SORTS = PRODUCT_SORTS.filter((sort): sort is keyof typeof ORDERS => sort !== 'relevance');

interface Asked {
  category?: string;
  sort: keyof typeof ORDERS;
  page: number;
  size: number;
  minPrice?: number;
}

const tally = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** What the listing must answer, from the rows: page, total and side-menu counts. */
function expected(data: Shop, asked: Asked) {
  const category = asked.category === undefined ? undefined : data.categoryBySlug.get(asked.category)!;
  const inScope = (row: Row) =>
    !category ||
    (category.level === 'main' ? row.mainCategoryId : category.level === 'sub' ? row.subCategoryId : row.detailCategoryId) === category.id;
  const hits = data.rows.filter((row) => inScope(row) && (asked.minPrice === undefined || row.effectivePrice >= asked.minPrice));
  const childOf = (row: Row) =>
    !category ? row.mainCategoryId : category.level === 'main' ? row.subCategoryId : category.level === 'sub' ? row.detailCategoryId : null;
  const counts = {
    categories: {} as Record<string, number>,
    brands: {} as Record<string, number>,
    collections: {} as Record<string, number>,
    options: Object.fromEntries(PRODUCT_OPTION_NAMES.map((name) => [name, {} as Record<string, number>])),
  };
  for (const row of hits) {
    const child = childOf(row);
    if (child !== null) tally(counts.categories, data.categorySlug.get(child)!);
    if (row.brandId !== null) tally(counts.brands, data.brandSlug.get(row.brandId)!);
    for (const id of data.collectionsOf.get(row.id) ?? []) tally(counts.collections, data.collectionSlug.get(id)!);
    for (const option of row.optionValues) {
      const [name, value] = option.split(':') as [string, string];
      if (counts.options[name]) tally(counts.options[name], value);
    }
  }
  const prices = hits.map((row) => row.effectivePrice);
  const start = (asked.page - 1) * asked.size;
  return {
    codes: [...hits]
      .sort(ORDERS[asked.sort])
      .slice(start, start + asked.size)
      .map((row) => row.code),
    total: hits.length,
    counts,
    price: prices.length > 0 ? { min: Math.min(...prices), max: Math.max(...prices) } : { min: 0, max: 0 },
  };
}

/** The answer in the same shape: side-menu entries as value → count. */
function answered(listing: ProductListing) {
  const byValue = (entries: { value: string; count: number }[]) => Object.fromEntries(entries.map((entry) => [entry.value, entry.count]));
  return {
    codes: listing.items.map((card) => card.product_id),
    total: listing.total,
    counts: {
      categories: byValue(listing.facets.categories),
      brands: byValue(listing.facets.brands),
      collections: byValue(listing.facets.collections),
      options: Object.fromEntries(PRODUCT_OPTION_NAMES.map((name) => [name, byValue(listing.facets.options[name])])),
    },
    price: listing.facets.price,
  };
}

const pathOf = (asked: Asked) =>
  `/catalog/products?sort=${asked.sort}&page=${asked.page}&size=${asked.size}` +
  (asked.category ? `&category=${asked.category}` : '') +
  (asked.minPrice === undefined ? '' : `&min_price=${asked.minPrice}`);

async function listingOf(asked: Asked, language: 'th' | 'en'): Promise<ProductListing> {
  const response = await call(shop.app, 'GET', pathOf(asked), { language });
  expect(response.statusCode, pathOf(asked)).toBe(200);
  return (response.json() as { data: ProductListing }).data;
}

/** The shop, every category of every level, each in another order, page, language and with or without a minimum price. */
function everyScope(data: Shop): Asked[] {
  const scopes = [undefined, ...data.categoryBySlug.keys()];
  return scopes.flatMap((category, index) => {
    const sort = SORTS[index % SORTS.length]!;
    const minPrice = index % 2 === 0 ? undefined : 50_000;
    return [1, 2].map((page) => ({ ...(category ? { category } : {}), sort, page, size: 7, ...(minPrice ? { minPrice } : {}) }));
  });
}

describe('listing answers equal the ones counted from the rows', () => {
  it('every category and the whole shop: the same products in the same order, total and side-menu counts', async () => {
    const data = await shopRows();
    const asked = everyScope(data);
    expect(asked.length).toBeGreaterThan(100);
    for (const [index, each] of asked.entries()) {
      const answer = answered(await listingOf(each, index % 2 === 0 ? 'th' : 'en'));
      expect(answer, pathOf(each)).toEqual(expected(data, each));
    }
  });

  it('every order of a main, a sub and a detail category and of the whole shop, pages 1 and 3, with kept counts shared', async () => {
    const data = await shopRows();
    for (const category of [undefined, 'fashion', 'shoes', 'sneakers', 'mobile-tablet'])
      for (const sort of SORTS)
        for (const page of [1, 3])
          for (const minPrice of [undefined, 30_000]) {
            const each: Asked = { ...(category ? { category } : {}), sort, page, size: 5, ...(minPrice ? { minPrice } : {}) };
            expect(answered(await listingOf(each, 'th')), pathOf(each)).toEqual(expected(data, each));
          }
  });

  it('a withdrawal changes the kept counts at once: the total and the brand count drop by one, and come back', async () => {
    const asked: Asked = { category: 'fashion', sort: 'recommended', page: 1, size: 5 };
    const before = answered(await listingOf(asked, 'th'));
    const [product] = await shop.db
      .select({ code: products.code, brandId: products.brandId })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.mainCategoryId))
      .where(sql`${categories.slug} = 'fashion' and ${products.brandId} is not null and ${products.withdrawnAt} is null`)
      .limit(1);
    const brand = (await shopRows()).brandSlug.get(product!.brandId!)!;
    const staff = (action: string) => deskCall(shop.app, 'POST', `/admin/products/${product!.code}/${action}`);
    expect((await staff('withdraw')).statusCode).toBe(200);
    // Another sort and page: not the answer cached above, but the same kept counts unless the withdrawal emptied them.
    const withdrawn = answered(await listingOf({ ...asked, sort: 'newest', page: 2 }, 'th'));
    expect(withdrawn.total).toBe(before.total - 1);
    expect(withdrawn.counts.brands[brand] ?? 0).toBe(before.counts.brands[brand]! - 1);
    expect((await staff('restore')).statusCode).toBe(200);
    const restored = answered(await listingOf({ ...asked, sort: 'discount', page: 2 }, 'th'));
    expect(restored.total).toBe(before.total);
    expect(restored.counts).toEqual(before.counts);
  });
});

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}

const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];

describe('listing pages are read in order from an index', () => {
  it('for the whole shop and a main, sub and detail category, in every order: no full sort, no scan of the table', async () => {
    const table = await lookups(shop.db);
    for (const category of [undefined, 'fashion', 'shoes', 'sneakers'])
      for (const sort of SORTS) {
        const query = { sort, page: 3, size: 24, ...(category ? { category } : {}) } as ListingQuery;
        const page = listingPage(shop.db, listingConditions(query, table), sortOrder(sort), query);
        // With sorts and sequential scans priced out, only an index in the listing's order keeps both out of the plan.
        const plan = await shop.db.transaction(async (transaction) => {
          await transaction.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_sort', 'off', true)`);
          const result = await transaction.execute(sql`explain (format json) ${page}`);
          const [explained] = (result as unknown as { rows: { 'QUERY PLAN': unknown }[] }).rows;
          const text = explained!['QUERY PLAN'];
          // The plan comes back as JSON text or already parsed, depending on the driver.
          return (typeof text === 'string' ? (JSON.parse(text) as [{ Plan: PlanNode }]) : (text as [{ Plan: PlanNode }]))[0].Plan;
        });
        const types = nodeTypes(plan);
        expect(types, `${category ?? 'shop'} ${sort}: ${types.join(' > ')}`).not.toContain('Sort');
        expect(types, `${category ?? 'shop'} ${sort}: ${types.join(' > ')}`).not.toContain('Seq Scan');
        expect(types, `${category ?? 'shop'} ${sort}: ${types.join(' > ')}`).not.toContain('Bitmap Heap Scan');
      }
  });
});
