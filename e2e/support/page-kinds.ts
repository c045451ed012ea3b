import { getBlogPosts, getBrands, getCollections, getProduct, getProductListing } from '@talad/sdk';
import { testApi } from './identity.ts';

/**
 * A path of every public page kind, from what the seeded shop holds: one list for every journey that walks them all
 * (accessibility and no sideways scrolling, in one walk), so a new page kind is added once. The caller picks the product page to open.
 */
export async function publicPageKinds(productSlug: string): Promise<string[]> {
  const api = testApi();
  const [brand] = (await getBrands(api)).data ?? [];
  const [collection] = (await getCollections(api)).data ?? [];
  const [post] = (await getBlogPosts(api)).data?.items ?? [];
  if (!brand || !collection || !post) throw new Error('the seed has no brand, collection or blog post');
  return [
    '/',
    '/beauty',
    '/brand',
    `/brand/${brand.slug}`,
    `/collection/${collection.slug}`,
    `/product/${productSlug}`,
    '/search?search=ครีม',
    '/search?search=qqxzv',
    '/flash-sale',
    '/promotion',
    '/coupon',
    '/blog',
    `/blog/${post.slug}`,
    '/a/faq',
    '/live-tv',
    '/login',
    '/register',
    '/order-tracking',
    '/shopping-cart',
    '/p/policy',
  ];
}

/** Each path followed by its English twin under /en. */
export function withEnglish(paths: string[]): string[] {
  return paths.flatMap((each) => [each, inEnglish(each)]);
}

/** A page's English twin, under /en. */
export function inEnglish(path: string): string {
  return `/en${path === '/' ? '' : path}`;
}

/** The best seller with at least `pictures` pictures (a long thumbnail row once overflowed phones), from the first pages. */
export async function productWithPictures(pictures: number): Promise<string> {
  const api = testApi();
  for (let page = 1; page <= 10; page++) {
    const listing = (await getProductListing(api, { sort: 'best_selling', size: 48, page })).data?.items ?? [];
    for (const card of listing) {
      const product = (await getProduct(api, card.slug)).data;
      if (product && product.media.length >= pictures) return card.slug;
    }
  }
  throw new Error(`no product with ${pictures} pictures among the 480 best sellers`);
}
