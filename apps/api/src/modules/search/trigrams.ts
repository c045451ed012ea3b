import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/statements.ts';

/**
 * pg_trgm's word_similarity, computed in the API process (decision 0072): a search's page is ranked over the catalogue
 * index's names without a statement, by the same numbers PostgreSQL's `word_similarity(text, search_name)` gives
 * (trigrams.test.ts compares them on random text, Thai and English, on PGlite and PostgreSQL).
 *
 * A text's trigrams, as pg_trgm makes them: the text is cut into words at every character that is neither a letter
 * nor a digit, each word lower-cased and padded with two spaces before and one after, and every run of three
 * characters of it taken in order. pg_trgm keeps a trigram of multi-byte characters as a 24-bit hash of it; here the
 * trigram itself is kept, so two trigrams PostgreSQL's hash happened to make equal are told apart (one pair in
 * sixteen million).
 */

/**
 * Which characters of the Basic Multilingual Plane pg_trgm counts as part of a word: a letter or a digit by the
 * database's own character tables, which differ between servers (PostgreSQL 15 on glibc counts ๆ and ฯ, PGlite's
 * does not), so the database is asked, once (wordCharacters). Beyond the plane, Unicode's letters and digits.
 */
export type WordCharacters = Uint8Array;

const BEYOND_THE_PLANE = /[\p{Alphabetic}\p{Nd}]/u;
const asked = new WeakMap<object, Promise<WordCharacters>>();

export function wordCharacters(db: Database): Promise<WordCharacters> {
  let known = asked.get(db);
  if (!known) {
    known = db
      .execute(
        sql`select array(select code from generate_series(1, 65535) as code where (code < 55296 or code > 57343) and cardinality(show_trgm(chr(code))) > 0) as codes`,
      )
      .then((result) => {
        const characters = new Uint8Array(65536);
        for (const code of rowsOf<{ codes: number[] }>(result)[0]!.codes) characters[code] = 1;
        return characters;
      });
    known.catch(() => asked.delete(db));
    asked.set(db, known);
  }
  return known;
}

/**
 * A trigram as a number: three characters of the Basic Multilingual Plane, 16 bits each (exact below 2^53). A trigram
 * with a character beyond the plane (rare in a shop's text) is kept as its text.
 */
export type Trigram = number | string;

const SPACE = 32;
const PLANE = 65536;

/** Each character of the plane lower-cased as PostgreSQL's lower() does for the shop's text (itself when that is not one character). */
const LOWER = (() => {
  const lower = new Uint16Array(PLANE);
  for (let code = 0; code < PLANE; code++) {
    const folded = String.fromCharCode(code).toLowerCase();
    lower[code] = folded.length === 1 ? folded.charCodeAt(0) : code;
  }
  return lower;
})();

/** The text's trigrams in order, repeats kept. */
export function trigramsOf(text: string, characters: WordCharacters): Trigram[] {
  const trigrams: Trigram[] = [];
  // The last two characters of the padded word so far (a space before a word's first letter).
  let first = SPACE;
  let second = SPACE;
  let inWord = false;
  const push = (third: number) => {
    trigrams.push(
      first < PLANE && second < PLANE && third < PLANE
        ? (first * PLANE + second) * PLANE + third
        : String.fromCodePoint(first, second, third),
    );
    first = second;
    second = third;
  };
  for (let at = 0; at < text.length; at++) {
    let code = text.charCodeAt(at);
    if (code >= 0xd800 && code <= 0xdbff && at + 1 < text.length) {
      code = text.codePointAt(at)!;
      at++;
    }
    const isWord = code < PLANE ? characters[code] === 1 : BEYOND_THE_PLANE.test(String.fromCodePoint(code));
    if (isWord) {
      inWord = true;
      push(code < PLANE ? LOWER[code]! : code);
    } else if (inWord) {
      push(SPACE);
      inWord = false;
      first = second = SPACE;
    }
  }
  if (inWord) push(SPACE);
  return trigrams;
}

/** pg_trgm's share of trigrams, as a float4 (single precision), as PostgreSQL computes and compares it. */
const share = (common: number, first: number, second: number) => Math.fround(common / (first + second - common));

/** A search text's trigrams, made once and compared with many products' names. */
export interface TrigramQuery {
  trigrams: ReadonlySet<Trigram>;
  characters: WordCharacters;
}

export const trigramQuery = (text: string, characters: WordCharacters): TrigramQuery => ({
  trigrams: new Set(trigramsOf(text, characters)),
  characters,
});

/** Each distinct trigram of the text being compared as a small number, reused by every comparison (one at a time). */
const numbers = new Map<Trigram, number>();

/**
 * word_similarity(query, text): the greatest share of the query's trigrams among the extents of the text's trigrams,
 * found as pg_trgm finds it (an extent grows to each trigram the query holds, and its start moves forward while that
 * raises the share). The same walk, so the same float4 for the same trigrams.
 */
export function wordSimilarity(query: TrigramQuery, text: string): number {
  const wanted = query.trigrams;
  const queryCount = wanted.size;
  if (queryCount === 0) return 0;
  const trigrams = trigramsOf(text, query.characters);
  // Each distinct trigram of the text as a number, and whether the query holds it.
  numbers.clear();
  const indexes = new Int32Array(trigrams.length);
  const held: boolean[] = [];
  for (let at = 0; at < trigrams.length; at++) {
    const trigram = trigrams[at]!;
    let number = numbers.get(trigram);
    if (number === undefined) {
      number = numbers.size;
      numbers.set(trigram, number);
      held.push(wanted.has(trigram));
    }
    indexes[at] = number;
  }
  const lastAt = new Int32Array(numbers.size).fill(-1);
  let distinct = 0;
  let common = 0;
  let lower = -1;
  let best = 0;
  for (let at = 0; at < trigrams.length; at++) {
    const number = indexes[at]!;
    if (lower >= 0 || held[number]) {
      if (lastAt[number]! < 0) {
        distinct++;
        if (held[number]) common++;
      }
      lastAt[number] = at;
    }
    if (!held[number]) continue;
    if (lower === -1) {
      lower = at;
      distinct = 1;
    }
    let current = share(common, queryCount, distinct);
    // Move the extent's start forward while that gives a greater share.
    let tryCommon = common;
    let tryDistinct = distinct;
    const startedAt = lower;
    for (let start = lower; start <= at; start++) {
      const tried = share(tryCommon, queryCount, tryDistinct);
      if (tried > current) {
        current = tried;
        distinct = tryDistinct;
        lower = start;
        common = tryCommon;
      }
      const leaving = indexes[start]!;
      if (lastAt[leaving] === start) {
        tryDistinct--;
        if (held[leaving]) tryCommon--;
      }
    }
    best = Math.max(best, current);
    // The trigrams left behind the new start are no longer in the extent.
    for (let start = startedAt; start < lower; start++) {
      const leaving = indexes[start]!;
      if (lastAt[leaving] === start) lastAt[leaving] = -1;
    }
  }
  return best;
}
