import { loginWithPassword } from '@talad/sdk';
import type { Page } from '@playwright/test';
import { apiAs, buyableProduct, saveHomeAddress } from '../support/cart.ts';
import { openAs, registerMember, testApi } from '../support/identity.ts';
import { placedCodOrder, shopCli, staffMove, staffNotifyMember } from '../support/orders.ts';
import { expect, expectNoSidewaysScroll, isApiCall, screenshotOf, test, untilHydrated } from '../support/shop.ts';

const WORDS = {
  th: {
    bell: 'การแจ้งเตือน',
    bellUnread: (count: number) => `การแจ้งเตือน ยังไม่ได้อ่าน ${count} รายการ`,
    title: 'การแจ้งเตือน',
    lists: 'รายการแจ้งเตือน',
    orders: 'อัปเดตคำสั่งซื้อ',
    promotions: 'โปรโมชัน',
    announcements: 'ประกาศ',
    shipped: (orderNo: string) => `คำสั่งซื้อ ${orderNo} จัดส่งแล้ว`,
    tracking: 'ติดตามได้ด้วยเลขพัสดุ Kerry Express',
    newMark: 'ใหม่',
    view: 'ดูรายละเอียด',
    delete: (title: string) => `ลบการแจ้งเตือน: ${title}`,
    noPromotions: 'ยังไม่มีโปรโมชันใหม่',
    promotion: 'ลดเพิ่ม 15% เฉพาะคุณ',
    promotionText: 'ใช้ได้ถึงเที่ยงคืนวันนี้',
    sentPromotions: 'โปรโมชันที่ส่งถึงคุณ',
    privileges: 'สิทธิพิเศษสำหรับสมาชิก สมาชิกทั่วไป',
    articles: 'บทความใหม่จากร้าน',
    newestPost: 'เลือกหม้อทอดไร้น้ำมันอย่างไรให้คุ้ม',
    consents: 'การรับข่าวสารและบทความ',
  },
  en: {
    bell: 'Notifications',
    bellUnread: (count: number) => `Notifications, ${count} unread`,
    title: 'Notifications',
    lists: 'Notification lists',
    orders: 'Order updates',
    promotions: 'Promotions',
    announcements: 'Announcements',
    shipped: (orderNo: string) => `Order ${orderNo} has shipped`,
    tracking: 'track it with Kerry Express',
    newMark: 'New',
    view: 'View',
    delete: (title: string) => `Delete notification: ${title}`,
    noPromotions: 'No promotions yet',
    promotion: 'An extra 15% off, just for you',
    promotionText: 'Valid until midnight today.',
    sentPromotions: 'Promotions sent to you',
    privileges: 'Privileges for Regular members',
    articles: 'New articles from the shop',
    newestPost: 'How to choose an air fryer that pays off',
    consents: 'Receiving news and articles',
  },
};

/** The bell in the header (desktop) or atop the app's account screens (/m); its name says how many are unread. */
const bell = (page: Page) => page.getByTestId('notification-bell');
/** The lists' tabs. */
const tabs = (page: Page, language: 'th' | 'en') => page.getByRole('navigation', { name: WORDS[language].lists });

