import type { PopularSearch, ProductListing, RelatedSideMenu, SearchQuery, SearchResult } from '@talad/contract';
import { foldThai, nearWords, normaliseQuery, pickText, readableKeyword, SEARCH_ALIASES, searchTerms, type Locale } from '@talad/domain';
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { containing, idsParameter, likeEscaped, rowsOf } from '../../db/statements.ts';
import { products, searchQueries, searchWords } from '../../db/schema/index.ts';
import type { AnswerCache } from '../../platform/answer-cache.ts';
import { AppError } from '../../platform/app-error.ts';
import {
  cardColumns,
  hitCounts,
  hitFacetRows,
  listingPage,
  MOST_TERMS,
  lookups,
  onSale,
  productListing,
  shown,
  sortOrder,
  whereTheyLive,
  wordHits,
  type CardRow,
  type CatalogueIndex,
  type FacetRow,
  type ProductColumns,
  type SearchedTerm,
} from '../catalog/index.ts';
import type { MissCache } from './miss-cache.ts';
import { amongIds, firstHits, RANKED_HITS, rankedOverBoundedHits, SIDE_MENU_HITS, TYPO_HITS } from './ranked-hits.ts';
import type { SearchCounts } from './search-counts.ts';
import { trigramQuery, wordCharacters, wordSimilarity, type WordCharacters } from './trigrams.ts';

/**
 * How close a query must be to a word run of the product text to count as a typo of it. 0.45 lets one wrong,
 * missing or swapped letter through in words of five letters or more without matching unrelated products.
 */
export const TYPO_SIMILARITY = 0.45;

export interface SearchMatch {
  /** The query's folded words, compared for typos. */
  text: string;
  /** What the match depends on (words and runs): one key for queries that match alike. */
  key: string;
  /** Every word, or every typed run, is a substring of the product text (LIKE: both sides are lower case; trigram index). */
  exact: SQL;
  /** exact for a statement of its own: the words table read through migration 0021's functions (no transaction). */
  exactAlone: SQL;
  similarity: SQL;
  /**
   * similarity for a product that holds every word (an exact hit), at a fifth of its cost: word_similarity against
   * the short name, and instead of word_similarity against the long search text (≈ 29 µs a product, three quarters
   * of the cost) whether the text holds the words side by side as whole words, which is when that similarity is 1
   * (ไอ and โฟน apart score 0.43 there: 0.5 here).
   */
  closeness: SQL;
  /** The query's folded words, each corrected on its own when it is a typo. */
  words: readonly string[];
  /** The query's folded runs (cut only at the shopper's spaces), corrected too when they differ from the words. */
  runs: readonly string[];
  /** What `exact` asks, as terms: a product matches when in some branch every term is a substring of one of its words. */
  branches: ReadonlyArray<readonly string[]>;
}

/**
 * Whether a term has a trigram (three letters or more), so the words' trigram index finds the words containing it. A
 * shorter term (Thai cuts into many two-letter words: รอ เง ทา) is looked for with strpos over the words table (1,955
 * words at 100,000 products); beside a term with trigrams it is tested on the few products that one finds.
 */
const indexable = (terms: readonly string[]) => terms.some((term) => [...term].length >= 3);

/**
 * How a condition reads the words table: sub-selects, index-served where the transaction turns sequential scans off
 * and sets the typo threshold (withTypoIndex, indexServed), or the functions of migration 0021, which carry those
 * settings themselves, for a statement of its own (decision 0031).
 */
export type WordLookup = 'select' | 'function';

/**
 * The ids of the catalogue's words containing the term (search_words, decision 0030): a product's search text
 * contains the term exactly when one of its words does, since a term has no space.
 */
export function wordsContaining(term: string, lookup: WordLookup = 'select'): SQL {
  if (!indexable([term])) return sql`array(select ${searchWords.id} from ${searchWords} where strpos(${searchWords.word}, ${term}) > 0)`;
  const pattern = containing(term);
  // A scalar sub-select: the function runs once (an InitPlan), and its result is the index's condition.
  if (lookup === 'function') return sql`(select search_words_like(${pattern}))`;
  return sql`array(select ${searchWords.id} from ${searchWords} where ${searchWords.word} like ${pattern})`;
}

/** The product holds one of these words (products.word_ids, GIN-indexed: the posting lists of those word ids). */
const holdsAny = (wordIds: SQL): SQL => sql`${products.wordIds} && ${wordIds}`;

/**
 * Each term a substring of the product text: the product holds a word containing it. Beside a term with trigrams,
 * a shorter one is tested on the text of the products the other finds (strpos; ไอ beside โฟน): the words holding a
 * two-letter term can hold many products between them (ไอ: 5 words, 5,395 of 100,000 products), and their posting
 * lists would be read whole.
 */
function containsAll(terms: readonly string[], lookup: WordLookup = 'select'): SQL {
  const served = indexable(terms);
  return sql`(${sql.join(
    terms.map((term) =>
      served && !indexable([term]) ? sql`strpos(${products.searchText}, ${term}) > 0` : holdsAny(wordsContaining(term, lookup)),
    ),
    sql` and `,
  )})`;
}

