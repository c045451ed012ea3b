import type { ProductSort, ShipmentKind, StockStatus } from '@talad/domain';
import type { FacetRow } from '../listing.ts';
import { FLAG_BITS, type ProductColumns } from './columns.ts';

/** A listing's filters as the index reads them: slugs already turned into ids (listing.ts, resolvedFilters). */
export interface IndexFilters {
  category?: { id: number; level: 'main' | 'sub' | 'detail' } | undefined;
  /** Brand ids: an empty list (no brand of those slugs) keeps nothing, as `brand_id in ()` would. */
  brands?: number[] | undefined;
  collection?: number | undefined;
  status?: readonly StockStatus[] | undefined;
  shipment?: readonly ShipmentKind[] | undefined;
  /** The effective price's bounds, both inclusive (price range, min_price and max_price together). */
  lowestPrice?: number | undefined;
  highestPrice?: number | undefined;
  /** Per option name asked, its values ("Color:black"): a product must hold one of each list. */
  options?: string[][] | undefined;
  /** Promotion kinds as bits (KIND_BITS): a product must take part in one of them. */
  selection?: number | undefined;
  /** The least mean review score, in tenths ("4 stars and up": 40). */
  leastRating?: number | undefined;
  hasPromotion?: boolean | undefined;
  hasStock?: boolean | undefined;
  newProduct?: boolean | undefined;
  installment?: boolean | undefined;
  freeShipping?: boolean | undefined;
}

/** The category level the side menu counts under the one asked: the main categories for the whole shop. */
export type ChildLevel = 'main' | 'sub' | 'detail' | null;

const PRE_ORDER = FLAG_BITS.get('preOrder')!;
const SEVEN_ELEVEN = FLAG_BITS.get('AT_7-ELEVEN')!;
const NEW_PRODUCT = FLAG_BITS.get('newProduct')!;
const INSTALMENTS = FLAG_BITS.get('installments')!;
const FREE_SHIPPING = FLAG_BITS.get('freeShipping')!;

/** Slots in listing order, as sortOrder (listing.ts) orders rows: negative when `a` comes first. */
export function comparator(columns: ProductColumns, sort: ProductSort): (a: number, b: number) => number {
  const { ids, created, price, discount, soldRanked, inStock, rank } = columns;
  switch (sort) {
    case 'newest':
      return (a, b) => created[b]! - created[a]! || ids[b]! - ids[a]!;
    case 'price_low_to_high':
      return (a, b) => price[a]! - price[b]! || ids[a]! - ids[b]!;
    case 'price_high_to_low':
      return (a, b) => price[b]! - price[a]! || ids[a]! - ids[b]!;
    case 'discount':
      return (a, b) => discount[b]! - discount[a]! || soldRanked[b]! - soldRanked[a]! || ids[a]! - ids[b]!;
    case 'best_selling':
      return (a, b) => soldRanked[b]! - soldRanked[a]! || ids[a]! - ids[b]!;
    case 'relevance':
    case 'recommended':
      return (a, b) => inStock[b]! - inStock[a]! || rank[b]! - rank[a]! || ids[a]! - ids[b]!;
  }
}

/** The slots to look at first: the shortest of the category's, the brands' and the collection's lists, or every slot. */
function firstPass(columns: ProductColumns, filters: IndexFilters): ArrayLike<number> | null {
  const sources: Array<{ size: number; slots: () => ArrayLike<number> }> = [];
  const { category, brands, collection } = filters;
  if (category) {
    const lists = category.level === 'main' ? columns.byMain : category.level === 'sub' ? columns.bySub : columns.byDetail;
    const slots = lists.of(category.id);
    sources.push({ size: slots.length, slots: () => slots });
  }
  if (brands) {
    const lists = [...new Set(brands)].map((brand) => columns.byBrand.of(brand));
    const size = lists.reduce((sum, list) => sum + list.length, 0);
    sources.push({ size, slots: () => (lists.length === 1 ? lists[0]! : lists.flatMap((list) => [...list])) });
  }
  if (collection !== undefined) {
    const members = columns.byCollection.get(collection) ?? new Set<number>();
    sources.push({ size: members.size, slots: () => [...members] });
  }
  if (sources.length === 0) return null;
  return sources.reduce((least, source) => (source.size < least.size ? source : least)).slots();
}

/**
 * Whether the slot's product meets every filter (firstPass narrowed by one of them; all are checked again here). Plain
 * comparisons over the typed arrays, the absent filters' bounds chosen so they always pass: this runs once per
 * candidate, up to a million times a listing.
 */
