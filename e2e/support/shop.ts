import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type PlaywrightTestOptions,
  type Request,
} from '@playwright/test';

export const API_ORIGIN = `http://localhost:${process.env.E2E_API_PORT ?? 4100}`;
/** The web server of the second brand (BRAND=trueselect), started by playwright.config.ts on the same API. */
export const TRUESELECT_ORIGIN = `http://localhost:${process.env.E2E_TRUESELECT_PORT ?? 3102}`;

const WEB_ORIGIN = `http://localhost:${process.env.E2E_WEB_PORT ?? 3100}`;
/** The sandbox payment gateway (apps/gateway) and the local OpenID provider, both started by playwright.config.ts. */
export const GATEWAY_ORIGIN = `http://localhost:${process.env.E2E_GATEWAY_PORT ?? 4103}`;
export const OIDC_ORIGIN = `http://localhost:${process.env.E2E_OIDC_PORT ?? 4101}`;
/** Every origin a journey's pages store anything on, emptied between journeys that share a worker's context. */
const ORIGINS = [WEB_ORIGIN, TRUESELECT_ORIGIN, API_ORIGIN, GATEWAY_ORIGIN, OIDC_ORIGIN];

/**
 * The browser context every journey of a worker shares, with a page kept open on a file of the shop so that the
 * journeys' pages join that one renderer process (`--process-per-site`, playwright.config.ts). A new context's first
 * page started a renderer of its own, cold: ≈ 1.9 CPU s a journey on the slow machine kind, a fifth of all the
 * journeys' CPU (bench/README.md, "Journeys share a renderer"). Between journeys the context is emptied of what a
 * journey leaves: pages, cookies, every origin's storage, permissions, a position, routes. The HTTP cache is kept, as
 * a returning shopper's browser keeps it.
 */
async function keptContext(browser: Browser, options: BrowserContextOptions): Promise<{ context: BrowserContext; anchor: Page }> {
  const context = await browser.newContext(options);
  const anchor = await context.newPage();
  // A picture, not a page of the shop: no script of its own that could answer another tab's sign-in.
  await anchor.goto(`${WEB_ORIGIN}/favicon-talad.svg`);
  return { context, anchor };
}

async function emptied({ context, anchor }: { context: BrowserContext; anchor: Page }): Promise<void> {
  await Promise.all(
    context
      .pages()
      .filter((page) => page !== anchor)
      .map((page) => page.close()),
  );
  const cdp = await context.newCDPSession(anchor);
  await Promise.all(ORIGINS.map((origin) => cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })));
  await cdp.detach();
  await context.clearCookies();
  await context.clearPermissions();
  await context.setGeolocation(null);
  await context.setOffline(false);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
}

/**
 * The shop's test fixture. Journeys never depend on the outside network: the browser finds no name but this machine's
 * (playwright.config.ts, --host-resolver-rules). A journey that changes its context in a way that cannot be undone — a
 * fake clock, scripts off — says `test.use({ ownContext: true })` and gets a context of its own.
 */
export const test = base.extend<{ popupSeen: boolean; ownContext: boolean }, { shared: { context: BrowserContext; anchor: Page } }>({
  // The shop's announcement popup opens once per tab on home; journeys start as a shopper who has seen it.
  popupSeen: [true, { option: true }],
  ownContext: [false, { option: true }],
  shared: [
    async ({ browser }, use, workerInfo) => {
      const kept = await keptContext(browser, contextOptionsOf(workerInfo.project.use));
      await use(kept);
      await kept.context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, shared, ownContext, javaScriptEnabled }, use, testInfo) => {
    if (!ownContext) {
      await use(shared.context);
      await emptied(shared);
      return;
    }
    const context = await browser.newContext({ ...contextOptionsOf(testInfo.project.use), javaScriptEnabled });
    await use(context);
    await context.close();
  },
  page: async ({ context, popupSeen }, use) => {
    const page = await context.newPage();
    if (popupSeen) await page.addInitScript(() => window.sessionStorage.setItem('popup_shown', 'true'));
    await use(page);
  },
});

/** The context options of the project (its size, phone or not, the shop's address). */
function contextOptionsOf(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const { viewport, isMobile, hasTouch, userAgent, baseURL } = use;
  return { viewport, isMobile, hasTouch, userAgent, baseURL };
}

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
