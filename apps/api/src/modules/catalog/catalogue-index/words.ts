import { gathered } from './pools.ts';

/**
 * The catalogue's search words in the index (decision 0072): each word's products on sale as a list sorted by id (a
 * posting list), each product's search text as word numbers, and the words' text (numbered by the index:
 * WordPostings). A search's exact hits are found here in id order, the oldest products first, without reading a
 * common word's whole posting list.
 */

/** Product ids in ascending order, grown in place; a build adds them in order, so appending is the usual step. */
class SortedIds {
  ids = new Int32Array(4);
  length = 0;

  /** Lets go of the room past the last id (after a build, which doubled the lists as they grew). */
  trim(): void {
    if (this.ids.length > this.length + 4) this.ids = this.ids.slice(0, Math.max(4, this.length));
  }

  add(id: number): void {
    if (this.length === this.ids.length) {
      const ids = new Int32Array(this.ids.length * 2);
      ids.set(this.ids);
      this.ids = ids;
    }
    let at = this.length;
    if (at > 0 && this.ids[at - 1]! >= id) {
      at = this.place(id);
      if (this.ids[at] === id) return;
      this.ids.copyWithin(at + 1, at, this.length);
    }
    this.ids[at] = id;
    this.length++;
  }

  remove(id: number): void {
    const at = this.place(id);
    if (at >= this.length || this.ids[at] !== id) return;
    this.ids.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  /** The first place whose id is not below `id`. */
  private place(id: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.ids[middle]! < id) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/**
 * Each slot's search text as word numbers, in one shared pool (a typed array per product would cost a hundred bytes more
 * each: a hundred megabytes at a million products). A changed text goes to the pool's end; what it left behind is
 * gathered up when it is half the pool.
 */
export class TokenPool {
  /** 16 bits a word while the words number fewer than 65,536; 32 once they do not. */
  private pool: Uint16Array | Int32Array = new Uint16Array(1 << 16);
  private end = 0;
  private waste = 0;
  private start = new Int32Array(0);
  private count = new Int32Array(0);

  grow(capacity: number): void {
    const start = new Int32Array(capacity);
    const count = new Int32Array(capacity);
    start.set(this.start);
    count.set(this.count);
    this.start = start;
    this.count = count;
  }

  /** Lets go of the room past the last text (after a build, which doubled the pool as it grew). */
  trim(): void {
    if (this.pool.length > this.end * 1.25) this.pool = this.pool.slice(0, Math.max(this.end, 1 << 16));
  }

  /** The slot's tokens (a view: valid until the next change). */
  of(slot: number): Uint16Array | Int32Array {
    return this.pool.subarray(this.start[slot]!, this.start[slot]! + this.count[slot]!);
  }

  set(slot: number, tokens: Int32Array): void {
    this.clear(slot);
    if (this.waste > 1 << 16 && this.waste * 2 > this.end) this.gather();
    const wide = this.pool instanceof Uint16Array && tokens.some((number) => number > 0xffff);
    if (wide || this.end + tokens.length > this.pool.length) {
      const size = Math.max(this.pool.length * 2, this.end + tokens.length);
      const pool = wide ? new Int32Array(size) : new (this.pool.constructor as Uint16ArrayConstructor)(size);
      pool.set(this.pool.subarray(0, this.end));
      this.pool = pool;
    }
    this.pool.set(tokens, this.end);
    this.start[slot] = this.end;
    this.count[slot] = tokens.length;
    this.end += tokens.length;
  }

  clear(slot: number): void {
    this.waste += this.count[slot]!;
    this.count[slot] = 0;
  }

  /** Copies every slot's tokens to the start of a new pool, leaving out what changed texts left behind. */
  private gather(): void {
    ({ pool: this.pool, end: this.end } = gathered(this.pool, this.start, this.count, this.start.length));
    this.waste = 0;
  }
}

/** How many terms' word lists are remembered between searches (emptied when a word is added). */
const REMEMBERED_TERMS = 2000;

/**
 * The catalogue's words as the index numbers them: 1, 2, 3… as first learnt (0 is no word), so that a search text's
 * words fit 16 bits each and the bit table is as long as the words are many. search_words' ids (a serial that grows
 * with every word ever added: 53,792 for 1,961 words at a million products) are turned into these numbers once.
 */
export class WordPostings {
  private readonly lists = new Map<number, SortedIds>();
  /** Each word's text by its number (texts[0] is no word's), its number by text and by search_words' id. */
  private readonly texts: string[] = [''];
  private readonly numberByWord = new Map<string, number>();
  private readonly numberById = new Map<number, number>();
  private readonly containing = new Map<string, number[]>();
  /** A bit per term for each word, reused by every search (withBits) and left all zero between them. */
  private bits = new Int32Array(0);

  /**
   * Each row's search text as word numbers (row.tokens), and the words the index does not know: read from
   * search_words, then the rows holding them made again (CatalogueIndex), before their products are put in.
   */
  tokenize(rows: ReadonlyArray<{ searchText: string; tokens?: Int32Array }>): string[] {
    const missing = new Set<string>();
    for (const row of rows) row.tokens = this.tokensOf(row.searchText, missing);
    return [...missing];
  }

  /** A search text as word numbers in order (search_words_of's tokens: cut at each space), 0 for an empty or unknown one. */
  tokensOf(searchText: string, missing?: Set<string>): Int32Array {
    const words = searchText.split(' ');
    const tokens = new Int32Array(words.length);
    for (let at = 0; at < words.length; at++) {
      const word = words[at]!;
      const number = word ? this.numberByWord.get(word) : undefined;
      tokens[at] = number ?? 0;
      if (number === undefined && word) missing?.add(word);
    }
    return tokens;
  }

  /** Whether a product on sale holds one of the words. */
  anyHeld(words: readonly number[]): boolean {
    return words.some((number) => (this.lists.get(number)?.length ?? 0) > 0);
  }

  /** A word's text (undefined for a number the index has not given). */
  textOf(number: number): string | undefined {
    return number > 0 ? this.texts[number] : undefined;
  }

  /** The number of a word the catalogue holds, or undefined. */
  numberOf(word: string): number | undefined {
    return this.numberByWord.get(word);
  }

  /** search_words' ids as the index's numbers (an id it has not learnt is left out). */
  numbersOf(ids: readonly number[]): number[] {
    return ids.flatMap((id) => this.numberById.get(id) ?? []);
  }

  learn(words: ReadonlyArray<{ id: number; word: string }>): void {
    for (const { id, word } of words) {
      // A word deleted and added again has a new id: the same text keeps its number.
      let number = this.numberByWord.get(word);
      if (number === undefined) {
        number = this.texts.length;
        this.texts.push(word);
        this.numberByWord.set(word, number);
      }
      this.numberById.set(id, number);
    }
    if (this.texts.length > this.bits.length) this.bits = new Int32Array(Math.max(this.texts.length, this.bits.length * 2));
    if (words.length > 0) this.containing.clear();
  }

  /**
   * Runs `work` with each word's bits set: bit t for a word of `termWords[t]`. The table is the process's one, zeroed
   * again after (a search touches a few hundred words of thousands).
   */
  withBits<T>(termWords: ReadonlyArray<readonly number[]>, work: (bits: Int32Array) => T): T {
    const bits = this.bits;
    try {
      termWords.forEach((ids, term) => {
        for (const id of ids) bits[id] = bits[id]! | (1 << term);
      });
      return work(bits);
    } finally {
      for (const ids of termWords) for (const id of ids) bits[id] = 0;
    }
  }

  /** The numbers of the words containing the term (strpos over search_words, as the database's search reads it). */
  wordsContaining(term: string): number[] {
    const remembered = this.containing.get(term);
    if (remembered) return remembered;
    const numbers: number[] = [];
    for (let number = 1; number < this.texts.length; number++) if (this.texts[number]!.includes(term)) numbers.push(number);
    if (this.containing.size >= REMEMBERED_TERMS) this.containing.clear();
    this.containing.set(term, numbers);
    return numbers;
  }

  /** Lets go of the room the posting lists grew past their products (after a build). */
  trim(): void {
    for (const list of this.lists.values()) list.trim();
  }

  /** The ids of the products on sale holding the word, ascending (a view: valid until the next change). */
  productsOf(wordId: number): Int32Array {
    const list = this.lists.get(wordId);
    return list ? list.ids.subarray(0, list.length) : new Int32Array(0);
  }

  /**
   * The product now holds `next` instead of `before` (word numbers, repeats and 0 for none allowed; either may be empty):
   * only the words that differ move.
   */
  move(productId: number, before: ArrayLike<number>, next: ArrayLike<number>): void {
    // A product new here or leaving: every word its text holds (a list keeps an id once, whatever repeats).
    if (before.length === 0) {
      for (let at = 0; at < next.length; at++) if (next[at]! > 0) this.listOf(next[at]!).add(productId);
      return;
    }
    const kept = new Set<number>();
    for (let at = 0; at < next.length; at++) if (next[at]! > 0) kept.add(next[at]!);
    const had = new Set<number>();
    for (let at = 0; at < before.length; at++) {
      const word = before[at]!;
      if (word === 0) continue;
      had.add(word);
      if (kept.has(word)) continue;
      const list = this.lists.get(word);
      list?.remove(productId);
      if (list?.length === 0) this.lists.delete(word);
    }
    for (const word of kept) if (!had.has(word)) this.listOf(word).add(productId);
  }

  private listOf(word: number): SortedIds {
    let list = this.lists.get(word);
    if (!list) this.lists.set(word, (list = new SortedIds()));
    return list;
  }
}

/** A min-heap of posting-list cursors by their current id: the lists' union walked in ascending order. */
class Union {
  private readonly heap: number[] = [];
  private readonly at: number[];

  constructor(private readonly lists: readonly Int32Array[]) {
    this.at = lists.map(() => 0);
    lists.forEach((list, which) => list.length > 0 && this.push(which));
  }

  /** The next id of the union (each id once), or -1 when every list is spent. */
  next(): number {
    if (this.heap.length === 0) return -1;
    const id = this.head();
    while (this.heap.length > 0 && this.head() === id) {
      const which = this.heap[0]!;
      this.at[which]!++;
      if (this.at[which]! < this.lists[which]!.length) this.sink(0);
      else {
        const last = this.heap.pop()!;
        if (this.heap.length > 0) {
          this.heap[0] = last;
          this.sink(0);
        }
      }
    }
    return id;
  }

  private head(): number {
    return this.idOf(this.heap[0]!);
  }

  private idOf(which: number): number {
    return this.lists[which]![this.at[which]!]!;
  }

  private push(which: number): void {
    const heap = this.heap;
    heap.push(which);
    let child = heap.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (this.idOf(heap[parent]!) <= this.idOf(heap[child]!)) break;
      [heap[parent], heap[child]] = [heap[child]!, heap[parent]!];
      child = parent;
    }
  }

  private sink(from: number): void {
    const heap = this.heap;
    let parent = from;
    for (;;) {
      const left = parent * 2 + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const least = right < heap.length && this.idOf(heap[right]!) < this.idOf(heap[left]!) ? right : left;
      if (this.idOf(heap[parent]!) <= this.idOf(heap[least]!)) return;
      [heap[parent], heap[least]] = [heap[least]!, heap[parent]!];
      parent = least;
    }
  }
}

/** A term a product must hold: a text some word of it contains, or the numbers of the words it must hold one of (a typo's corrections). */
export type SearchedTerm = string | readonly number[];

/** At most this many terms in all branches: a bit each in a 32-bit mask. */
export const MOST_TERMS = 31;

/**
 * Up to `limit` ids of products on sale matching any branch, ascending: in a branch every term is a substring of one
 * of the product's words (or, given as word numbers, one of them is the product's). The branch's term held by the fewest products drives it (its words' posting lists walked
 * together in id order); the other terms are tested on each candidate's own words, as bits of a mask, and the walk
 * stops at `limit`, so a common word costs what its first hits cost.
 */
export function wordHits(
  words: WordPostings,
  wordsOfProduct: (id: number) => ArrayLike<number> | undefined,
  branches: ReadonlyArray<ReadonlyArray<SearchedTerm>>,
  limit: number,
): number[] {
  const terms = [...new Set(branches.flat())];
  if (terms.length > MOST_TERMS) throw new RangeError(`at most ${MOST_TERMS} terms`);
  const wordsOf = new Map(terms.map((term) => [term, typeof term === 'string' ? words.wordsContaining(term) : term] as const));
  const masks: number[] = [];
  const drivers: Int32Array[] = [];
  for (const branch of branches) {
    const postings = branch.map((term) => wordsOf.get(term)!.map((id) => words.productsOf(id)));
    const sizes = postings.map((lists) => lists.reduce((sum, list) => sum + list.length, 0));
    if (sizes.some((size) => size === 0)) continue;
    masks.push(branch.reduce((mask, term) => mask | (1 << terms.indexOf(term)), 0));
    drivers.push(...postings[sizes.indexOf(Math.min(...sizes))]!);
  }
  // One branch of one term: every product its lists name holds it (a search of one word, the usual one).
  const alone = masks.length === 1 && (masks[0]! & (masks[0]! - 1)) === 0;
  const walk = (bits: Int32Array): number[] => {
    const hits: number[] = [];
    const holds = (id: number) => {
      const held = wordsOfProduct(id);
      if (!held) return false;
      if (alone) return true;
      let mask = 0;
      for (let at = 0; at < held.length; at++) mask |= bits[held[at]!]!;
      return masks.some((branch) => (mask & branch) === branch);
    };
    if (drivers.length === 1) {
      for (const id of drivers[0]!) {
        if (hits.length === limit) break;
        if (holds(id)) hits.push(id);
      }
      return hits;
    }
    const union = new Union(drivers);
    for (let id = union.next(); id >= 0 && hits.length < limit; id = union.next()) if (holds(id)) hits.push(id);
    return hits;
  };
  // A lone term's candidates need no test, so no bits.
  return alone
    ? walk(NO_BITS)
    : words.withBits(
        terms.map((term) => wordsOf.get(term)!),
        walk,
      );
}

const NO_BITS = new Int32Array(0);
