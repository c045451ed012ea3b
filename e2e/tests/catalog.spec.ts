import { shopper } from '../support/catalog.ts';
import { expect, expectAbove, test } from '../support/shop.ts';

// Journeys cross several server-rendered pages on a fresh database: they get more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('browsing the catalogue (issue #3: home → category → filter → product → variant)', () => {
  test('a shopper finds a product through a category and a filter, and picks a variant', async ({ page, isMobile }) => {
    const shop = shopper(page);
    await page.goto('/');
    await expect(page.getByTestId('content-blocks')).toBeVisible();

    await shop.openFirstCategory();
    await expect(shop.resultCount()).toHaveText(/\d/);

    await shop.filterBy('แสดงเฉพาะ', 'มีสินค้า');
    await expect(page).toHaveURL(/hasStock=true/);
    // On a phone the chosen filter folds the filters again, so the results it changed are on screen (issue #25).
    if (isMobile) {
      await expect(page.getByRole('complementary', { name: 'ตัวกรอง' }).locator('details')).not.toHaveAttribute('open');
      await expect(page.getByRole('region', { name: 'ผลลัพธ์' }).getByRole('article').first()).toBeInViewport();
    }
    // Folded on a phone: the choice is there, out of sight.
    const chosen = page
      .getByRole('group', { name: 'แสดงเฉพาะ', includeHidden: true })
      .getByRole('checkbox', { name: 'มีสินค้า', includeHidden: true });
    await expect(chosen).toHaveAttribute('aria-checked', 'true');

    await shop.openFirstProduct();
    await expect(page).toHaveURL(/\/product\//);
    // The last value of the last option (Size, Colour…): a product with one value has it chosen already.
    const choice = page.getByTestId('variant-picker').getByRole('group').last().getByRole('button').last();
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');

    // The cart is open (issue #12): the button is there, next to "buy now"; e2e/tests/cart.spec.ts buys with it.
    await expect(page.getByRole('button', { name: 'ใส่รถเข็น' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'ซื้อเลย' })).toBeVisible();
    await expectAbove(page.getByTestId('variant-picker'), page.getByRole('button', { name: 'ใส่รถเข็น' }));
  });

  test('the listing state lives in the URL: sort and page survive a reload', async ({ page }) => {
    const shop = shopper(page);
    await page.goto('/');
    await shop.openFirstCategory();
    const cheapestFirst = page.getByRole('link', { name: 'ราคาต่ำ-สูง' });
    await cheapestFirst.click();
    // The sorted page shown, not only its URL: the page links of the page before it carry no sort.
    await expect(cheapestFirst).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: 'หน้า 2' }).click();
    await expect(page).toHaveURL(/sort=price_low_to_high/);
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByRole('link', { name: 'หน้า 2' })).toHaveAttribute('aria-current', 'page');
    await expect(cheapestFirst).toHaveAttribute('aria-current', 'true');
  });

  test('a bad filter value shows the API’s clear message instead of results', async ({ page }) => {
    await page.goto('/');
    await shopper(page).openFirstCategory();
    await page.goto(`${new URL(page.url()).pathname}?sort=cheapest-first`);
    await expect(page.getByRole('alert')).toBeVisible();
  });

  test('an unknown category answers the not-found page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/no-such-category');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'ไม่พบหน้าที่ท่านค้นหา' })).toBeVisible();
  });

  test('a product page carries its SEO: canonical, hreflang, Open Graph and Product JSON-LD with offers', async ({ page }) => {
    await page.goto('/');
    await shopper(page).openFirstCategory();
    await shopper(page).openFirstProduct();
    const path = new URL(page.url()).pathname;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en${path}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = jsonLd
      .map((text) => JSON.parse(text) as { '@type': string; offers?: Array<{ priceCurrency: string }> })
      .find((entry) => entry['@type'] === 'Product');
    expect(product?.offers?.[0]?.priceCurrency).toBe('THB');
    expect(jsonLd.some((text) => text.includes('BreadcrumbList'))).toBe(true);
  });
});
