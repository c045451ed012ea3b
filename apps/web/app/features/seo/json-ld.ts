import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@talad/domain';
import type { ProductDetail, RatingSummary, ReviewItem } from '@talad/sdk';
import type { MetaDescriptor } from 'react-router';
import type { Crumb } from '../catalog/breadcrumb.tsx';

/** schema.org BreadcrumbList of the page's trail (home first), absolute URLs. */
export function breadcrumbJsonLd(trail: Crumb[], homeLabel: string, absolute: (path: string) => string): MetaDescriptor {
  const crumbs = [{ label: homeLabel, path: '/' }, ...trail];
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        ...(crumb.path ? { item: absolute(crumb.path) } : {}),
      })),
    },
  };
}

const satangToBaht = (satang: number) => (satang / 100).toFixed(2);

const ratingScale = { bestRating: REVIEW_RATING_MAX, worstRating: REVIEW_RATING_MIN };

/** schema.org aggregateRating and review of a product with written reviews; nothing when it has none (0 is not a rating). */
function reviewsJsonLd({ summary, latest }: { summary: RatingSummary | null; latest: ReviewItem[] }) {
  if (!summary || summary.total === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average, reviewCount: summary.total, ...ratingScale },
    review: latest
      .filter((item) => item.score !== null)
      .map((item) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: item.user_name },
        ...(item.reviewed_date ? { datePublished: item.reviewed_date.slice(0, 10) } : {}),
        ...(item.comment ? { reviewBody: item.comment } : {}),
        reviewRating: { '@type': 'Rating', ratingValue: item.score, ...ratingScale },
      })),
  };
}

/**
 * schema.org Product with one Offer per variant: price in baht, THB, stock as availability (Discontinued once withdrawn);
 * with its aggregateRating and newest reviews once it has written reviews.
 */
export function productJsonLd(
  product: ProductDetail,
  url: string,
  images: string[],
  reviews: { summary: RatingSummary | null; latest: ReviewItem[] },
): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.product_id,
      description: product.description,
      image: images,
      url,
      ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
      offers: product.variants.map((variant) => ({
        '@type': 'Offer',
        sku: variant.sku,
        url,
        priceCurrency: 'THB',
        price: satangToBaht(variant.special_price ?? variant.price),
        availability: product.withdrawn
          ? 'https://schema.org/Discontinued'
          : variant.stock > 0
            ? 'https://schema.org/InStock'
            : product.flags.includes('preOrder')
              ? 'https://schema.org/PreOrder'
              : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      })),
      ...reviewsJsonLd(reviews),
    },
  };
}