/**
 * Each term a substring of the product's search text, in a statement of its own (the words table read through
 * migration 0021's functions): the back office's product search (inventory, decision 0059).
 */
export const holdsEveryTerm = (terms: readonly string[]): SQL => containsAll(terms, 'function');

/**
 * The words ANDed, or the runs ANDed. A branch of two-letter words only is left out when the other has a longer
 * term (รอเงทา, cut as รอ·เง·ทา: two-letter words anywhere in a product say little that the typed run does not).
 */
function exactBranches(words: readonly string[], runs: readonly string[]): Array<readonly string[]> {
  if (runs.join(' ') === words.join(' ')) return [words];
  if (indexable(words) !== indexable(runs)) return [indexable(words) ? words : runs];
  return [words, runs];
}

function exactCondition(words: readonly string[], runs: readonly string[], lookup: WordLookup = 'select'): SQL {
  const branches = exactBranches(words, runs).map((terms) => containsAll(terms, lookup));
  return branches.length === 1 ? branches[0]! : sql`(${sql.join(branches, sql` or `)})`;
}

export function searchMatch(search: string): SearchMatch {
  const terms = searchTerms(search);
  if (!terms.text) throw new AppError('SEARCH_TEXT_INVALID');
  const sameTerms = terms.runs.join(' ') === terms.text;
  const exact = exactCondition(terms.words, terms.runs);
  return {
    text: terms.text,
    key: sameTerms ? terms.text : `${terms.text}|${terms.runs.join(' ')}`,
    exact,
    exactAlone: exactCondition(terms.words, terms.runs, 'function'),
    similarity: sql`word_similarity(${terms.text}, ${foldedName}) + word_similarity(${terms.text}, ${products.searchText})`,
    closeness: sql`word_similarity(${terms.text}, ${foldedName}) + case when ' ' || ${products.searchText} || ' ' like ${`% ${likeEscaped(terms.text)} %`} then 1 else 0.5 end`,
    words: terms.words,
    runs: terms.runs,
    branches: exactBranches(terms.words, terms.runs),
  };
}

/**
 * The product's own names, folded like search_text, to rank by: every product in a category holds the category's
 * words (ทีวี in a sound bar of "ทีวีและเครื่องเสียง"), but the product that is one has them in its name. Stored
 * (migration 0049), not folded again for each hit of each search.
 */
const foldedName = products.searchName;

/** How many of the catalogue's words a misspelt term is corrected to, the closest first. */
export const CORRECTIONS = 5;

/**
 * The ids of the catalogue's words a misspelt term is corrected to: the CORRECTIONS closest words it is a typo of
 * (word_similarity(term, word) >= TYPO_SIMILARITY, through the words' trigram index, inside withTypoIndex). About 2,000
 * short words are compared (1,955 at 100,000 products), not 100,000 products' texts. Whether a product on sale holds a word is not
 * asked here (each such probe built the word's whole posting list: 5 ms a word at 100,000 products): a word only
 * withdrawn products hold is rare, and the search that follows leaves those products out.
 */
export function correctionsOf(term: string, lookup: WordLookup = 'select'): SQL {
  // The same words, by the same query, with the threshold and sequential scans off set on the function (0021).
  const close =
    lookup === 'function'
      ? sql`(select search_word_corrections(${term}, ${CORRECTIONS}))`
      : sql`array(select ${searchWords.id} from ${searchWords} where ${term} <% ${searchWords.word} order by word_similarity(${term}, ${searchWords.word}) desc, similarity(${term}, ${searchWords.word}) desc, ${searchWords.id} limit ${CORRECTIONS})`;
  const swaps = transpositions(term);
  if (swaps.length === 0) return close;
  // Two letters typed the wrong way round: the word the shop holds so is what was meant (sheos: shoes), though
  // trigrams rank it far below words sharing the first letters (sheets, shears: bedding and shears were found).
  // Alone, through migration 0049's function, which keeps to the words' btree (the trigram index served the equality
  // in 2–10 ms at 100,000 products); the same words either way.
  const spelt = idsParameter(swaps);
  const swapped =
    lookup === 'function'
      ? sql`(select search_words_named(${spelt}::text[]))`
      : sql`array(select ${searchWords.id} from ${searchWords} where ${searchWords.word} = any(${spelt}::text[]) order by ${searchWords.id})`;
  return sql`coalesce(nullif(${swapped}, '{}'), ${close})`;
}

/** The term with two neighbouring letters swapped, each way it can be (Latin letters only: a Thai word's marks stack). */
export function transpositions(term: string): string[] {
  if (!/^[a-z0-9]+$/.test(term)) return [];
  const swaps = new Set<string>();
  for (let at = 0; at + 1 < term.length; at++) {
    swaps.add(term.slice(0, at) + term[at + 1] + term[at] + term.slice(at + 2));
  }
  swaps.delete(term);
  return [...swaps];
}

