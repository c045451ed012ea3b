import { expect, test } from '../support/shop.ts';

test.describe('Thai renders with the self-hosted font (issue #3 item 8)', () => {
  test('the Sarabun Thai face is loaded and Thai text takes real width on screen', async ({ page }, testInfo) => {
    await page.goto('/');
    const thaiText = page.locator('h2').filter({ hasText: /[\u0E00-\u0E7F]/ }).first();
    await expect(thaiText).toBeVisible();
    await page.evaluate(() => document.fonts.ready);

    const sarabunLoaded = await page.evaluate(() => {
      let loaded = 0;
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'Sarabun' && face.status === 'loaded') loaded += 1;
      });
      return loaded;
    });
    expect(sarabunLoaded).toBeGreaterThan(0);

    // Thai set in Sarabun measures differently from the same text in the system's fallback fonts: had the
    // self-hosted face no Thai glyphs, the browser would draw them with one of those and the widths would match.
    const widths = await page.evaluate(() => {
      const context = document.createElement('canvas').getContext('2d');
      const measure = (font: string) => {
        if (!context) return 0;
        context.font = font;
        return context.measureText('ตลาดออนไลน์ของคนไทย').width;
      };
      return { sarabun: measure('24px Sarabun'), sans: measure('24px sans-serif'), serif: measure('24px serif') };
    });
    expect(widths.sarabun).toBeGreaterThan(100);
    expect(Math.abs(widths.sarabun - widths.sans)).toBeGreaterThan(1);
    expect(Math.abs(widths.sarabun - widths.serif)).toBeGreaterThan(1);

    const box = await thaiText.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    await testInfo.attach('thai-home', { body: await page.screenshot(), contentType: 'image/png' });
  });
});
