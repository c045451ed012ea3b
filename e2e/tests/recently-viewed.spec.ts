import { getProductListing } from '@talad/sdk';
import { openAs, registerMember, testApi } from '../support/identity.ts';
import { expect, test, untilHydrated } from '../support/shop.ts';

/** /account/my-recently-view (spec §2, §7 GET my-recently-view/products): the products this session opened. */
test.describe('recently viewed products', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a member finds the products just opened, the latest first, and each opens again', async ({ page }) => {
    const member = await registerMember('มานี', 'ดูของ');
    const listing = await getProductListing(testApi(), { category: 'beauty', size: 2 });
    const [first, second] = listing.data?.items ?? [];
    if (!first || !second) throw new Error('the seed has fewer than two beauty products');

    await openAs(page, member, '/account/my-recently-view');
    await expect(page.getByTestId('recently-viewed').getByText('ยังไม่มีสินค้าที่ดูล่าสุด')).toBeVisible();

    for (const product of [first, second]) {
      const recorded = page.waitForResponse(
        (answer) => answer.url().endsWith('/my-recently-view/products') && answer.request().method() === 'POST',
      );
      await page.goto(`/product/${product.slug}`);
      await untilHydrated(page);
      expect((await recorded).ok()).toBe(true);
    }

    await page.goto('/account/my-recently-view');
    const cards = page.getByTestId('recently-viewed').getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(page.getByText('2 รายการ')).toBeVisible();
    await expect(cards.nth(0).getByRole('heading')).toHaveText(second.name);
    await expect(cards.nth(1).getByRole('heading')).toHaveText(first.name);
    await untilHydrated(page);
    await cards.nth(1).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  });
});
