import { shopper } from '../support/catalog.ts';
import { expect, test } from '../support/shop.ts';

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
    const pageBox = page.getByRole('main').getByRole('search').getByRole('searchbox', { name: 'ค้นหาสินค้า' });
    await expect(pageBox).toHaveValue('รองเท้า');
    await pageBox.fill('หม้อทอด');
    await page.getByRole('main').getByRole('button', { name: 'ค้นหา', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('search') === 'หม้อทอด');
    await expect(page.getByRole('heading', { level: 1, name: /หม้อทอด/ })).toBeVisible();
  });
});
