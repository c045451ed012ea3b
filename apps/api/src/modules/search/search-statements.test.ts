import { searchQuery } from '@talad/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/statements.ts';
import { countedStatements } from '../../test-support/statements.ts';
import { buildTestApp, call, type TestApp } from '../../test-support/test-app.ts';
import { listingPage, onSale, productListing, sortOrder } from '../catalog/index.ts';
import { amongIds, firstHits, RANKED_HITS, SIDE_MENU_HITS, TYPO_HITS } from './ranked-hits.ts';
import { boundedHits, CORRECTIONS, correctionsOf, searchMatch, typoCondition, TYPO_SIMILARITY, withTypoIndex } from './service.ts';

/**
 * A search as typed finds its hits in one statement without a transaction (decision 0031): migration 0021's functions
 * carry the typo threshold and sequential scans off that a transaction (BEGIN, set_config, the hits, COMMIT) set before.
 */
let shop: TestApp;
beforeAll(async () => {
  // The catalogue index looks at its change log once, then only when told of a change, as it does within 250 ms in
  // production: its looks are not the search's statements.
  shop = await buildTestApp({ catalogueIndexFreshMs: 3_600_000 });
});
afterAll(() => shop.close());

/**
 * The search's own statements: a look of the catalogue index at its change log (after a scheduled moment emptied the
 * caches, which falls whenever it falls) is not one of them.
 */
const counted = async (work: () => Promise<unknown>) => {
  const { texts, transactions } = await countedStatements(shop.db, work);
  return { statements: texts.filter((text) => !text.includes('from catalogue_changes')).length, transactions };
};

