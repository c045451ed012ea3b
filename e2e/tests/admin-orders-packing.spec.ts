import { getOrder } from '@talad/sdk';
import { accessibilityViolations } from '../support/axe.ts';
import { adminReady, DEMO_STAFF, preferAdmin, signInWithPassword } from '../support/back-office.ts';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { registerMember } from '../support/identity.ts';
import { placedCodOrder } from '../support/orders.ts';
import { expect, expectNoSidewaysScroll, test } from '../support/shop.ts';

const WORDS = {
  th: {
    scan: 'สแกนหรือพิมพ์เลขที่คำสั่งซื้อ',
    carrier: 'บริษัทขนส่ง',
    tracking: 'เลขพัสดุ',
    shipped: (orderNo: string) => `ส่ง ${orderNo} แล้ว`,
    packing: 'กำลังแพ็ก',
  },
  en: {
    scan: 'Scan or type an order number',
    carrier: 'Carrier',
    tracking: 'Tracking number',
    shipped: (orderNo: string) => `${orderNo} shipped`,
    packing: 'Being packed',
  },
};

test.describe('the packing queue (issue #26)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the packer signs in on a phone or a desk, scans an order, checks its lines and ships it with the carrier and tracking number', async ({
    page,
    context,
    baseURL,
    isMobile,
  }, testInfo) => {
    // Thai on the phone, English on the desktop: both languages at both sizes among the back office's journeys.
    const language = isMobile ? 'th' : 'en';
    const words = WORDS[language];
    const member = await registerMember('แพ็ก', 'ของไว');
    const shopper = apiAs(member.session);
    const product = await buyableProduct(isMobile ? 11 : 10, { category: 'home-garden', minStock: 20, sort: 'price_high_to_low' });
    const order = await placedCodOrder(shopper, product.variant.variant_id, await saveHomeAddress(shopper), 2);

    await preferAdmin(context, baseURL!, language);
    await page.goto('/admin/sign-in?next=/packing');
    await signInWithPassword(page, DEMO_STAFF.packer, language);
    await expect(page).toHaveURL(/\/admin\/packing$/);
    await adminReady(page);

    // A barcode scanner types the slip's number and presses Enter; the order opens with its lines.
    const scan = page.getByLabel(words.scan);
    await expect(scan).toBeFocused();
    await scan.pressSequentially(order.order_no.toLowerCase());
    await scan.press('Enter');
    const parcel = page.getByRole('region', { name: order.order_no });
    // The line as the order keeps it: its code on the packing slip, its name in the packer's language.
    const [line] = (await getOrder(shopper, order.order_id)).data!.lines;
    await expect(parcel.getByText(line!.product_code)).toBeVisible();
    await expect(parcel.getByLabel(words.tracking)).toBeFocused();
    await expect(parcel.getByText('× 2')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`packing-order-${testInfo.project.name}.png`), fullPage: true });

    // A paid (or cash-on-delivery) order is being packed from the start: its one step here is to ship it.
    await expect(parcel.getByText(words.packing)).toBeVisible();
    await parcel.getByLabel(words.carrier).selectOption('Flash Express');
    // Then the carrier's label is scanned into the tracking field, focused as the order opened; its Enter ships.
    const tracking = `TH${order.order_no.slice(-8)}`;
    const trackingField = parcel.getByLabel(words.tracking);
    await trackingField.focus();
    await trackingField.pressSequentially(tracking);
    await trackingField.press('Enter');

    await expect(page.getByRole('status')).toContainText(words.shipped(order.order_no));
    await expect(page.getByLabel(words.scan)).toBeFocused();
    await expect(page.getByLabel(words.scan)).toHaveValue('');
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`packing-shipped-${testInfo.project.name}.png`), fullPage: true });

    // The shopper's order is on its way with the carrier and the tracking number the packer gave.
    const seen = (await getOrder(shopper, order.order_id)).data!;
    expect(seen.status).toBe('RECEIPT');
    expect(seen.shipment).toMatchObject({ status: 'SHIPMENT', carrier: 'Flash Express', tracking_no: tracking });
  });
});
