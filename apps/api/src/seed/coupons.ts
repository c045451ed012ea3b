import { bahtToSatang, type LocalizedText } from '@talad/domain';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { coupons, customers, memberCoupons } from '../db/schema/index.ts';

type CouponSeed = typeof coupons.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;
const THAI_BEAUTY_BRANDS = ['mistine', 'srichand', 'cute-press', 'oriental-princess'];

const text = (th: string, en: string): LocalizedText => ({ th, en });

/**
 * The demo shop's coupons: every type and kind, collectable on /coupon ('coupon-page'), usable straight from the
 * cart's picker ('shopping-cart'), or handed out only (birthday); some for GOLD/VIP only, two nearly used up, one
 * expired and one not started yet. Amounts in satang, percents in basis points (1000 = 10 %).
 */
export function couponSeeds(now: Date): CouponSeed[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const running = { startsAt: at(-7), endsAt: at(30) };
  const onPage = { ...running, layoutId: 'coupon-page' };
  const inCart = { ...running, layoutId: 'shopping-cart' };
  const seeds: Array<Omit<CouponSeed, 'position'>> = [
    {
      ...onPage,
      code: 'WELCOME100',
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: text('ส่วนลด 100 บาท สมาชิกใหม่', '฿100 off for new members'),
      description: text('เมื่อช้อปครบ 500 บาท ใช้ได้ 1 ครั้งต่อท่าน', 'On orders of ฿500 or more, once per member'),
      discount: 'amount',
      value: bahtToSatang(100),
      minSpend: bahtToSatang(500),
      totalLimit: 5_000,
      used: 1_284,
    },
    {
      ...onPage,
      code: 'SAVE10',
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: text('ลด 10% สูงสุด 300 บาท', '10% off, up to ฿300'),
      description: text('เมื่อช้อปครบ 1,000 บาท ใช้ได้ 2 ครั้งต่อท่าน', 'On orders of ฿1,000 or more, twice per member'),
      discount: 'percent',
      value: 1_000,
      maxDiscount: bahtToSatang(300),
      minSpend: bahtToSatang(1_000),
      totalLimit: 2_000,
      used: 612,
      perMemberLimit: 2,
    },
    {
      ...onPage,
      code: 'MOBILE500',
      type: 'DISCOUNTCODE',
      kind: 'discount_item',
      name: text('ลด 500 บาท มือถือและแท็บเล็ต', '฿500 off mobiles & tablets'),
      description: text('สินค้าหมวดมือถือและแท็บเล็ต ครบ 10,000 บาท', 'Mobiles & tablets worth ฿10,000 or more'),
      discount: 'amount',
      value: bahtToSatang(500),
      minSpend: bahtToSatang(10_000),
      totalLimit: 300,
      used: 41,
      categories: ['mobile-tablet'],
    },
    {
      ...onPage,
      code: 'APPLE5',
      type: 'DISCOUNTCODE',
      kind: 'discount_item',
      name: text('ลด 5% สินค้า Apple', '5% off Apple'),
      description: text('สูงสุด 1,500 บาท เมื่อซื้อสินค้า Apple ครบ 20,000 บาท', 'Up to ฿1,500 on Apple products worth ฿20,000 or more'),
      discount: 'percent',
      value: 500,
      maxDiscount: bahtToSatang(1_500),
      minSpend: bahtToSatang(20_000),
      totalLimit: 200,
      used: 18,
      brands: ['apple'],
    },
    {
      ...onPage,
      code: 'BEAUTY15',
      type: 'DISCOUNTCODE',
      kind: 'discount_item',
      name: text('ลด 15% หมวดความงาม', '15% off beauty'),
      description: text('สูงสุด 200 บาท เมื่อซื้อสินค้าความงามครบ 500 บาท', 'Up to ฿200 on beauty worth ฿500 or more'),
      discount: 'percent',
      value: 1_500,
      maxDiscount: bahtToSatang(200),
      minSpend: bahtToSatang(500),
      totalLimit: 1_000,
      used: 377,
      categories: ['beauty'],
    },
    {
      ...onPage,
      code: 'THAIBEAUTY80',
      type: 'DISCOUNTCODE',
      kind: 'discount_item',
      name: text('ลด 80 บาท แบรนด์ความงามไทย', '฿80 off Thai beauty brands'),
      description: text(
        'Mistine, ศรีจันทร์, Cute Press, Oriental Princess ครบ 400 บาท',
        'Mistine, Srichand, Cute Press, Oriental Princess from ฿400',
      ),
      discount: 'amount',
      value: bahtToSatang(80),
      minSpend: bahtToSatang(400),
      totalLimit: null,
      brands: THAI_BEAUTY_BRANDS,
    },
    {
      ...onPage,
      code: 'FREESHIP',
      type: 'DELIVERYFEE',
      kind: 'shipping_coupon',
      name: text('ส่งฟรี', 'Free delivery'),
      description: text('ลดค่าจัดส่งสูงสุด 100 บาท เมื่อช้อปครบ 300 บาท', 'Up to ฿100 off delivery on orders of ฿300 or more'),
      discount: 'amount',
      value: bahtToSatang(100),
      minSpend: bahtToSatang(300),
      totalLimit: 10_000,
      used: 4_120,
      perMemberLimit: 3,
    },
    {
      ...onPage,
      code: 'SHIP20',
      type: 'DELIVERYFEE',
      kind: 'shipping_coupon',
      name: text('ลดค่าส่ง 20 บาท', '฿20 off delivery'),
      description: text('ไม่มีขั้นต่ำ', 'No minimum spend'),
      discount: 'amount',
      value: bahtToSatang(20),
      totalLimit: null,
      perMemberLimit: 5,
    },
    {
      ...onPage,
      code: 'CB5',
      type: 'CASHBACK',
      kind: 'cash_back',
      name: text('รับเงินคืน 5%', '5% cashback'),
      description: text('สูงสุด 200 บาท เมื่อช้อปครบ 1,000 บาท', 'Up to ฿200 back on orders of ฿1,000 or more'),
      discount: 'percent',
      value: 500,
      maxDiscount: bahtToSatang(200),
      minSpend: bahtToSatang(1_000),
      totalLimit: 3_000,
      used: 950,
    },
    {
      ...onPage,
      code: 'APPLIANCE50',
      type: 'CASHBACK',
      kind: 'cash_back',
      name: text('เงินคืน 50 บาท เครื่องใช้ไฟฟ้า', '฿50 back on appliances'),
      description: text('เมื่อซื้อเครื่องใช้ไฟฟ้าครบ 999 บาท', 'On appliances worth ฿999 or more'),
      discount: 'amount',
      value: bahtToSatang(50),
      minSpend: bahtToSatang(999),
      totalLimit: 800,
      used: 120,
      categories: ['appliances'],
    },
    {
      ...onPage,
      code: 'GOLD200',
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: text('สมาชิกโกลด์ ลด 200 บาท', 'Gold members: ฿200 off'),
      description: text('สำหรับสมาชิก GOLD และ VIP เมื่อช้อปครบ 1,500 บาท', 'For GOLD and VIP members, on orders of ฿1,500 or more'),
      discount: 'amount',
      value: bahtToSatang(200),
      minSpend: bahtToSatang(1_500),
      totalLimit: 1_000,
      used: 233,
      tiers: ['GOLD', 'VIP'],
    },
    {
      ...onPage,
      code: 'VIP12',
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: text('VIP ลด 12% สูงสุด 1,000 บาท', 'VIP: 12% off, up to ฿1,000'),
      description: text('สำหรับสมาชิก VIP เมื่อช้อปครบ 3,000 บาท', 'For VIP members, on orders of ฿3,000 or more'),
      discount: 'percent',
      value: 1_200,
      maxDiscount: bahtToSatang(1_000),
      minSpend: bahtToSatang(3_000),
      totalLimit: 300,
      used: 57,
      tiers: ['VIP'],
    },
    {
      ...onPage,
      code: 'VIPSHIP',
      type: 'DELIVERYFEE',
      kind: 'shipping_coupon',
      name: text('VIP ส่งฟรีไม่มีขั้นต่ำ', 'VIP: free delivery, no minimum'),
      description: text('สำหรับสมาชิก VIP ใช้ได้ 4 ครั้ง', 'For VIP members, 4 times'),
      discount: 'amount',
      value: bahtToSatang(150),
      totalLimit: null,
      perMemberLimit: 4,
      tiers: ['VIP'],
    },
    {
      ...onPage,
      code: 'FLASH50',
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: text('ลด 50 บาท จำนวนจำกัด', '฿50 off, limited'),
      description: text('เมื่อช้อปครบ 300 บาท เหลือไม่กี่สิทธิ์', 'On orders of ฿300 or more, only a few left'),
      discount: 'amount',
      value: bahtToSatang(50),
      minSpend: bahtToSatang(300),
      totalLimit: 500,
      used: 497,
    },
    {
      ...onPage,
      code: 'LASTCB10',
      type: 'CASHBACK',
      kind: 'cash_back',
      name: text('เงินคืน 10% สิทธิ์สุดท้าย', '10% cashback, last one'),
      description: text('สูงสุด 100 บาท', 'Up to ฿100'),
      discount: 'percent',
      value: 1_000,
      maxDiscount: bahtToSatang(100),
      totalLimit: 200,
      used: 199,
    },
    {
      ...onPage,
      code: 'SONGKRAN150',
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: text('สงกรานต์ ลด 150 บาท', 'Songkran: ฿150 off'),
      description: text('หมดเขตแล้ว', 'This offer has ended'),
      discount: 'amount',
      value: bahtToSatang(150),
      minSpend: bahtToSatang(1_200),
      startsAt: at(-40),
      endsAt: at(-1),
      totalLimit: 2_000,
      used: 1_530,
    },
    {
      ...onPage,
      code: 'PAYDAY300',
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: text('เงินเดือนออก ลด 300 บาท', 'Payday: ฿300 off'),
      description: text('เริ่มใช้ได้สิ้นเดือน เมื่อช้อปครบ 2,500 บาท', 'From month end, on orders of ฿2,500 or more'),
      discount: 'amount',
      value: bahtToSatang(300),
      minSpend: bahtToSatang(2_500),
      startsAt: at(3),
      endsAt: at(6),
      totalLimit: 1_000,
    },
    {
      ...inCart,
      code: 'TALAD50',
      type: 'DISCOUNTCODE',
      kind: 'discount_coupon',
      name: text('โค้ดลด 50 บาท', '฿50 off code'),
      description: text('เมื่อช้อปครบ 499 บาท', 'On orders of ฿499 or more'),
      discount: 'amount',
      value: bahtToSatang(50),
      minSpend: bahtToSatang(499),
      totalLimit: 3_000,
      used: 880,
    },
    {
      ...inCart,
      code: 'SHIP40',
      type: 'DELIVERYFEE',
      kind: 'shipping_coupon',
      name: text('โค้ดลดค่าส่ง 40 บาท', '฿40 off delivery code'),
      description: text('เมื่อช้อปครบ 199 บาท', 'On orders of ฿199 or more'),
      discount: 'amount',
      value: bahtToSatang(40),
      minSpend: bahtToSatang(199),
      totalLimit: null,
      perMemberLimit: 2,
    },
    {
      ...inCart,
      code: 'FASHION20',
      type: 'DISCOUNTCODE',
      kind: 'discount_item',
      name: text('แฟชั่นลด 20%', '20% off fashion'),
      description: text('สูงสุด 400 บาท เฉพาะหมวดแฟชั่น', 'Up to ฿400, fashion only'),
      discount: 'percent',
      value: 2_000,
      maxDiscount: bahtToSatang(400),
      minSpend: bahtToSatang(800),
      totalLimit: 1_500,
      used: 264,
      categories: ['fashion'],
    },
    {
      ...running,
      // Handed out every year in each member's birth month (BIRTHDAY_COUPON_CODE): it outlives the demo's campaigns.
      endsAt: at(10 * 365),
      layoutId: null,
      code: 'HBD200',
      type: 'DISCOUNTCODE',
      kind: 'birthday_coupon',
      name: text('สุขสันต์วันเกิด ลด 200 บาท', 'Happy birthday: ฿200 off'),
      description: text('ใช้ได้ในเดือนเกิดของคุณ ไม่มีขั้นต่ำ', 'In your birthday month, no minimum spend'),
      discount: 'amount',
      value: bahtToSatang(200),
      totalLimit: null,
    },
  ];
  return seeds.map((seed, index) => ({ ...seed, position: index + 1 }));
}

