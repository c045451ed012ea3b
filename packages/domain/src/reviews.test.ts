import { describe, expect, it } from 'vitest';
import { scoreTenthsOf, starOf } from './reviews.ts';

describe('a review score', () => {
  it('is the mean of the three ratings in tenths, rounded', () => {
    expect(scoreTenthsOf([5, 5, 5])).toBe(50);
    expect(scoreTenthsOf([4, 5, 5])).toBe(47);
    expect(scoreTenthsOf([5, 4, 4])).toBe(43);
    expect(scoreTenthsOf([1, 2, 1])).toBe(13);
    expect(scoreTenthsOf([1, 1, 1])).toBe(10);
  });

  it('counts under its star rounded half up', () => {
    expect([10, 14, 15, 24, 25, 43, 45, 47, 50].map(starOf)).toEqual([1, 1, 2, 2, 3, 4, 5, 5, 5]);
  });
});
