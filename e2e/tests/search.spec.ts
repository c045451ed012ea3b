import { shopper } from '../support/catalog.ts';
import { expect, test, untilHydrated } from '../support/shop.ts';

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

  test('a word most products hold says the results are the first of more ("120+"), and a filter counts them all (issue #16)', async ({
    page,
  }) => {
    await page.goto('/search?search=สี');
    await expect(page.getByRole('status').filter({ hasText: /^120\+ รายการ$/ })).toBeVisible();
    await page.goto('/en/search?search=สี&sort=price_low_to_high');
    await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ products$/ })).toBeVisible();
  });

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