/** The product holds one of the words a term is corrected to; index-served, but only inside withTypoIndex. */
export const typoOf = (term: string, lookup: WordLookup = 'select'): SQL => holdsAny(correctionsOf(term, lookup));

/** The ids of the words a term is corrected to, as a statement reads them (correctionsOf, or a CTE of them: correctedOnce). */
type Corrections = (term: string) => SQL;

/**
 * Each term's corrections computed once in a statement that reads them twice (the typo hits and the "did you mean"
 * words): a CTE per term, which PostgreSQL runs only when it is first read, so never for a search with exact hits.
 * `of` names a term's CTE; `ctes` is the WITH list's entries of every term named, for after the statement is built.
 */
function correctedOnce(): { of: Corrections; ctes: () => SQL[] } {
  const named = new Map<string, string>();
  return {
    of(term) {
      const name = named.get(term) ?? `corrections_${named.size}`;
      named.set(term, name);
      return sql`(select ids from ${sql.raw(name)})`;
    },
    ctes: () => [...named].map(([term, name]) => sql`${sql.raw(name)} as materialized (select ${correctionsOf(term, 'function')} as ids)`),
  };
}

/**
 * Runs `work` where correctionsOf's word_similarity(term, word) >= TYPO_SIMILARITY is answered by the words' GIN
 * trigram index. Calling word_similarity() in a WHERE instead computes it for every row. `<%` reads its
 * threshold from a setting, so it is set for a transaction of its own. The planner does not know how dear
 * word_similarity is per row and picks a full scan for long Thai queries (≈ 50 ms against ≈ 2 ms through the
 * index): sequential scans are off in that transaction too.
 */
