import { randomUUID } from 'node:crypto';
import { formatBaht } from '@talad/domain';
import { placeOrder } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { apiAs, cartBadge, saveHomeAddress } from '../support/cart.ts';
import { comingSaleName, flashDeal, type FlashDeal } from '../support/flash-sale.ts';
import { registerMember } from '../support/identity.ts';
import { escape } from '../support/screens.ts';
import { expect, expectNoSidewaysScroll, screenshotOf, test, untilHydrated } from '../support/shop.ts';

/** The deal's "buy" dialog on /flash-sale: the product page's own purchase panel. */
async function openDeal(page: Page, deal: FlashDeal) {
  await page.getByRole('button', { name: `ซื้อ ${deal.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: deal.name });
  await expect(dialog.getByRole('spinbutton', { name: 'จำนวน' })).toHaveValue('1');
  return dialog;
}

/**
 * Buying from the flash-sale page (issue #12): each deal of the running sale opens the product page's purchase panel —
 * the variant, a quantity bounded by stock, the sale's units left and the per-customer limit, "add to cart" and "buy
 * now" at the flash price; a guest signs in for "buy now" and comes back to the sale. The same page serves phones.
 */
test.describe('buying a flash-sale deal', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a guest adds a deal to the cart, signs in to buy it now and comes back to the sale, then buys as many as the deal allows', async ({
    page,
    isMobile,
  }, testInfo) => {
    const member = await registerMember('แฟลช', 'เซลล์');
    const home = await saveHomeAddress(apiAs(member.session));
    const deal = await flashDeal(isMobile ? 1 : 0);

    // Asked before the page loads: a sale another journey makes meanwhile (the reminders' one) is then on the page too.
    const comingName = await comingSaleName();
    await page.goto('/flash-sale');
    await untilHydrated(page);
    // A coming sale shows when it starts and sells nothing yet.
    const coming = page.getByRole('region', { name: comingName });
    await expect(coming.getByText(/^เริ่ม .* น\.$/)).toBeVisible();
    await expect(coming.getByRole('button', { name: /^ซื้อ / })).toHaveCount(0);

    const dialog = await openDeal(page, deal);
    await expect(dialog.getByText(`ซื้อได้สูงสุด ${deal.bound} ชิ้น`)).toBeVisible();
    await expect(dialog.getByText(formatBaht(deal.flashPrice, 'th')).first()).toBeVisible();
    await expect(dialog.getByText('กรุณาเข้าสู่ระบบก่อนสั่งซื้อ')).toBeVisible();
    await dialog.getByRole('button', { name: 'ใส่รถเข็น' }).click();
    await expect(dialog.getByTestId('added-to-cart')).toContainText('เพิ่มสินค้าลงรถเข็นแล้ว');
    await expect(cartBadge(page)).toHaveAccessibleName('รถเข็นสินค้า มี 1 ชิ้น');
    await expectNoSidewaysScroll(page);
    await dialog.screenshot({ path: `/tmp/flash-buy-dialog-${testInfo.project.name}.png` });

    // "Buy now" asks a guest to sign in, and signing in brings them back to the sale with their cart.
    await dialog.getByRole('button', { name: 'ซื้อเลย' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${escape(encodeURIComponent('/flash-sale'))}$`));
    await page.getByLabel('เบอร์โทรศัพท์หรืออีเมล').fill(member.phone);
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    await expect(page).toHaveURL(/\/flash-sale$/);
    await untilHydrated(page);
    await expect(cartBadge(page)).toHaveAccessibleName('รถเข็นสินค้า มี 1 ชิ้น');

    // The quantity stops at the deal's bound: stock, units left in the sale, the per-customer limit.
    const again = await openDeal(page, deal);
    const quantity = again.getByRole('spinbutton', { name: 'จำนวน' });
    const more = again.getByRole('button', { name: 'เพิ่มจำนวน' });
    for (let count = 1; count < deal.bound; count += 1) await more.click();
    await expect(quantity).toHaveValue(String(deal.bound));
    await expect(more).toBeDisabled();
    await again.getByRole('button', { name: 'ซื้อเลย' }).click();
    await expect(page).toHaveURL(new RegExp(`/check-out\\?buy=${deal.variant.variant_id}(:|%3A)${deal.bound}$`));
    // Checkout prices the deal at its flash price, as many as were chosen.
    const line = page.getByTestId('checkout-line').filter({ hasText: deal.name });
    await expect(line).toContainText(`จำนวน ${deal.bound}`);
    await expect(line).toContainText(formatBaht(deal.flashPrice * deal.bound, 'th'));
    await screenshotOf(page, `/tmp/flash-buy-checkout-${testInfo.project.name}.png`);

    // One more than the deal allows: the preview says so beside the line, and "place order" waits.
    const place = page.getByRole('button', { name: 'ยืนยันการสั่งซื้อ' });
    await page.goto(`/check-out?buy=${deal.variant.variant_id}:${deal.bound + 1}`);
    await expect(line.getByTestId('line-problem')).toBeVisible();
    await expect(place).toBeDisabled();
    await page.goto(`/check-out?buy=${deal.variant.variant_id}:${deal.bound}`);
    await expect(line).toContainText(formatBaht(deal.flashPrice * deal.bound, 'th'));
    await expect(place).toBeEnabled();

    // Meanwhile the same member buys the deal's units elsewhere (another tab, the app): this order would now cost the
    // product's own price. It is not placed at a total never seen: the new totals are shown, and confirmed again.
    const total = page.getByTestId('checkout-total');
    const flashTotal = (await total.textContent()) ?? '';
    const elsewhere = await placeOrder(
      apiAs(member.session),
      {
        items: [{ variant_id: deal.variant.variant_id, quantity: deal.bound }],
        delivery: { type: 'home', address_id: home },
        payment_method: 'CREDITCARD',
      },
      randomUUID(),
    );
    expect(elsewhere.is_success, elsewhere.message).toBe(true);
    await place.click();
    await expect(page.getByTestId('total-changed')).toContainText(`ยอดรวมเปลี่ยนจาก ${flashTotal} เป็น`);
    await expect(total).not.toHaveText(flashTotal);
    await expect(line).not.toContainText(formatBaht(deal.flashPrice * deal.bound, 'th'));
    const newTotal = (await total.textContent()) ?? '';
    await expect(page.getByTestId('total-changed')).toContainText(newTotal);
    await screenshotOf(page, `/tmp/flash-buy-total-changed-${testInfo.project.name}.png`);
    // Confirmed: placed at the new total, on delivery or (a deal that takes no cash on delivery) to be paid now.
    await place.click();
    await expect(page.getByTestId('placed-amount-due').or(page.getByTestId('payment-amount'))).toHaveText(newTotal);
  });

  test('in English, a deal opens with its bound and goes into the cart', async ({ page, isMobile }) => {
    const deal = await flashDeal(isMobile ? 3 : 2, { locale: 'en' });
    await page.goto('/en/flash-sale');
    await untilHydrated(page);
    await page.getByRole('button', { name: `Buy ${deal.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: deal.name });
    await expect(dialog.getByText(`Up to ${deal.bound} items`)).toBeVisible();
    await expect(dialog.getByText('Please sign in to order')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog.getByTestId('added-to-cart')).toContainText('Added to your cart');
    await expect(dialog.getByRole('link', { name: 'See the product page' })).toHaveAttribute(
      'href',
      `/en/product/${encodeURIComponent(deal.slug)}`,
    );
  });
});
