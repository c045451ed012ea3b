import { getProduct, getProductListing } from '@talad/sdk';
import { testApi } from '../support/identity.ts';
import { publicPageKinds, withEnglish } from '../support/page-kinds.ts';
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
  for (const path of withEnglish(await publicPageKinds(await productWithPictures(6)))) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    await untilHydrated(page);
    await expectNoSidewaysScroll(page);
  }
});
