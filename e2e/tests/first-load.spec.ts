import { productWithVideo } from '../support/screens.ts';
import { cookieBanner, expect, scrolledTo, test, untilHydrated, waitForSession } from '../support/shop.ts';

/**
 * A phone's first load (issue #3 item 7, docs/decisions/0006): the page paints from its HTML, stylesheet, fonts and
 * pictures alone; the hydration modules are fetched once it has loaded; pictures come over the shop's own origin.
 */
test.describe('first load', () => {
  test('the hydration modules are fetched only after the page has loaded, and then the page comes alive', async ({ page }) => {
    await page.goto('/mobile-tablet');
    await untilHydrated(page);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\/assets\/.+\.js$/.test(entry.name));
      return {
        loaded: navigation?.loadEventEnd ?? Infinity,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      };
    });
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.loaded);
  });

  test('a home rail comes with its first six cards and shows the rest as the shopper swipes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await untilHydrated(page);
    const rail = page.locator('[data-block="FLASHSALE"] ul').first();
    const cards = rail.getByRole('article');
    await expect(cards).toHaveCount(6);
    await rail.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect.poll(() => cards.count()).toBeGreaterThan(6);
    await expect(cards.last()).toBeAttached();
  });

  test('home’s feeds below the first screen come as boxes of their height and render as the shopper scrolls near them', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.locator('[data-block="FLASHSALE"]').getByRole('article').first()).toBeVisible();
    const lastRail = page.locator('[data-block="PRODUCTCAROUSEL"]').last();
    await expect(lastRail).toHaveAttribute('data-later', '');
    await expect(lastRail.getByRole('article')).toHaveCount(0);
    const boxHeight = (await lastRail.boundingBox())?.height ?? 0;
    await scrolledTo(lastRail);
    await expect(lastRail.getByRole('article').first()).toBeVisible();
    // The box had about the rail's height, so the page under it hardly moved.
    expect(Math.abs(((await lastRail.boundingBox())?.height ?? 0) - boxHeight)).toBeLessThan(40);
  });

  test('the silent guest login of a first visit (spec §4) never covers the painted page with the loading overlay', async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="loading-overlay"]')) sessionStorage.setItem('overlay_seen', 'true');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/mobile-tablet');
    await waitForSession(page);
    expect(await page.evaluate(() => sessionStorage.getItem('overlay_seen'))).toBeNull();
  });

  test('without its scripts a page still reads, shows its pictures and follows its links', async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/mobile-tablet');
    const firstCard = page.locator('article').first();
    await expect(firstCard.locator('img')).toHaveJSProperty('complete', true);
    expect(await firstCard.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await firstCard.getByRole('link').click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('with scripts turned off', () => {
    test.use({ javaScriptEnabled: false, ownContext: true });

    test('home shows its pictures and no empty box where the feeds below would render', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('[data-block="IMAGE"]').first().getByRole('img')).toBeVisible();
      await expect(page.locator('[data-later]').first()).toBeAttached();
      for (const box of await page.locator('[data-later]').all()) await expect(box).toBeHidden();
    });
  });

  test('before its scripts run, a sign-in form takes no input and the browser does not send it', async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/login');
    await expect(page.getByLabel('เบอร์โทรศัพท์หรืออีเมล')).not.toBeEditable();
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a button tapped before the page’s scripts have run is pressed once they have', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let release = () => {};
    const tapped = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await page.goto('/brand');
    const menuButton = page.getByTestId('menu-button');
    await menuButton.click();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    release();
    await untilHydrated(page);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('pictures are fetched from the shop’s own origin, which passes them on from the API with their byte ranges', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/mobile-tablet');
    const source = await page
      .locator('article img')
      .first()
      .evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(new URL(source).origin).toBe(new URL(baseURL ?? '').origin);

    const { videoPath } = await productWithVideo();
    expect(videoPath).toMatch(/^\/media\//);
    const video = await page.request.get(videoPath, { headers: { range: 'bytes=0-99' } });
    expect(video.status()).toBe(206);
    expect(video.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect((await video.body()).length).toBe(100);
  });
});

test.describe('home popup images (spec §3 popup_images, §4: once per tab session, on home)', () => {
  test.use({ popupSeen: false });

  for (const [language, home, popupName, acceptName] of [
    ['th', '/', 'ประกาศจากร้านค้า', 'ยอมรับคุกกี้'],
    ['en', '/en', 'Announcement', 'Accept cookies'],
  ] as const) {
    test(`${language}: a first visit shows the cookie bar first, uncovered, and the popup once the cookie choice is made (issue #25)`, async ({
      page,
    }, testInfo) => {
      await page.goto(home);
      await untilHydrated(page);
      const popup = page.getByRole('dialog', { name: popupName });
      const accept = cookieBanner(page).getByRole('button', { name: acceptName });
      await expect(accept).toBeVisible();
      await expect(popup).toBeHidden();
      // Pressable: nothing (a popup's backdrop) lies over the bar's button.
      await accept.click({ trial: true });
      await page.screenshot({ path: testInfo.outputPath(`cookie-bar-first-${language}.png`) });
      await accept.click();
      await expect(popup).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`popup-after-cookie-choice-${language}.png`) });
    });
  }

  test.describe('for a shopper who has made the cookie choice', () => {
    test.beforeEach(({ page }) => page.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true')));

    test('open in the first paint of home, before any script of the page has run', async ({ page }) => {
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.goto('/');
      const popup = page.getByRole('dialog', { name: 'ประกาศจากร้านค้า' });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('img').first()).toHaveJSProperty('complete', true);
      expect(
        await popup
          .getByRole('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    });

    test('pictures that failed before the page’s scripts ran are dropped once they run, and an empty popup closes', async ({ page }) => {
      // Counted rather than looked at: on a fast machine the page loads, hydrates and closes the popup before a
      // locator could see its broken pictures (that the popup paints before scripts is the test above).
      let failedPictures = 0;
      await page.route(/\/media\/.*popups\//, (route) => {
        failedPictures += 1;
        return route.fulfill({ status: 404, body: '' });
      });
      await page.goto('/');
      await untilHydrated(page);
      expect(failedPictures).toBeGreaterThan(0);
      await expect(page.getByRole('dialog', { name: 'ประกาศจากร้านค้า' })).toHaveCount(0);
    });

    test('close with Escape and stay closed for the rest of the tab session', async ({ page }) => {
      await page.goto('/');
      const popup = page.getByRole('dialog', { name: 'ประกาศจากร้านค้า' });
      await expect(popup).toBeVisible();
      await untilHydrated(page);
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();
      await page.reload();
      await untilHydrated(page);
      await expect(popup).toBeHidden();
    });

    test('a tab that lands on another page first never shows them (spec §4: the session flag is set off home)', async ({ page }) => {
      await page.goto('/mobile-tablet');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await untilHydrated(page);
      await page.goto('/');
      await untilHydrated(page);
      await expect(page.getByRole('dialog', { name: 'ประกาศจากร้านค้า' })).toBeHidden();
    });
  });
});
