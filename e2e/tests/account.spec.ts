import { openAs, registerMember, storedRole } from '../support/identity.ts';
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