const searched = async (text: string, extra: string) => {
  const response = await call(shop.app, 'GET', `/search?search=${encodeURIComponent(text)}${extra}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as { total: number };
};

describe('a search as typed', () => {
  it('is no statement when words are held, one without a transaction for a typo or a miss', async () => {
    // Categories and brands (lookups) and the vocabulary of misses are kept for a minute: read once here.
    await searched('samsung', '&size=11');
    await searched('qqxzvwkj', '&size=11');
    // Each search its own page size: no answer is taken from the answer cache.
    const hit = await counted(async () => expect((await searched('samsung', '&size=13')).total).toBeGreaterThan(0));
    const thaiHit = await counted(async () => expect((await searched('ไอโฟน', '&size=13')).total).toBeGreaterThan(0));
    const typo = await counted(async () => expect((await searched('samsnug', '&size=13')).total).toBeGreaterThan(0));
    const typoAmongWords = await counted(async () => expect((await searched('galaxy samsnug', '&size=13')).total).toBeGreaterThan(0));
    const miss = await counted(async () => expect((await searched('zzqqxxvvj', '&size=13')).total).toBe(0));
    // Before: BEGIN, set_config, the exact hits, [the probe], [the typo hits], COMMIT, then the page and its counts
    // (6 for a hit, 7 for a typo, 8 among words), and a miss read the popular searches too (8). A miss now needs no
    // page or counts: no product is among no ids. The page is read in the hits statement (issue #28 item 2), except
    // after a typo among words, whose hits are a statement of their own; the counts are the catalogue index's (decision
    // 0062): no statement. A hit is now the index's alone (decision 0072): its hits from the word postings, its page
    // ranked in the process, its cards and counts the index's; a typo or a miss, among words or not, asks only the
    // words table for its corrections.
    expect({ hit, thaiHit, typo, typoAmongWords, miss }).toEqual({
      hit: { statements: 0, transactions: 0 },
      thaiHit: { statements: 0, transactions: 0 },
      typo: { statements: 1, transactions: 0 },
      typoAmongWords: { statements: 1, transactions: 0 },
      miss: { statements: 1, transactions: 0 },
    });
  });

  it('a results page (the search and its side menu asked together) finds and counts its hits once, answering what each answers alone', async () => {
    const page = (text: string, language: 'th' | 'en', size: number) =>
      Promise.all([
        call(shop.app, 'GET', `/search?search=${encodeURIComponent(text)}&size=${size}`, { language }),
        call(shop.app, 'GET', `/search/related-product/side-menu?keywords=${encodeURIComponent(text)}`, { language }),
      ]).then((responses) => responses.map((response) => response.json()));
    const texts = ['รองเท้า', 'ไอโฟน', 'samsung', 'AIR FRYER', 'sheos', 'samsnug', 'galaxy samsnug', 'หม้อทอดไร้น้ำมน', 'qqxzvwkj'];
    let size = 14;
    for (const language of ['th', 'en'] as const) {
      for (const text of texts) {
        // Asked one after the other (the answer cache off in tests): each computes its hits and counts on its own.
        const alone = [
          (await call(shop.app, 'GET', `/search?search=${encodeURIComponent(text)}&size=${size}`, { language })).json(),
          (await call(shop.app, 'GET', `/search/related-product/side-menu?keywords=${encodeURIComponent(text)}`, { language })).json(),
        ];
        expect(await page(text, language, size), `${text} (${language})`).toEqual(alone);
        size += 1;
      }
    }
    // Before: the search's hits, counts and page, and the side menu's hits and counts again (5); then the hits, counts
    // and page (3); the page is now read in the hits statement (issue #28 item 2) and the counts are the index's.
    // A hit needs none now: its hits, page, cards and counts are the index's (decision 0072).
    const hit = await counted(() => page('samsung', 'th', 40));
    const typo = await counted(() => page('samsnug', 'th', 40));
    expect({ hit, typo }).toEqual({ hit: { statements: 0, transactions: 0 }, typo: { statements: 1, transactions: 0 } });
  });

  it('finds the hits the transaction with the typo threshold found, exact or typos, words held or not', async () => {
    const texts = [
      'samsung',
      'ไอโฟน',
      'สี',
      'รอเงทา',
      'samsnug',
      'smartphoen',
      'galaxy samsnug',
      'หม้อทอดไร้น้ำมน',
      'หม้อทอด ไร้ น้ำมน',
      'สินค้าขยาดี',
    ];
    for (const text of [...texts, 'elektrolucks', 'qqxzvw']) {
      const match = searchMatch(text);
      for (const limit of [RANKED_HITS, TYPO_HITS, 1000]) {
        const before = await withTypoIndex(shop.db, async (transaction) => {
          const exact = await firstHits(transaction, match.exact, limit + 1);
          if (exact.length > 0) return { ids: exact.slice(0, limit), typos: false, more: exact.length > limit };
          const typos = await firstHits(transaction, await typoCondition(transaction, match), limit + 1);
          return { ids: typos.slice(0, limit), typos: true, more: typos.length > limit };
        });
        const { corrected: _corrected, ...hits } = await boundedHits(shop.db, match, limit);
        expect(hits, `${text} (${limit})`).toEqual(before);
      }
    }
  });

  it('answers a miss with the page and counts the database gave for no ids', async () => {
    for (const locale of ['th', 'en'] as const) {
      const query = searchQuery.parse({ search: 'qqxzvw' });
      const asked = await productListing(shop.db, query, locale, { extra: [amongIds([])], relevance: sql`1` });
      expect(await productListing(shop.db, query, locale, { extra: [amongIds([])], relevance: sql`1`, none: true })).toEqual(asked);
      expect(asked.total).toBe(0);
    }
  });

  it("corrects a term to the words correctionsOf gave in the typo transaction, at the threshold's exact value", async () => {
    const [config] = rowsOf<{ proconfig: string[] }>(
      await shop.db.execute(sql`select proconfig from pg_proc where proname = 'search_word_corrections'`),
    );
    expect(config?.proconfig).toEqual([`pg_trgm.word_similarity_threshold=${String(Math.fround(TYPO_SIMILARITY))}`, 'enable_seqscan=off']);
    for (const term of ['samsnug', 'smartphoen', 'galaxi', 'elektrolucks', 'หมอทอดไรนำมน', 'ขยา', 'qqxzvw']) {
      const inTransaction = await withTypoIndex(shop.db, (transaction) => transaction.execute(sql`select ${correctionsOf(term)} as ids`));
      const alone = await shop.db.execute(sql`select ${correctionsOf(term, 'function')} as ids`);
      expect(rowsOf<{ ids: number[] }>(alone)[0]?.ids, term).toEqual(rowsOf<{ ids: number[] }>(inTransaction)[0]?.ids);
    }
    expect(CORRECTIONS).toBe(5);
  });
});

describe('the page read in the hits statement (issue #28 item 2)', () => {
  it("is the page the listing's own statement read over the ranked hits, exact or typos, any page and size", async () => {
    const texts = ['สี', 'samsung', 'ไอโฟน', 'รองเท้า', 'AIR FRYER', 'samsnug', 'smartphoen', 'sheos', 'หม้อทอดไร้น้ำมน', 'qqxzvw'];
    for (const text of texts) {
      const match = searchMatch(text);
      for (const [page, size] of [
        [1, 24],
        [2, 24],
        [5, 24],
        [6, 24],
        [1, 7],
        [3, 48],
      ] as const) {
        const hits = await boundedHits(shop.db, match, SIDE_MENU_HITS, { page, size });
        // A typo among words finds its hits in a statement of its own, and its page is read after them as a listing's.
        if (text === 'หม้อทอดไร้น้ำมน') {
          expect([hits.typos, hits.page]).toEqual([true, undefined]);
          continue;
        }
        const ranked = hits.ids.slice(0, hits.typos ? TYPO_HITS : RANKED_HITS);
        const relevance = hits.typos ? match.similarity : match.closeness;
        const read = await listingPage(shop.db, and(onSale, amongIds(ranked)) as SQL, sortOrder('relevance', relevance), { page, size });
        expect(hits.page, `${text} ${page}×${size}`).toEqual({ page, size, rows: read });
      }
    }
  });
});

describe("a typo's corrections (issue #28 item 2)", () => {
  it('are looked for once per term in the hits statement, which reads them twice (the typo hits and the "did you mean" words)', async () => {
    for (const text of ['smartphoen', 'sheos', 'หม้อทอดไร้น้ำมน', 'qqxzvwkj']) {
      const { texts } = await countedStatements(shop.db, () => boundedHits(shop.db, searchMatch(text), RANKED_HITS));
      const [hits] = texts;
      const { words, runs } = searchMatch(text);
      // The closest words are looked for only for terms of three letters or more.
      const terms = new Set([...words, ...runs].filter((term) => [...term].length >= 3)).size;
      // Before: twice a term (search_word_corrections in the typo hits and again in the closest words).
      expect(hits?.match(/search_word_corrections\(/g), text).toHaveLength(terms);
    }
  });

  it('swapped back, are found through the words btree (migration 0049), the words the typo transaction found', async () => {
    const [config] = rowsOf<{ proconfig: string[] }>(
      await shop.db.execute(sql`select proconfig from pg_proc where proname = 'search_words_named'`),
    );
    expect(config?.proconfig).toEqual(['enable_bitmapscan=off']);
    for (const term of ['sheos', 'smartphoen', 'samsnug', 'hsoes', 'qqxzvw']) {
      const inTransaction = await withTypoIndex(shop.db, (transaction) => transaction.execute(sql`select ${correctionsOf(term)} as ids`));
      const alone = await shop.db.execute(sql`select ${correctionsOf(term, 'function')} as ids`);
      expect(rowsOf<{ ids: number[] }>(alone)[0]?.ids, term).toEqual(rowsOf<{ ids: number[] }>(inTransaction)[0]?.ids);
    }
    const shoes = await shop.db.execute(
      sql`select search_words_named(array['shoes', 'sehos']) as ids, array(select id from search_words where word = 'shoes') as held`,
    );
    const [named] = rowsOf<{ ids: number[]; held: number[] }>(shoes);
    expect(named?.ids).toEqual(named?.held);
    expect(named?.ids).toHaveLength(1);
  });
});
