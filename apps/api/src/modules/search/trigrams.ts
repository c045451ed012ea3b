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
 * trigram itself is kept (as a number), so two trigrams PostgreSQL's hash happened to make equal are told apart (one
 * pair in sixteen million).
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
 * A trigram as a number: three characters of the Basic Multilingual Plane, 16 bits each (exact below 2^48); one with a
 * character beyond the plane (rare in a shop's text) numbered from 2^48 up as it is first met.
 */
const SPACE = 32;
const PLANE = 65536;
const BEYOND = 2 ** 48;
const beyondThePlane = new Map<string, number>();

/** Each character of the plane lower-cased as PostgreSQL's lower() does for the shop's text (itself when that is not one character). */
const LOWER = (() => {
  const lower = new Uint16Array(PLANE);
  for (let code = 0; code < PLANE; code++) {
    const folded = String.fromCharCode(code).toLowerCase();
    lower[code] = folded.length === 1 ? folded.charCodeAt(0) : code;
  }
  return lower;
})();

function trigramNumber(first: number, second: number, third: number): number {
  if (first < PLANE && second < PLANE && third < PLANE) return (first * PLANE + second) * PLANE + third;
  const spelt = String.fromCodePoint(first, second, third);
  let number = beyondThePlane.get(spelt);
  if (number === undefined) beyondThePlane.set(spelt, (number = BEYOND + beyondThePlane.size));
  return number;
}

/** A growable list of trigram numbers, reused between texts. */
class Trigrams {
  numbers = new Float64Array(256);
  length = 0;

  push(number: number): void {
    if (this.length === this.numbers.length) {
      const grown = new Float64Array(this.length * 2);
      grown.set(this.numbers);
      this.numbers = grown;
    }
    this.numbers[this.length++] = number;
  }
}

/** Cuts the text into `into` (emptied first): its trigrams in order, repeats kept. */
function cut(text: string, characters: WordCharacters, into: Trigrams): Trigrams {
  into.length = 0;
  // The last two characters of the padded word so far (spaces before a word's first letter).
  let first = SPACE;
  let second = SPACE;
  let inWord = false;
  for (let at = 0; at < text.length; at++) {
    let code = text.charCodeAt(at);
    if (code >= 0xd800 && code <= 0xdbff && at + 1 < text.length) {
      code = text.codePointAt(at)!;
      at++;
    }
    const isWord = code < PLANE ? characters[code] === 1 : BEYOND_THE_PLANE.test(String.fromCodePoint(code));
    if (isWord) {
      const third = code < PLANE ? LOWER[code]! : code;
      into.push(trigramNumber(first, second, third));
      first = second;
      second = third;
      inWord = true;
    } else if (inWord) {
      // The word ends: its last trigram closes with a space, and the next word starts padded again.
      into.push(trigramNumber(first, second, SPACE));
      first = second = SPACE;
      inWord = false;
    }
  }
  if (inWord) into.push(trigramNumber(first, second, SPACE));
  return into;
}

/** The text's trigrams in order, repeats kept, as numbers (trigramNumber). */
export function trigramsOf(text: string, characters: WordCharacters): number[] {
  const trigrams = cut(text, characters, new Trigrams());
  return Array.from(trigrams.numbers.subarray(0, trigrams.length));
}

/**
 * A set of trigram numbers by open addressing in typed arrays, emptied by a new generation rather than by clearing:
 * the comparison's distinct trigrams, numbered as they are met, without a Map's allocation per entry.
 */
class TrigramTable {
  private keys = new Float64Array(1024);
  private values = new Int32Array(1024);
  private generations = new Uint32Array(1024);
  private generation = 1;
  size = 0;

  clear(capacityFor: number): void {
    if (capacityFor * 2 > this.keys.length) {
      let capacity = this.keys.length;
      while (capacityFor * 2 > capacity) capacity *= 2;
      this.keys = new Float64Array(capacity);
      this.values = new Int32Array(capacity);
      this.generations = new Uint32Array(capacity);
    }
    this.generation++;
    this.size = 0;
  }

  /** The number the key was given, giving it the next one when it is new (negative: the key was new). */
  numberOf(key: number): number {
    const mask = this.keys.length - 1;
    let place = Math.imul((key >>> 0) ^ Math.imul(Math.floor(key / 2 ** 32), 0x9e3779b1), 0x85ebca6b) & mask;
    while (this.generations[place] === this.generation) {
      if (this.keys[place] === key) return this.values[place]!;
      place = (place + 1) & mask;
    }
    this.generations[place] = this.generation;
    this.keys[place] = key;
    this.values[place] = this.size;
    return -1 - this.size++;
  }
}

/** pg_trgm's share of trigrams, as a float4 (single precision), as PostgreSQL computes and compares it. */
const share = (common: number, first: number, second: number) => Math.fround(common / (first + second - common));

/** A search text's trigrams, made once and compared with many products' names. */
export interface TrigramQuery {
  trigrams: ReadonlySet<number>;
  characters: WordCharacters;
}

export const trigramQuery = (text: string, characters: WordCharacters): TrigramQuery => ({
  trigrams: new Set(trigramsOf(text, characters)),
  characters,
});

/** The comparison's working state, reused by every comparison (one at a time: no await within). */
const text = new Trigrams();
const numbers = new TrigramTable();
let buffers = { indexes: new Int32Array(256), held: new Uint8Array(256), lastAt: new Int32Array(256) };

/** The comparison's working arrays, for a text of `length` trigrams: reused, grown when a text is longer. */
function scratch(length: number) {
  if (length > buffers.indexes.length) {
    const size = Math.max(length, buffers.indexes.length * 2);
    buffers = { indexes: new Int32Array(size), held: new Uint8Array(size), lastAt: new Int32Array(size) };
  }
  return buffers;
}

/**
 * word_similarity(query, text): the greatest share of the query's trigrams among the extents of the text's trigrams,
 * found as pg_trgm finds it (an extent grows to each trigram the query holds, and its start moves forward while that
 * raises the share). The same walk, so the same float4 for the same trigrams.
 */
export function wordSimilarity(query: TrigramQuery, written: string): number {
  const wanted = query.trigrams;
  const queryCount = wanted.size;
  if (queryCount === 0) return 0;
  const trigrams = cut(written, query.characters, text);
  const count = trigrams.length;
  // Each distinct trigram of the text as a number, and whether the query holds it.
  numbers.clear(count);
  const { indexes, held, lastAt } = scratch(count);
  for (let at = 0; at < count; at++) {
    const trigram = trigrams.numbers[at]!;
    let number = numbers.numberOf(trigram);
    if (number < 0) {
      number = -1 - number;
      held[number] = wanted.has(trigram) ? 1 : 0;
      lastAt[number] = -1;
    }
    indexes[at] = number;
  }
  let distinct = 0;
  let common = 0;
  let lower = -1;
  let best = 0;
  for (let at = 0; at < count; at++) {
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
      // No later start can do better than all its common trigrams and no other: the walk would change nothing.
      if (Math.fround(tryCommon / queryCount) <= current) break;
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
    // Nothing is greater than the whole query.
    if (best === 1) return best;
    // The trigrams left behind the new start are no longer in the extent.
    for (let start = startedAt; start < lower; start++) {
      const leaving = indexes[start]!;
      if (lastAt[leaving] === start) lastAt[leaving] = -1;
    }
  }
  return best;
}
