import type { Page } from '@playwright/test';
import { OIDC_ORIGIN, latestCode, storedRole, uniquePhone, variantPath } from '../support/identity.ts';
import { expect, test, untilHydrated, waitForSession } from '../support/shop.ts';

/**
 * The local OpenID provider's own pages (oidc-provider's development login and consent). A browser that is still
 * signed in there comes straight back to the shop.
 */
async function signInAtProvider(page: Page, login: string) {
  await page.waitForURL((url) => url.origin === OIDC_ORIGIN || url.pathname.includes('/login/social/'));
  if (new URL(page.url()).origin !== OIDC_ORIGIN) return;
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: /sign-in|sign in/i }).click();
  // The provider answers with its consent page or sends the browser back: wait for one of them, not for a moment.
  const consent = page.getByRole('button', { name: /continue/i });
  const backAtShop = () => new URL(page.url()).origin !== OIDC_ORIGIN;
  await expect.poll(async () => backAtShop() || (await consent.isVisible().catch(() => false))).toBe(true);
  if (!backAtShop()) await consent.click();
}

test.describe('social sign-in against a local OpenID provider (issue #4)', () => {
  test('a first Google sign-in starts registration prefilled; the next one signs straight in', async ({ page, isMobile }) => {
    test.slow(); // two trips through the provider and a registration between them
    const at = (path: string) => variantPath(isMobile, path);
    const email = `nida.social${Date.now()}${isMobile ? 'm' : 'd'}@example.com`;
    const phone = uniquePhone();

    await page.goto(at('/login'));
    await waitForSession(page);
    await page.getByRole('button', { name: 'ดำเนินการต่อด้วย Google' }).click();
    await signInAtProvider(page, email);

    await expect(page).toHaveURL(new RegExp(`${at('/register/phone')}$`));
    await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(phone);
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    await page.getByLabel('รหัส OTP 6 หลัก').fill(await latestCode(phone));
    await page.getByRole('button', { name: 'ยืนยัน' }).click();
    await page.getByLabel('ข้าพเจ้าได้อ่านและยอมรับนโยบายความเป็นส่วนตัว').check();
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    await expect(page.getByLabel('ชื่อ', { exact: true })).toHaveValue(/^Nida$/i);
    await expect(page.getByLabel('อีเมล (ไม่บังคับ)')).toHaveValue(email);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Nida2026social');
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('Nida2026social');
    await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
    await expect.poll(() => storedRole(page)).toBe('user');

    await page.goto(isMobile ? '/m/account/setting' : '/account');
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect.poll(() => storedRole(page)).toBe('guest');

    await page.goto(at('/guest/login'));
    await page.getByRole('button', { name: 'ดำเนินการต่อด้วย Google' }).click();
    await signInAtProvider(page, email);
    await expect.poll(() => storedRole(page)).toBe('user');
  });
});

const FACEBOOK_APP_ID = '1029384756';

test.describe('Facebook login script (spec §6, §9: SDK v19.0)', () => {
  test('sign-in pages that offer Facebook load its script in their language, started with v19.0 and the app id; home does not', async ({
    page,
    isMobile,
  }) => {
    // The journeys' API offers Google only: its answer gains Facebook, as a shop with FACEBOOK_CLIENT_ID answers.
    await page.route(/\/auth\/social\/providers$/, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { data: Array<Record<string, string>> };
      answer.data.push({ provider: 'facebook', name: 'Facebook', client_id: FACEBOOK_APP_ID });
      await route.fulfill({ response, json: answer });
    });
    // Offline: Facebook's script is answered here by a stand-in that records how the page starts it.
    const requested: string[] = [];
    await page.route('https://connect.facebook.net/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({
        contentType: 'application/javascript',
        body: 'window.FB = { init: function (options) { window.facebookStarted = options; } }; window.fbAsyncInit();',
      });
    });
    const started = () => page.evaluate(() => (window as unknown as { facebookStarted?: unknown }).facebookStarted ?? null);

    await page.goto(isMobile ? '/m' : '/');
    await untilHydrated(page);
    expect(requested).toEqual([]);

    const login = variantPath(isMobile, '/login');
    for (const { path, sdkLocale, button } of [
      { path: login, sdkLocale: 'th_TH', button: 'ดำเนินการต่อด้วย Facebook' },
      { path: `/en${login}`, sdkLocale: 'en_US', button: 'Continue with Facebook' },
    ]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: button })).toBeVisible();
      await expect.poll(started).toEqual({ appId: FACEBOOK_APP_ID, version: 'v19.0', status: false, cookie: false, xfbml: false });
      expect(requested.at(-1)).toBe(`https://connect.facebook.net/${sdkLocale}/sdk.js`);
    }
    expect(requested).toHaveLength(2);
  });
});
