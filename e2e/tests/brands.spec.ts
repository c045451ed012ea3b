import { expect, test, TRUESELECT_ORIGIN } from '../support/shop.ts';

/** Spec §1: two storefront brands, `{product}` (Talad, the default) and trueselect, each with its own theme. */
test.describe('the second storefront brand', () => {
  test('a shop started with BRAND=trueselect has its own name, logo, palette and plus page', async ({ page }) => {
    await page.goto(`${TRUESELECT_ORIGIN}/`);
    await expect(page).toHaveTitle(/TrueSelect/);
    await expect(page.getByRole('link', { name: 'หน้าแรก TrueSelect' })).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon-trueselect.svg');
    const palette = await page.evaluate(() =>
      ['primary', 'secondary'].map((name) =>
        getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim().toLowerCase(),
      ),
    );
    expect(palette).toEqual(['#e4002b', '#b45309']);

    expect((await page.goto(`${TRUESELECT_ORIGIN}/trueselect-plus`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: /^TrueSelect/ })).toBeVisible();
    expect((await page.goto(`${TRUESELECT_ORIGIN}/talad-plus`))?.status()).toBe(404);
  });

  test('the default brand is Talad, with its own palette', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'หน้าแรก Talad ตลาด' })).toBeVisible();
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
    );
    expect(primary).toBe('#4f46e5');
  });
});
