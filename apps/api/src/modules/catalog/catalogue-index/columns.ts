import { PRODUCT_FLAGS, PROMOTION_KINDS, type LocalizedText } from '@talad/domain';
import type { CardRow } from '../cards.ts';
import { gathered } from './pools.ts';
import { TokenPool, WordPostings } from './words.ts';

/** What the index keeps of a product on sale: every column a listing filters, sorts or counts by (decision 0062). */
export interface IndexRow {
  id: number;
  brandId: number | null;
  mainCategoryId: number;
  subCategoryId: number;
  detailCategoryId: number | null;
  flags: string[];
  deliveryMaxDays: number;
  effectivePrice: number;
  discountPercent: number;
  inStock: boolean;
  soldRanked: number;
  optionValues: string[];
  promotionKinds: string[];
  /** created_at in whole microseconds since 1970, as PostgreSQL keeps it: the newest order compares them. */
  createdMicros: number;
  rank: number;
  /** The mean review score in tenths (products.rating_tenths), 0 without a review. */
  ratingTenths: number;
  collectionIds: number[];
  /** The text a search finds it by (products.search_text): its words, space-separated. */
  searchText: string;
  /** searchText as word numbers, once made (WordPostings.tokenize), so that it is cut once. */
  tokens?: Int32Array;
  /** What a listing's card shows that the columns above do not hold (cards.ts: cardColumns). */
  card: CardFields;
}

/** A card's own fields: read with the rest of the row and kept exact by the same change log (migration 0054). */
export type CardFields = Pick<CardRow, 'code' | 'slug' | 'name' | 'price' | 'specialPrice' | 'stock' | 'sold' | 'badges' | 'cardImage'>;

/** A bit per flag and per promotion kind; one more for a value the domain does not name (the database allows it). */
const bitsOf = (names: readonly string[]) => new Map(names.map((name, at) => [name, 1 << at]));
export const FLAG_BITS = bitsOf(PRODUCT_FLAGS);
export const KIND_BITS = bitsOf(PROMOTION_KINDS);
const OTHER_KIND = 1 << PROMOTION_KINDS.length;

function maskOf(values: readonly string[], bits: ReadonlyMap<string, number>, other = 0): number {
  let mask = 0;
  for (const value of values) mask |= bits.get(value) ?? other;
  return mask;
}

/**
 * Unordered lists of slots by a key (a category, a brand), each slot's place in its list kept so that moving a product
 * to another key is two constant-time steps (the last slot takes the leaving one's place).
 */
class PostingLists {
  private readonly lists = new Map<number, { slots: Int32Array; length: number }>();
  private places = new Int32Array(0);

  grow(capacity: number): void {
    const places = new Int32Array(capacity);
    places.set(this.places);
    this.places = places;
  }

  add(key: number, slot: number): void {
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = { slots: new Int32Array(16), length: 0 }));
    if (list.length === list.slots.length) {
      const slots = new Int32Array(list.slots.length * 2);
      slots.set(list.slots);
      list.slots = slots;
    }
    list.slots[list.length] = slot;
    this.places[slot] = list.length++;
  }

  remove(key: number, slot: number): void {
    const list = this.lists.get(key);
    if (!list) return;
    const place = this.places[slot]!;
    const last = list.slots[--list.length]!;
    list.slots[place] = last;
    this.places[last] = place;
    if (list.length === 0) this.lists.delete(key);
  }

  /** The slots under a key (a view: valid until the next change). */
  of(key: number): Int32Array {
    const list = this.lists.get(key);
    return list ? list.slots.subarray(0, list.length) : new Int32Array(0);
  }
}

/** No brand, no detail category: 0, which no serial id takes. */
const NONE = 0;
const NO_WORDS = new Int32Array(0);
/** The marks search_name drops (migration 0049): Thai tone marks, maitaikhu and thanthakhat. */
const TONE_MARKS = /[\u0E47-\u0E4C]/g;