function matcher(columns: ProductColumns, filters: IndexFilters): (slot: number) => boolean {
  const { brand, main, sub, detail, flags, promotionKinds, deliveryMaxDays, price, inStock, collections, rating } = columns;
  const { optionStart, optionCount, optionPool } = columns;
  const { category, status, shipment, selection, collection } = filters;
  const categories = category ? (category.level === 'main' ? main : category.level === 'sub' ? sub : detail) : null;
  const categoryId = category?.id ?? 0;
  const brands = filters.brands ? new Set(filters.brands) : null;
  const lowest = filters.lowestPrice ?? -Infinity;
  const highest = filters.highestPrice ?? Infinity;
  const leastRating = filters.leastRating ?? -Infinity;
  const flagsNeeded =
    (filters.newProduct ? NEW_PRODUCT : 0) | (filters.installment ? INSTALMENTS : 0) | (filters.freeShipping ? FREE_SHIPPING : 0);
  const hasStock = filters.hasStock === true;
  const hasPromotion = filters.hasPromotion === true;
  // Each option asked as a bit mask of the values it takes (values unknown to the index: none, so nothing matches).
  const asked = filters.options?.map((values) => {
    const bits = new Uint8Array(columns.optionNames.length);
    for (const value of values) {
      const id = columns.optionIds.get(value);
      if (id !== undefined) bits[id] = 1;
    }
    return bits;
  });
  const statusMet =
    status &&
    ((slot: number) =>
      status.some((kind) =>
        kind === 'in_stock' ? inStock[slot] === 1 : kind === 'out_of_stock' ? inStock[slot] === 0 : (flags[slot]! & PRE_ORDER) !== 0,
      ));
  const shipmentMet =
    shipment &&
    ((slot: number) =>
      shipment.some((kind) =>
        kind === 'seven_eleven'
          ? (flags[slot]! & SEVEN_ELEVEN) !== 0
          : kind === 'delivery_1_3'
            ? deliveryMaxDays[slot]! <= 3
            : deliveryMaxDays[slot]! > 3,
      ));
  const holdsEach = (slot: number): boolean => {
    const from = optionStart[slot]!;
    const to = from + optionCount[slot]!;
    for (const bits of asked!) {
      let held = false;
      for (let at = from; at < to && !held; at++) held = bits[optionPool[at]!] === 1;
      if (!held) return false;
    }
    return true;
  };
  return (slot) => {
    const paid = price[slot]!;
    if (paid < lowest || paid > highest) return false;
    if (categories !== null && categories[slot] !== categoryId) return false;
    if (brands !== null && !brands.has(brand[slot]!)) return false;
    if ((flags[slot]! & flagsNeeded) !== flagsNeeded) return false;
    if (hasStock && inStock[slot] === 0) return false;
    if (hasPromotion && promotionKinds[slot] === 0) return false;
    if (selection !== undefined && (promotionKinds[slot]! & selection) === 0) return false;
    if (rating[slot]! < leastRating) return false;
    if (collection !== undefined && !collections[slot]?.includes(collection)) return false;
    if (statusMet && !statusMet(slot)) return false;
    if (shipmentMet && !shipmentMet(slot)) return false;
    return asked === undefined || holdsEach(slot);
  };
}

/** The first `keep` slots in order among those offered, kept in a heap whose top is the last of them. */
class FirstInOrder {
  private readonly heap: number[] = [];

  constructor(
    private readonly keep: number,
    private readonly before: (a: number, b: number) => number,
  ) {}

  offer(slot: number): void {
    const heap = this.heap;
    if (heap.length < this.keep) {
      heap.push(slot);
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        const above = heap[parent]!;
        if (this.before(above, slot) >= 0) break;
        heap[at] = above;
        heap[parent] = slot;
        at = parent;
      }
      return;
    }
    if (this.keep === 0 || this.before(slot, heap[0]!) >= 0) return;
    heap[0] = slot;
    let at = 0;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let last = at;
      if (left < heap.length && this.before(heap[left]!, heap[last]!) > 0) last = left;
      if (right < heap.length && this.before(heap[right]!, heap[last]!) > 0) last = right;
      if (last === at) break;
      heap[at] = heap[last]!;
      heap[last] = slot;
      at = last;
    }
  }

  inOrder(): number[] {
    return this.heap.sort(this.before);
  }
}

