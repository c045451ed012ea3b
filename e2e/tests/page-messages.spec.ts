import { readFileSync } from 'node:fs';
import { expect, test, untilHydrated } from '../support/shop.ts';

/**
 * A page inlines only the message namespaces its render used (apps/web/app/lib/catalogue-script.tsx, issue #16 item 5:
 * home carried the whole 86 KB Thai catalogue), and hydrates from them alone: with the language's catalogue file held
 * back, the hydrated page shows no message key and React finds nothing to mend. Once it comes, the rest of the
 * catalogue serves what the page did not inline (a navigation to another page waits for it).
 */
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../apps/web/app/locales/${locale}.json`, import.meta.url), 'utf8')) as Record<string, object>;

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`.replace(/_(one|other)$/, '')],
  );
}

const CATALOGUE_FILE = /\/assets\/(th|en)-[\w-]+\.js$/;

test.describe('the messages a page carries', () => {
  for (const path of ['/', '/mobile-tablet', '/product/PRD000123', '/en', '/en/mobile-tablet', '/en/product/PRD000123']) {
    test(`${path} inlines only its own namespaces, and hydrates from them alone`, async ({ page, request }) => {
      const locale = path.startsWith('/en') ? 'en' : 'th';
      const whole = catalogue(locale);
      const html = await (await request.get(path)).text();
      const json = /<script id="talad-messages" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
      expect(json, 'the page inlines its messages').toBeDefined();
      const inlined = JSON.parse(json!) as Record<string, object>;
      // Whole namespaces, as the catalogue has them, and not the ones of other pages (payment, checkout, the account).
      for (const [name, messages] of Object.entries(inlined)) expect(messages).toEqual(whole[name]);
      expect(Object.keys(inlined)).toEqual(expect.arrayContaining(['header', 'footer']));
      for (const elsewhere of ['payment', 'checkout', 'order', 'profile']) expect(Object.keys(inlined)).not.toContain(elsewhere);

      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      const heldBack: string[] = [];
      await page.route(CATALOGUE_FILE, (route) => {
        heldBack.push(route.request().url());
        return route.abort();
      });
      await page.goto(path);
      await untilHydrated(page);
      await expect.poll(() => heldBack.length, 'the rest of the catalogue is asked for after hydration').toBeGreaterThan(0);
      const text = await page.locator('body').innerText();
      const keys = keysOf(whole).filter((key) => key.includes('.'));
      expect(keys.filter((key) => text.includes(key))).toEqual([]);
      expect(problems.filter((problem) => !problem.includes('net::ERR_FAILED'))).toEqual([]);
    });
  }

  test('pages reached by navigating in the browser show every message: product → home → product', async ({ page }) => {
    const keys = keysOf(catalogue('th')).filter((key) => key.includes('.'));
    let text = '';
    await page.goto('/product/PRD000123');
    await untilHydrated(page);
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('[data-block]').first()).toBeVisible();
    text = await page.locator('body').innerText();
    expect(keys.filter((key) => text.includes(key))).toEqual([]);
    await page.locator('main a[href^="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.locator('h1')).toBeVisible();
    text = await page.locator('body').innerText();
    expect(keys.filter((key) => text.includes(key))).toEqual([]);
  });
});
