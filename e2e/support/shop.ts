import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

export const API_ORIGIN = `http://localhost:${process.env.E2E_API_PORT ?? 4100}`;
/** The web server of the second brand (BRAND=trueselect), started by playwright.config.ts on the same API. */
export const TRUESELECT_ORIGIN = `http://localhost:${process.env.E2E_TRUESELECT_PORT ?? 3102}`;

/**
 * The shop's test fixture. Journeys never depend on the outside network: the browser finds no name but this machine's
 * (playwright.config.ts, --host-resolver-rules).
 */
export const test = base.extend<{ popupSeen: boolean }>({
  // The shop's announcement popup opens once per tab on home; journeys start as a shopper who has seen it.
  popupSeen: [true, { option: true }],
  page: async ({ page, popupSeen }, use) => {
    if (popupSeen) await page.addInitScript(() => window.sessionStorage.setItem('popup_shown', 'true'));
    await use(page);
  },
});

export { expect };

/** The app handles clicks once hydrated, which starts after the page has loaded (docs/decisions/0006). */
export async function untilHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/** A content feed below the first screen renders once the shopper scrolls near it (features/content/content-blocks.tsx). */
export async function scrolledTo(block: Locator): Promise<Locator> {
  await block.scrollIntoViewIfNeeded();
  await expect(block).not.toHaveAttribute('data-later');
  return block;
}

/** Under a paused fake clock time must move for the page to hydrate: it starts one frame after the page's load. */
export async function hydrateOnPausedClock(page: Page): Promise<void> {
  await page.clock.runFor(100);
  await untilHydrated(page);
}

/** A full-page picture of the screen for the report, once the loading overlay of a write has gone. */
export async function screenshotOf(page: Page, path: string): Promise<void> {
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await page.screenshot({ path, fullPage: true });
}

/**
 * Nothing on the page makes the shopper scroll sideways: the document is no wider than the screen (390 px on the phone
 * project). Checked once the screen's content is shown. Measured against the viewport the project set, not
 * window.innerWidth: a phone's browser (isMobile) widens its layout viewport to fit a wider page, so innerWidth grew
 * with the overflow and the check could never fail there.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const screen = page.viewportSize()?.width ?? 0;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${new URL(page.url()).pathname} is ${scrollWidth} px wide on a ${screen} px screen`).toBeLessThanOrEqual(screen);
}

/** `upper` ends above where `lower` starts on the page (a phone's one column: it comes first). */
export async function expectAbove(upper: Locator, lower: Locator): Promise<void> {
  const [top, bottom] = [await upper.boundingBox(), await lower.boundingBox()];
  expect(top, 'the upper element is shown').not.toBeNull();
  expect(bottom, 'the lower element is shown').not.toBeNull();
  expect(top!.y + top!.height).toBeLessThanOrEqual(bottom!.y);
}

export async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export interface StoredSession {
  role: string;
  access_token: string;
  refresh_token: string;
}

/** Waits until the shell has its session under `user` (spec §3, §4) and returns it. */
export async function waitForSession(page: Page): Promise<StoredSession> {
  await expect.poll(() => storedItem(page, 'user')).not.toBeNull();
  return JSON.parse((await storedItem(page, 'user')) ?? 'null') as StoredSession;
}

/** Whether a request is the API call `METHOD path`, e.g. isApiCall(request, 'POST', 'users/cookie-consent'). */
export function isApiCall(request: Request, method: string, path: string): boolean {
  const url = new URL(request.url());
  return url.origin === API_ORIGIN && request.method() === method && url.pathname === `/${path}`;
}

/** Banner names and the settings dialog, found as a shopper finds them. */
export function cookieBanner(page: Page) {
  return page.getByRole('region', { name: /การใช้คุกกี้|Use of cookies/ });
}

export function cookieDialog(page: Page) {
  return page.getByRole('dialog', { name: /ตั้งค่าคุกกี้|Cookie settings/ });
}
