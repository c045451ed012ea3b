import type { ErrorName } from './errors.ts';
import type { Satang } from './money.ts';

/**
 * Prices and stock as the back office edits them (issue #27, decision 0047). A variant's list price is at least one
 * satang; its special price, when set, is at least one satang and below the list price (the database's CHECKs on
 * product_variants say the same: these rules answer the staff member's mistake in words before the database would).
 */

/** Where a price change came from: a staff member's edit, or a scheduled change the job runner applied at its time. */
export const PRICE_CHANGE_SOURCES = ['manual', 'scheduled'] as const;
export type PriceChangeSource = (typeof PRICE_CHANGE_SOURCES)[number];

export const SCHEDULED_PRICE_STATES = ['pending', 'applied', 'cancelled', 'failed'] as const;
export type ScheduledPriceState = (typeof SCHEDULED_PRICE_STATES)[number];

/** A variant's prices: list price and special price (null: none), integer satang. */
export interface VariantPrices {
  price: Satang;
  special_price: Satang | null;
}

/** The error a pair of prices breaks, or null when the pair may be sold at. */
export function priceProblem(prices: VariantPrices): ErrorName | null {
  if (prices.price < 1) return 'PRICE_NOT_POSITIVE';
  if (prices.special_price === null) return null;
  if (prices.special_price < 1) return 'SPECIAL_PRICE_NOT_POSITIVE';
  if (prices.special_price >= prices.price) return 'SPECIAL_PRICE_NOT_BELOW_PRICE';
  return null;
}

/** The prices after a change: a field left out keeps its value; special_price null removes the special price. */
export function pricesAfter(current: VariantPrices, change: Partial<VariantPrices>): VariantPrices {
  return {
    price: change.price ?? current.price,
    special_price: change.special_price === undefined ? current.special_price : change.special_price,
  };
}

/**
 * Why stock moved (Shopify's reasons, plus promotion stock set aside or given back). `count` is a stock count: it sets
 * the level and records the difference; `other` needs a note saying what happened.
 */
export const STOCK_REASONS = ['received', 'count', 'correction', 'damaged', 'returned', 'shrinkage', 'promotion', 'other'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

export const STOCK_NOTE_MAX_LENGTH = 500;
/** The most units one adjustment or count may name: a typo's extra zeros are refused, not stocked. */
export const STOCK_MAX_UNITS = 1_000_000;

/** An adjustment as asked: a change by `delta`, or a count of `count` units (reason count). */
export interface StockAsk {
  delta?: number;
  count?: number;
  reason: StockReason;
  note?: string | null;
}

/** The error an adjustment's shape breaks (before any stock is read), or null. */
export function stockAskProblem(ask: StockAsk): ErrorName | null {
  const isCount = ask.reason === 'count';
  if (isCount && ask.count === undefined) return 'STOCK_COUNT_MISSING';
  if (!isCount && ask.count !== undefined) return 'STOCK_COUNT_REASON';
  if (isCount && ask.delta !== undefined) return 'STOCK_DELTA_WITH_COUNT';
  if (!isCount && (ask.delta === undefined || ask.delta === 0)) return 'STOCK_DELTA_ZERO';
  if (ask.reason === 'other' && !ask.note?.trim()) return 'STOCK_NOTE_REQUIRED';
  return null;
}