export async function withTypoIndex<T>(db: Database, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    // word_similarity is a real (0.45 is 0.4499999881 in it) and the setting a double: this cut keeps exactly the
    // products `word_similarity(…) >= 0.45` kept.
    const threshold = String(Math.fround(TYPO_SIMILARITY));
    await transaction.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${threshold}, true), set_config('enable_seqscan', 'off', true)`,
    );
    return work(transaction);
  });
}

/**
 * Work on the search text's trigram index with sequential scans off for its transaction. The planner prices the GIN
 * index for Thai text far above its cost (it expects one row): a word looked for by scanning 2,000 products took
 * 10 ms (52 ms with ILIKE), through the index 0.5 ms (EXPLAIN ANALYZE on PostgreSQL 15).
 */
function indexServed<T>(db: Database, work: (transaction: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    return work(transaction);
  });
}

/**
 * At most `limit` products holding the words, or when none does, holding a typo of them (the words it is corrected
 * to, decision 0030: no product's similarity is computed to find them, so the same bound serves); both index-served, in the index's order. One statement, no transaction (decision 0031): the words table is read through
 * migration 0021's functions, which carry the typo threshold and sequential scans off; the typo hits are looked for
 * only when there is no exact one (a CASE evaluates its sub-select only then). A typo among several words must first
 * know which words the shop holds (typoCondition): that probe is in the statement instead, and the typo hits a second.
 */
export async function boundedHits(db: Database, match: SearchMatch, limit: number, page?: RankedPage): Promise<BoundedHits> {
  const probed = probedTerms(match);
  const corrections = correctedOnce();
  // One hit past the bound says whether there are more than the shopper is shown (the count reads "120+").
  const exact = sql`select ${products.id} from ${products} where ${and(match.exactAlone, onSale)} limit ${limit + 1}`;
  // The typo hits, read (only when there is no exact hit) by the answer and by the page.
  const typos =
    probed.length === 0
      ? sql`typos as materialized (select array(select ${products.id} from ${products} where ${and(typoFrom(match, new Set(), 'function', corrections.of), onSale)} limit ${limit + 1}) as ids)`
      : undefined;
  const otherwise = typos ? sql`(select ids from typos)` : heldProbes(probed);
  const closest = closestWords(match, corrections.of);
  const cards = page ? rankedCards(db, match, page, typos !== undefined) : sql`null`;
  // The corrections first: the typo hits read them.
  const ctes = sql.join([sql`exact as materialized (${exact})`, ...corrections.ctes(), ...(typos ? [typos] : [])], sql`, `);
  const [row] = rowsOf<{
    exact: number[];
    otherwise: number[] | boolean[] | null;
    closest: Array<string | null> | null;
    cards: Array<Record<string, unknown>> | null;
  }>(
    await db.execute(
      sql`with ${ctes} select array(select id from exact) as exact, case when not exists(select 1 from exact) then ${otherwise} end as otherwise, case when not exists(select 1 from exact) then ${closest} end as closest, ${cards} as cards`,
    ),
  );
  const found = row?.exact ?? [];
  // json_agg of no rows is null: an empty page (a page past the ranked hits, or no hit at all).
  const ranked = page && (found.length > 0 || typos) ? { ...page, rows: (row?.cards ?? []).map(cardRow) } : undefined;
  if (found.length > 0) return { ids: found.slice(0, limit), typos: false, more: found.length > limit, corrected: null, page: ranked };
  const held = new Set(probed.filter((_term, at) => (row?.otherwise as boolean[] | null)?.[at] === true));
  const typoHits =
    probed.length === 0 ? ((row?.otherwise ?? []) as number[]) : await firstHits(db, typoFrom(match, held, 'function'), limit + 1);
  return {
    ids: typoHits.slice(0, limit),
    typos: true,
    more: typoHits.length > limit,
    corrected: typoHits.length > 0 ? correctedText(match, held, row?.closest ?? []) : null,
    page: ranked,
  };
}

/**
 * A search's exact hits from the catalogue index's word postings (decision 0072): the first `limit` in id order, the
 * oldest products first, as boundedHits takes them, and its page ranked by closeness over the first RANKED_HITS in
 * this process (closestFirst), the cards from the index: no statement. When nothing holds the words, the typo hits
 * (indexedTypoHits). Null for a text of more terms than a mask holds (MOST_TERMS): boundedHits answers it.
 */
async function indexedHits(
  db: Database,
  index: CatalogueIndex,
  match: SearchMatch,
  limit: number,
  page: RankedPage | undefined,
): Promise<BoundedHits | null> {
  const columns = await index.current();
  if (new Set([...match.words, ...match.runs]).size > MOST_TERMS) return null;
  const found = wordHits(columns.words, (id) => columns.wordsOf(id), match.branches, limit + 1);
  if (found.length === 0) return indexedTypoHits(db, columns, match, limit, page);
  const ids = found.slice(0, limit);
  const hits = { ids, typos: false, more: found.length > limit, corrected: null };
  if (!page) return hits;
  const characters = await wordCharacters(db);
  return { ...hits, page: pageOf(columns, page, closestFirst(columns, match, ids.slice(0, RANKED_HITS), characters)) };
}

/** The page's cards of the ranked slots. */
const pageOf = (columns: ProductColumns, page: RankedPage, ranked: readonly number[]) => {
  const offset = (page.page - 1) * page.size;
  return { ...page, rows: ranked.slice(offset, offset + page.size).map((slot) => columns.cardOf(slot)) };
};

/**
 * No product holds the words: the typo hits as boundedHits finds them, the corrections from the words table (one
 * statement: the words' trigram index, decision 0030) and their products from the index's word postings, so a common
 * correction's products are never read whole. Which terms are corrected is typoFrom's rule (the words held on sale
 * stay exact), asked of the index; the page is ranked by the full similarity (similarityFirst).
 */
export async function indexedTypoHits(
  db: Database,
  columns: ProductColumns,
  match: SearchMatch,
  limit: number,
  page: RankedPage | undefined,
): Promise<BoundedHits> {
  const terms = correctable(match);
  const [row] = rowsOf<{ corrections: number[][] }>(
    await db.execute(
      sql`select json_build_array(${sql.join(
        terms.map((term) => correctionsOf(term, 'function')),
        sql`, `,
      )}) as corrections`,
    ),
  );
  // search_words' ids as the index numbers its words.
  const corrections = new Map(terms.map((term, at) => [term, columns.words.numbersOf(row!.corrections[at] ?? [])] as const));
  const held = new Set(probedTerms(match).filter((term) => columns.words.anyHeld(columns.words.wordsContaining(term))));
  const branches = typoBranches(match, held, (term) => corrections.get(term) ?? []);
  const found = wordHits(columns.words, (id) => columns.wordsOf(id), branches, limit + 1);
  const closest = terms.map((term) => (indexable([term]) ? (columns.words.textOf(corrections.get(term)![0] ?? 0) ?? null) : null));
  const hits = {
    ids: found.slice(0, limit),
    typos: true,
    more: found.length > limit,
    corrected: found.length > 0 ? correctedText(match, held, closest) : null,
  };
  if (!page) return hits;
  const characters = await wordCharacters(db);
  return { ...hits, page: pageOf(columns, page, similarityFirst(columns, match, hits.ids.slice(0, TYPO_HITS), characters)) };
}

/**
 * typoFrom's condition as the index's terms: each branch (the words, or the typed runs) either every term corrected
 * or, when some are held and some not, the held ones and the short ones exact and the others corrected.
 */
function typoBranches(match: SearchMatch, held: ReadonlySet<string>, corrections: (term: string) => readonly number[]): SearchedTerm[][] {
  const corrected = (terms: readonly string[]): SearchedTerm[] => {
    const typed = terms.filter((term) => indexable([term]) && !held.has(term));
    const kept = terms.filter((term) => held.has(term));
    if (terms.length < 2 || typed.length === 0 || kept.length === 0) return terms.map(corrections);
    return [...kept, ...terms.filter((term) => !indexable([term])), ...typed.map(corrections)];
  };
  const sameTerms = match.runs.join(' ') === match.words.join(' ');
  return sameTerms ? [corrected(match.words)] : [corrected(match.words), corrected(match.runs)];
}

/**
 * The hits' slots in the page's order, as the listing's statement orders them (sortOrder 'relevance' with
 * match.closeness): word_similarity of the text to the product's folded names, plus 1 when its search text holds the
 * text's words side by side as whole words (0.5 otherwise), the greater first; then more units sold, then the older.
 */
export function closestFirst(columns: ProductColumns, match: SearchMatch, ids: readonly number[], characters: WordCharacters): number[] {
  const query = trigramQuery(match.text, characters);
  // The text's words as the index numbers them: a word the catalogue does not hold is held side by side by no product.
  const phrase = match.text.split(' ').map((word) => columns.words.numberOf(word) ?? -1);
  const scored = ids.flatMap((id) => {
    const slot = columns.slotOf(id);
    if (slot < 0) return [];
    const together = holdsRun(columns.wordsOf(id)!, phrase) ? 1 : 0.5;
    return [{ slot, id, score: wordSimilarity(query, columns.searchNameOf(slot)) + together, sold: columns.sold[slot]! }];
  });
  return inPageOrder(scored);
}

/**
 * Typo hits' slots in the page's order, as the listing's statement orders them with match.similarity: word_similarity
 * of the text to the folded names plus to the search text (a float4 sum, as PostgreSQL adds two reals), the greater
 * first; then more units sold, then the older.
 */
export function similarityFirst(columns: ProductColumns, match: SearchMatch, ids: readonly number[], characters: WordCharacters): number[] {
  const query = trigramQuery(match.text, characters);
  const scored = ids.flatMap((id) => {
    const slot = columns.slotOf(id);
    if (slot < 0) return [];
    const score = Math.fround(wordSimilarity(query, columns.searchNameOf(slot)) + wordSimilarity(query, columns.searchTextOf(slot)));
    return [{ slot, id, score, sold: columns.sold[slot]! }];
  });
  return inPageOrder(scored);
}

/** Scored hits by score, then units sold, then id: sortOrder('relevance')'s order. */
function inPageOrder(scored: Array<{ slot: number; id: number; score: number; sold: number }>): number[] {
  scored.sort((a, b) => b.score - a.score || b.sold - a.sold || a.id - b.id);
  return scored.map((hit) => hit.slot);
}

/** Whether the tokens hold the run of word numbers, side by side. */
function holdsRun(tokens: ArrayLike<number>, run: readonly number[]): boolean {
  for (let start = 0; start + run.length <= tokens.length; start++) {
    let at = 0;
    while (at < run.length && tokens[start + at] === run[at]) at++;
    if (at === run.length) return true;
  }
  return false;
}

export interface BoundedHits {
  ids: number[];
  typos: boolean;
  more: boolean;
  corrected: string | null;
  /** The page asked for, ranked in the same statement (none when the typo hits needed a statement of their own). */
  page?: (RankedPage & { rows: CardRow[] }) | undefined;
}

/** Which page of a search as typed its hits statement reads too. */
export type RankedPage = Pick<SearchQuery, 'page' | 'size'>;

/**
 * The cards of a page of a search as typed, as productListing reads them for it (on sale, among the ranked hits, by
 * relevance, units sold, id): the first RANKED_HITS exact hits by closeness or, with none, the first TYPO_HITS typo hits
 * by similarity (`typos`: the statement has them). In the hits statement, so a search is one statement fewer.
 */
function rankedCards(db: Database, match: SearchMatch, page: RankedPage, typos: boolean): SQL {
  const exact = sql`exists(select 1 from exact)`;
  const firstExact = sql`array(select id from exact limit ${RANKED_HITS})`;
  const ranked = typos ? sql`case when ${exact} then ${firstExact} else (select ids[1:${TYPO_HITS}] from typos) end` : firstExact;
  const relevance = typos ? sql`case when ${exact} then ${match.closeness} else ${match.similarity} end` : match.closeness;
  // listingPage's query is not run here: it is a sub-select of the hits statement.
  const cards = listingPage(db, and(onSale, sql`${products.id} = any(${ranked})`) as SQL, sortOrder('relevance', relevance), page);
  // The rows in the page's order (json_agg keeps the order of a sorted sub-select it reads alone).
  return sql`(select json_agg(card) from (${cards}) as card)`;
}

/** The cards' columns by their names in the database, the keys of a card read as JSON. */
const cardKeys = new Map(Object.entries(cardColumns).map(([key, column]) => [column.name, key]));

/** A card read as JSON (json_agg: the columns' database names) as the listing's query answers it. */
const cardRow = (json: Record<string, unknown>): CardRow =>
  Object.fromEntries(Object.entries(json).map(([name, value]) => [cardKeys.get(name) ?? name, value])) as CardRow;

/**
 * A search's hits as typed (up to SIDE_MENU_HITS) and their side-menu counts (hitFacetRows), still being counted when
 * the hits are known: what a results page's search and its side menu share (decision 0038).
 */
export interface CountedHits {
  hits: BoundedHits;
  rows: Promise<FacetRow[]>;
}

/**
 * The hits and their counts, kept by the caller (the routes: ANSWER_CACHE_MS, and while computing, keyed by the
 * match), so the search and its side menu, asked together for one results page, find and count them once.
 */
export type HitsMemo = AnswerCache<CountedHits>;

async function countedHits(
  db: Database,
  match: SearchMatch,
  failed: () => void,
  page?: RankedPage,
  index?: CatalogueIndex,
): Promise<CountedHits> {
  const hits =
    (index && (await indexedHits(db, index, match, SIDE_MENU_HITS, page))) || (await boundedHits(db, match, SIDE_MENU_HITS, page));
  // No hit, no typo: nothing to count. The catalogue index counts them without a statement (decision 0062).
  const rows =
    hits.ids.length === 0
      ? Promise.resolve([])
      : index
        ? index.current().then((columns) => hitCounts(columns, hits.ids))
        : hitFacetRows(db, amongIds(hits.ids));
  // Thrown at whoever awaits the counts, never unhandled when nobody does (a search whose page failed first).
  rows.catch(failed);
  return { hits, rows };
}

/** A failed count is not kept: the memo is emptied (a database failure, rare), as the answer cache drops a failure. */
const hitsOf = (
  db: Database,
  match: SearchMatch,
  memo: HitsMemo | undefined,
  page?: RankedPage,
  index?: CatalogueIndex,
): Promise<CountedHits> =>
  memo
    ? memo.get(match.key, () => countedHits(db, match, () => memo.clear(), page, index))
    : countedHits(db, match, () => undefined, page, index);

/** The terms whose closest words are looked for: the words, then the typed runs when they differ. */
const correctable = (match: SearchMatch): string[] =>
  match.runs.join(' ') === match.words.join(' ') ? [...match.words] : [...match.words, ...match.runs];

/**
 * What was searched instead ("did you mean"): each word the shop does not hold as typed as its closest word, or else
 * each typed run so (a Thai typo is often corrected as its run: หม้อทอดไร้น้ำมน), or null when nothing changed.
 */
function correctedText(match: SearchMatch, held: ReadonlySet<string>, closest: ReadonlyArray<string | null>): string | null {
  const terms = correctable(match);
  const fixed = (from: number, of: readonly string[]) =>
    of.map((term, at) => (held.has(term) ? term : (closest[from + at] ?? term))).join(' ');
  const words = fixed(0, match.words);
  if (words !== match.words.join(' ')) return words;
  const runs = fixed(match.words.length, terms.slice(match.words.length));
  return runs && runs !== match.runs.join(' ') ? runs : null;
}

/** Each term's closest word of the catalogue (the first of its corrections), or null when it has none. */
const closestWords = (match: SearchMatch, corrections: Corrections): SQL =>
  sql`array[${sql.join(
    correctable(match).map((word) =>
      indexable([word])
        ? sql`(select ${searchWords.word} from ${searchWords} where ${searchWords.id} = (${corrections(word)})[1])`
        : sql`null::text`,
    ),
    sql`, `,
  )}]`;

/** Whether a product on sale holds each term (migration 0021's search_words_held): one boolean a term, in order. */
const heldProbes = (terms: readonly string[]): SQL =>
  sql`array[${sql.join(
    terms.map((term) => sql`search_words_held(${containing(term)})`),
    sql`, `,
  )}]`;

/**
 * The terms whose being held by a product on sale decides which are corrected (typoFrom): each word (and run) of three
 * letters or more, when there are several; none for a single one (it is corrected whatever the probe says).
 */
function probedTerms(match: SearchMatch): string[] {
  const sameTerms = match.runs.join(' ') === match.words.join(' ');
  // A word under three letters is in nearly every product: never a narrowing word, and not probed.
  const probed = [...new Set([...match.words, ...(sameTerms ? [] : match.runs)])].filter((term) => indexable([term]));
  return probed.length > 0 && (match.words.length > 1 || match.runs.length > 1) ? probed : [];
}

/**
 * The typo test: each misspelt term corrected against the catalogue's words (correctionsOf), then the products
 * holding the corrections, as an exact search would find them. Of a text of several words, those the shop holds as
 * typed stay exact and only the others are corrected (สินค้าขยาดี: สินคา and ดี as they are, ขยา corrected); when all
 * or none are held, every word is corrected. The typed runs are corrected the same way when they differ from the
 * words (หม้อทอดไร้น้ำมน: the run หมอทอดไรนำมน is a typo of the product's run หมอทอดไรนำมัน). Which terms are held is one
 * statement: a probe of the words table and word_ids per term.
 */
export async function typoCondition(transaction: Transaction, match: SearchMatch): Promise<SQL> {
  const probed = probedTerms(match);
  const held = new Set<string>();
  if (probed.length > 0) {
    const [row] = rowsOf<{ held: boolean[] }>(await transaction.execute(sql`select ${heldProbes(probed)} as held`));
    probed.forEach((term, at) => row?.held[at] && held.add(term));
  }
  return typoFrom(match, held, 'select');
}

/** typoCondition's condition, once the terms held are known. */
function typoFrom(
  match: SearchMatch,
  held: ReadonlySet<string>,
  lookup: WordLookup,
  corrections: Corrections = (term) => correctionsOf(term, lookup),
): SQL {
  const sameTerms = match.runs.join(' ') === match.words.join(' ');
  const typo = (term: string) => holdsAny(corrections(term));
  const corrected = (terms: readonly string[]): SQL => {
    const typed = terms.filter((term) => indexable([term]) && !held.has(term));
    const kept = terms.filter((term) => held.has(term));
    if (terms.length < 2 || typed.length === 0 || kept.length === 0) return sql`(${sql.join(terms.map(typo), sql` and `)})`;
    // Short terms stay exact too (strpos beside the held words): corrected, ดี would be close to thousands of words.
    return and(containsAll([...kept, ...terms.filter((term) => !indexable([term]))], lookup), ...typed.map(typo)) as SQL;
  };
  return sameTerms ? corrected(match.words) : sql`(${corrected(match.words)} or ${corrected(match.runs)})`;
}

/**
 * The products holding a typo of the text, as a condition on their ids (null: none). Only ids come out of the typo
 * transaction, so the listing's own queries (and its cached lookups) run as usual, with the same filters and order.
 */
async function typoMatches(db: Database, match: SearchMatch): Promise<SQL | null> {
  const rows = await withTypoIndex(db, async (transaction) =>
    transaction
      .select({ id: products.id })
      .from(products)
      .where(and(await typoCondition(transaction, match), onSale)),
  );
  if (rows.length === 0) return null;
  return amongIds(rows.map((row) => row.id));
}

/** A search's listing, whether more products hold the words than it counted, and the words searched instead of a typo. */
export type FoundListing = ProductListing & Pick<SearchResult, 'more'> & { corrected?: string | null };
export type SearchMiss = FoundListing & Pick<SearchResult, 'suggestions'>;

export interface SearchServices {
  counts: SearchCounts;
  /** Who searched, for counting popular searches; null for a call that carries many shoppers' searches. */
  searcher: () => Promise<string | null>;
  /** Searches that found nothing, with the words suggested instead. */
  misses: MissCache<SearchMiss>;
  /** The short-lived answer cache of every search (ANSWER_CACHE_MS). */
  results?: AnswerCache<FoundListing> | undefined;
  /** The hits of a search as typed and their counts, shared with its side menu. */
  hits?: HitsMemo | undefined;
  /** Counts the hits' side menu (decision 0062); without it, the database counts them. */
  index?: CatalogueIndex | undefined;
  /**
   * The words a miss is compared with (searchVocabulary), kept by the caller (the routes: a minute per language, shared
   * with the search box's suggestions); read afresh without it.
   */
  vocabulary?: ((locale: Locale) => Promise<string[]>) | undefined;
}

/**
 * Exact words first (cheap, index-served); only when nothing matches are typos looked for. Either way results
 * rank by similarity to the query: a search as typed (by relevance, no filter) ranks the first RANKED_HITS hits the
 * index gives, so its cost does not grow with the catalogue; a filtered or otherwise sorted one ranks every hit. A search that finds nothing is remembered for a while (by its normalised text,
 * so "IPHONEX" and "iphonex " are one), since the same junk tends to come again.
 */
export async function searchProducts(db: Database, query: SearchQuery, locale: Locale, services: SearchServices): Promise<SearchResult> {
  const match = searchMatch(query.search);
  const { search: _search, ...shape } = query;
  const missKey = `${locale}:${match.key}:${JSON.stringify(shape)}`;
  const find = async (): Promise<FoundListing> => {
    if (rankedOverBoundedHits(query)) {
      // The hits the side menu counts (relatedSideMenu): the total and the filters count them too, so a brand's chip,
      // its filter and the results of that filter say one number; the first RANKED_HITS are ranked into pages.
      const { hits, rows } = await hitsOf(db, match, services.hits, query, services.index);
      const relevance = hits.typos ? match.similarity : match.closeness;
      // No hit, no typo: the empty page and counts need no statement.
      const none = hits.ids.length === 0;
      // Typo hits are ranked by the full similarity, dearer: fewer of them.
      const ranked = hits.ids.slice(0, hits.typos ? TYPO_HITS : RANKED_HITS);
      const counted = { rows, ranked: ranked.length };
      // Read with the hits unless the hits were another request's (the side menu's, another page's: memo).
      const cards = hits.page?.page === query.page && hits.page.size === query.size ? hits.page.rows : undefined;
      const listing = await productListing(db, query, locale, { extra: [amongIds(ranked)], counted, relevance, none, cards });
      return { ...listing, more: hits.more, corrected: hits.corrected };
    }
    const exact = await indexServed(db, (tx) => productListing(tx, query, locale, { extra: [match.exact], relevance: match.similarity }));
    if (exact.total > 0) return { ...exact, more: false };
    const typos = await typoMatches(db, match);
    // No typo either: the empty exact answer is the answer.
    return { ...(typos ? await productListing(db, query, locale, { extra: [typos], relevance: match.similarity }) : exact), more: false };
  };
  const remembered = services.misses.get(missKey);
  if (remembered) return { ...remembered, search: query.search };
  const { corrected, ...found } = services.results ? await services.results.get(`${locale}:${JSON.stringify(query)}`, find) : await find();
  const vocabulary = () => (services.vocabulary ?? ((at) => searchVocabulary(db, at)))(locale);
  if (found.total > 0) {
    // Only a search that found something is counted, so popular searches are what shoppers really look for.
    if (query.page === 1) services.counts.add(normaliseQuery(query.search), await services.searcher());
    const suggestions = corrected ? shownAs(corrected, await vocabulary()) : [];
    return { ...found, search: query.search, suggestions };
  }
  const missed = { ...found, suggestions: nearWords(query.search, await vocabulary()) };
  services.misses.remember(missKey, missed);
  return { ...missed, search: query.search };
}

/**
 * The words a typo was searched as, spelt as the shop spells them (its brands, categories and popular searches), for
 * "did you mean". The catalogue's words are folded (lower case, Thai tone marks dropped): a Thai word the shop does not
 * spell somewhere is not offered, since without its marks it would be a misspelling of its own.
 */
function shownAs(corrected: string, vocabulary: readonly string[]): string[] {
  // Thai text is cut into words to be searched: compared without the cuts.
  const joined = (text: string) => foldThai(text).replace(/\s+/g, '');
  const spelt = vocabulary.find((word) => joined(word) === joined(corrected));
  if (spelt) return [spelt];
  return /\p{Script=Thai}/u.test(corrected) ? [] : [corrected];
}

/**
 * The words searches are completed with and compared with when they find nothing: popular searches (most searched
 * first), the brands and categories, every alias.
 */
export async function searchVocabulary(db: Database, locale: Locale): Promise<string[]> {
  const [table, popular] = await Promise.all([lookups(db), popularSearches(db, 50)]);
  const named = [...table.brandById.values(), ...table.categoryById.values()].filter(shown).map((entry) => pickText(entry.name, locale));
  // Searches are counted lower-cased: a searched brand or category is shown as the shop spells it.
  const spelling = new Map(named.map((name) => [foldThai(name), name]));
  const searched = popular.map((entry) => spelling.get(foldThai(entry.keyword)) ?? entry.keyword);
  return [...searched, ...named, ...SEARCH_ALIASES.flat()];
}

export async function popularSearches(db: Database, limit = 10): Promise<PopularSearch[]> {
  const rows = await db.select().from(searchQueries).orderBy(desc(searchQueries.count), desc(searchQueries.lastSearchedAt)).limit(limit);
  return rows.map((row) => ({ keyword: readableKeyword(row.keyword), count: row.count }));
}

/** Hints for the empty search box: the most searched words and the best-selling brands. */
export async function searchPlaceholders(db: Database, locale: Locale): Promise<string[]> {
  const [popular, topBrands, table] = await Promise.all([
    popularSearches(db, 5),
    db
      .select({ brandId: products.brandId, sold: sql<number>`sum(${products.sold})` })
      .from(products)
      .where(onSale)
      .groupBy(products.brandId)
      .orderBy(desc(sql`sum(${products.sold})`))
      .limit(3),
    lookups(db),
  ]);
  const brandNames = topBrands.flatMap((row) => {
    const brand = row.brandId === null ? undefined : table.brandById.get(row.brandId);
    return brand ? [pickText(brand.name, locale)] : [];
  });
  const words = [...new Set([...popular.map((entry) => entry.keyword), ...brandNames])];
  return words.map((word) => (locale === 'en' ? `Search "${word}"` : `ค้นหา "${word}"`));
}

/**
 * Where the matches of the keywords live: their sub-categories and brands, most matches first, counted over the
 * first SIDE_MENU_HITS matches (a common word's menu costs what a rarer one's does).
 */
export async function relatedSideMenu(
  db: Database,
  keywords: string,
  locale: Locale,
  misses: MissCache<RelatedSideMenu>,
  memo?: HitsMemo,
  index?: CatalogueIndex,
): Promise<RelatedSideMenu> {
  const match = searchMatch(keywords);
  const missKey = `${locale}:${match.key}`;
  const known = misses.get(missKey);
  if (known) return known;
  const { hits, rows } = await hitsOf(db, match, memo, undefined, index);
  // The counts of the search's own filters (searchProducts): one number for a brand in both.
  const menu = hits.ids.length > 0 ? await whereTheyLive(db, rows, locale, 10) : { categories: [], brands: [] };
  if (menu.categories.length === 0) misses.remember(missKey, menu);
  return menu;
}
