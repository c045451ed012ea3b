import type { LocalizedText, PROMOTION_KINDS } from '@talad/domain';
import type { ProductDraft } from './products.ts';
import type { Random } from './random.ts';

type PromotionKind = (typeof PROMOTION_KINDS)[number];

export interface PromotionSeed {
  slug: string;
  kind: PromotionKind;
  title: LocalizedText;
  description: LocalizedText;
  /** Which products may take part; a share of them is drawn. */
  mains: readonly string[];
  share: number;
  /** Days from now; null = open-ended. */
  endsInDays: number | null;
}

const ALL = ['mobile-tablet', 'appliances', 'fashion', 'beauty', 'home-garden', 'mom-baby', 'sports', 'food-drinks'];

export const PROMOTION_SEEDS: readonly PromotionSeed[] = [
  {
    slug: 'flexi-pick-3-pay-less',
    kind: 'flexi',
    title: { th: 'เลือกได้ 3 ชิ้น ลดเพิ่ม 15%', en: 'Pick any 3, take 15% more off' },
    description: {
      th: 'ซื้อสินค้าที่ร่วมรายการครบ 3 ชิ้น ลดเพิ่มทันที 15% คละแบบได้',
      en: 'Buy any three participating items and get an extra 15% off, mix and match.',
    },
    mains: ['beauty', 'fashion'],
    share: 0.25,
    endsInDays: 14,
  },
  {
    slug: 'flexi-snack-box',
    kind: 'flexi',
    title: { th: 'ขนมคละได้ 5 ชิ้น 199.-', en: 'Any 5 snacks for ฿199' },
    description: { th: 'เลือกขนมและเครื่องดื่มที่ร่วมรายการ 5 ชิ้น ในราคาเดียว', en: 'Choose five participating snacks or drinks for one price.' },
    mains: ['food-drinks'],
    share: 0.4,
    endsInDays: 7,
  },
  {
    slug: 'free-gift-appliance',
    kind: 'free_gift',
    title: { th: 'ซื้อเครื่องใช้ไฟฟ้า รับของแถมฟรี', en: 'Free gift with appliances' },
    description: {
      th: 'รับกระติกน้ำร้อนมูลค่า 790 บาท เมื่อซื้อเครื่องใช้ไฟฟ้าที่ร่วมรายการ',
      en: 'Get a ฿790 electric kettle free with participating appliances.',
    },
    mains: ['appliances'],
    share: 0.3,
    endsInDays: 21,
  },
  {
    slug: 'free-gift-beauty-pouch',
    kind: 'free_gift',
    title: { th: 'ช้อปความงาม รับกระเป๋าเครื่องสำอาง', en: 'Free make-up pouch with beauty buys' },
    description: {
      th: 'เมื่อซื้อสินค้าความงามที่ร่วมรายการ รับกระเป๋าเครื่องสำอางลายไทยฟรี',
      en: 'Get a Thai-print make-up pouch with participating beauty products.',
    },
    mains: ['beauty'],
    share: 0.3,
    endsInDays: 10,
  },
  {
    slug: 'add-on-accessories',
    kind: 'add_on_deal',
    title: { th: 'ซื้อคู่ถูกกว่า อุปกรณ์เสริมราคาพิเศษ', en: 'Add-on deal: accessories for less' },
    description: {
      th: 'ซื้อมือถือหรือแท็บเล็ต เพิ่มเงินรับเคสหรือพาวเวอร์แบงก์ในราคาพิเศษ',
      en: 'Buy a phone or tablet and add a case or power bank at a special price.',
    },
    mains: ['mobile-tablet'],
    share: 0.35,
    endsInDays: 30,
  },
  {
    slug: 'special-price-home',
    kind: 'special_price',
    title: { th: 'ราคาพิเศษ ของแต่งบ้าน', en: 'Special prices on home goods' },
    description: {
      th: 'เฟอร์นิเจอร์ เครื่องนอน และเครื่องครัว ราคาพิเศษเฉพาะออนไลน์',
      en: 'Online-only prices on furniture, bedding and kitchenware.',
    },
    mains: ['home-garden'],
    share: 0.4,
    endsInDays: 14,
  },
  {
    slug: 'special-price-sports',
    kind: 'special_price',
    title: { th: 'สปอร์ตวีค ราคาพิเศษ', en: 'Sports week special prices' },
    description: { th: 'อุปกรณ์กีฬาและชุดกีฬาราคาพิเศษตลอดสัปดาห์', en: 'Special prices on sports gear and sportswear all week.' },
    mains: ['sports'],
    share: 0.35,
    endsInDays: 7,
  },
  {
    slug: 'saving-mom-baby',
    kind: 'saving',
    title: { th: 'แม่และเด็ก ยิ่งซื้อยิ่งคุ้ม', en: 'Mother & Baby: buy more, save more' },
    description: {
      th: 'ซื้อครบ 1,500 บาท ลด 150 บาท ครบ 3,000 บาท ลด 400 บาท',
      en: '฿150 off ฿1,500 and ฿400 off ฿3,000 on participating items.',
    },
    mains: ['mom-baby'],
    share: 0.5,
    endsInDays: 30,
  },
  {
    slug: 'saving-fashion',
    kind: 'saving',
    title: { th: 'แฟชั่นลดเพิ่ม 200.-', en: 'Fashion: extra ฿200 off' },
    description: { th: 'ช้อปแฟชั่นครบ 1,990 บาท ลดเพิ่ม 200 บาท', en: 'Spend ฿1,990 on fashion and take ฿200 off.' },
    mains: ['fashion'],
    share: 0.3,
    endsInDays: 10,
  },
  {
    slug: 'shipping-discount-big-items',
    kind: 'shipping_discount',
    title: { th: 'ส่งฟรี สินค้าชิ้นใหญ่', en: 'Free delivery on big items' },
    description: {
      th: 'ส่งฟรีทั่วไทยสำหรับเครื่องใช้ไฟฟ้าและเฟอร์นิเจอร์ชิ้นใหญ่ที่ร่วมรายการ',
      en: 'Free delivery across Thailand on participating large appliances and furniture.',
    },
    mains: ['appliances', 'home-garden'],
    share: 0.3,
    endsInDays: null,
  },
  {
    slug: 'shipping-discount-40',
    kind: 'shipping_discount',
    title: { th: 'ลดค่าส่ง 40 บาท', en: '฿40 off delivery' },
    description: { th: 'ลดค่าจัดส่ง 40 บาท เมื่อซื้อครบ 299 บาท', en: '฿40 off delivery on orders of ฿299 or more.' },
    mains: ALL,
    share: 0.1,
    endsInDays: 5,
  },
  {
    slug: 'cashback-mobile',
    kind: 'cashback',
    title: { th: 'รับเงินคืน 5% มือถือและแท็บเล็ต', en: '5% cashback on mobiles and tablets' },
    description: { th: 'รับเงินคืนเข้ากระเป๋าแคชแบ็ก 5% สูงสุด 1,000 บาท', en: '5% back to your cashback wallet, up to ฿1,000.' },
    mains: ['mobile-tablet'],
    share: 0.4,
    endsInDays: 30,
  },
  {
    slug: 'cashback-everyday',
    kind: 'cashback',
    title: { th: 'แคชแบ็กทุกวัน 2%', en: 'Everyday 2% cashback' },
    description: { th: 'รับเงินคืน 2% ทุกคำสั่งซื้อของสินค้าที่ร่วมรายการ', en: '2% cashback on every order of participating products.' },
    mains: ALL,
    share: 0.12,
    endsInDays: null,
  },
];

