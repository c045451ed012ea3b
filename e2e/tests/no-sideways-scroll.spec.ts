import { getBlogPosts, getBrands, getCollections, getProduct, getProductListing } from '@talad/sdk';
import { testApi } from '../support/identity.ts';
import { expect, expectNoSidewaysScroll, test, untilHydrated } from '../support/shop.ts';

// A page per kind, each loaded and hydrated: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** The best seller with at least `pictures` pictures (a long thumbnail row once overflowed phones), from the first pages. */
async function productWithPictures(pictures: number): Promise<string> {
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

test('no page kind makes the shopper scroll sideways (390 px phone and 1280 px desktop, Thai and English)', async ({ page }) => {
  const api = testApi();
  const [brand] = (await getBrands(api)).data ?? [];
  const [collection] = (await getCollections(api)).data ?? [];
  const [post] = (await getBlogPosts(api)).data?.items ?? [];
  if (!brand || !collection || !post) throw new Error('the seed has no brand, collection or blog post');
  const paths = [
    '/',
    '/beauty',
    '/brand',
    `/brand/${brand.slug}`,
    `/collection/${collection.slug}`,
    `/product/${await productWithPictures(6)}`,
    '/search?keyword=ครีม',
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
    '/p/policy',
  ];
  for (const path of paths.flatMap((each) => [each, `/en${each === '/' ? '' : each}`])) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await untilHydrated(page);
    await expectNoSidewaysScroll(page);
  }
});
