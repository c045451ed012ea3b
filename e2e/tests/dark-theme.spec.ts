import { addToCart } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../support/axe.ts';
import { apiAs, buyableProduct } from '../support/cart.ts';
import { openAs, registerMember } from '../support/identity.ts';
import { expect, test, untilHydrated } from '../support/shop.ts';

/** The theme <html> shows, and the palette the page computes. */
async function looks(page: Page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return {
      theme: document.documentElement.dataset.theme,
      primary: style.getPropertyValue('--color-primary').trim().toLowerCase(),
      secondary: style.getPropertyValue('--color-secondary').trim().toLowerCase(),
      page: getComputedStyle(document.body).backgroundColor,
    };
  });
}

const LIGHT = { theme: 'light', primary: '#4f46e5', secondary: '#9333ea', page: 'rgb(255, 255, 255)' };
const DARK = { theme: 'dark', primary: '#6366f1', secondary: '#a855f7', page: 'rgb(17, 19, 24)' };

test.describe('dark theme (spec §9: light by default; issue #15 item 8)', () => {
  test.beforeEach(async ({ page }) => {
    // The cookie banner would cover the footer's switch.
    await page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
  });

  test('the shopper switches to dark in the footer, a reload keeps it, and switches back to light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await untilHydrated(page);
    expect(await looks(page)).toEqual(LIGHT);

    const toThai = page.getByRole('switch', { name: 'ธีมมืด' });
    await expect(toThai).toHaveAttribute('aria-checked', 'false');
    // Switched from the keyboard: scrolling down to the footer brings home's feeds into view, which render and push the
    // footer down, so a pointer click aimed a moment earlier can miss the switch (as in cookie-consent.spec.ts).
    await toThai.focus();
    await page.keyboard.press('Enter');
    await expect(toThai).toHaveAttribute('aria-checked', 'true');
    expect(await looks(page)).toEqual(DARK);

    await page.goto('/en');
    await untilHydrated(page);
    expect(await looks(page)).toEqual(DARK);
    const toEnglish = page.getByRole('switch', { name: 'Dark theme' });
    await expect(toEnglish).toHaveAttribute('aria-checked', 'true');
    await toEnglish.focus();
    await page.keyboard.press('Enter');
    expect(await looks(page)).toEqual(LIGHT);
    await page.reload();
    expect(await looks(page)).toEqual(LIGHT);
  });

  test('a dark choice is on the page before any of the app’s scripts run: no light flash', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    // The app's modules never arrive: only the page's own head script can have set the theme.
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await looks(page)).toEqual(DARK);
  });

  test('without a choice the page follows the device’s colour scheme, also when it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await untilHydrated(page);
    expect(await looks(page)).toEqual(DARK);
    await expect(page.getByRole('switch', { name: 'ธีมมืด' })).toHaveAttribute('aria-checked', 'true');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => looks(page)).toEqual(LIGHT);
    await expect(page.getByRole('switch', { name: 'ธีมมืด' })).toHaveAttribute('aria-checked', 'false');
  });

  // One test per language, run in parallel workers: eight pages through axe in one test outlasted its 90 s on a slower machine.
  for (const [language, inLanguage] of [
    ['Thai', (path: string) => path],
    ['English', (path: string) => `/en${path === '/' ? '' : path}`],
  ] as const)
    test(`home, a category, a product and the cart pass WCAG 2.1 AA in dark, colour contrast included, in ${language}`, async ({
      page,
    }, testInfo) => {
      test.slow(); // four pages through axe
      const member = await registerMember('มืด', 'อ่านง่าย');
      const product = await buyableProduct(testInfo.project.name === 'mobile' ? 3 : 2, { minStock: 10 });
      const added = await addToCart(apiAs(member.session), { variant_id: product.variant.variant_id, quantity: 1 });
      expect(added.is_success, added.message).toBe(true);
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await openAs(page, member, '/');

      const found: Record<string, unknown> = {};
      for (const path of ['/', '/beauty', `/product/${product.slug}`, '/shopping-cart'].map(inLanguage)) {
        await page.goto(path);
        await untilHydrated(page);
        if (path === '/shopping-cart') await expect(page.getByText(product.name).first()).toBeVisible();
        expect(await looks(page), path).toEqual(DARK);
        const violations = await accessibilityViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      expect(found).toEqual({});
    });
});
