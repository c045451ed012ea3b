import type { accountMenuItems } from '../db/schema/index.ts';

type AccountMenuSeed = Omit<typeof accountMenuItems.$inferInsert, 'position'>;

const item = (key: string, path: string, icon: string, th: string, en: string): AccountMenuSeed => ({ key, path, icon, label: { th, en } });

/**
 * In display order. The profile lives at /account itself (spec §2 has no /account/profile). Only pages the shop has
 * are listed (issue #15 item 7).
 */
export const ACCOUNT_MENU: AccountMenuSeed[] = [
  item('profile', '/account', 'user', 'ข้อมูลส่วนตัว', 'My profile'),
  item('my-order', '/account/my-order', 'receipt', 'คำสั่งซื้อของฉัน', 'My orders'),
  item('my-review', '/account/my-review', 'star', 'รีวิวของฉัน', 'My reviews'),
  item('my-coupon', '/account/my-coupon', 'ticket', 'คูปองของฉัน', 'My coupons'),
  item('cashback', '/account/cashback', 'coins', 'เงินคืนของฉัน', 'My cashback'),
  item('member-ship', '/account/member-ship', 'crown', 'ระดับสมาชิก', 'Membership'),
  item('my-wish-list', '/account/my-wish-list', 'heart', 'รายการโปรด', 'My wish list'),
  item('my-recently-view', '/account/my-recently-view', 'history', 'สินค้าที่ดูล่าสุด', 'Recently viewed'),
  item('notification', '/account/notification', 'bell', 'การแจ้งเตือน', 'Notifications'),
  item('address', '/account/address', 'map-pin', 'ที่อยู่จัดส่ง', 'Shipping addresses'),
  item('address-tax-invoice', '/account/address-tax-invoice', 'file-text', 'ที่อยู่ใบกำกับภาษี', 'Tax invoice addresses'),
  item('my-card', '/account/my-card', 'credit-card', 'บัตรของฉัน', 'My cards'),
  item('case-management', '/case-management', 'life-buoy', 'แจ้งปัญหาและติดต่อเรา', 'Help requests'),
  item('privacy-setting', '/account/privacy-setting', 'shield', 'ตั้งค่าความเป็นส่วนตัว', 'Privacy settings'),
  item('content', '/account/content', 'newspaper', 'ข่าวสารและบทความ', 'News & articles'),
  item('promotion', '/account/promotion', 'tag', 'โปรโมชันของฉัน', 'My promotions'),
  item('change-password', '/account/change-password', 'lock', 'เปลี่ยนรหัสผ่าน', 'Change password'),
  item('delete-account', '/account/delete-account', 'trash', 'ลบบัญชี', 'Delete account'),
];
