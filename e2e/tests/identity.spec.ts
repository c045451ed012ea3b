import type { Page } from '@playwright/test';
import { lastOutboxId, latestCode, registerMember, storedRole, uniquePhone, variantPath } from '../support/identity.ts';
import { expect, test, waitForSession } from '../support/shop.ts';

/** Signs out from where each variant keeps the button: /account on desktop, /m/account/setting in the app. */
async function signOut(page: Page, isMobile: boolean) {
  await page.goto(isMobile ? '/m/account/setting' : '/account');
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect.poll(() => storedRole(page)).toBe('guest');
}

async function typeCode(page: Page, to: string, after = 0) {
  await page.getByLabel('รหัส OTP 6 หลัก').fill(await latestCode(to, after));
}

test.describe('register and sign in (issue #4, spec §2, §3)', () => {
  test('a new member registers by phone with the code from the outbox, signs out, and signs in by password and by OTP', async ({
    page,
    isMobile,
  }) => {
    test.slow(); // four flows in one story: register, sign out, password sign-in, OTP sign-in
    const phone = uniquePhone();
    const at = (path: string) => variantPath(isMobile, path);

    await page.goto(at('/register'));
    await waitForSession(page);
    await page.getByRole('link', { name: 'สมัครด้วยเบอร์โทรศัพท์' }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/register/phone')}$`));
    await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(phone);
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();

    await expect(page).toHaveURL(new RegExp(`${at('/register/verify')}$`));
    await typeCode(page, phone);
    await page.getByRole('button', { name: 'ยืนยัน' }).click();

    await expect(page).toHaveURL(new RegExp(`${at('/register/privacy-policy')}$`));
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByText('กรุณายอมรับนโยบายความเป็นส่วนตัวก่อนดำเนินการต่อ')).toBeVisible();
    await page.getByLabel('ข้าพเจ้าได้อ่านและยอมรับนโยบายความเป็นส่วนตัว').check();
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    await expect(page).toHaveURL(new RegExp(`${at('/signup')}$`));
    await page.getByLabel('ชื่อ', { exact: true }).fill('มานี');
    await page.getByLabel('นามสกุล').fill('รักเรียน');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('short');
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('short');
    await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
    await expect(page.getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร')).toBeVisible();
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Manee2026ok');
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('Manee2026ok');
    await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
    await expect.poll(() => storedRole(page)).toBe('user');
    const welcome = page.getByRole('dialog', { name: 'สมัครสมาชิกสำเร็จ' });
    await expect(welcome).toContainText('ยินดีต้อนรับคุณมานี');
    await welcome.getByRole('button', { name: 'เริ่มช้อปปิ้ง' }).click();

    await signOut(page, isMobile);

    await page.goto(at('/login'));
    await page.getByLabel('เบอร์โทรศัพท์หรืออีเมล').fill(phone);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('wrong-password-1');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Manee2026ok');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => storedRole(page)).toBe('user');

    await signOut(page, isMobile);

    await page.goto(at('/login/otp'));
    const before = await lastOutboxId(phone);
    await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(phone);
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/login/otp/verify')}$`));
    await typeCode(page, phone, before);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => storedRole(page)).toBe('user');
  });

  test('a member who forgot the password resets it with a code and signs in with the new one', async ({ page, isMobile }) => {
    const member = await registerMember();
    const at = (path: string) => variantPath(isMobile, path);

    await page.goto(at('/forgot-password'));
    await waitForSession(page);
    const before = await lastOutboxId(member.phone);
    await page.getByLabel('เบอร์โทรศัพท์หรืออีเมล').fill(member.phone);
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/forgot-password/verify')}$`));
    await typeCode(page, member.phone, before);
    await page.getByRole('button', { name: 'ยืนยัน' }).click();

    await expect(page).toHaveURL(new RegExp(`${at('/reset-password')}$`));
    await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Fresh2026pass');
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('Fresh2026pass');
    await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
    await expect(page.getByText('ตั้งรหัสผ่านใหม่เรียบร้อย กรุณาเข้าสู่ระบบอีกครั้ง')).toBeVisible();

    await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).last().click();
    await page.getByLabel('เบอร์โทรศัพท์หรืออีเมล').fill(member.phone);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Fresh2026pass');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => storedRole(page)).toBe('user');
  });

  test('the sign-in prompt offers every way in, in English too', async ({ page, isMobile }) => {
    await page.goto(variantPath(isMobile, '/en/guest/login').replace('/m/en/', '/en/m/'));
    const prompt = page.getByTestId('guest-login');
    for (const name of ['Sign in', 'Register', 'Sign in with a one-time code', 'Forgot password?', 'Continue with Google']) {
      await expect(prompt.getByRole(name === 'Continue with Google' ? 'button' : 'link', { name, exact: true })).toBeVisible();
    }
  });
});
