import { dataOr, getProduct, getProductReviews, getRatingSummary } from '@talad/sdk';
import { data } from 'react-router';
import { productTrail } from '../features/catalog/trails.ts';
import { ProductDetail } from '../features/product/product-detail.tsx';
import { productJsonLd } from '../features/seo/json-ld.ts';
import { routeMeta, snippet } from '../features/seo/route-meta.ts';
import { serverApi } from '../lib/api.server.ts';
import { localeFromPath } from '../lib/locale-path.ts';
import { absoluteMediaUrl } from '../lib/media.ts';
import { shellDataOf } from '../lib/seo.ts';
import { requiredData, settleAnswer } from '../lib/settle.ts';
import { redirectIfRetired } from '../shell/retired-redirect.ts';
import type { Route } from './+types/product';
import { loaderHeadersOnly, PREVIEW_HEADERS } from '../lib/preview.ts';

/** The newest written reviews the JSON-LD names beside its aggregateRating. */
const JSON_LD_REVIEWS = 5;
/** The reviews are not what the page is about: the page never waits long for them, and renders without them. */
const REVIEWS_TIMEOUT_MS = 1500;

/**
 * /product/:slug and /m/product/:slug: the whole product renders on the server for its first paint and SEO, with its
 * rating summary and newest reviews for the summary line and the JSON-LD (the list itself is read near view).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const { pathname, searchParams } = new URL(request.url);
  redirectIfRetired(pathname);
  const locale = localeFromPath(pathname);
  // A draft's preview link from the back office (decision 0048): the page is the staff's, kept by no cache, indexed by none.
  const preview = searchParams.get('preview') ?? undefined;
  const product = await requiredData(
    `GET products/${params.slug}`,
    () => getProduct(serverApi, params.slug, { locale, ...(preview ? { preview } : {}) }),
    `/product/${params.slug}`,
  );
  const code = product.product_id;
  const [reviews, latestReviews] = await Promise.all([
    settleAnswer(`GET reviews/products/${code}/summary`, () => getRatingSummary(serverApi, code, { locale }), REVIEWS_TIMEOUT_MS),
    settleAnswer(
      `GET reviews/products/${code}`,
      () => getProductReviews(serverApi, code, { size: JSON_LD_REVIEWS }, { locale }),
      REVIEWS_TIMEOUT_MS,
    ),
  ]);
  const page = { product, reviews: dataOr(reviews, null), latestReviews: dataOr(latestReviews, null)?.items ?? [], renderedAt: Date.now() };
  return preview ? data(page, { headers: PREVIEW_HEADERS }) : page;
}

export const headers: Route.HeadersFunction = loaderHeadersOnly;

export function meta({ data: page, location, matches }: Route.MetaArgs) {
  if (!page) return [];
  const { product, reviews, latestReviews } = page;
  const shell = shellDataOf(matches);
  const images = product.media
    .filter((item) => item.kind === 'IMAGE')
    .map((item) => (shell ? absoluteMediaUrl(item.url, shell) : item.url));
  // The desktop page is the canonical one; /m/product/:slug points to it.
  const canonicalPath = location.pathname.replace(/\/m\/product\//, '/product/');
  return routeMeta({
    location: { pathname: canonicalPath },
    matches,
    title: product.name,
    description: snippet(product.description),
    image: product.image,
    trail: productTrail(product),
    extra: [
      { property: 'og:type', content: 'product' },
      productJsonLd(product, (shell?.origin ?? '') + canonicalPath, images, { summary: reviews, latest: latestReviews }),
    ],
  });
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductDetail product={loaderData.product} renderedAt={loaderData.renderedAt} reviews={loaderData.reviews} />;
}
