import type { Page } from '@playwright/test';
import {
  cookieBanner,
  cookieDialog,
  expect,
  hydrateOnPausedClock,
  test,
  TRUESELECT_ORIGIN,
  untilHydrated,
  waitForSession,
} from '../support/shop.ts';

/** The page's dataLayer as plain values: gtag() commands (`arguments` objects) as arrays, events as they are. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

/** What the dataLayer tells Google's tags, in order: consent commands with their signals, and the tag manager's start. */
async function consentTrail(page: Page): Promise<unknown[]> {
  return (await dataLayer(page)).flatMap<unknown>((entry) => {
    if (Array.isArray(entry) && entry[0] === 'consent') return [[entry[1], entry[2]]];
    if ((entry as { event?: string }).event === 'gtm.js') return ['gtm.js'];
    return [];
  });
}

const ESSENTIAL = { functionality_storage: 'granted', security_storage: 'granted' };
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  personalization_storage: 'denied',
  ...ESSENTIAL,
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
  personalization_storage: 'granted',
  ...ESSENTIAL,
};

/** Google Consent Mode v2 with GTM_ID set (issue #29 item 7, decision 0066). */
test.describe('consent mode', () => {
  test.use({ ownContext: true }); // a fake clock stays with its context
  test('a first visit: the denied default comes before anything, and accepting updates it before the tag manager starts', async ({
    page,
  }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/');
    await hydrateOnPausedClock(page);
    await waitForSession(page);
    expect(await consentTrail(page)).toEqual([['default', { ...DENIED, wait_for_update: 500 }]]);

    await page.clock.runFor(3_100);
    await cookieBanner(page).getByRole('button', { name: 'ยอมรับคุกกี้' }).click();
    await expect.poll(() => consentTrail(page)).toEqual([['default', { ...DENIED, wait_for_update: 500 }], ['update', GRANTED], 'gtm.js']);
  });

  test('a returning shopper’s saved choices are the default at once, and a changed choice is pushed as an update', async ({ page }) => {
    await page.addInitScript(() => {
      if (localStorage.getItem('cookieAccepted') !== null) return;
      localStorage.setItem('cookieAccepted', 'true');
      localStorage.setItem(
        'cookieSettings',
        JSON.stringify({ analyticsCookies: true, marketingCookies: false, googleConsentCookies: true }),
      );
    });
    await page.goto('/en');
    await untilHydrated(page);
    const saved = { ...DENIED, analytics_storage: 'granted' };
    await expect.poll(() => consentTrail(page)).toEqual([['default', { ...saved, wait_for_update: 500 }], 'gtm.js']);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).focus();
    await page.keyboard.press('Enter');
    const dialog = cookieDialog(page);
    await dialog.getByRole('switch', { name: 'Marketing cookies' }).click();
    await dialog.getByRole('button', { name: 'Confirm choices' }).click();
    await expect(dialog).toBeHidden();
    expect(await consentTrail(page)).toEqual([['default', { ...saved, wait_for_update: 500 }], 'gtm.js', ['update', GRANTED]]);
  });

  test('a shop without GTM_ID sends no consent signal, even after the shopper accepts', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto(`${TRUESELECT_ORIGIN}/`);
    await hydrateOnPausedClock(page);
    await waitForSession(page);
    await page.clock.runFor(3_100);
    await cookieBanner(page).getByRole('button', { name: 'ยอมรับคุกกี้' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await consentTrail(page)).toEqual([]);
  });
});
