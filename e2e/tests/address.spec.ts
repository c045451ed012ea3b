import { searchStores } from '@talad/sdk';
import { addressCards, chooseLocation, openNewAddressForm, thaiId } from '../support/address-book.ts';
import { openAs, registerMember, testApi } from '../support/identity.ts';
import { expect, test } from '../support/shop.ts';

const LUMPHINI = { province: 'กรุงเทพมหานคร', district: 'ปทุมวัน', subDistrict: 'ลุมพินี', postcode: '10330' };

test.describe('addresses (issue #4, spec §3, §7)', () => {
  // Each journey fills two or three long forms, each reading the location chain from the API.
  test.describe.configure({ timeout: 60_000 });

  test('a member adds a condo shipping address through the location chain; it becomes the default and can be edited', async ({
    page,
    isMobile,
  }) => {
    const member = await registerMember('นภา', 'ส่งไว');
    await openAs(page, member, isMobile ? '/m/account/address' : '/account/address');
    await expect(page.getByText('ยังไม่มีที่อยู่จัดส่ง')).toBeVisible();

    const form = await openNewAddressForm(page, isMobile, 'เพิ่มที่อยู่จัดส่ง');
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    for (const message of ['กรุณากรอกชื่อ', 'กรุณากรอกเบอร์โทรศัพท์มือถือ 10 หลัก เช่น 0812345678', 'กรุณาเลือกจังหวัด', 'กรุณาเลือกรหัสไปรษณีย์']) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await form.getByText('คอนโด', { exact: true }).click();
    await form.getByLabel('ชื่อ', { exact: true }).fill('นภา');
    await form.getByLabel('นามสกุล').fill('ส่งไว');
    await form.getByLabel('เบอร์โทรศัพท์มือถือ').fill('081-234-5678');
    await form.getByLabel('ที่อยู่', { exact: true }).fill('99/9 ถนนวิทยุ');
    await form.getByLabel('อาคาร ชั้น ห้อง').fill('อาคารลุมพินีทาวเวอร์ ชั้น 12 ห้อง 1203');
    await chooseLocation(form, LUMPHINI);
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();

    const card = addressCards(page, 'shipping').first();
    await expect(card).toContainText('คอนโด');
    await expect(card).toContainText('ที่อยู่หลัก');
    await expect(card).toContainText('ลุมพินี');
    await expect(card).toContainText('10330');

    await card
      .getByRole('button', { name: 'แก้ไข นภา ส่งไว' })
      .or(card.getByRole('link', { name: 'แก้ไข นภา ส่งไว' }))
      .click();
    const edit = isMobile ? page.getByTestId('address-update') : page.getByRole('dialog', { name: 'แก้ไขที่อยู่' });
    await expect(edit.getByLabel('แขวง/ตำบล')).toHaveValue(/\d{6}/);
    await edit.getByText('ที่ทำงาน', { exact: true }).click();
    await edit.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect(addressCards(page, 'shipping').first()).toContainText('ที่ทำงาน');

    await addressCards(page, 'shipping').first().getByRole('button', { name: 'ลบ นภา ส่งไว' }).click();
    await page.getByRole('dialog', { name: 'ต้องการลบที่อยู่นี้หรือไม่?' }).getByRole('button', { name: 'ลบ', exact: true }).click();
    await expect(page.getByText('ยังไม่มีที่อยู่จัดส่ง')).toBeVisible();
  });

  test('a member adds tax-invoice addresses for a person and for a company, with the id checks', async ({ page, isMobile }) => {
    const member = await registerMember('อรุณ', 'ภาษีดี');
    await openAs(page, member, isMobile ? '/m/account/address-tax-invoice' : '/account/address-tax-invoice');
    await expect(page).toHaveTitle('ที่อยู่ใบกำกับภาษี | Talad ตลาด');

    let form = await openNewAddressForm(page, isMobile, 'เพิ่มที่อยู่ใบกำกับภาษี');
    // A phone adds it on a page of its own, whose tab says so (it had said "edit address").
    if (isMobile) await expect(page).toHaveTitle('เพิ่มที่อยู่ใบกำกับภาษี | Talad ตลาด');
    const citizenId = thaiId('110170020736');
    const wrongCheckDigit = citizenId.slice(0, 12) + String((Number(citizenId[12]) + 1) % 10);
    await form.getByLabel('ชื่อ', { exact: true }).fill('อรุณ');
    await form.getByLabel('นามสกุล').fill('ภาษีดี');
    await form.getByLabel('เลขประจำตัวประชาชน').fill('12345');
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect(form.getByText('เลขประจำตัวประชาชนต้องมี 13 หลัก')).toBeVisible();
    await form.getByLabel('เลขประจำตัวประชาชน').fill(wrongCheckDigit);
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect(form.getByText('เลขประจำตัวประชาชนไม่ถูกต้อง')).toBeVisible();
    await form.getByLabel('เลขประจำตัวประชาชน').fill(citizenId);
    await form.getByLabel('เบอร์โทรศัพท์มือถือ').fill('0898765432');
    await form.getByLabel('ที่อยู่', { exact: true }).fill('12 ซอยสุขุมวิท 11');
    await chooseLocation(form, { province: 'กรุงเทพมหานคร', district: 'วัฒนา', subDistrict: 'คลองเตยเหนือ', postcode: '10110' });
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect(addressCards(page, 'billing').first()).toContainText(citizenId);

    form = await openNewAddressForm(page, isMobile, 'เพิ่มที่อยู่ใบกำกับภาษี');
    await form.getByText('นิติบุคคล', { exact: true }).click();
    await form.getByLabel('ชื่อบริษัท').fill('บริษัท ตลาดดี จำกัด');
    await form.getByLabel('เลขประจำตัวผู้เสียภาษี').fill(thaiId('010555812345'));
    await form.getByLabel('สำนักงานใหญ่').uncheck();
    await form.getByLabel('รหัสสาขา').fill('12');
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect(form.getByText('รหัสสาขาต้องเป็นตัวเลข 5 หลัก')).toBeVisible();
    await form.getByLabel('รหัสสาขา').fill('00012');
    await form.getByLabel('ชื่อสาขา').fill('สาขาเชียงใหม่');
    await form.getByLabel('เบอร์โทรศัพท์มือถือ').fill('0861112222');
    await form.getByLabel('ที่อยู่', { exact: true }).fill('88 ถนนนิมมานเหมินท์');
    await chooseLocation(form, { province: 'เชียงใหม่', district: 'เมืองเชียงใหม่', subDistrict: 'สุเทพ', postcode: '50200' });
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect(addressCards(page, 'billing')).toHaveCount(2);
    await expect(page.getByTestId('addresses-billing')).toContainText('บริษัท ตลาดดี จำกัด');

    // The company's branch moves: edited in a dialog on desktop, on its own page (/update/:id) on a phone.
    const company = addressCards(page, 'billing').filter({ hasText: 'บริษัท ตลาดดี จำกัด' });
    await company
      .getByRole('button', { name: /^แก้ไข/ })
      .or(company.getByRole('link', { name: /^แก้ไข/ }))
      .click();
    if (isMobile) await expect(page).toHaveURL(/\/m\/account\/address-tax-invoice\/update\/[\w-]+$/);
    if (isMobile) await expect(page).toHaveTitle('แก้ไขที่อยู่ | Talad ตลาด');
    const edit = isMobile ? page.getByTestId('address-update') : page.getByRole('dialog');
    await expect(edit.getByLabel('ชื่อสาขา')).toHaveValue('สาขาเชียงใหม่');
    await edit.getByLabel('รหัสสาขา').fill('00034');
    await edit.getByLabel('ชื่อสาขา').fill('สาขานิมมาน');
    await edit.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect(page.getByTestId('addresses-billing')).toContainText('รหัสสาขา 00034 สาขานิมมาน');
    await expect(page.getByTestId('addresses-billing')).not.toContainText('สาขาเชียงใหม่');
  });

  test('a member saves a 7-Eleven pickup found near their position and another found by keyword', async ({ page, context, isMobile }) => {
    const [store] = (await searchStores(testApi(), 'วังใหม่')).data ?? [];
    expect(store).toBeDefined();
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: store!.lat, longitude: store!.lng });
    const member = await registerMember('มาลี', 'รับเอง');
    await openAs(page, member, isMobile ? '/m/account/address' : '/account/address');

    let form = await openNewAddressForm(page, isMobile, 'เพิ่มร้าน 7-Eleven');
    await form.getByRole('button', { name: 'ค้นหาร้านใกล้ฉัน' }).click();
    await form.getByRole('list', { name: 'ร้าน 7-Eleven ที่พบ' }).getByRole('button').first().click();
    await expect(form.getByRole('status')).toContainText(store!.name);
    await form.getByLabel('ชื่อ', { exact: true }).fill('มาลี');
    await form.getByLabel('นามสกุล').fill('รับเอง');
    await form.getByLabel('เบอร์โทรศัพท์มือถือ').fill('0823334444');
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    await expect(addressCards(page, 'store7-11').first()).toContainText(store!.name);

    form = await openNewAddressForm(page, isMobile, 'เพิ่มร้าน 7-Eleven');
    // The picker's own example words find stores: นิมมาน the ones on Nimmanhaemin Road, Chiang Mai.
    const keyword = form.getByLabel('ค้นหาร้านด้วยชื่อ ถนน หรือเขต');
    await expect(keyword).toHaveAttribute('placeholder', 'เช่น สยาม, นิมมาน');
    await keyword.fill('นิมมาน');
    await form.getByRole('button', { name: 'ค้นหา', exact: true }).click();
    const found = form.getByRole('list', { name: 'ร้าน 7-Eleven ที่พบ' }).getByRole('button').last();
    await expect(found).toContainText('สาขานิมมานเหมินท์');
    await expect(found).toContainText('อำเภอเมืองเชียงใหม่');
    const name = (await found.locator('span').first().textContent())!;
    await found.click();
    await form.getByLabel('ชื่อ', { exact: true }).fill('มาลี');
    await form.getByLabel('นามสกุล').fill('รับเอง');
    await form.getByLabel('เบอร์โทรศัพท์มือถือ').fill('0823334444');
    await form.getByLabel('ตั้งเป็นที่อยู่หลัก').check();
    await form.getByRole('button', { name: 'บันทึกที่อยู่' }).click();
    const defaultCard = addressCards(page, 'store7-11').filter({ hasText: 'ที่อยู่หลัก' });
    await expect(defaultCard).toHaveCount(1);
    await expect(defaultCard).toContainText(name);
  });
});
