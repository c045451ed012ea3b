import { accessibilityViolations } from '../support/axe.ts';
import { adminReady, DEMO_STAFF, freshCode, MANAGER_TOTP_SECRET, OWNER_TOTP_SECRET, openAsStaff } from '../support/back-office.ts';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { getMyNotifications } from '@talad/sdk';
import { openAs, registerMember } from '../support/identity.ts';
import { placedCodOrder, staffMove } from '../support/orders.ts';
import { expect, expectNoSidewaysScroll, test } from '../support/shop.ts';

/** The demo owner's and manager's authenticator secrets (README, "Back office"). */
const SECRETS = { owner: OWNER_TOTP_SECRET, manager: MANAGER_TOTP_SECRET };

const WORDS = {
  th: {
    refund: 'คืนเงิน',
    dialog: (orderNo: string) => `คืนเงินคำสั่งซื้อ ${orderNo}`,
    units: /จำนวน \(ไม่เกิน 2/,
    reason: 'เหตุผล',
    restock: 'นำสินค้าที่คืนเงินกลับเข้าสต็อก',
    preview: 'ดูยอดเงิน',
    needed: 'การคืนเงินต้องยืนยันตัวตนสองขั้นตอนสำหรับการเข้าสู่ระบบนี้',
    code: 'รหัสจากแอปยืนยันตัวตนหรือรหัสสำรอง',
    verify: 'ยืนยันและทำต่อ',
    gives: 'การคืนเงินครั้งนี้',
    cash: 'คืนเป็นเงินสดให้ลูกค้า',
    done: 'คืนเงิน',
    why: 'ฝาตู้บุบหนึ่งชิ้น',
    oneMember: 'สมาชิกคนเดียว',
    phone: 'เบอร์โทรของสมาชิก',
    titleTh: 'หัวข้อภาษาไทย',
    bodyTh: 'ข้อความภาษาไทย',
    send: 'ส่ง',
  },
  en: {
    refund: 'Refund',
    dialog: (orderNo: string) => `Refund order ${orderNo}`,
    units: /Units \(up to 2/,
    reason: 'Reason',
    restock: 'Put the refunded units back on sale',
    preview: 'Show the amounts',
    needed: 'Refunds need two-step verification for this session',
    code: 'Authenticator or backup code',
    verify: 'Verify and continue',
    gives: 'This refund gives back',
    cash: 'Cash handed back to the shopper',
    done: 'Refunded',
    why: 'One unit arrived dented',
    oneMember: 'One member',
    phone: "The member's phone",
    titleTh: 'Title in Thai',
    bodyTh: 'Text in Thai',
    send: 'Send',
  },
};

test.describe('refunds at the orders desk (issue #26)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('one unit of a line is refunded with the second factor asked in the dialog, the shopper is sent a word from the desk and sees the refund on their order', async ({
    page,
    baseURL,
    isMobile,
  }, testInfo) => {
    // English and dark on the phone, Thai and light on the desktop. The manager refunds at the desk; on the phone the
    // owner does (each signs in with their own authenticator: the two projects run at once, and a code is used once).
    const language = isMobile ? 'en' : 'th';
    const theme = isMobile ? 'dark' : 'light';
    const role = isMobile ? 'owner' : 'manager';
    const words = WORDS[language];
    const member = await registerMember('คืน', 'เงินได้');
    const shopper = apiAs(member.session);
    const product = await buyableProduct(isMobile ? 13 : 12, { category: 'home-garden', minStock: 20, sort: 'price_high_to_low' });
    const order = await placedCodOrder(shopper, product.variant.variant_id, await saveHomeAddress(shopper), 2);
    // Delivered, the cash on delivery collected: the order is paid.
    for (const move of ['ship', 'depart', 'deliver'] as const) await staffMove(order.order_no, move);

    // Signed in with the password only: this session has not proved the second factor.
    await openAsStaff(page, baseURL!, role, `/orders?q=${order.order_no}`, { language, theme });
    await page.getByRole('link', { name: order.order_no }).filter({ visible: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.order_no}$`));
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`order-${testInfo.project.name}.png`), fullPage: true });

    await page.getByRole('button', { name: words.refund, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog(order.order_no) });
    await dialog.getByLabel(words.units).fill('1');
    await dialog.getByLabel(words.reason, { exact: true }).fill(words.why);
    await dialog.getByLabel(words.restock).check();
    await dialog.getByRole('button', { name: words.preview }).click();

    // The preview needs orders.refund: the dialog asks for the code, proves it, and shows the amounts.
    await expect(dialog.getByText(words.needed)).toBeVisible();
    await dialog.getByLabel(words.code).fill(await freshCode(SECRETS[role]));
    await dialog.getByRole('button', { name: words.verify }).click();
    const figures = dialog.getByRole('region', { name: words.gives });
    await expect(figures).toContainText(words.cash);
    const confirm = dialog.getByRole('button', { name: new RegExp(`^${words.refund} ฿`) });
    const amount = ((await confirm.textContent()) ?? '').replace(words.refund, '').trim();
    expect(amount).toMatch(/^฿[\d,.]+$/);
    await expect(figures).toContainText(amount);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`refund-dialog-${testInfo.project.name}.png`), fullPage: true });

    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: amount })).toContainText(words.done);
    await expect(page.getByRole('region', { name: language === 'th' ? 'การคืนเงิน' : 'Refunds' })).toContainText(words.why);
    // The timeline names who asked for it, from the audit log.
    await expect(page.getByRole('region', { name: language === 'th' ? 'ลำดับเหตุการณ์' : 'Timeline' })).toContainText(`(${DEMO_STAFF[role]})`);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`refunded-${testInfo.project.name}.png`), fullPage: true });

    // The shopper is written to as well: an announcement to that one member, sent from the desk.
    await page.goto('/admin/notifications');
    await adminReady(page);
    await page.getByLabel(words.oneMember).check();
    await page.getByLabel(words.phone).fill(member.phone);
    await page.getByLabel(words.titleTh).fill('คืนเงินแล้ว');
    await page.getByLabel(words.bodyTh).fill('ร้านคืนเงินหนึ่งชิ้นให้แล้ว ขออภัยในความไม่สะดวก');
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: words.send, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'คืนเงินแล้ว' })).toBeVisible();
    const told = await getMyNotifications(shopper, 'announce');
    expect(told.data?.items.map((item) => item.title)).toContain('คืนเงินแล้ว');

    // The shopper's own order page lists the refund, for the amount the dialog showed.
    await openAs(page, member, `${language === 'en' ? '/en' : ''}/account/my-order/${order.order_id}`);
    await expect(page.getByTestId('order-refunds')).toContainText(amount);
  });
});