test.describe('notifications (/account/notification, /m/notification, issue #14)', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const language of ['th', 'en'] as const) {
    test(`${language}: a shipped order and a promotion light the bell; opening each list reads it, the badge clears; a deleted one is gone`, async ({
      page,
      isMobile,
    }, testInfo) => {
      const words = WORDS[language];
      const prefix = language === 'en' ? '/en' : '';
      const member = await registerMember('แจ้ง', 'เตือน');
      const api = apiAs(member.session);
      const addressId = await saveHomeAddress(api);
      const product = await buyableProduct(4 + (isMobile ? 2 : 0) + (language === 'en' ? 1 : 0), { category: 'fashion', minStock: 20 });
      const order = await placedCodOrder(api, product.variant.variant_id, addressId);

      // The staff hand the order to the carrier (staff API) and send the member a promotion from the command line.
      await staffMove(order.order_no, 'ship', { carrier: 'Kerry Express', tracking_no: `KEX${Date.now()}` });
      const sent = await shopCli('notify', 'promotion', [
        member.phone,
        WORDS.th.promotion,
        WORDS.th.promotionText,
        '--title-en',
        WORDS.en.promotion,
        '--body-en',
        WORDS.en.promotionText,
        '--link',
        '/promotion',
      ]);
      expect(sent).toContain(`sent to member ${member.phone}`);

      await openAs(page, member, `${prefix}${isMobile ? '/m/account' : '/'}`);
      await untilHydrated(page);
      await expect(bell(page)).toHaveAccessibleName(words.bellUnread(2));
      await expect(page.getByTestId('notification-badge')).toHaveText('2');
      await screenshotOf(page, testInfo.outputPath(`bell-${language}.png`));

      // Opening the notifications shows the order update, still marked new, and then reads the list (spec §4).
      const orderReadAll = page.waitForRequest((request) => isApiCall(request, 'PUT', 'notifications/order/read-all'));
      await bell(page).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}${isMobile ? '/m/notification' : '/account/notification'}$`));
      await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
      await expect(tabs(page, language).getByRole('link', { name: words.orders })).toHaveAttribute('aria-current', 'page');
      const updates = page.getByRole('list', { name: words.orders });
      const shipped = updates.getByRole('listitem').filter({ hasText: words.shipped(order.order_no) });
      await expect(shipped).toContainText(words.tracking);
      await expect(shipped.getByText(`${words.newMark}:`)).toBeAttached();
      await orderReadAll;
      await expect(bell(page)).toHaveAccessibleName(words.bellUnread(1));
      await expect(tabs(page, language).getByRole('link', { name: new RegExp(`^${words.promotions}`) })).toContainText('1');
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`order-updates-${language}.png`));

      // The promotions tab: read once opened, and the badge is gone.
      const promotionReadAll = page.waitForRequest((request) => isApiCall(request, 'PUT', 'notifications/promotion/read-all'));
      await tabs(page, language)
        .getByRole('link', { name: new RegExp(`^${words.promotions}`) })
        .click();
      const promotions = page.getByRole('list', { name: words.promotions });
      await expect(promotions.getByRole('listitem').filter({ hasText: words.promotion })).toContainText(words.promotionText);
      await promotionReadAll;
      await expect(bell(page)).toHaveAccessibleName(words.bell);
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);

      // Deleted, it is gone for good; the order's link leads to the order.
      await promotions.getByRole('button', { name: words.delete(words.promotion) }).click();
      await expect(page.getByText(words.noPromotions)).toBeVisible();
      await page.reload();
      await untilHydrated(page);
      await expect(page.getByText(words.noPromotions)).toBeVisible();
      await expect(bell(page)).toHaveAccessibleName(words.bell);
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
      await tabs(page, language).getByRole('link', { name: words.orders }).click();
      await page.getByRole('list', { name: words.orders }).getByRole('link', { name: words.view }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/my-order/${order.order_id}$`));

      // The shop's own pages carry the bell in their header, without making a phone scroll sideways; the tabs scroll
      // in their strip, unread badges and their screen-reader words included (an announcement's badge sat at 433 px).
      await staffNotifyMember(member.phone, 'promotion', { th: 'ส่งฟรีทั้งร้าน', en: 'Free delivery' }, { th: 'วันนี้', en: 'Today' });
      await staffNotifyMember(
        member.phone,
        'announce',
        { th: 'ร้านปิดปรับปรุงระบบ', en: 'Scheduled maintenance' },
        { th: 'คืนนี้', en: 'Tonight' },
      );
      await page.goto(`${prefix}/account/notification`);
      await untilHydrated(page);
      await expect(bell(page)).toHaveAccessibleName(words.bellUnread(2));
      await expect(tabs(page, language).getByRole('link', { name: new RegExp(`^${words.announcements}`) })).toContainText('1');
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`tabs-unread-${language}.png`));
    });

    test(`${language}: /account/promotion lists the promotions sent to the member and /account/content the shop's new articles`, async ({
      page,
    }, testInfo) => {
      const words = WORDS[language];
      const prefix = language === 'en' ? '/en' : '';
      const member = await registerMember('โปร', 'โมชัน');
      await staffNotifyMember(
        member.phone,
        'promotion',
        { th: WORDS.th.promotion, en: WORDS.en.promotion },
        { th: WORDS.th.promotionText, en: WORDS.en.promotionText },
      );

      const readAll = page.waitForRequest((request) => isApiCall(request, 'PUT', 'notifications/promotion/read-all'));
      await openAs(page, member, `${prefix}/account/promotion`);
      await untilHydrated(page);
      const sent = page.getByRole('list', { name: words.sentPromotions });
      await expect(sent.getByRole('listitem').filter({ hasText: words.promotion })).toContainText(words.promotionText);
      await readAll;
      await expect(bell(page)).toHaveAccessibleName(words.bell);
      await expect(page.getByRole('heading', { name: words.privileges })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshotOf(page, testInfo.outputPath(`account-promotion-${language}.png`));

      // A demo member with the shop for years has the blog's posts of the past weeks (seed), beside their content consents.
      const api = testApi();
      const demo = await loginWithPassword(api, { username: '0990000003', password: 'Talad-demo-2026' });
      expect(demo.is_success, demo.message).toBe(true);
      // A page of its own: the first one signs its member in again on every load.
      const reader = await page.context().newPage();
      await openAs(reader, { ...member, session: demo.data! }, `${prefix}/account/content`);
      await untilHydrated(reader);
      await expect(
        reader.getByRole('list', { name: words.articles }).getByRole('listitem').filter({ hasText: words.newestPost }),
      ).toBeVisible();
      await expect(reader.getByRole('heading', { name: words.consents })).toBeVisible();
      await expectNoSidewaysScroll(reader);
      await screenshotOf(reader, testInfo.outputPath(`account-content-${language}.png`));
    });
  }
});
