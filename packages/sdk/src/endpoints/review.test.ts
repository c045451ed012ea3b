import { describe, expect, it } from 'vitest';
import { apiWith, ok } from '../test-support.ts';
import {
  addReviewMedia,
  clearReviewMedia,
  getProductReviews,
  getRatingSummary,
  getReviewDetail,
  getReviewedHistories,
  getWaitingForReview,
  reportReview,
  setReviewLike,
  writeReview,
} from './review.ts';

describe('review calls (spec §7 reviews, issue #14)', () => {
  it('reads the member lists with limit and offset, and one review by id', async () => {
    const { api, calls } = apiWith(() => ok({ items: [] }));
    await getWaitingForReview(api, { limit: 10, offset: 20 });
    await getReviewedHistories(api);
    await getReviewDetail(api, 7);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'GET /reviews/my-reviews/waiting-for-review?limit=10&offset=20',
      'GET /reviews/my-reviews/reviewed-histories',
      'GET /reviews/review-detail?review_id=7',
    ]);
  });

  it('writes with PUT, uploads multipart {file, review_id}, clears media', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await writeReview(api, {
      review_id: 7,
      product_quality_rating: 5,
      shipping_service_rating: 4,
      sales_service_rating: 5,
      comment: 'ดีมาก',
    });
    await addReviewMedia(api, 7, new Blob(['x'], { type: 'image/jpeg' }));
    await clearReviewMedia(api, 7);
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { review_id: 7, comment: 'ดีมาก' } });
    expect(calls[1]!.method).toBe('POST');
    expect(calls[1]!.url.pathname).toBe('/reviews/add-media');
    const form = calls[1]!.body as FormData;
    expect(form.get('review_id')).toBe('7');
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(calls[2]).toMatchObject({ method: 'PUT', body: { review_id: 7 } });
  });

  it("reads a product's summary and sorted, filtered reviews, and likes or unlikes", async () => {
    const { api, calls } = apiWith(() => ok({}));
    await getRatingSummary(api, 'PRD100001');
    await getProductReviews(api, 'PRD100001', { sort: 'max_to_min_like', filter: 'with_photo', page: 2 });
    await setReviewLike(api, 9, true);
    await setReviewLike(api, 9, false);
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'GET /reviews/products/PRD100001/summary',
      'GET /reviews/products/PRD100001?sort=max_to_min_like&filter=with_photo&page=2',
      'PUT /reviews/9/like',
      'DELETE /reviews/9/like',
    ]);
  });

  it('reports a review with POST reviews/{id}/report {reason, note} (issue #29)', async () => {
    const { api, calls } = apiWith(() => ok({}));
    await reportReview(api, 9, { reason: 'other', note: 'เบอร์โทรในรีวิว' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { reason: 'other', note: 'เบอร์โทรในรีวิว' } });
    expect(calls[0]!.url.pathname).toBe('/reviews/9/report');
  });
});