const sameInts = (a: ArrayLike<number> | undefined, b: ArrayLike<number>) =>
  (a?.length ?? 0) === b.length && Array.prototype.every.call(b, (value: number, at: number) => a![at] === value);

/** A freed slot's name: its product's text is let go. */
const EMPTY_NAME: LocalizedText = { th: '' };

/**
 * The products on sale as columns, one slot per product (typed arrays: a million products in tens of megabytes, read
 * in a tight loop), with lists of slots by category and brand for the narrowest first pass. Withdrawn products are not
 * here: listings never show them.
 */
export class ProductColumns {
  capacity = 0;
  /** Slots in use end below this; freed slots in between are reused first. */
  end = 0;
  size = 0;
  private readonly free: number[] = [];
  private slotById = new Int32Array(0);

  ids = new Int32Array(0);
  brand = new Int32Array(0);
  main = new Int32Array(0);
  sub = new Int32Array(0);
  detail = new Int32Array(0);
  flags = new Uint8Array(0);
  promotionKinds = new Uint16Array(0);
  deliveryMaxDays = new Int32Array(0);
  price = new Int32Array(0);
  discount = new Int32Array(0);
  inStock = new Uint8Array(0);
  soldRanked = new Int32Array(0);
  rank = new Int32Array(0);
  created = new Float64Array(0);
  rating = new Int16Array(0);
  /**
   * Interned "Color:black" values of each product, repeats kept as the database's array has them: `optionCount[slot]`
   * numbers from `optionStart[slot]` in one shared pool (a typed array per product would cost a hundred bytes each).
   */
  optionStart = new Int32Array(0);
  optionCount = new Uint8Array(0);
  optionPool = new Uint16Array(4096);
  private poolEnd = 0;
  /** Pool places left behind by products whose values changed: gathered up when they are half the pool. */
  private poolWaste = 0;
  collections: Array<Int32Array | undefined> = [];
  /**
   * The cards' fields (decision 0062, "Cards from the index"): a listing's page is answered without a statement. Text in
   * plain arrays (a million names are a few hundred megabytes, within the process's budget), the text arrays the
   * database keeps (flags, badges, promotion kinds) interned: a few dozen distinct ones are shared by every product.
   */
  private codes: string[] = [];
  private slugs: string[] = [];
  private names: LocalizedText[] = [];
  private cardImages: Array<string | null> = [];
  private flagLists: string[][] = [];
  private badgeLists: string[][] = [];
  private kindLists: string[][] = [];
  private readonly lists = new Map<string, string[]>();
  listPrice = new Int32Array(0);
  /** The special price, or -1 for none (prices are never negative). */
  specialPrice = new Int32Array(0);
  stock = new Int32Array(0);
  sold = new Int32Array(0);
  /** Above every brand, category and collection id held: the length of a count per id. */
  keyLimit = 1;

  readonly byMain = new PostingLists();
  readonly bySub = new PostingLists();
  readonly byDetail = new PostingLists();
  readonly byBrand = new PostingLists();
  readonly byCollection = new Map<number, Set<number>>();
  /**
   * The search words' posting lists and text (decision 0072), and each product's search text as word numbers in order
   * (0 for an empty token or a word the index cannot name).
   */
  readonly words = new WordPostings();
  private readonly tokens = new TokenPool();

  /** Option values as numbers, and back: the values are the shop's few option labels. */
  readonly optionIds = new Map<string, number>();
  readonly optionNames: string[] = [];

  optionId(value: string): number {
    let id = this.optionIds.get(value);
    if (id === undefined) {
      id = this.optionNames.length;
      this.optionIds.set(value, id);
      this.optionNames.push(value);
    }
    return id;
  }

  slotOf(id: number): number {
    return id < this.slotById.length ? this.slotById[id]! - 1 : -1;
  }

