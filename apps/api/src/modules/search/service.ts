import type { PopularSearch, ProductListing, RelatedSideMenu, SearchQuery, SearchResult } from '@talad/contract';
import { normaliseQuery, pickText, readableKeyword, type Locale } from '@talad/domain';
import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products, searchQueries } from '../../db/schema/index.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import { AppError } from '../../platform/app-error.ts';
import { lookups, productListing } from '../catalog/index.ts';
import type { SearchCounts } from './search-counts.ts';

/**
 * How close a query must be to a word run of the product text to count as a typo of it. 0.45 lets one wrong,
 * missing or swapped letter through in words of five letters or more without matching unrelated products.
 */
const TYPO_SIMILARITY = 0.45;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

export interface SearchMatch {
  text: string;
  /** Every word is a substring of the product text (ILIKE, served by the trigram index). */
  exact: SQL;
  /** Close enough to be a typo of the product text: only tried when nothing matches exactly. */
  typo: SQL;
  similarity: SQL;
}

export function searchMatch(search: string): SearchMatch {
  const text = normaliseQuery(search);
  if (!text) throw new AppError('SEARCH_TEXT_INVALID');
  const exact = sql.join(
    text.split(' ').map((word) => sql`${products.searchText} ilike ${`%${escapeLike(word)}%`}`),
    sql` and `,
  );
  const similarity = sql`word_similarity(${text}, ${products.searchText})`;
  return { text, exact: sql`(${exact})`, typo: sql`${similarity} >= ${TYPO_SIMILARITY}`, similarity };
}

/**
 * Exact words first (cheap, index-served); only when nothing matches are typos looked for, since similarity has
 * to be computed for every product. Either way results rank by similarity to the query.
 */
export async function searchProducts(db: Database, query: SearchQuery, locale: Locale, counts: SearchCounts, cache?: AnswerCache<ProductListing>): Promise<SearchResult> {
  const match = searchMatch(query.search);
  const find = async () => {
    const exact = await productListing(db, query, locale, { extra: [match.exact], relevance: match.similarity });
    return exact.total > 0 ? exact : productListing(db, query, locale, { extra: [match.typo], relevance: match.similarity });
  };
  const result = cache ? await cache.get(`${locale}:${JSON.stringify(query)}`, find) : await find();
  // A search that found something is counted, so popular searches are what shoppers really look for.
  if (query.page === 1 && result.total > 0) counts.add(match.text);
  return { ...result, search: query.search };
}

export async function popularSearches(db: Database, limit = 10): Promise<PopularSearch[]> {
  const rows = await db.select().from(searchQueries).orderBy(desc(searchQueries.count), desc(searchQueries.lastSearchedAt)).limit(limit);
  return rows.map((row) => ({ keyword: readableKeyword(row.keyword), count: row.count }));
}

/** Hints for the empty search box: the most searched words and the best-selling brands. */
export async function searchPlaceholders(db: Database, locale: Locale): Promise<string[]> {
  const [popular, topBrands, table] = await Promise.all([
    popularSearches(db, 5),
    db.select({ brandId: products.brandId, sold: sql<number>`sum(${products.sold})` }).from(products).groupBy(products.brandId).orderBy(desc(sql`sum(${products.sold})`)).limit(3),
    lookups(db),
  ]);
  const brandNames = topBrands.flatMap((row) => {
    const brand = row.brandId === null ? undefined : table.brandById.get(row.brandId);
    return brand ? [pickText(brand.name, locale)] : [];
  });
  const words = [...new Set([...popular.map((entry) => entry.keyword), ...brandNames])];
  return words.map((word) => (locale === 'en' ? `Search "${word}"` : `ค้นหา "${word}"`));
}

/** Where the matches of the keywords live: their sub-categories and brands, most matches first. */
export async function relatedSideMenu(db: Database, keywords: string, locale: Locale): Promise<RelatedSideMenu> {
  const match = searchMatch(keywords);
  const [exact] = await db.select({ total: count() }).from(products).where(match.exact);
  const condition = exact && exact.total > 0 ? match.exact : match.typo;
  const [table, byCategory, byBrand] = await Promise.all([
    lookups(db),
    db.select({ id: products.subCategoryId, total: count() }).from(products).where(condition).groupBy(products.subCategoryId).orderBy(desc(count())).limit(10),
    db.select({ id: products.brandId, total: count() }).from(products).where(condition).groupBy(products.brandId).orderBy(desc(count())).limit(10),
  ]);
  return {
    categories: byCategory.flatMap((row) => {
      const category = table.categoryById.get(row.id);
      return category ? [{ value: category.slug, label: pickText(category.name, locale), count: row.total }] : [];
    }),
    brands: byBrand.flatMap((row) => {
      const brand = row.id === null ? undefined : table.brandById.get(row.id);
      return brand ? [{ value: brand.slug, label: pickText(brand.name, locale), count: row.total }] : [];
    }),
  };
}
