import type { Page } from '@playwright/test';
import { OIDC_ORIGIN, latestCode, storedRole, uniquePhone, variantPath } from '../support/identity.ts';
import { expect, test, waitForSession } from '../support/shop.ts';

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
