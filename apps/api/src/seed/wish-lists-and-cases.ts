import { asc, desc, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { customers, favorites, orders, products, supportCaseMessages, supportCases } from '../db/schema/index.ts';

const HOUR_MS = 3_600_000;

/** Demo members by phone (seed/demo-members.ts): the REGULAR, GOLD and VIP member. */
const SOMCHAI = '0990000001';
const MALEE = '0990000002';

/** How many products each demo member has hearted, and how far apart in the catalogue they are. */
const HEARTED: Array<[string, number]> = [
  [SOMCHAI, 8],
  [MALEE, 4],
];

interface SeededCase {
  phone: string;
  /** The last six digits of its number (CS + the Bangkok date it was opened + these). */
  serial: string;
  topic: string;
  status: 'OPEN' | 'ANSWERED' | 'CLOSED';
  /** About the member's latest order, or a general topic. */
  aboutOrder: boolean;
  hoursAgo: number;
  /** The thread, first message first; the member wrote the even ones, the staff the odd ones. */
  thread: string[];
}

const CASES: SeededCase[] = [
  {
    phone: SOMCHAI,
    serial: '000101',
    topic: 'damaged_item',
    status: 'ANSWERED',
    aboutOrder: true,
    hoursAgo: 30,
    thread: [
      'ได้รับสินค้าแล้วแต่กล่องบุบ ฝาขวดร้าวนิดหน่อยครับ ขอเปลี่ยนชิ้นใหม่ได้ไหมครับ',
      'ขออภัยในความไม่สะดวกค่ะ ทีมงานจัดส่งสินค้าชิ้นใหม่ให้แล้ว คาดว่าจะถึงภายใน 2 วันทำการ ไม่ต้องส่งชิ้นเดิมคืนค่ะ',
    ],
  },
  {
    phone: SOMCHAI,
    serial: '000102',
    topic: 'coupon_promotion',
    status: 'CLOSED',
    aboutOrder: false,
    hoursAgo: 24 * 35,
    thread: [
      'คูปองส่วนลด 100 บาทใช้ไม่ได้ตอนชำระเงิน ขึ้นว่ายอดไม่ถึงขั้นต่ำ ทั้งที่ซื้อเกิน 500 บาทแล้วครับ',
      'คูปองนี้คิดยอดจากสินค้าที่ร่วมรายการเท่านั้นค่ะ สินค้าลดราคาพิเศษบางรายการไม่ร่วมรายการ จึงทำให้ยอดไม่ถึงขั้นต่ำค่ะ',
      'เข้าใจแล้วครับ ขอบคุณครับ',
      'ยินดีค่ะ หากมีข้อสงสัยเพิ่มเติมแจ้งเรื่องใหม่ได้ตลอดเวลาค่ะ',
    ],
  },
  {
    phone: MALEE,
    serial: '000103',
    topic: 'account',
    status: 'OPEN',
    aboutOrder: false,
    hoursAgo: 3,
    thread: ['Could you change the e-mail on my account? I no longer use the old address.'],
  },
];

/** CS + yymmdd of the Bangkok day it was opened + the serial, as the shop numbers cases. */
const caseNoOf = (openedAt: Date, serial: string) =>
  `CS${new Date(openedAt.getTime() + 7 * HOUR_MS).toISOString().slice(2, 10).replaceAll('-', '')}${serial}`;

const memberId = async (tx: Transaction, phone: string) => {
  const [member] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.phone, phone));
  if (!member) throw new Error('the demo members are seeded before their wish lists and cases');
  return member.id;
};

/**
 * The demo members' wish lists (products spread over the catalogue, hearted over the past weeks) and support cases
 * (one answered about an order, one closed, one waiting for the staff), so /account/my-wish-list and /case-management
 * show a shop in use. Seeded after the review orders, whose latest the first case is about.
 */
export async function insertDemoWishListsAndCases(tx: Transaction, now = new Date()) {
  const onSale = await tx.select({ id: products.id }).from(products).where(isNull(products.withdrawnAt)).orderBy(asc(products.id));
  for (const [phone, count] of HEARTED) {
    const customerId = await memberId(tx, phone);
    const stride = Math.max(1, Math.floor(onSale.length / (count + 1)));
    const hearted = Array.from({ length: count }, (_, index) => onSale[(index + 1) * stride + phone.length]?.id).filter(
      (id): id is number => id !== undefined,
    );
    await tx
      .insert(favorites)
      .values(
        hearted.map((productId, index) => ({ customerId, productId, addedAt: new Date(now.getTime() - (index + 1) * 26 * HOUR_MS) })),
      );
  }

  for (const seeded of CASES) {
    const customerId = await memberId(tx, seeded.phone);
    const [latest] = seeded.aboutOrder
      ? await tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.placedAt)).limit(1)
      : [];
    const openedAt = new Date(now.getTime() - seeded.hoursAgo * HOUR_MS);
    const times = seeded.thread.map((_, index) => new Date(openedAt.getTime() + index * 2 * HOUR_MS));
    const lastAt = times.at(-1) ?? openedAt;
    const [row] = await tx
      .insert(supportCases)
      .values({
        caseNo: caseNoOf(openedAt, seeded.serial),
        customerId,
        orderId: latest?.id ?? null,
        topic: seeded.topic,
        status: seeded.status,
        locale: /[ก-๙]/.test(seeded.thread[0] ?? '') ? 'th' : 'en',
        openedAt,
        updatedAt: lastAt,
        // The member has read everything but the last answer of a case still waiting for them.
        memberSeenAt: seeded.status === 'ANSWERED' ? openedAt : lastAt,
        closedAt: seeded.status === 'CLOSED' ? lastAt : null,
      })
      .returning({ id: supportCases.id });
    await tx.insert(supportCaseMessages).values(
      seeded.thread.map((body, index) => ({
        caseId: row!.id,
        author: index % 2 === 0 ? 'MEMBER' : 'STAFF',
        body,
        createdAt: times[index]!,
      })),
    );
  }
}
