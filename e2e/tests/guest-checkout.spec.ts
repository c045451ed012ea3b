import { addToCart } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { apiAs, buyableProduct, cartBadge, cartLine, saveHomeAddress } from '../support/cart.ts';
import { lastOutboxId, latestCode, registerMember, type Member, variantPath } from '../support/identity.ts';
import { shopCli } from '../support/orders.ts';
import { escape } from '../support/screens.ts';
import { expect, expectNoSidewaysScroll, screenshotOf, test, untilHydrated } from '../support/shop.ts';

/** The phone on the member's saved home address (e2e/support/cart.ts), which is the phone on the order. */
const ORDER_PHONE = '0891234567';
/** WELCOME100: ฿100 off from ฿500, collected on /coupon (apps/api/src/seed/coupons.ts). */
const COUPON = 'ส่วนลด 100 บาท สมาชิกใหม่';

/**
 * From /guest/login, the way in differs by project so that both carry the way back through their steps: a password on
 * /login (desktop), a one-time code through /login/otp and /login/otp/verify (phone).
 */
async function signIn(page: Page, member: Member, isMobile: boolean, back: string) {
  const prompt = page.getByTestId('guest-login');
  if (!isMobile) {
    await prompt.getByRole('link', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${escape(back)}$`));
    await page.getByLabel('เบอร์โทรศัพท์หรืออีเมล').fill(member.phone);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
  } else {
    await prompt.getByRole('link', { name: 'เข้าสู่ระบบด้วยรหัส OTP' }).click();
    await expect(page).toHaveURL(new RegExp(`/login/otp\\?redirect=${escape(back)}$`));
    const before = await lastOutboxId(member.phone);
    await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(member.phone);
    await page.getByRole('button', { name: 'ขอรหัส OTP' }).click();
    await expect(page).toHaveURL(new RegExp(`/login/otp/verify\\?redirect=${escape(back)}$`));
    await page.getByLabel('รหัส OTP 6 หลัก').fill(await latestCode(member.phone, before));
  }
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
}

test.describe('a guest becomes a buyer (issue #12)', () => {
  // One story across a dozen screens, a sign-in, a staff move at the command line and a confirmed receipt.
  test.describe.configure({ timeout: 120_000 });

  test('a guest fills a cart, signs in at the cart and comes back to it merged, checks out COD with a coupon, staff ship it from the CLI, receipt completes it', async ({
    page,
    isMobile,
  }, testInfo) => {
    // The member already has an account, a home address and a line in the cart from another visit.
    const member = await registerMember('วันดี', 'มาช้อป');
    const api = apiAs(member.session);
    await saveHomeAddress(api);
    // Sports products: no other journey buys them, so their stock is this journey's own (each project its own pair).
    const [own, guests] = await Promise.all([
      buyableProduct(isMobile ? 2 : 0, { category: 'sports', minStock: 30 }),
      buyableProduct(isMobile ? 3 : 1, { category: 'sports', minStock: 30 }),
    ]);
    // ฿600 of the member's own line: above the coupon's ฿500 minimum even after the product's promotions.
    const ownQuantity = Math.ceil(60_000 / (own.variant.special_price ?? own.variant.price));
    expect((await addToCart(api, { variant_id: own.variant.variant_id, quantity: ownQuantity })).is_success).toBe(true);

    // As a guest, from the product page (the app's /m page on the phone).
    await page.goto(variantPath(isMobile, `/product/${guests.slug}`));
    await untilHydrated(page);
    await page.getByRole('button', { name: 'ใส่รถเข็น' }).click();
    await expect(page.getByTestId('added-to-cart')).toContainText('เพิ่มสินค้าลงรถเข็นแล้ว');
    await page.getByTestId('added-to-cart').getByRole('link', { name: 'ดูรถเข็น' }).click();

    // The cart is for members: the sign-in prompt, which brings the guest back to the cart afterwards.
    const back = encodeURIComponent('/shopping-cart');
    await expect(page).toHaveURL(new RegExp(`/guest/login\\?redirect=${escape(back)}$`));
    await expectNoSidewaysScroll(page);
    await signIn(page, member, isMobile, back);

    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(cartLine(page, guests.name)).toBeVisible();
    await expect(cartLine(page, own.name).getByRole('spinbutton', { name: `จำนวนของ ${own.name}` })).toHaveValue(String(ownQuantity));
    await expect(cartBadge(page)).toHaveAccessibleName(`รถเข็นสินค้า มี ${ownQuantity + 1} ชิ้น`);
    await expectNoSidewaysScroll(page);
    await screenshotOf(page, testInfo.outputPath('cart-merged.png'));

    await page.goto('/coupon');
    const coupon = page.getByRole('article', { name: COUPON });
    await untilHydrated(page);
    await coupon.getByRole('button', { name: `เก็บคูปอง ${COUPON}` }).click();
    await expect(coupon.getByText('เก็บแล้ว')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto('/account/my-coupon');
    await expect(page.getByRole('tabpanel').getByRole('article', { name: COUPON })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto('/shopping-cart');
    await untilHydrated(page);
    await page.getByRole('link', { name: 'สั่งซื้อสินค้า (2)' }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { name: 'สั่งซื้อสินค้า' })).toBeVisible();
    await expect(page.getByTestId('checkout-line')).toHaveCount(2);
    await expect(page.getByRole('radio', { name: 'จัดส่งถึงที่อยู่' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /สมปอง ซื้อหมด/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'เก็บเงินปลายทาง' })).toBeChecked();
    const total = page.getByTestId('checkout-total');
    await expect(total).toHaveText(/฿/);
    const before = (await total.textContent()) ?? '';
    await page.getByRole('checkbox', { name: new RegExp(COUPON) }).check();
    await expect(page.getByTestId('checkout-summary')).toContainText('−฿100');
    await expect(total).not.toHaveText(before);
    await expectNoSidewaysScroll(page);
    await screenshotOf(page, testInfo.outputPath('checkout.png'));
    const due = (await total.textContent()) ?? '';

    await page.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' }).click();
    await expect(page.getByTestId('placed-amount-due')).toHaveText(due);
    const orderNo = ((await page.getByTestId('placed-order-no').textContent()) ?? '').trim();
    expect(orderNo).not.toBe('');
    await expectNoSidewaysScroll(page);

    await page.getByTestId('order-placed').getByRole('link', { name: 'ดูคำสั่งซื้อ' }).click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByTestId('order-status')).toHaveText('รอจัดส่ง');
    await expectNoSidewaysScroll(page);
    await page.getByRole('link', { name: 'กลับไปที่คำสั่งซื้อของฉัน' }).click();
    await page.getByRole('link', { name: /ที่ต้องจัดส่ง\s*\(1\)/ }).click();
    await expect(page).toHaveURL(/tab=SHIPMENT/);
    await expect(page.getByTestId('order-card').filter({ hasText: orderNo })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshotOf(page, testInfo.outputPath('my-order-to-ship.png'));

    // The staff ship it at the command line, as they would in the shop.
    const trackingNo = `TH${Date.now()}`;
    const printed = await shopCli('ship', orderNo, ['--carrier', 'Kerry Express', '--tracking', trackingNo]);
    expect(printed).toContain(`${orderNo}: order RECEIPT, shipment SHIPMENT (Kerry Express ${trackingNo})`);

    await page.goto('/order-tracking');
    await expect(page.getByLabel('หมายเลขคำสั่งซื้อ')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByLabel('หมายเลขคำสั่งซื้อ').fill(orderNo);
    await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(ORDER_PHONE);
    await page.getByRole('button', { name: 'ติดตามคำสั่งซื้อ' }).click();
    await expect(page).toHaveURL(new RegExp(`/order-tracking/${orderNo}$`));
    const timeline = page.getByTestId('shipment-timeline');
    await expect(timeline).toContainText('กำลังเตรียมพัสดุ');
    await expect(timeline).toContainText('ส่งมอบพัสดุให้บริษัทขนส่งแล้ว');
    await expect(timeline).toContainText(trackingNo);
    await expectNoSidewaysScroll(page);
    await screenshotOf(page, testInfo.outputPath('tracking.png'));

    await page.goto('/account/my-order?tab=RECEIPT');
    await page.getByTestId('order-card').filter({ hasText: orderNo }).getByRole('link').click();
    await expect(detail.getByTestId('order-status')).toHaveText('กำลังจัดส่ง');
    await detail.getByRole('button', { name: 'ได้รับสินค้าแล้ว' }).click();
    await page.getByRole('dialog', { name: 'ยืนยันว่าได้รับสินค้าครบถ้วนแล้วหรือไม่?' }).getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(detail.getByTestId('order-status')).toHaveText('สำเร็จ');
    await expectNoSidewaysScroll(page);
    await screenshotOf(page, testInfo.outputPath('order-completed.png'));
    await page.getByRole('link', { name: 'กลับไปที่คำสั่งซื้อของฉัน' }).click();
    await page.getByRole('link', { name: /สำเร็จ\s*\(1\)/ }).click();
    await expect(page.getByTestId('order-card').filter({ hasText: orderNo })).toBeVisible();
  });
});
