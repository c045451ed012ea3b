import { getProductListing, getRatingSummary } from '@talad/sdk';
import { accessibilityViolations } from '../support/axe.ts';
import { shopper } from '../support/catalog.ts';
import { testApi } from '../support/identity.ts';
import { expect, test } from '../support/shop.ts';

// A server-rendered category page, a filter chosen and the API asked about every card: more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const WORDS = {
  th: { prefix: '', filters: 'ตัวกรอง', group: 'คะแนน', fourUp: '4 ดาวขึ้นไป', threeUp: '3 ดาวขึ้นไป' },
  en: { prefix: '/en', filters: 'Filters', group: 'Rating', fourUp: '4 stars & up', threeUp: '3 stars & up' },
} as const;

/** A main category with products of every kind of rating in the seed. */
const CATEGORY = 'fashion';

test.describe('"4 stars & up" on a category page (issue #28: the rating filter shoppers use)', () => {
  for (const language of ['th', 'en'] as const) {
    test(`${language}: choosing 4 stars & up leaves only products whose page shows 4.0 or more`, async ({ page, isMobile }, testInfo) => {
      const words = WORDS[language];
      const shop = shopper(page);
      await page.goto(`${words.prefix}/${CATEGORY}`);
      const everyone = (await getProductListing(testApi(), { category: CATEGORY }, { locale: language })).data!;
      await expect(shop.resultCount()).toHaveText(new RegExp(everyone.total.toLocaleString()));

      await shop.filterBy(words.group, words.fourUp, 'radio');
      await expect(page).toHaveURL(/[?&]rating=4(&|$)/);
      const rated = (await getProductListing(testApi(), { category: CATEGORY, rating: 4 }, { locale: language })).data!;
      expect(rated.total).toBeGreaterThan(0);
      expect(rated.total).toBeLessThan(everyone.total);
      await expect(shop.resultCount()).toHaveText(new RegExp(`^${rated.total.toLocaleString()}\\D`));
      // The cards shown are the API's, in its order, and each product's own page says 4.0 stars or more.
      const cards = page
        .getByRole('region', { name: /ผลลัพธ์|Results/ })
        .getByRole('article')
        .getByRole('heading');
      await expect(cards).toHaveText(rated.items.map((item) => item.name));
      const averages = await Promise.all(
        rated.items.map(async (item) => (await getRatingSummary(testApi(), item.product_id)).data!.average),
      );
      for (const average of averages) expect(average).toBeGreaterThanOrEqual(4);

      // The choice stays chosen (folded on a phone: out of sight), one of the group's radios.
      const filters = page.getByRole('complementary', { name: words.filters });
      const group = filters.getByRole('group', { name: words.group, includeHidden: true });
      await expect(group.getByRole('radio', { name: words.fourUp, includeHidden: true })).toHaveAttribute('aria-checked', 'true');
      await expect(group.getByRole('radio', { name: words.threeUp, includeHidden: true })).toHaveAttribute('aria-checked', 'false');
      if (isMobile) await filters.locator('summary').click();
      await group.scrollIntoViewIfNeeded();
      // The group as assistive technology meets it, open and chosen: a radio group under its legend.
      expect(await accessibilityViolations(page)).toEqual([]);
      await group.screenshot({ path: testInfo.outputPath(`rating-filter-${language}-${testInfo.project.name}.png`) });
      await page.screenshot({ path: testInfo.outputPath(`rating-page-${language}-${testInfo.project.name}.png`) });

      // Chosen again, it lets go: the whole category is back.
      await group.getByRole('radio', { name: words.fourUp }).click();
      await expect(page).not.toHaveURL(/rating=/);
      await expect(shop.resultCount()).toHaveText(new RegExp(everyone.total.toLocaleString()));
    });
  }
});
