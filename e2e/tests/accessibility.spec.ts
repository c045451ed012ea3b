import { addToCart } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../support/axe.ts';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { openAs, registerMember } from '../support/identity.ts';
import { expect, expectNoSidewaysScroll, test, untilHydrated } from '../support/shop.ts';
import { placedCodOrder } from '../support/orders.ts';
import { inEnglish, productWithPictures, publicPageKinds, withEnglish } from '../support/page-kinds.ts';

// Every page kind loaded, hydrated and checked, in two languages: more than the default 30 s.
test.describe.configure({ timeout: 180_000 });

/**
 * Each path opened and hydrated in turn: what axe finds broken, by path (empty when all pass). With `whole`, each page
 * must also answer 200 and fit the screen's width (no sideways scroll), checked on the same load as axe.
 */
async function violationsOn(page: Page, paths: string[], whole = false): Promise<Record<string, unknown>> {
  const found: Record<string, unknown> = {};
  for (const path of paths) {
    const answer = await page.goto(path);
    if (whole) expect(answer?.status(), path).toBe(200);
    await untilHydrated(page);
    if (whole) await expectNoSidewaysScroll(page);
    const violations = await accessibilityViolations(page);
    if (violations.length > 0) found[path] = violations;
  }
  return found;
}

// Each language in PARTS parts, so the parts run in parallel workers: all the pages in one test outlasted 180 s on a
// slower machine (≈ 6–12 s a page: load, hydration, axe). Every page kind falls in exactly one part. The same load
// proves that no page kind scrolls sideways (390 px phone and 1280 px desktop): one walk of the pages, not two.
const PARTS = 4;
test.describe('every public page kind passes axe-core’s WCAG 2.1 AA rules, colour contrast included, and never scrolls sideways (issue #15)', () => {
  for (const [language, inLanguage] of [
    ['Thai', (path: string) => path],
    ['English', inEnglish],
  ] as const)
    for (let part = 0; part < PARTS; part++)
      test(`in ${language}, part ${part + 1} of ${PARTS}`, async ({ page }) => {
        // The product page shows a best seller with six pictures or more: a long thumbnail row once overflowed phones.
        const all = await publicPageKinds(await productWithPictures(6));
        const size = Math.ceil(all.length / PARTS);
        const kinds = all.slice(part * size, (part + 1) * size);
        expect(await violationsOn(page, kinds.map(inLanguage), true)).toEqual({});
      });
});

test('a member’s pages pass them too: account, addresses, orders, cart, checkout and payment (issue #15)', async ({ page }, testInfo) => {
  const member = await registerMember('สมใจ', 'อ่านง่าย');
  const api = apiAs(member.session);
  const addressId = await saveHomeAddress(api);
  const product = await buyableProduct(testInfo.project.name === 'mobile' ? 1 : 0, { category: 'home-garden', minStock: 10 });
  const added = await addToCart(api, { variant_id: product.variant.variant_id, quantity: 1 });
  expect(added.is_success, added.message).toBe(true);
  const order = await placedCodOrder(api, product.variant.variant_id, addressId);
  await openAs(page, member, '/account');
  const found = await violationsOn(
    page,
    withEnglish([
      '/account',
      '/account/address',
      '/account/my-order',
      `/account/my-order/${order.order_id}`,
      '/account/my-coupon',
      '/account/my-wish-list',
      '/account/member-ship',
      '/shopping-cart',
      '/check-out',
      '/case-management',
    ]),
  );
  expect(found).toEqual({});
});
