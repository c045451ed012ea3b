import { describe, expect, it } from 'vitest';
import { draftChanged, draftOf, draftProblems, writeBodyOf } from './review-draft.ts';

const waiting = {
  product_quality_rating: null,
  shipping_service_rating: null,
  sales_service_rating: null,
  comment: '',
  variations: { Color: 'black' },
};

describe('the review form', () => {
  it('starts as the review stands and is unchanged until a field changes', () => {
    const saved = draftOf(waiting);
    expect(draftChanged(saved, draftOf(waiting))).toBe(false);
    expect(draftChanged(saved, { ...saved, ratings: { ...saved.ratings, sales_service_rating: 4 } })).toBe(true);
    expect(draftChanged(saved, { ...saved, comment: 'ดีมาก' })).toBe(true);
    expect(draftChanged(saved, { ...saved, variations: { Color: 'white' } })).toBe(true);
    // Changed back is unchanged: nothing is lost by leaving.
    expect(draftChanged(saved, { ...saved, comment: '' })).toBe(false);
  });

  it('asks for all three ratings and a comment within 1000 characters', () => {
    const draft = draftOf(waiting);
    expect(draftProblems(draft).map((problem) => problem.field)).toEqual([
      'product_quality_rating',
      'shipping_service_rating',
      'sales_service_rating',
    ]);
    const rated = { ...draft, ratings: { product_quality_rating: 5, shipping_service_rating: 4, sales_service_rating: 3 } };
    expect(draftProblems(rated)).toEqual([]);
    expect(draftProblems({ ...rated, comment: 'ก'.repeat(1001) })).toEqual([{ field: 'comment', problem: 'commentTooLong' }]);
    // Counted as the API counts it: trimmed.
    expect(draftProblems({ ...rated, comment: ` ${'ก'.repeat(1000)} ` })).toEqual([]);
    expect(writeBodyOf(7, draft)).toBeNull();
  });

  it('sends the ratings, the trimmed comment and the chosen variation', () => {
    const draft = {
      ratings: { product_quality_rating: 5, shipping_service_rating: 4, sales_service_rating: 3 },
      comment: '  ส่งไว ของดี  ',
      variations: { Color: 'white' },
    };
    expect(writeBodyOf(7, draft)).toEqual({
      review_id: 7,
      product_quality_rating: 5,
      shipping_service_rating: 4,
      sales_service_rating: 3,
      comment: 'ส่งไว ของดี',
      variations: { Color: 'white' },
    });
  });
});
