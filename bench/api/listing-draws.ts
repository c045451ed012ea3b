/**
 * Listings drawn the way shoppers filter (issue #28 item 4): a category at any level of the menu or none, brands from
 * that listing's own side menu, a price range of any values, stock, promotion and delivery filters, a sort and a page.
 * No URL is drawn twice in a run: a draw that repeats an earlier one is drawn again (and counted), so every listing the
 * bench sends is one the answer cache has never seen.
 */
import { PRODUCT_FILTER_KEYS, PRODUCT_SORTS, PROMOTION_KINDS, SHIPMENT_KINDS, STOCK_STATUSES } from '@talad/domain';

/** What a listing can be narrowed by, read from its own facets before the run. */
export interface ListingScope {
  /** A category slug, or null for the whole shop. */
  category: string | null;
  brands: string[];
  /** Cheapest and dearest effective price in the listing, satang. */
  price: { min: number; max: number };
}

export interface ListingDrawer {
  /** The next listing's query string, never one drawn before by this drawer. */
  next(): string;
  /** How many listings were drawn, and how many draws repeated an earlier one and were drawn again. */
  counts(): { drawn: number; redrawn: number };
}

/** Filters drawn with these odds each (shoppers mostly narrow by one or two things). */
const ODDS = {
  wholeShop: 0.12,
  brands: 0.3,
  price: 0.4,
  hasStock: 0.25,
  hasPromotion: 0.12,
  selection: 0.1,
  freeShipping: 0.12,
  newProduct: 0.08,
  installment: 0.06,
  shipment: 0.08,
  status: 0.05,
  rating: 0.15,
} as const;

const SORTS = PRODUCT_SORTS.filter((sort) => sort !== 'relevance');
/** A draw that keeps repeating earlier ones means the shop has too few listings to draw from: the run would lie. */
const MOST_REDRAWS_IN_A_ROW = 1000;

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** `count` different items (at least 1), in the list's order. */
function some<T>(random: () => number, items: readonly T[], most: number): T[] {
  const wanted = Math.min(items.length, 1 + Math.floor(random() * most));
  const chosen = new Set<number>();
  while (chosen.size < wanted) chosen.add(Math.floor(random() * items.length));
  return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
}

/** A whole-baht price somewhere in the listing's range, as a shopper types it (satang on the wire). */
function priceIn(random: () => number, range: ListingScope['price']): number {
  const low = Math.max(1, range.min / 100);
  const high = Math.max(low, range.max / 100);
  // Spread over the range's orders of magnitude: ฿100–฿1,000 is as likely as ฿10,000–฿100,000.
  return Math.round(low * (high / low) ** random()) * 100;
}

/** One listing's filters as a query string (the order of a URL the shop's own pages build). */
function drawOne(random: () => number, scopes: readonly ListingScope[], withRating: boolean): string {
  const scope =
    random() < ODDS.wholeShop ? (scopes.find((candidate) => candidate.category === null) ?? pick(random, scopes)) : pick(random, scopes);
  const query = new URLSearchParams();
  if (scope.category) query.set('category', scope.category);
  if (scope.brands.length > 0 && random() < ODDS.brands) query.set('brand', some(random, scope.brands, 3).join(','));
  if (random() < ODDS.price) {
    const [a, b] = [priceIn(random, scope.price), priceIn(random, scope.price)];
    const roll = random();
    if (roll < 1 / 3) query.set('min_price', String(a));
    else if (roll < 2 / 3) query.set('max_price', String(a));
    else {
      query.set('min_price', String(Math.min(a, b)));
      query.set('max_price', String(Math.max(a, b)));
    }
  }
  for (const key of PRODUCT_FILTER_KEYS) if (random() < ODDS[key]) query.set(key, 'true');
  if (random() < ODDS.selection) query.set('selection', some(random, PROMOTION_KINDS, 2).join(','));
  if (random() < ODDS.shipment) query.set('shipment', some(random, SHIPMENT_KINDS, 1).join(','));
  if (random() < ODDS.status) query.set('status', some(random, STOCK_STATUSES, 2).join(','));
  // "Stars and up": most who ask, ask for 4.
  if (withRating && random() < ODDS.rating) query.set('rating', String(pick(random, [1, 2, 3, 3, 4, 4, 4, 4, 5])));
  query.set('sort', pick(random, SORTS));
  query.set('page', String(1 + Math.floor(random() * 5)));
  query.set('size', '24');
  return query.toString();
}

/** Draws from `scopes` with `random`; `withRating` draws the rating filter too (when the contract has one). */
export function listingDrawer(scopes: readonly ListingScope[], random: () => number, withRating: boolean): ListingDrawer {
  if (scopes.length === 0) throw new Error('no listing to draw from');
  const seen = new Set<string>();
  let redrawn = 0;
  return {
    next() {
      for (let attempt = 0; attempt < MOST_REDRAWS_IN_A_ROW; attempt++) {
        const query = drawOne(random, scopes, withRating);
        if (!seen.has(query)) {
          seen.add(query);
          return query;
        }
        redrawn += 1;
      }
      throw new Error(`${MOST_REDRAWS_IN_A_ROW} draws in a row repeated earlier listings: too few listings to draw from`);
    },
    counts: () => ({ drawn: seen.size, redrawn }),
  };
}
