import { bahtToSatang } from '@talad/domain';
import type { membershipTiers } from '../db/schema/index.ts';

type TierSeed = typeof membershipTiers.$inferInsert;

export function membershipSeeds(brand: string): TierSeed[] {
  return [
    {
      code: 'REGULAR',
      position: 1,
      name: { th: 'สมาชิกทั่วไป', en: 'Regular' },
      minSpend: 0,
      benefits: {
        th: ['รับเงินคืน 1% ทุกคำสั่งซื้อ', 'คูปองวันเกิด', `ข่าวสารโปรโมชันจาก ${brand}`],
        en: ['1% cashback on every order', 'Birthday coupon', `Promotion news from ${brand}`],
      },
      colour: '#9CA3AF',
    },
    {
      code: 'GOLD',
      position: 2,
      name: { th: 'โกลด์', en: 'Gold' },
      minSpend: bahtToSatang(20_000),
      benefits: {
        th: ['รับเงินคืน 2% ทุกคำสั่งซื้อ', 'ส่งฟรีไม่มีขั้นต่ำ 2 ครั้งต่อเดือน', 'คูปองวันเกิดมูลค่า 200 บาท'],
        en: ['2% cashback on every order', 'Free delivery with no minimum, twice a month', '฿200 birthday coupon'],
      },
      colour: '#D4A017',
    },
    {
      code: 'VIP',
      position: 3,
      name: { th: 'วีไอพี', en: 'VIP' },
      minSpend: bahtToSatang(50_000),
      benefits: {
        th: ['รับเงินคืน 3% ทุกคำสั่งซื้อ', 'ส่งฟรีทุกคำสั่งซื้อ', 'ซื้อ Flash Sale ได้ก่อนใคร', 'สายด่วนบริการลูกค้า VIP'],
        en: ['3% cashback on every order', 'Free delivery on every order', 'Early access to Flash Sale', 'VIP customer hotline'],
      },
      colour: '#1F2937',
    },
  ];
}
