import { formatBaht } from '@talad/domain';
import { getAccountMenu, getMembership } from '@talad/sdk';
import { apiAs } from '../support/cart.ts';
import { latestCode, openAs, registerMember, storedRole, testApi, uniquePhone } from '../support/identity.ts';
import { expect, test } from '../support/shop.ts';

/** A 2×2 PNG with a text chunk (metadata the API must strip when it re-encodes). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAF3RFWHRDb21tZW50AHNlY3JldCBtZXRhZGF0YSJkwbcAAAASSURBVHicY/jPwMDQ8J8BQgEAIXIE/VNVpncAAAAASUVORK5CYII=',
  'base64',
);

test.describe('account (issue #4, spec §2, §7)', () => {
  // Each journey registers its own member through the API first (argon2 hashing is deliberately slow).
  test.describe.configure({ timeout: 60_000 });

  test('a member changes the profile photo, and a file that is not an image is refused', async ({ page, isMobile }) => {
    const member = await registerMember('ปิติ', 'มีสุข');
    await openAs(page, member, isMobile ? '/m/account' : '/account');
    const photoInput = page.getByLabel('เปลี่ยนรูปโปรไฟล์');
    await expect(photoInput).toBeAttached();

    await photoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await expect(page.getByText('รองรับเฉพาะไฟล์ JPEG, PNG หรือ WebP')).toBeVisible();
    // A text file that claims to be a PNG passes the browser's check; the API sniffs the bytes and refuses it.
    await photoInput.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image either') });
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByTestId('profile-photo')).toHaveCount(0);

    await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(page.getByText('เปลี่ยนรูปโปรไฟล์แล้ว')).toBeVisible();
    const photo = page.getByTestId('profile-photo');
    await expect(photo).toHaveAttribute('src', /\/media\/profile\/.+\.webp$/);
    // The stored photo is the API's re-encoding: WebP, without the PNG's text chunk.
    const stored = await page.request.get((await photo.getAttribute('src'))!);
    expect(stored.headers()['content-type']).toBe('image/webp');
    expect((await stored.body()).includes('secret metadata')).toBe(false);
  });

  test('a member edits the display name and finds it again after a reload', async ({ page }) => {
    const member = await registerMember('ชูใจ', 'เลิศล้ำ');
    await openAs(page, member, '/account');
    await page.getByLabel('ชื่อที่แสดง').fill('ชูใจ ช้อปเก่ง');
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await expect(page.getByText('บันทึกข้อมูลแล้ว')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('ชื่อที่แสดง')).toHaveValue('ชูใจ ช้อปเก่ง');
  });

  test('a member deletes the account after typing the confirmation, and continues as a guest who cannot sign in', async ({ page }) => {
    const member = await registerMember('วีระ', 'กล้าหาญ');
    await openAs(page, member, '/account/delete-account');
    await page.getByRole('button', { name: 'ลบบัญชีของฉัน' }).click();
    const dialog = page.getByRole('dialog', { name: 'ยืนยันการลบบัญชี' });
    const confirm = dialog.getByRole('button', { name: 'ลบบัญชีถาวร' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('พิมพ์คำว่า "ลบบัญชี" เพื่อยืนยัน').fill('ลบบัญชี');
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'ลบบัญชีแล้ว' })).toBeVisible();
    await expect.poll(() => storedRole(page)).toBe('guest');

    await page.goto('/login');
    await page.getByLabel('เบอร์โทรศัพท์หรืออีเมล').fill(member.phone);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await storedRole(page)).toBe('guest');
  });
});

test.describe('the account menu (issue #15 item 7)', () => {
  // A page load per entry (17 and growing as pages come back): more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('every entry of the account menu opens its page, never the not-found page', async ({ page }) => {
    const member = await registerMember('เมนู', 'ครบทุกหน้า');
    const menu = (await getAccountMenu(apiAs(member.session))).data ?? [];
    expect(menu.length).toBeGreaterThan(5);
    await openAs(page, member, '/account');
    for (const entry of menu) {
      await page.goto(entry.path);
      await expect(page.getByRole('heading', { level: 1 }).first(), entry.path).toBeVisible();
      await expect(page.getByTestId('not-found'), entry.path).toHaveCount(0);
    }
  });
});

test.describe('account security and privacy (issue #4)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a member changes the password in two steps: a wrong current one is refused, the new one signs in', async ({ page }) => {
    const member = await registerMember('กมล', 'ปลอดภัย');
    await openAs(page, member, '/account/change-password');
    await page.getByLabel('รหัสผ่านปัจจุบัน').fill('Not-the-password-1');
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByRole('alert')).toContainText('รหัสผ่านปัจจุบันไม่ถูกต้อง');
    await page.getByLabel('รหัสผ่านปัจจุบัน').fill(member.password);
    await page.getByRole('button', { name: 'ถัดไป' }).click();

    await expect(page).toHaveURL(/\/account\/change-password\/new-password$/);
    await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('Kamol2026new');
    await page.getByLabel('ยืนยันรหัสผ่าน').fill('Kamol2026new');
    await page.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await expect(page.getByText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว')).toBeVisible();
    expect(await storedRole(page)).toBe('user');

    await page.goto('/account');
    await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
    await expect.poll(() => storedRole(page)).toBe('guest');
    await page.goto('/login');
    await page.getByLabel('เบอร์โทรศัพท์หรืออีเมล').fill(member.phone);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Kamol2026new');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect.poll(() => storedRole(page)).toBe('user');
  });

  test('a member moves to a new phone number confirmed by the code sent to it', async ({ page }) => {
    const member = await registerMember('ธนา', 'ย้ายเบอร์');
    const newPhone = uniquePhone();
    await openAs(page, member, '/en/account/change/phone');
    await page.getByLabel('New phone number').fill(newPhone);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await latestCode(newPhone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(`Your phone number is now ${newPhone}`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to my profile' }).click();
    await expect(page.getByText(newPhone)).toBeVisible();
  });

  test('a member changes the e-mail, confirmed by the code sent to the new address', async ({ page }) => {
    const member = await registerMember('อรุณ', 'เมลใหม่');
    const email = `arun.${Date.now()}@example.com`;
    await openAs(page, member, '/en/account/change/email');
    await expect(page.getByRole('heading', { level: 1, name: 'Change e-mail' })).toBeVisible();
    await page.getByLabel('New e-mail').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(`Your e-mail is now ${email}`)).toBeVisible();
    await page.getByRole('link', { name: 'Back to my profile' }).click();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('a new member sees the first tier, no spend yet, what the next tier asks and every tier', async ({ page }) => {
    const member = await registerMember('ศรี', 'สมาชิก');
    const tiers = (await getMembership(testApi(), { locale: 'en' })).data ?? [];
    const [first, next] = tiers;
    if (!first || !next) throw new Error('the seed has fewer than two tiers');
    await openAs(page, member, '/en/account/member-ship');
    const card = page.getByTestId('membership-card');
    await expect(card).toContainText(first.name);
    await expect(card).toContainText(`12-month spend: ${formatBaht(0, 'en')}`);
    await expect(card).toContainText(`Spend ${formatBaht(next.min_spend, 'en')} more to reach ${next.name}`);
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    for (const benefit of first.benefits) await expect(page.getByText(benefit).first()).toBeVisible();
    for (const tier of tiers) await expect(page.getByTestId('membership').getByText(tier.name, { exact: true }).last()).toBeVisible();
  });

  test('a member turns marketing off in the privacy settings and finds it off after a reload', async ({ page }) => {
    const member = await registerMember('ปรีดา', 'ส่วนตัว');
    await openAs(page, member, '/account/privacy-setting');
    const marketing = page.getByRole('switch', { name: 'ข่าวสารและโปรโมชัน' });
    const wasOn = (await marketing.getAttribute('aria-checked')) === 'true';
    await marketing.click();
    await page.getByRole('button', { name: 'บันทึก', exact: true }).click();
    await expect(page.getByText('บันทึกการตั้งค่าความเป็นส่วนตัวแล้ว')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'ข่าวสารและโปรโมชัน' })).toHaveAttribute('aria-checked', String(!wasOn));
  });
});