  /** Lets go of the room the search words' lists and texts grew past what they hold (after a build). */
  trim(): void {
    this.words.trim();
    this.tokens.trim();
  }

  /** The word numbers of a product held here, in its search text's order; undefined when it is not held (not on sale). */
  wordsOf(id: number): Uint16Array | Int32Array | undefined {
    const slot = this.slotOf(id);
    return slot < 0 ? undefined : this.tokens.of(slot);
  }

  /** The product's search text as its words make it again (an unknown word's place left empty). */
  searchTextOf(slot: number): string {
    return Array.from(this.tokens.of(slot), (number) => this.words.textOf(number) ?? '').join(' ');
  }

  /**
   * The folded names of the product in a slot, which a search ranks by: products.search_name's expression (migration
   * 0049: lower-cased, Thai tone marks and thanthakhat dropped), made from the card's name when asked rather than kept.
   */
  searchNameOf(slot: number): string {
    const name = this.names[slot]!;
    return `${name.th} ${name.en ?? ''}`.toLowerCase().replace(TONE_MARKS, '');
  }

  /** The card of a product held here, as the database has it (cards.ts: toCard makes the shop's card of it). */
  cardOf(slot: number): CardRow {
    const specialPrice = this.specialPrice[slot]!;
    const brand = this.brand[slot]!;
    return {
      id: this.ids[slot]!,
      code: this.codes[slot]!,
      slug: this.slugs[slot]!,
      name: this.names[slot]!,
      brandId: brand === NONE ? null : brand,
      price: this.listPrice[slot]!,
      specialPrice: specialPrice < 0 ? null : specialPrice,
      discountPercent: this.discount[slot]!,
      stock: this.stock[slot]!,
      flags: this.flagLists[slot]!,
      badges: this.badgeLists[slot]!,
      promotionKinds: this.kindLists[slot]!,
      sold: this.sold[slot]!,
      cardImage: this.cardImages[slot]!,
    };
  }

  /**
   * Puts the product in (or takes its new values). Answers whether a listing may answer differently now: not when only
   * its stock (still in stock, or still not) and units sold changed, as every order changes them — kept answers stay.
   */
  put(row: IndexRow): boolean {
    const slot = this.slotOf(row.id);
    const quiet = slot >= 0 && this.onlySalesChanged(slot, row);
    this.write(slot, row);
    return !quiet;
  }

