import type { LocalizedText, MembershipTier } from '@talad/domain';
import { desc, eq, inArray, lte } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { customers, notifications, notificationStates, orders } from '../db/schema/index.ts';
import { notifyAll, notifyMember, notifyPublishedBlogPosts, notifyTier } from '../modules/notification/index.ts';
import { orderNoticeText } from '../modules/order/index.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

interface Broadcast {
  kind: 'announce' | 'promotion';
  /** Every member, or one tier's. */
  tier?: MembershipTier;
  hoursAgo: number;
  title: LocalizedText;
  body: LocalizedText;
  link?: string;
}

const t = (th: string, en: string): LocalizedText => ({ th, en });

/** What the shop sent its members over the past weeks: notices of the shop, and sales for all or for one tier. */
const BROADCASTS: Broadcast[] = [
  {
    kind: 'promotion',
    hoursAgo: 5,
    title: t('แฟลชเซลเที่ยงคืน ลดสูงสุด 70%', 'Midnight flash sale: up to 70% off'),
    body: t('ของจำนวนจำกัด เริ่ม 00:00 น. คืนนี้ ตั้งเตือนไว้ไม่พลาด', 'Limited stock from 00:00 tonight; set a reminder so you do not miss it.'),
    link: '/flash-sale',
  },
  {
    kind: 'promotion',
    tier: 'GOLD',
    hoursAgo: 30,
    title: t('สมาชิกโกลด์ รับเงินคืนเพิ่มอีก 2%', 'Gold members: 2% extra cashback'),
    body: t('ทุกคำสั่งซื้อถึงสิ้นเดือนนี้ รับเงินคืนเพิ่มอัตโนมัติ', 'On every order until the end of the month, added automatically.'),
    link: '/account/member-ship',
  },
  {
    kind: 'promotion',
    tier: 'VIP',
    hoursAgo: 52,
    title: t('VIP ช้อปก่อนใคร 24 ชั่วโมง', 'VIP early access: shop 24 hours ahead'),
    body: t('แฟลชเซลรอบหน้าเปิดให้สมาชิกวีไอพีก่อนทุกคน', 'The next flash sale opens to VIP members before everyone else.'),
    link: '/flash-sale',
  },
  {
    kind: 'announce',
    hoursAgo: 3 * 24,
    title: t('ปิดปรับปรุงระบบคืนวันพุธ 01:00–03:00 น.', 'Maintenance on Wednesday night, 01:00–03:00'),
    body: t(
      'ช่วงเวลาดังกล่าวจะสั่งซื้อและชำระเงินไม่ได้ชั่วคราว ขออภัยในความไม่สะดวก',
      'Ordering and payments pause during that time. We are sorry for the inconvenience.',
    ),
  },
  {
    kind: 'promotion',
    hoursAgo: 4 * 24,
    title: t('คูปองส่งฟรี เมื่อช้อปครบ 299 บาท', 'Free delivery coupon on orders from ฿299'),
    body: t('เก็บคูปองได้ที่หน้าคูปอง ใช้ได้ถึงวันอาทิตย์นี้', 'Collect it on the coupons page; valid until Sunday.'),
    link: '/coupon',
  },
  {
    kind: 'promotion',
    tier: 'REGULAR',
    hoursAgo: 6 * 24,
    title: t('อีกนิดเดียวก็เป็นสมาชิกโกลด์', 'You are close to Gold'),
    body: t('ช้อปให้ครบยอดเพื่อรับเงินคืนมากขึ้นและคูปองวันเกิด', 'Reach the Gold spend for more cashback and a birthday coupon.'),
    link: '/account/member-ship',
  },
  {
    kind: 'promotion',
    hoursAgo: 9 * 24,
    title: t('เพย์เดย์เซล ลดทั้งร้าน', 'Payday sale across the shop'),
    body: t('ลดเพิ่ม 10% เมื่อชำระด้วยบัตรเครดิต ถึงเที่ยงคืนวันที่ 27', 'An extra 10% off with a credit card until midnight on the 27th.'),
    link: '/promotion',
  },
  {
    kind: 'announce',
    hoursAgo: 12 * 24,
    title: t('ผ่อน 0% นานสูงสุด 10 เดือน', '0% instalments for up to 10 months'),
    body: t('ผ่อนชำระกับบัตรเครดิตธนาคารที่ร่วมรายการเมื่อซื้อครบ 3,000 บาท', 'With credit cards of the partner banks on orders from ฿3,000.'),
  },
  {
    kind: 'announce',
    hoursAgo: 20 * 24,
    title: t('วันหยุดยาว จัดส่งช้ากว่าปกติ 1–2 วัน', 'Long holiday: deliveries 1–2 days later than usual'),
    body: t('คำสั่งซื้อช่วงวันหยุดจะจัดส่งในวันทำการถัดไป', 'Orders placed over the holiday ship on the next working day.'),
  },
];

/** The demo members (seed/demo-members.ts): the first has the orders. */
const DEMO_PHONES = ['0990000001', '0990000002', '0990000003'];

/** Each demo member has read the notices older than a week; the newer ones wait for them. */
const READ_BEFORE_MS = 7 * DAY_MS;

/**
 * The demo members' notifications: the blog posts as they were published, the shop's announcements and promotions
 * (for all, or one tier), and the first member's order updates; what is older than a week is read, the rest not.
 * The demo members are with the shop since before all of it (seed/demo-members.ts).
 */
export async function insertDemoNotifications(tx: Transaction, now = new Date()) {
  await notifyPublishedBlogPosts(tx, now);
  // Oldest first, so ids follow the time they were sent.
  for (const broadcast of [...BROADCASTS].sort((a, b) => b.hoursAgo - a.hoursAgo)) {
    const draft = { ...broadcast, createdAt: new Date(now.getTime() - broadcast.hoursAgo * HOUR_MS) };
    if (broadcast.tier) await notifyTier(tx, broadcast.tier, draft);
    else await notifyAll(tx, draft);
  }

  const members = await tx.select({ id: customers.id }).from(customers).where(eq(customers.phone, DEMO_PHONES[0]!));
  for (const member of members) {
    const received = await tx
      .select({ id: orders.id, orderNo: orders.orderNo, placedAt: orders.placedAt })
      .from(orders)
      .where(eq(orders.customerId, member.id))
      .orderBy(desc(orders.placedAt))
      .limit(2);
    for (const order of received.reverse()) {
      const parcel = { orderNo: order.orderNo, carrier: null, trackingNo: null };
      for (const [kind, days] of [
        ['shipped', 1],
        ['delivered', 3],
      ] as const) {
        await notifyMember(tx, member.id, {
          kind: 'order',
          ...orderNoticeText(kind, parcel),
          link: `/account/my-order/${order.id}`,
          createdAt: new Date(order.placedAt.getTime() + days * DAY_MS),
        });
      }
    }
  }

  const demoMembers = await tx.select({ id: customers.id }).from(customers).where(inArray(customers.phone, DEMO_PHONES));
  const old = await tx
    .select({ id: notifications.id, customerId: notifications.customerId })
    .from(notifications)
    .where(lte(notifications.createdAt, new Date(now.getTime() - READ_BEFORE_MS)));
  for (const member of demoMembers) {
    const theirs = old.filter((row) => row.customerId === null || row.customerId === member.id);
    if (theirs.length === 0) continue;
    await tx
      .insert(notificationStates)
      .values(theirs.map((row) => ({ customerId: member.id, notificationId: row.id, readAt: new Date(now.getTime() - READ_BEFORE_MS) })));
  }
}
