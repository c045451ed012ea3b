import { describe, expect, it } from 'vitest';
import { priceProblem, pricesAfter, stockAskProblem } from './inventory.ts';

describe('price rules', () => {
  it('a list price of at least one satang, a special price between one satang and below the list price', () => {
    expect(priceProblem({ price: -1, special_price: null })).toBe('PRICE_NOT_POSITIVE');
    expect(priceProblem({ price: 0, special_price: null })).toBe('PRICE_NOT_POSITIVE');
    expect(priceProblem({ price: 1, special_price: null })).toBeNull();
    expect(priceProblem({ price: 1000, special_price: 0 })).toBe('SPECIAL_PRICE_NOT_POSITIVE');
    expect(priceProblem({ price: 1000, special_price: 1000 })).toBe('SPECIAL_PRICE_NOT_BELOW_PRICE');
    expect(priceProblem({ price: 1000, special_price: 1001 })).toBe('SPECIAL_PRICE_NOT_BELOW_PRICE');
    expect(priceProblem({ price: 1000, special_price: 999 })).toBeNull();
  });

  it('a change keeps what it leaves out; a special price of null removes it', () => {
    const now = { price: 1000, special_price: 900 };
    expect(pricesAfter(now, { price: 1200 })).toEqual({ price: 1200, special_price: 900 });
    expect(pricesAfter(now, { special_price: null })).toEqual({ price: 1000, special_price: null });
  });
});

describe('stock adjustment shapes', () => {
  it('a delta with any reason but count; a count with count only; other needs a note', () => {
    expect(stockAskProblem({ delta: 3, reason: 'received' })).toBeNull();
    expect(stockAskProblem({ delta: 0, reason: 'received' })).toBe('STOCK_DELTA_ZERO');
    expect(stockAskProblem({ reason: 'damaged' })).toBe('STOCK_DELTA_ZERO');
    expect(stockAskProblem({ count: 4, reason: 'count' })).toBeNull();
    expect(stockAskProblem({ count: 0, reason: 'count' })).toBeNull();
    expect(stockAskProblem({ reason: 'count' })).toBe('STOCK_COUNT_MISSING');
    expect(stockAskProblem({ count: 4, reason: 'received' })).toBe('STOCK_COUNT_REASON');
    expect(stockAskProblem({ count: 4, delta: 1, reason: 'count' })).toBe('STOCK_DELTA_WITH_COUNT');
    expect(stockAskProblem({ delta: -1, reason: 'other' })).toBe('STOCK_NOTE_REQUIRED');
    expect(stockAskProblem({ delta: -1, reason: 'other', note: ' ' })).toBe('STOCK_NOTE_REQUIRED');
    expect(stockAskProblem({ delta: -1, reason: 'other', note: 'ให้ร้านสาขา' })).toBeNull();
  });
});
