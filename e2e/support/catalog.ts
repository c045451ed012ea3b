import { expect, type Page } from '@playwright/test';

/** Page helpers for the catalogue journeys: each step is what a shopper does, found by role and visible text. */
export function shopper(page: Page) {
  const isMobile = () => (page.viewportSize()?.width ?? 1280) < 768;

  return {
    /** Opens the first main category of the menu: the top bar on desktop, the side sheet on phones. */
    async openFirstCategory(): Promise<string> {
      const nav = page.getByRole('navigation', { name: /เมนูหลัก|Main menu/ });
      // The menu button works once the page is hydrated: tap until the sheet opens.
      if (isMobile()) {
        await expect(async () => {
          await page.getByTestId('menu-button').click();
          await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5000 });
        }).toPass();
      }
      // The sheet lists the shop's links first, then the categories under their own title.
      const category = isMobile()
        ? page
            .getByRole('dialog')
            .getByRole('list')
            .filter({ hasText: /หมวดหมู่สินค้า|Categories/ })
            .getByRole('link')
            .first()
        : nav.getByRole('listitem').first().getByRole('link');
      const name = (await category.textContent())?.trim() ?? '';
      // Click once the app has hydrated (its session is stored then), so the router handles the link.
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('user'))).not.toBeNull();
      await category.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      return name;
    },

    /**
     * Chooses a filter value within its group (a checkbox, or a radio where the choices exclude each other: the
     * rating); the filters are folded on phones, so they are opened first.
     */
    async filterBy(group: string, value: string, kind: 'checkbox' | 'radio' = 'checkbox') {
      const filters = page.getByRole('complementary', { name: /ตัวกรอง|Filters/ });
      if (isMobile()) await filters.locator('summary').click();
      await filters.getByRole('group', { name: group }).getByRole(kind, { name: value }).click();
    },

    resultCount() {
      return page.getByRole('status').filter({ hasText: /รายการ|products?$/ });
    },

    /** Clicks the first product card of the results and waits for its page. */
    async openFirstProduct(): Promise<string> {
      const card = page
        .getByRole('region', { name: /ผลลัพธ์|Results/ })
        .getByRole('article')
        .first();
      const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
      await card.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      return name;
    },

    async search(text: string) {
      const box = page.getByRole('search').first().getByRole('combobox');
      await box.fill(text);
      await box.press('Enter');
    },
  };
}
