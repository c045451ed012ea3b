import { randomUUID } from 'node:crypto';
import { getOrder, placeOrder, searchStores } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { ERRORS } from '@talad/domain';
import { accessibilityViolations } from '../support/axe.ts';
import { adminWords, openAsStaff, type AdminLanguage } from '../support/back-office.ts';
import { apiAs, buyableProduct } from '../support/cart.ts';
import { openAs, registerMember, testApi } from '../support/identity.ts';
import { staffMove } from '../support/orders.ts';
import { expect, expectNoSidewaysScroll, screenshotOf, test, untilHydrated } from '../support/shop.ts';

/**
 * 7-Eleven pickup and reminders (issue #29 items 4 and 5, decision 0070). Thai at 1280, English at 390.
 */
const WORDS = {
  th: {
    ready: 'พัสดุถึงร้านแล้ว พร้อมให้รับ',
    hours: 'เปิด 06:00–23:00 น.',
    map: 'ดูแผนที่ร้าน',
    until: 'รับได้ถึงวันที่',
    atStore: (orderNo: string) => `คำสั่งซื้อ ${orderNo} ถึงร้านแล้ว รหัสรับสินค้า`,
    orders: 'อัปเดตคำสั่งซื้อ',
    delivered: 'จัดส่งสำเร็จ',
  },
  en: {
    ready: 'Your parcel is at the store, ready to pick up',
    hours: 'Open 06:00–23:00',
    map: 'Store on the map',
    until: 'Pick it up by',
    atStore: (orderNo: string) => `Order ${orderNo} is at the store: pickup code`,
    orders: 'Order updates',
    delivered: 'Delivered',
  },
};

/** The desk's actions panel and its shipments, in the staff member's language. */
function desk(page: Page, language: AdminLanguage) {
  const words = adminWords(language);
  const actions = page.getByRole('region', { name: words('orders.detail.actions'), exact: true });
  const shipments = page.getByRole('region', { name: words('orders.detail.shipments'), exact: true });
  return { words, actions, shipments };
}

test.describe('7-Eleven pickup (issue #29 item 4)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('staff mark a store order arrived; the member sees the code on the order and in the bell; staff hand it over with the code', async ({
    page,
    baseURL,
    isMobile,
  }, testInfo) => {
    const language = isMobile ? 'en' : 'th';
    const prefix = language === 'en' ? '/en' : '';
    const words = WORDS[language];
    const member = await registerMember('รับ', 'ที่ร้าน');
    const shopper = apiAs(member.session);
    // A store by a pier keeps the pier's hours (06:00–23:00): the seed's hours, shown as data.
    const [store] = (await searchStores(testApi(), 'Tha Chang Pier', { locale: language })).data ?? [];
    expect(store).toBeDefined();
    const product = await buyableProduct(isMobile ? 9 : 8, { category: 'sports', minStock: 20, sort: 'price_high_to_low' });
    const placed = await placeOrder(
      shopper,
      {
        items: [{ variant_id: product.variant.variant_id, quantity: 1 }],
        delivery: { type: 'store7_11', store_id: store!.store_id, recipient_name: 'รับ ที่ร้าน', recipient_phone: member.phone },
        payment_method: 'COD',
      },
      randomUUID(),
    );
    expect(placed.is_success, placed.message).toBe(true);
    const order = placed.data!;
    // The carrier's part (handed over, left the hub) is set through the desk's API: the store's moves are the subject.
    await staffMove(order.order_no, 'ship', { carrier: 'Kerry Express', tracking_no: `KEX${Date.now()}` });
    await staffMove(order.order_no, 'depart');

    // The parcel reached the store: the packer presses "at the store"; the desk shows where it waits and until when.
    await openAsStaff(page, baseURL!, 'packer', `/orders/${order.order_no}`, { language });
    const staffDesk = desk(page, language);
    await staffDesk.actions.getByRole('button', { name: staffDesk.words('orders.action.pickup'), exact: true }).click();
    await expect(staffDesk.shipments).toContainText(staffDesk.words('orders.shipment.PICKUP'));
    await expect(page.getByTestId('desk-pickup')).toContainText(store!.name);
    await expect(staffDesk.actions.getByRole('button', { name: staffDesk.words('orders.action.deliver'), exact: true })).toHaveCount(0);

    // The member's order page shows the code, the store, its hours, the map and the last day.
    await page.context().clearCookies();
    await openAs(page, member, `${prefix}/account/my-order/${order.order_id}`);
    await untilHydrated(page);
    const pickup = page.getByTestId('order-pickup');
    await expect(pickup.getByRole('heading', { name: words.ready })).toBeVisible();
    const code = ((await pickup.getByTestId('pickup-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[34679ACDEFGHJKMNPQRTWXY]{4}-[34679ACDEFGHJKMNPQRTWXY]{4}$/);
    await expect(pickup.getByTestId('pickup-store')).toHaveText(store!.name);
    await expect(pickup).toContainText(words.hours);
    await expect(pickup.getByRole('link', { name: words.map })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    );
    await expect(pickup.getByTestId('pickup-deadline')).toContainText(words.until);
    expect(await accessibilityViolations(page), 'the order waiting at its store').toEqual([]);
    await expectNoSidewaysScroll(page);
    await screenshotOf(page, testInfo.outputPath(`order-at-store-${language}.png`));

    // The bell: one order update with the code.
    await page.goto(`${prefix}${isMobile ? '/m/notification' : '/account/notification'}`);
    const updates = page.getByRole('list', { name: words.orders });
    const told = updates.getByRole('listitem').filter({ hasText: words.atStore(order.order_no) });
    await expect(told).toHaveCount(1);
    await expect(told).toContainText(code);
    await expect(told).toContainText(store!.name);

    // At the counter: a wrong code is refused in words, the code the member shows hands the parcel over.
    await page.context().clearCookies();
    await openAsStaff(page, baseURL!, 'packer', `/orders/${order.order_no}`, { language });
    const counter = desk(page, language);
    const codeField = counter.actions.getByLabel(counter.words('orders.action.code'));
    await codeField.fill(code.startsWith('A') ? 'CCCC-CCCC' : 'AAAA-AAAA');
    await counter.actions.getByRole('button', { name: counter.words('orders.action.confirm_collect') }).click();
    await expect(counter.actions).toContainText(ERRORS.PICKUP_CODE_WRONG[language]);
    await expect(counter.shipments).toContainText(counter.words('orders.shipment.PICKUP'));
    await codeField.fill(code.toLowerCase());
    await counter.actions.getByRole('button', { name: counter.words('orders.action.confirm_collect') }).click();
    await expect(counter.shipments).toContainText(counter.words('orders.shipment.DELIVERED'));
    await expect(page.getByTestId('desk-pickup')).toHaveCount(0);
    await screenshotOf(page, testInfo.outputPath(`desk-picked-up-${language}.png`));

    // The member's order no longer shows a code: the parcel was picked up.
    await expect.poll(async () => (await getOrder(shopper, order.order_id)).data?.pickup ?? null).toBeNull();
    await page.context().clearCookies();
    await openAs(page, member, `${prefix}/account/my-order/${order.order_id}`);
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await expect(page.getByTestId('order-pickup')).toHaveCount(0);
  });
});
