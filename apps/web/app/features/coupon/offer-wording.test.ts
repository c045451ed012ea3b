import { describe, expect, it } from 'vitest';
import { offerWording } from './offer-wording.ts';

describe('the best-coupon offer’s wording', () => {
  it('offers the best coupon to a shopper who chose none, a better one in place of theirs, or one to add', () => {
    expect(offerWording({ replaces: null }, 0)).toBe('first');
    expect(offerWording({ replaces: 7 }, 1)).toBe('instead');
    expect(offerWording({ replaces: null }, 1)).toBe('also');
  });
});
