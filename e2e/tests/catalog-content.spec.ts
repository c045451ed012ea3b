import { CONTENT_BLOCK_TYPES } from '@talad/domain';
import { expect, test } from '../support/shop.ts';

// Journeys cross several server-rendered pages on a fresh database: they get more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('content pages (issue #3 items 2 and 4)', () => {
  test('home is the content page of the API with every one of the 13 block types', async ({ page }) => {
    await page.goto('/');
    for (const type of CONTENT_BLOCK_TYPES) await expect(page.locator(`[data-block="${type}"]`).first()).toBeAttached();
    await expect(page.getByRole('heading', { name: /Flash Sale/ }).first()).toBeVisible();
  });

  test('the flash-sale page counts down and shows each deal’s quota', async ({ page }) => {
    await page.goto('/flash-sale');
    await expect(page.getByRole('heading', { level: 1, name: /แฟลชเซล/ })).toBeVisible();
    const countdown = page.locator('time').first();
    const before = await countdown.textContent();
    // It ticks every second once the page is hydrated.
    await expect(countdown).not.toHaveText(before ?? '');
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    await expect(page.getByText(/จำกัด \d+ ชิ้นต่อคน/).first()).toBeVisible();
  });

  test('a blog post opens from the blog list with its text and date', async ({ page }) => {
    await page.goto('/blog');
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/blog\/.+/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('article time').first()).toBeVisible();
  });

  test('sitemap.xml lists real product pages in both languages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/product\/[^<]+<\/loc>/);
    expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/en\/product\/[^<]+<\/loc>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });
});
