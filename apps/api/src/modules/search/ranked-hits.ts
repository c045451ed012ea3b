import type { SearchQuery } from '@talad/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { idsParameter } from '../../db/statements.ts';
import { products } from '../../db/schema/index.ts';
import { onSale } from '../catalog/index.ts';

/**
 * How many hits of a search are ranked by similarity, and so how many it answers: five pages of 24. Similarity is
 * dear (word_similarity against the name and the long search text: 512 ms for ไอโฟน's 2,557 hits at 100,000
 * products, EXPLAIN ANALYZE on PostgreSQL 15, busy machine), and a common word hits thousands of products (ไอโฟน
 * 2,557, สินค้าขายดี 29,582 at 100,000): ranking every hit made a search's cost grow with the catalogue
 * (bench/README.md "Catalogue size"). Taking this many hits from the trigram index first (LIMIT on the index scan,
 * which stops there) bounds the pages: they come from these products (the total and the counts from SIDE_MENU_HITS).
 * Which hits: the index's order, the table's (oldest products first); past the bound a shopper narrows with a
 * filter or a sort, which see every hit.
 */
export const RANKED_HITS = 120;

/**
 * How many typo hits are ranked into pages (two), by the full similarity (word_similarity against the whole search
 * text, ≈ 0.4 ms a product on a busy machine); they are counted as exact hits are, up to SIDE_MENU_HITS.
 */
export const TYPO_HITS = 48;

/**
 * A search as typed counts more hits than its pages rank (grouping costs a heap row each, no similarity): its total,
 * its filters' counts and its side menu all count these same hits, so they agree (issue #25: a brand's chip said 84,
 * its filter 43 over the ranked hits only).
 */
export const SIDE_MENU_HITS = 1000;

/**
 * Whether the hits are ranked by similarity over a bounded set: a search by relevance without filters, what a
 * shopper types into the box. A filter or another sort must see every hit (the cheapest hit, the hits of a brand
 * past the first RANKED_HITS), so those go over them all as a listing does.
 */
export function rankedOverBoundedHits(query: SearchQuery): boolean {
  const { search: _search, page: _page, size: _size, sort, ...filters } = query;
  return sort === 'relevance' && Object.values(filters).every((value) => value === undefined || value === false);
}

/** The ids as one condition: one parameter, so the statement's text (and its prepared plan) is the same for any ids. */
export const amongIds = (ids: readonly number[]): SQL => sql`${products.id} = any(${idsParameter(ids)}::int[])`;

/**
 * Up to `limit` products on sale matching `condition`, in the index's order (the table's, oldest first): the bitmap
 * scan stops once it has them, so a word held by 30,000 products costs what one held by `limit` costs.
 */
export async function firstHits(transaction: Transaction | Database, condition: SQL, limit: number): Promise<number[]> {
  const rows = await transaction.select({ id: products.id }).from(products).where(and(condition, onSale)).limit(limit);
  return rows.map((row) => row.id);
}
