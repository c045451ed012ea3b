import { shopper } from '../support/catalog.ts';
import type { Locator } from '@playwright/test';
import { expect, test, untilHydrated } from '../support/shop.ts';

/** The brand a filter choice leads to (its link's ?brand=). */
async function brandSlug(choice: Locator): Promise<string> {
  const href = (await choice.getAttribute('href')) ?? '';
  return new URL(href, 'http://shop').searchParams.get('brand') ?? '';
}

// Journeys cross several server-rendered pages on a fresh database: they get more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('search (issue #3 item 5)', () => {
  test('searching in Thai finds products whose names contain the word', async ({ page }) => {
    await page.goto('/');
    await shopper(page).search('รองเท้า');
    await expect(page).toHaveURL(/\/search\?search=/);
    await expect(page.getByRole('heading', { level: 1, name: /รองเท้า/ })).toBeVisible();
    const names = page.getByRole('region', { name: 'ผลลัพธ์' }).getByRole('article').getByRole('heading');
    await expect(names.first()).toContainText('รองเท้า');
  });

  test('searching in English on the English site finds English names', async ({ page }) => {
    await page.goto('/en');
    await shopper(page).search('sneakers');
    await expect(page).toHaveURL(/\/en\/search\?search=sneakers/);
    const names = page.getByRole('region', { name: 'Results' }).getByRole('article').getByRole('heading');
    await expect(names.first()).toContainText(/sneakers/i);
  });

  test('a word most products hold says the results are the first of more ("1,000+"), and a filter counts them all (issue #16)', async ({
    page,
  }) => {
    await page.goto('/search?search=สี');
    await expect(page.getByRole('status').filter({ hasText: /^1,000\+ รายการ$/ })).toBeVisible();
    await page.goto('/en/search?search=สี&sort=price_low_to_high');
    await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ products$/ })).toBeVisible();
  });

  for (const [language, prefix, related, filters, brand] of [
    ['th', '', 'ที่เกี่ยวข้องกับการค้นหา', 'ตัวกรอง', 'แบรนด์'],
    ['en', '/en', 'Related to your search', 'Filters', 'Brand'],
  ] as const) {
    test(`${language}: a brand's count is one number on its chip, in the filters and in the results of that filter (issue #25)`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/search?search=${encodeURIComponent('รองเท้า')}`);
      const chip = page
        .getByRole('navigation', { name: related })
        .getByRole('link')
        .filter({ hasText: /\(\d+\)$/ });
      const [, name, count] = /^(.+) \((\d+)\)$/.exec(((await chip.last().textContent()) ?? '').trim()) ?? [];
      expect(name, 'a brand chip with its count').toBeTruthy();
      // Folded on a phone: read whether shown or not.
      const filter = page
        .getByRole('complementary', { name: filters })
        .getByRole('group', { name: brand, includeHidden: true })
        .getByRole('checkbox', { name, includeHidden: true });
      await expect(filter).toContainText(count!);
      await page.goto(`${new URL(page.url()).pathname}?search=${encodeURIComponent('รองเท้า')}&brand=${await brandSlug(filter)}`);
      await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${count} `) })).toBeVisible();
    });
  }

  test('the empty search page offers popular searches that lead to results', async ({ page }) => {
    await page.goto('/search');
    const popular = page.getByRole('heading', { name: 'ลองค้นหา' });
    await expect(popular).toBeVisible();
    await page.locator('section').filter({ has: popular }).getByRole('link').first().click();
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole('status').filter({ hasText: /\d+ รายการ/ })).toBeVisible();
  });

  test('the results page keeps the words in its own box, and a search from that box replaces them', async ({ page }) => {
    await page.goto('/search?search=รองเท้า');
    const pageBox = page.getByRole('main').getByRole('search').getByRole('combobox', { name: 'ค้นหาสินค้า' });
    await expect(pageBox).toHaveValue('รองเท้า');
    await pageBox.fill('หม้อทอด');
    await page.getByRole('main').getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('search') === 'หม้อทอด');
    await expect(page.getByRole('heading', { level: 1, name: /หม้อทอด/ })).toBeVisible();

    // Searched from the header's box with Enter while its suggestions show: they close over the results, and the
    // page's box shows the new words, not the ones it was first rendered with (issue #25).
    await untilHydrated(page);
    const headerBox = page.getByRole('banner').getByRole('combobox', { name: 'ค้นหาสินค้า' });
    await headerBox.pressSequentially('รองเทา');
    const suggestions = page.getByRole('banner').getByRole('listbox', { name: 'คำค้นหาแนะนำ' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    await headerBox.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === 'รองเทา');
    await expect(page.getByRole('heading', { level: 1, name: /รองเทา/ })).toBeVisible();
    await expect(suggestions).toBeHidden();
    await expect(pageBox).toHaveValue('รองเทา');
  });

  test('two letters typed the wrong way round find the word meant and say which ("did you mean"), in English and Thai (issue #25)', async ({
    page,
  }, testInfo) => {
    await page.goto('/en/search?search=sheos');
    await expect(page.getByTestId('did-you-mean')).toContainText('Did you mean Shoes');
    const names = page.getByRole('region', { name: 'Results' }).getByRole('article').getByRole('heading');
    await expect(names.first()).toContainText(/shoe|sneaker|boot|sandal|slipper|loafer/i);
    await page.screenshot({ path: testInfo.outputPath('did-you-mean-en.png') });
    await page.goto(`/search?search=${encodeURIComponent('หม้อทอดไร้น้ำมน')}`);
    await expect(page.getByTestId('did-you-mean').getByRole('link', { name: 'หม้อทอดไร้น้ำมัน' })).toBeVisible();
  });

  test('a word typed without its tone mark, or only half typed, still finds its products (issue #15)', async ({ page }) => {
    const names = page.getByRole('region', { name: 'ผลลัพธ์' }).getByRole('article').getByRole('heading');
    await page.goto('/search?search=รองเทา');
    await expect(names.first()).toContainText('รองเท้า');
    await page.goto('/search?search=ไอโฟ');
    await expect(names.first()).toContainText('ไอโฟน');
  });

  test('in English, a search that finds nothing offers the shop’s nearest word, which finds products (issue #15)', async ({ page }) => {
    await page.goto('/en/search?search=elektrolucks');
    const nothing = page.getByTestId('nothing-found');
    await expect(nothing).toContainText('Nothing found for “elektrolucks”');
    await expect(page.getByRole('link', { name: 'Clear all filters' })).toHaveCount(0);
    const didYouMean = nothing.locator('section').filter({ has: page.getByRole('heading', { name: 'Did you mean' }) });
    await didYouMean.getByRole('link', { name: 'Electrolux' }).click();
    await expect(page).toHaveURL(/\/en\/search\?search=Electrolux/);
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
  });

  test('a search that finds nothing because of a filter offers to clear the filter instead', async ({ page }) => {
    await page.goto('/search?search=รองเท้า&min_price=99999999');
    await expect(page.getByTestId('nothing-found')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'ล้างตัวกรองทั้งหมด' }).first()).toBeVisible();
  });

  test('the box completes a half-typed word, tone marks or not; a suggestion is chosen with the keys or a tap (issue #15)', async ({
    page,
  }) => {
    await page.goto('/search');
    await untilHydrated(page);
    const box = page.getByRole('main').getByRole('combobox', { name: 'ค้นหาสินค้า' });
    await box.pressSequentially('รองเทา');
    const suggestions = page.getByRole('listbox', { name: 'คำค้นหาแนะนำ' });
    await expect(suggestions.getByRole('option').first()).toContainText('รองเท้า');
    await box.press('ArrowDown');
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    const chosen = (await suggestions.getByRole('option').first().textContent()) ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === chosen);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(chosen) })).toBeVisible();

    await page.goto('/en/search');
    await untilHydrated(page);
    const englishBox = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
    await englishBox.pressSequentially('sams');
    await page.getByRole('listbox', { name: 'Suggested searches' }).getByRole('option', { name: 'Samsung', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/search\?search=Samsung/);
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
  });
});
