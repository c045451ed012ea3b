import { expect, test } from '../support/shop.ts';

test.describe('Thai renders with the self-hosted font (issue #3 item 8)', () => {
  test('the Sarabun Thai face is loaded and Thai text takes real width on screen', async ({ page }, testInfo) => {
    await page.goto('/');
    const thaiText = page.locator('h2').filter({ hasText: /[\u0E00-\u0E7F]/ }).first();
    await expect(thaiText).toBeVisible();
    await page.evaluate(() => document.fonts.ready);

    const thaiFaces = await page.evaluate(() => {
      const loaded: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.includes('Sarabun') && face.status === 'loaded' && face.unicodeRange.includes('E01')) loaded.push(face.weight);
      });
      return loaded;
    });
    expect(thaiFaces.length).toBeGreaterThan(0);

    // Thai set in Sarabun measures differently from the same text in another font: the glyphs come from the face.
    const widths = await page.evaluate(() => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return { sarabun: 0, other: 0 };
      const text = 'ตลาดออนไลน์ของคนไทย';
      context.font = '24px Sarabun';
      const sarabun = context.measureText(text).width;
      context.font = '24px monospace';
      return { sarabun, other: context.measureText(text).width };
    });
    expect(widths.sarabun).toBeGreaterThan(100);
    expect(Math.abs(widths.sarabun - widths.other)).toBeGreaterThan(1);

    const box = await thaiText.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(20);
    await testInfo.attach('thai-home', { body: await page.screenshot(), contentType: 'image/png' });
  });
});