/** What each demo member (by phone) holds: coupon code → times used. */
const DEMO_HOLDINGS: Record<string, Record<string, number>> = {
  '0990000001': { WELCOME100: 0, CB5: 0, SHIP20: 1, HBD200: 0 },
  '0990000002': { GOLD200: 0, SAVE10: 2, FREESHIP: 1, SONGKRAN150: 0, HBD200: 0 },
  '0990000003': { VIP12: 0, VIPSHIP: 1, FREESHIP: 0, MOBILE500: 0, SONGKRAN150: 1, HBD200: 0 },
};

/** The coupons, and a few collected (some used, one expired) by the demo members. */
export async function insertCoupons(tx: Transaction, now: Date) {
  const rows = await tx.insert(coupons).values(couponSeeds(now)).returning({ id: coupons.id, code: coupons.code });
  const idOf = new Map(rows.map((row) => [row.code, row.id]));
  const members = await tx
    .select({ id: customers.id, phone: customers.phone })
    .from(customers)
    .where(inArray(customers.phone, Object.keys(DEMO_HOLDINGS)));
  const holdings = members.flatMap((member) =>
    Object.entries(DEMO_HOLDINGS[member.phone ?? ''] ?? {}).flatMap(([code, used]) => {
      const couponId = idOf.get(code);
      return couponId ? [{ customerId: member.id, couponId, used, collectedAt: new Date(now.getTime() - 3 * DAY) }] : [];
    }),
  );
  if (holdings.length > 0) await tx.insert(memberCoupons).values(holdings);
}