/** Counts of the side menu, kept as listing.ts's facetRows answers them (FacetRow): a count per id, in typed arrays. */
class FacetTally {
  total = 0;
  low = Infinity;
  high = -Infinity;
  private readonly brands: Int32Array;
  private readonly categories: Int32Array;
  private readonly subcategories: Int32Array;
  private readonly options: Int32Array;
  private readonly collections: Int32Array;

  constructor(
    private readonly columns: ProductColumns,
    private readonly childOf: Int32Array | null,
    /** A search's hits are counted by sub-category too, for its related side menu (hitFacetRows' 'subcategory' rows). */
    private readonly withSubcategories = false,
  ) {
    const keys = columns.keyLimit;
    this.brands = new Int32Array(keys);
    this.categories = new Int32Array(keys);
    this.subcategories = new Int32Array(withSubcategories ? keys : 0);
    this.options = new Int32Array(columns.optionNames.length);
    this.collections = new Int32Array(keys);
  }

  count(slot: number): void {
    const { brand, price, sub, optionStart, optionCount, optionPool, collections } = this.columns;
    this.total++;
    const paid = price[slot]!;
    if (paid < this.low) this.low = paid;
    if (paid > this.high) this.high = paid;
    this.brands[brand[slot]!]!++;
    if (this.childOf !== null) this.categories[this.childOf[slot]!]!++;
    if (this.withSubcategories) this.subcategories[sub[slot]!]!++;
    const from = optionStart[slot]!;
    const to = from + optionCount[slot]!;
    for (let at = from; at < to; at++) this.options[optionPool[at]!]!++;
    const within = collections[slot];
    if (within !== undefined) for (let at = 0; at < within.length; at++) this.collections[within[at]!]!++;
  }

  rows(): FacetRow[] {
    const counted = this.total > 0;
    const rows: FacetRow[] = [
      { kind: 'total', key: null, count: this.total, low: counted ? this.low : null, high: counted ? this.high : null },
    ];
    const keyed = (kind: FacetRow['kind'], counts: Int32Array, keyOf: (at: number) => string) => {
      // At 0: no brand or no detail category, a group the menu leaves out, as it leaves out the database's null key.
      for (let at = kind === 'option' ? 0 : 1; at < counts.length; at++)
        if (counts[at]! > 0) rows.push({ kind, key: keyOf(at), count: counts[at]!, low: null, high: null });
    };
    keyed('brand', this.brands, String);
    if (this.childOf !== null) keyed('category', this.categories, String);
    keyed('subcategory', this.subcategories, String);
    keyed('option', this.options, (at) => this.columns.optionNames[at]!);
    keyed('collection', this.collections, String);
    return rows;
  }
}

export interface IndexAnswer {
  /** The page's product ids, in order. */
  ids: number[];
  rows: FacetRow[];
}

/** One page of a listing and its side-menu counts, in one pass over the matching products. */
export function answer(
  columns: ProductColumns,
  filters: IndexFilters,
  sort: ProductSort,
  page: { offset: number; limit: number },
  child: ChildLevel,
): IndexAnswer {
  const meets = matcher(columns, filters);
  const childOf = child === 'main' ? columns.main : child === 'sub' ? columns.sub : child === 'detail' ? columns.detail : null;
  const tally = new FacetTally(columns, childOf);
  const first = new FirstInOrder(page.offset + page.limit, comparator(columns, sort));
  const take = (slot: number) => {
    if (!meets(slot)) return;
    tally.count(slot);
    first.offer(slot);
  };
  const narrowed = firstPass(columns, filters);
  if (narrowed === null) {
    for (let slot = 0; slot < columns.end; slot++) if (columns.alive(slot)) take(slot);
  } else {
    for (let at = 0; at < narrowed.length; at++) take(narrowed[at]!);
  }
  const ids = first
    .inOrder()
    .slice(page.offset)
    .map((slot) => columns.ids[slot]!);
  return { ids, rows: tally.rows() };
}

/**
 * The side-menu counts of a search's hits (their product ids), as hitFacetRows counts them: main categories for its
 * filters, sub-categories for its related side menu; ids of products not on sale are not counted.
 */
export function hitCounts(columns: ProductColumns, ids: readonly number[]): FacetRow[] {
  const tally = new FacetTally(columns, columns.main, true);
  for (const id of new Set(ids)) {
    const slot = columns.slotOf(id);
    if (slot >= 0) tally.count(slot);
  }
  return tally.rows();
}