  private onlySalesChanged(slot: number, row: IndexRow): boolean {
    const now = this.cardOf(slot);
    const { card } = row;
    const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, at) => value === b[at]);
    return (
      now.code === card.code &&
      now.slug === card.slug &&
      now.name.th === card.name.th &&
      now.name.en === card.name.en &&
      now.price === card.price &&
      now.specialPrice === card.specialPrice &&
      now.cardImage === card.cardImage &&
      same(now.badges, card.badges) &&
      same(now.flags, row.flags) &&
      same(now.promotionKinds, row.promotionKinds) &&
      now.brandId === row.brandId &&
      now.discountPercent === row.discountPercent &&
      this.main[slot] === row.mainCategoryId &&
      this.sub[slot] === row.subCategoryId &&
      this.detail[slot] === (row.detailCategoryId ?? NONE) &&
      this.deliveryMaxDays[slot] === row.deliveryMaxDays &&
      this.price[slot] === row.effectivePrice &&
      this.inStock[slot] === (row.inStock ? 1 : 0) &&
      this.soldRanked[slot] === row.soldRanked &&
      this.rank[slot] === row.rank &&
      this.created[slot] === row.createdMicros &&
      this.rating[slot] === row.ratingTenths &&
      this.sameOptions(slot, row.optionValues) &&
      this.sameCollections(slot, row.collectionIds) &&
      sameInts(this.tokens.of(slot), (row.tokens ??= this.words.tokensOf(row.searchText)))
    );
  }

  private sameCollections(slot: number, ids: readonly number[]): boolean {
    const held = this.collections[slot];
    return (held?.length ?? 0) === ids.length && ids.every((id, at) => held![at] === id);
  }

  private sameOptions(slot: number, values: readonly string[]): boolean {
    const start = this.optionStart[slot]!;
    return (
      this.optionCount[slot] === values.length && values.every((value, at) => this.optionNames[this.optionPool[start + at]!] === value)
    );
  }

  /** One shared array for every product whose list reads the same. */
  private interned(values: string[]): string[] {
    const key = values.join('\u0000');
    const known = this.lists.get(key);
    if (known) return known;
    this.lists.set(key, values);
    return values;
  }

  private write(held: number, row: IndexRow): void {
    let slot = held;
    if (slot >= 0) {
      this.unlist(slot);
      this.poolWaste += this.optionCount[slot]!;
      this.optionCount[slot] = 0;
    } else slot = this.take(row.id);
    this.ids[slot] = row.id;
    this.brand[slot] = row.brandId ?? NONE;
    this.main[slot] = row.mainCategoryId;
    this.sub[slot] = row.subCategoryId;
    this.detail[slot] = row.detailCategoryId ?? NONE;
    this.flags[slot] = maskOf(row.flags, FLAG_BITS);
    this.promotionKinds[slot] = maskOf(row.promotionKinds, KIND_BITS, OTHER_KIND);
    this.deliveryMaxDays[slot] = row.deliveryMaxDays;
    this.price[slot] = row.effectivePrice;
    this.discount[slot] = row.discountPercent;
    this.inStock[slot] = row.inStock ? 1 : 0;
    this.soldRanked[slot] = row.soldRanked;
    this.rank[slot] = row.rank;
    this.created[slot] = row.createdMicros;
    this.rating[slot] = row.ratingTenths;
    this.putOptions(slot, row.optionValues);
    this.collections[slot] = row.collectionIds.length > 0 ? Int32Array.from(row.collectionIds) : undefined;
    const tokens = (row.tokens ??= this.words.tokensOf(row.searchText));
    this.words.move(row.id, held >= 0 ? this.tokens.of(slot) : NO_WORDS, tokens);
    this.tokens.set(slot, tokens);
    this.putCard(slot, row);
    this.keyLimit = Math.max(
      this.keyLimit,
      (row.brandId ?? 0) + 1,
      row.subCategoryId + 1,
      row.mainCategoryId + 1,
      (row.detailCategoryId ?? 0) + 1,
      ...row.collectionIds.map((id) => id + 1),
    );
    this.list(slot);
  }

  private putCard(slot: number, row: IndexRow): void {
    const { card } = row;
    this.codes[slot] = card.code;
    this.slugs[slot] = card.slug;
    this.names[slot] = card.name;
    this.cardImages[slot] = card.cardImage;
    this.flagLists[slot] = this.interned(row.flags);
    this.badgeLists[slot] = this.interned(card.badges);
    this.kindLists[slot] = this.interned(row.promotionKinds);
    this.listPrice[slot] = card.price;
    this.specialPrice[slot] = card.specialPrice ?? -1;
    this.stock[slot] = card.stock;
    this.sold[slot] = card.sold;
  }

  /** Takes the product out (withdrawn, made a draft again, deleted); a product not here is no change. */
  remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot < 0) return;
    this.unlist(slot);
    this.words.move(id, this.tokens.of(slot), NO_WORDS);
    this.tokens.clear(slot);
    this.slotById[id] = 0;
    this.ids[slot] = 0;
    this.poolWaste += this.optionCount[slot]!;
    this.optionCount[slot] = 0;
    this.collections[slot] = undefined;
    this.codes[slot] = this.slugs[slot] = '';
    this.names[slot] = EMPTY_NAME;
    this.free.push(slot);
    this.size--;
  }

  /** Whether a slot holds a product (a freed one holds id 0). */
  alive(slot: number): boolean {
    return this.ids[slot] !== 0;
  }

  private putOptions(slot: number, values: readonly string[]): void {
    if (this.poolWaste > 4096 && this.poolWaste * 2 > this.poolEnd) this.gatherPool();
    if (this.poolEnd + values.length > this.optionPool.length) {
      const pool = new Uint16Array(Math.max(this.optionPool.length * 2, this.poolEnd + values.length));
      pool.set(this.optionPool.subarray(0, this.poolEnd));
      this.optionPool = pool;
    }
    this.optionStart[slot] = this.poolEnd;
    this.optionCount[slot] = values.length;
    for (const value of values) this.optionPool[this.poolEnd++] = this.optionId(value);
  }

  /** Copies every product's option values to the start of a new pool, leaving out what changed products left behind. */
  private gatherPool(): void {
    ({ pool: this.optionPool, end: this.poolEnd } = gathered(this.optionPool, this.optionStart, this.optionCount, this.end));
    this.poolWaste = 0;
  }

  private take(id: number): number {
    const slot = this.free.pop() ?? this.end++;
    if (slot >= this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    if (id >= this.slotById.length) {
      const slots = new Int32Array(Math.max(id + 1, this.slotById.length * 2));
      slots.set(this.slotById);
      this.slotById = slots;
    }
    this.slotById[id] = slot + 1;
    this.size++;
    return slot;
  }

  private list(slot: number): void {
    this.byMain.add(this.main[slot]!, slot);
    this.bySub.add(this.sub[slot]!, slot);
    if (this.detail[slot] !== NONE) this.byDetail.add(this.detail[slot]!, slot);
    if (this.brand[slot] !== NONE) this.byBrand.add(this.brand[slot]!, slot);
    for (const collection of this.collections[slot] ?? []) {
      let members = this.byCollection.get(collection);
      if (!members) this.byCollection.set(collection, (members = new Set()));
      members.add(slot);
    }
  }

  private unlist(slot: number): void {
    this.byMain.remove(this.main[slot]!, slot);
    this.bySub.remove(this.sub[slot]!, slot);
    if (this.detail[slot] !== NONE) this.byDetail.remove(this.detail[slot]!, slot);
    if (this.brand[slot] !== NONE) this.byBrand.remove(this.brand[slot]!, slot);
    for (const collection of this.collections[slot] ?? []) {
      const members = this.byCollection.get(collection);
      members?.delete(slot);
      if (members?.size === 0) this.byCollection.delete(collection);
    }
  }

  private grow(capacity: number): void {
    const grown = <T extends Int32Array | Int16Array | Uint8Array | Uint16Array | Float64Array>(array: T): T => {
      const next = new (array.constructor as new (length: number) => T)(capacity);
      next.set(array);
      return next;
    };
    this.ids = grown(this.ids);
    this.brand = grown(this.brand);
    this.main = grown(this.main);
    this.sub = grown(this.sub);
    this.detail = grown(this.detail);
    this.flags = grown(this.flags);
    this.promotionKinds = grown(this.promotionKinds);
    this.deliveryMaxDays = grown(this.deliveryMaxDays);
    this.price = grown(this.price);
    this.discount = grown(this.discount);
    this.inStock = grown(this.inStock);
    this.soldRanked = grown(this.soldRanked);
    this.rank = grown(this.rank);
    this.created = grown(this.created);
    this.rating = grown(this.rating);
    this.optionStart = grown(this.optionStart);
    this.optionCount = grown(this.optionCount);
    this.listPrice = grown(this.listPrice);
    this.specialPrice = grown(this.specialPrice);
    this.stock = grown(this.stock);
    this.sold = grown(this.sold);
    for (const lists of [this.byMain, this.bySub, this.byDetail, this.byBrand]) lists.grow(capacity);
    this.tokens.grow(capacity);
    this.capacity = capacity;
  }
}
