import type { ProductDetail, RatingSummary, ReviewItem } from '@talad/sdk';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from './json-ld.ts';

const product = {
  product_id: 'PRD000000001',
  name: 'หูฟัง Sony WF-1000XM5',
  description: 'Wireless earbuds',
  brand: { slug: 'sony', name: 'Sony' },
  withdrawn: false,
  flags: [],
  variants: [{ sku: 'SKU-1', price: 899000, special_price: null, stock: 3 }],
} as unknown as ProductDetail;

const summary: RatingSummary = {
  product_id: 'PRD000000001',
  average: 4.3,
  total: 12,
  counts: { 1: 1, 2: 0, 3: 1, 4: 4, 5: 6 },
  with_photo: 3,
  with_video: 1,
};
const review = {
  user_name: 'Somchai K.',
  reviewed_date: '2026-11-20T08:15:00.000Z',
  score: 4.7,
  comment: 'เสียงดีมาก',
} as ReviewItem;

const ldOf = (reviews: Parameters<typeof productJsonLd>[3]) =>
  (productJsonLd(product, 'https://talad.example/product/sony', [], reviews) as { 'script:ld+json': Record<string, unknown> })[
    'script:ld+json'
  ];

describe('the product JSON-LD', () => {
  it('carries the aggregateRating and the newest reviews of a reviewed product', () => {
    const ld = ldOf({ summary, latest: [review, { ...review, comment: '', reviewed_date: null, user_name: 'Member' }] });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Somchai K.' },
        datePublished: '2026-11-20',
        reviewBody: 'เสียงดีมาก',
        reviewRating: { '@type': 'Rating', ratingValue: 4.7, bestRating: 5, worstRating: 1 },
      },
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Member' },
        reviewRating: { '@type': 'Rating', ratingValue: 4.7, bestRating: 5, worstRating: 1 },
      },
    ]);
    expect(ld.offers).toHaveLength(1);
  });

  it('names no rating for a product without written reviews, or when the reviews could not be read', () => {
    for (const reviews of [
      { summary: { ...summary, average: 0, total: 0 }, latest: [] },
      { summary: null, latest: [] },
    ]) {
      const ld = ldOf(reviews);
      expect(ld).not.toHaveProperty('aggregateRating');
      expect(ld).not.toHaveProperty('review');
      expect(ld).toMatchObject({ '@type': 'Product', sku: 'PRD000000001' });
    }
  });
});
