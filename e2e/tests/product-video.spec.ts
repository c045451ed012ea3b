import { productWithVideo } from '../support/screens.ts';
import { expect, test, untilHydrated } from '../support/shop.ts';

// Journeys cross several server-rendered pages on a fresh database: they get more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.describe('product videos in the gallery (media kind VIDEO, spec §3)', () => {
  test('the video loads nothing until chosen, then shows muted with controls and its poster, and plays', async ({ page }) => {
    const product = await productWithVideo();
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/media/videos/')) videoRequests.push(request.url());
    });
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const gallery = page.getByRole('region', { name: 'รูปสินค้า' });
    await expect(gallery.locator('video')).toHaveCount(0);

    await untilHydrated(page);
    const thumbnail = gallery.getByRole('button', { name: `แสดงวิดีโอที่ ${product.videoNumber}` });
    await thumbnail.click();
    await expect(thumbnail).toHaveAttribute('aria-current', 'true');
    const video = gallery.locator('video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('poster', /\/media\/products\/PRD\d+\/1\.webp\?w=\d+$/);
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    // Shown but not played: still nothing fetched (preload none).
    expect(videoRequests).toEqual([]);

    await video.evaluate((element: HTMLVideoElement) => element.play());
    // A real clip: the browser decodes it and time moves on.
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.2);
    expect(videoRequests.length).toBeGreaterThan(0);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.videoWidth, element.videoHeight])).toEqual([360, 360]);
  });

  test('in English the video’s thumbnail and the video itself are named in English', async ({ page }) => {
    const product = await productWithVideo();
    await page.goto(`/en/product/${product.slug}`);
    await untilHydrated(page);
    await page
      .getByRole('region', { name: 'Product pictures' })
      .getByRole('button', { name: `Show video ${product.videoNumber}` })
      .click();
    await expect(page.getByRole('region', { name: 'Product pictures' }).locator('video')).toHaveAttribute('aria-label', /, video$/);
  });
});