/** Product indexes in each promotion, in the order of PROMOTION_SEEDS. */
export function drawPromotionMembers(random: Random, drafts: readonly ProductDraft[]): number[][] {
  return PROMOTION_SEEDS.map((promotion) =>
    drafts.flatMap((draft, index) => (promotion.mains.includes(draft.main) && random.chance(promotion.share) ? [index] : [])),
  );
}

export interface FlashSaleSeed {
  name: LocalizedText;
  /** Hours from now. */
  startsIn: number;
  endsIn: number;
}

export const FLASH_SALE_SEEDS: readonly FlashSaleSeed[] = [
  { name: { th: 'Flash Sale เมื่อวาน', en: "Yesterday's Flash Sale" }, startsIn: -30, endsIn: -24 },
  { name: { th: 'Flash Sale ลดแรงตอนนี้', en: 'Flash Sale on now' }, startsIn: -2, endsIn: 4 },
  { name: { th: 'Flash Sale รอบถัดไป', en: 'Next Flash Sale' }, startsIn: 6, endsIn: 12 },
  { name: { th: 'Flash Sale เที่ยงคืน', en: 'Midnight Flash Sale' }, startsIn: 24, endsIn: 28 },
];

export interface FlashSaleItemDraft {
  productIndex: number;
  flashPrice: number;
  quota: number;
  sold: number;
  perCustomerLimit: number;
}

/** 16 in-stock products per sale at 40–65% of their price, with a quota partly taken already. */
export function drawFlashSaleItems(
  random: Random,
  drafts: readonly ProductDraft[],
  cheapest: (draft: ProductDraft) => number,
): FlashSaleItemDraft[][] {
  const candidates = drafts.flatMap((draft, index) => (draft.variants.some((variant) => variant.stock > 0) ? [index] : []));
  return FLASH_SALE_SEEDS.map((sale) =>
    random.some(candidates, Math.min(16, candidates.length)).map((productIndex) => {
      const price = cheapest(drafts[productIndex] as ProductDraft);
      const quota = random.pick([20, 30, 50, 100, 200]);
      const soldShare = sale.endsIn < 0 ? 1 : sale.startsIn > 0 ? 0 : random.next() * 0.9;
      return {
        productIndex,
        flashPrice: Math.max(100, Math.round((price * random.pick([0.4, 0.5, 0.55, 0.6, 0.65])) / 100) * 100 - 100),
        quota,
        sold: Math.floor(quota * soldShare),
        perCustomerLimit: random.pick([1, 2, 3]),
      };
    }),
  );
}
