import { formatBaht, tierCashback } from '@talad/domain';
import { addToCart, cancelOrder, getMyCashbackAmount, getMyOrders } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../support/axe.ts';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { openAs, registerMember } from '../support/identity.ts';
import { completedOrder } from '../support/orders.ts';
import { expect, expectNoSidewaysScroll, screenshotOf, test, untilHydrated } from '../support/shop.ts';

/** A new member is REGULAR: 1 % of a completed order's total comes back (MEMBERSHIP_CASHBACK_PERCENT); GOLD from ฿20,000 a year. */
const REGULAR_RATE = 100;
const GOLD_FROM = 2_000_000;

const WORDS = {
  th: {
    menu: 'เงินคืนของฉัน',
    title: 'เงินคืนของฉัน',
    earned: 'เงินคืนจากคำสั่งซื้อ',
    spent: 'ใช้เป็นส่วนลด',
    complete: 'สำเร็จ',
    cancelled: 'ยกเลิก',
    noExpiry: 'ไม่มียอดเงินคืนที่กำลังจะหมดอายุ',
    expires: 'จะหมดอายุวันที่',
    cashbackField: 'จำนวนแคชแบ็กที่ใช้ (บาท)',
    cashbackUsed: 'แคชแบ็กที่ใช้',
    place: 'ยืนยันการสั่งซื้อ',
    placed: 'สั่งซื้อสำเร็จ',
    membership: 'ระดับสมาชิก',
    regular: 'สมาชิกทั่วไป',
    toGold: (amount: string) => `ซื้อเพิ่มอีก ${amount} เพื่อเป็น โกลด์`,
    regularCashback: 'รับเงินคืน 1% ของยอดชำระ ทุกคำสั่งซื้อที่สำเร็จ',
  },
  en: {
    menu: 'My cashback',
    title: 'My cashback',
    earned: 'Cashback on an order',
    spent: 'Spent at checkout',
    complete: 'Complete',
    cancelled: 'Cancelled',
    noExpiry: 'None of your cashback is about to expire',
    expires: 'expires on',
    cashbackField: 'Cashback to use (baht)',
    cashbackUsed: 'Cashback used',
    place: 'Place order',
    placed: 'Order placed',
    membership: 'Membership',
    regular: 'Regular',
    toGold: (amount: string) => `Spend ${amount} more to reach Gold`,
    regularCashback: '1% cashback on every completed order',
  },
};

/** The account menu's entry: beside the account pages on a desktop, the list of /m/account on a phone. */
async function openFromMenu(page: Page, isMobile: boolean, language: 'th' | 'en', label: string) {
  if (isMobile) await page.goto(`${language === 'en' ? '/en' : ''}/m/account`);
  await untilHydrated(page);
  const menu = page.getByRole('navigation', { name: language === 'en' ? 'Account menu' : 'เมนูบัญชี' });
  await menu.getByRole('link', { name: label, exact: true }).click();
}

test.describe('cashback and membership (/account/cashback, /account/member-ship, issue #14)', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const language of ['th', 'en'] as const) {
    test(`${language}: cashback earned when an order completes is spent at checkout and comes back when that order is cancelled; the balance is right; the membership page shows the progress`, async ({
      page,
      isMobile,
    }, testInfo) => {
      const words = WORDS[language];
      const prefix = language === 'en' ? '/en' : '';
      const money = (satang: number) => formatBaht(satang, language);
      const member = await registerMember('สะสม', 'เงินคืน');
      const api = apiAs(member.session);
      const addressId = await saveHomeAddress(api);
      // Home & garden, from the fifth cheapest on: the accessibility journey takes the first two; each run its own.
      const product = await buyableProduct(4 + (isMobile ? 2 : 0) + (language === 'en' ? 1 : 0), { category: 'home-garden', minStock: 10 });

      // The first order completes: ORDER cashback at the REGULAR rate of its total.
      const first = await completedOrder(api, product.variant.variant_id, addressId);
      const earned = tierCashback(first.total, REGULAR_RATE);
      expect(earned).toBeGreaterThan(0);
      expect((await getMyCashbackAmount(api)).data?.balance).toBe(earned);

      await openAs(page, member, `${prefix}/account`);
      await openFromMenu(page, isMobile, language, words.menu);
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/cashback$`));
      const screen = page.getByTestId('cashback');
      await expect(screen.getByRole('heading', { name: words.title })).toBeVisible();
      await expect(page.getByTestId('cashback-balance')).toContainText(money(earned));
      await expect(page.getByTestId('cashback-next-expiry')).toContainText(`${money(earned)} ${words.expires}`);
      const earning = page.getByTestId('cashback-entry').filter({ hasText: first.order_no });
      await expect(earning).toContainText(words.earned);
      await expect(earning).toContainText(`+${money(earned)}`);
      await expect(earning).toContainText(words.complete);
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`cashback-earned-${language}.png`));

      // The second order spends all of it at checkout.
      expect((await addToCart(api, { variant_id: product.variant.variant_id, quantity: 1 })).is_success).toBe(true);
      await page.goto(`${prefix}/check-out`);
      await untilHydrated(page);
      const field = page.getByLabel(words.cashbackField);
      await field.fill((earned / 100).toFixed(2));
      await field.press('Enter');
      await expect(page.getByTestId('checkout-summary')).toContainText(words.cashbackUsed);
      await expect(page.getByTestId('checkout-summary')).toContainText(`−${money(earned)}`);
      await page.getByRole('button', { name: words.place }).click();
      await expect(page.getByTestId('order-placed').getByRole('heading', { name: words.placed })).toBeVisible();
      const secondNo = ((await page.getByTestId('placed-order-no').textContent()) ?? '').trim();
      expect(secondNo).toMatch(/^TL\d{12}$/);

      await page.goto(`${prefix}/account/cashback`);
      await expect(page.getByTestId('cashback-balance')).toContainText(money(0));
      await expect(page.getByTestId('cashback-next-expiry')).toHaveText(words.noExpiry);
      const spending = page.getByTestId('cashback-entry').filter({ hasText: secondNo });
      await expect(spending).toContainText(words.spent);
      await expect(spending).toContainText(`−${money(earned)}`);
      await expect(spending).toContainText(words.complete);
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`cashback-spent-${language}.png`));

      // That order is cancelled: its spending is CANCELED and the balance has the cashback again.
      const second = (await getMyOrders(api, { tab: 'SHIPMENT' })).data?.items.find((order) => order.order_no === secondNo);
      expect((await cancelOrder(api, second!.id, 'changed my mind')).is_success).toBe(true);
      await page.reload();
      await expect(page.getByTestId('cashback-balance')).toContainText(money(earned));
      await expect(spending).toContainText(words.cancelled);
      expect((await getMyCashbackAmount(api)).data?.balance).toBe(earned);
      // WCAG 2.1 AA (axe-core), the cancelled entry's muted colours included.
      expect(await accessibilityViolations(page)).toEqual([]);

      // The membership page: REGULAR, the 12-month spend of the completed order, and the road to GOLD.
      await page.goto(`${prefix}/account`);
      await openFromMenu(page, isMobile, language, words.membership);
      const card = page.getByTestId('membership-card');
      await expect(card).toContainText(words.regular);
      await expect(card).toContainText(money(first.total));
      await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.floor((first.total / GOLD_FROM) * 100)));
      await expect(card).toContainText(words.toGold(money(GOLD_FROM - first.total)));
      await expect(page.getByTestId('membership')).toContainText(words.regularCashback);
      expect(await accessibilityViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`membership-${language}.png`));
    });
  }
});
